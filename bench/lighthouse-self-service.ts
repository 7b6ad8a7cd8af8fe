/**
 * Lighthouse 12 (mobile profile) on the pages guests help themselves with (issue 12):
 * /find-booking, /forgot-password, /reset-password and the success page of a real paid
 * guest booking, opened with the link the payment callback gives the browser. Three runs
 * a page; the median of each category goes into the "Guest self-service pages" section
 * of bench/LIGHTHOUSE.md (the rest of the file is left as it was). Target: ≥ 95
 * performance and accessibility on every page.
 */
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { addDays, businessToday } from '@aso/core/dates';
import {
  auditsUnder90,
  CHROME_PATH,
  CHROMIUM_FLAGS,
  machineDescription,
  startAppOnTempDataDir,
  writeReportSection,
} from './lib.ts';

const RUNS = 3;
const REPORT = path.join(import.meta.dirname, 'LIGHTHOUSE.md');
const SECTION_TITLE = '## Guest self-service pages';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The lab figures behind the performance score, from the run with the median score. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A guest's paid booking of room type 1, two nights a month ahead, the way the browser
 * makes it (the hold, the sandbox checkout's Pay, the callback): answers the callback's
 * link to the success page, with the guest's access token.
 */
async function paidGuestBookingLink(base: string): Promise<string> {
  const start = addDays(businessToday(), 30);
  const hold = await postJson<{ authorization_url: string; reference: string }>(
    `${base}/api/initiate-payment`,
    {
      room_type_id: 1,
      start_date: start,
      end_date: addDays(start, 2),
      guest_name: 'Amina Bello',
      guest_email: 'amina@example.com',
      guest_phone: '+234 803 555 0101',
    },
  );
  // The sandbox checkout's address starts with APP_URL, unknown to an app on port 0.
  const checkout = new URL(hold.authorization_url);
  const paid = await fetch(`${base}${checkout.pathname}${checkout.search}`, {
    method: 'POST',
    body: new URLSearchParams({ outcome: 'success' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the sandbox checkout answered ${paid.status}`);
  const callback = await fetch(
    `${base}/api/paystack/callback?reference=${encodeURIComponent(hold.reference)}`,
  );
  const settled = (await callback.json()) as { success: boolean; redirect_url: string | null };
  if (!settled.success || !settled.redirect_url) {
    throw new Error(`the payment was not confirmed: ${JSON.stringify(settled)}`);
  }
  return settled.redirect_url;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** A category's score out of 100. */
const scoreOf = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await startAppOnTempDataDir();
const loadBefore = os.loadavg()[0]!.toFixed(1);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const rows: string[] = [];
try {
  const successLink = await paidGuestBookingLink(app.url);
  const pages = [
    { label: '/find-booking', address: '/find-booking' },
    { label: '/forgot-password', address: '/forgot-password' },
    { label: '/reset-password?token=x', address: '/reset-password?token=x' },
    {
      // The access token is the guest's key to the booking: not written into the report.
      label: successLink.replace(/access=[^&]+/, 'access=…'),
      address: successLink,
    },
  ];
  for (const { label, address } of pages) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${app.url}${address}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      runs.push(result!.lhr);
    }
    const scores = CATEGORIES.map((category) => median(runs.map((lhr) => scoreOf(lhr, category))));
    const performance = runs.map((lhr) => scoreOf(lhr, 'performance'));
    const medianRun = runs.find((lhr) => scoreOf(lhr, 'performance') === scores[0])!;
    const metrics = METRICS.map(
      ([id, name]) => `${name} ${medianRun.audits[id]?.displayValue ?? '?'}`,
    ).join(', ');
    const pass = scores[0]! >= 95 && scores[1]! >= 95;
    const row =
      `| ${label} | ${scores[0]} (${performance.join(', ')}) | ${scores.slice(1).join(' | ')} | ` +
      `${pass ? 'pass' : '**below 95**'} | ${metrics} | ${auditsUnder90(medianRun.audits)} |`;
    rows.push(row);
    console.log(row);
  }
} finally {
  chrome.kill();
  await app.stop();
}

const section = `${SECTION_TITLE}

Written by \`npm run bench:lighthouse-self-service -w @aso/bench\` (bench/lighthouse-self-service.ts,
Lighthouse 12, mobile profile, Chromium at ${CHROME_PATH}) on ${new Date().toISOString().slice(0, 10)},
against the built app (\`npm run build\`) on a new database with the demo catalogue. The
success page shows a real guest booking paid through the sandbox checkout, opened with the
callback's link (its access token left out here). Each figure is the median of ${RUNS} runs;
the performance column also lists the ${RUNS} scores, and the lab figures and the audits
under 90 are those of the median run. Machine: ${machineDescription()}; load average
${loadBefore} when the run started (other work shared the machine).

| page | performance (runs) | accessibility | best practices | SEO | ≥ 95 | median run | audits under 90 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${rows.every((row) => !row.includes('below 95')) ? 'Every page meets the target.' : 'Some pages are below the target; see the audits column.'}
`;

await writeReportSection(REPORT, SECTION_TITLE, section);
