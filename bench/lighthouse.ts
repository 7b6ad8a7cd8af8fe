/**
 * Lighthouse 12 (mobile profile and desktop preset) on the public pages of the built app,
 * against Debian's Chromium. Writes bench/LIGHTHOUSE.md. Target: ≥ 95 performance and
 * accessibility on every page. `LH_PAGES=/policies,/about` runs only those pages and
 * keeps the other pages' rows of the report as they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import {
  auditsUnder90,
  CHROME_PATH,
  CHROMIUM_FLAGS,
  machineDescription,
  writeMarkdown,
  startAppOnTempDataDir,
} from './lib.ts';

const DEFAULT_PAGES = [
  '/',
  '/residencies',
  '/rooms/1',
  '/about',
  '/contact',
  '/menu',
  '/2BedroomPage',
  '/policies',
  '/affiliate/assets',
  '/affiliate/support',
];
const PAGES = process.env.LH_PAGES?.split(',') ?? DEFAULT_PAGES;
const PROFILES = ['mobile', 'desktop'] as const;
const REPORT = path.join(import.meta.dirname, 'LIGHTHOUSE.md');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const app = await startAppOnTempDataDir();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** Each row of the report by `profile page`: this run's, else the last report's. */
const rows = new Map<string, string>();
const rowKey = (profile: string, page: string) => `${profile} ${page}`;
try {
  for (const profile of PROFILES) {
    for (const page of PAGES) {
      const result = await lighthouse(
        `${app.url}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        profile === 'desktop' ? desktopConfig : undefined,
      );
      const categories = result!.lhr.categories;
      const scores = CATEGORIES.map((category) =>
        Math.round((categories[category]?.score ?? 0) * 100),
      );
      const pass = scores[0]! >= 95 && scores[1]! >= 95;
      const failing = auditsUnder90(result!.lhr.audits);
      const row = `| ${profile} | ${page} | ${scores.join(' | ')} | ${pass ? 'pass' : '**below 95**'} | ${failing} |`;
      rows.set(rowKey(profile, page), row);
      console.log(row);
    }
  }
} finally {
  chrome.kill();
  await app.stop();
}

// A run of some pages keeps the rows of the others from the last report.
const partial = process.env.LH_PAGES !== undefined && fs.existsSync(REPORT);
const lastReport = partial ? fs.readFileSync(REPORT, 'utf8') : '';
const lastDate = /\) on (\d{4}-\d{2}-\d{2})/.exec(lastReport)?.[1] ?? 'an earlier day';
const lastMachine = /Machine: (.+?)\. Mobile/s.exec(lastReport)?.[1]?.replace(/\s+/g, ' ');
const keptPages: string[] = [];
if (partial) {
  for (const line of lastReport.split('\n')) {
    const [profile, page] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    if (!profile || !page || !(PROFILES as readonly string[]).includes(profile)) continue;
    if (!rows.has(rowKey(profile, page))) rows.set(rowKey(profile, page), line);
    if (!keptPages.includes(page)) keptPages.push(page);
  }
}
const pagesInReport = [...new Set([...DEFAULT_PAGES, ...keptPages, ...PAGES])];
const reportRows = PROFILES.flatMap((profile) =>
  pagesInReport.flatMap((page) => rows.get(rowKey(profile, page)) ?? []),
);
const allPass = reportRows.every((row) => !row.includes('below 95'));
// The sections other scripts write below the table (bench/lighthouse-self-service.ts) stay.
const existingReport = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
const laterSections = /^## [\s\S]*/m.exec(existingReport)?.[0] ?? '';

await writeMarkdown(
  REPORT,
  `# Lighthouse results

Written by \`npm run bench:lighthouse\` (bench/lighthouse.ts, Lighthouse 12, Chromium at
${CHROME_PATH}) on ${new Date().toISOString().slice(0, 10)}${
    partial
      ? ` for ${PAGES.join(', ')}; the other rows are kept from the report of ${lastDate}` +
        (lastMachine ? ` (machine: ${lastMachine})` : '')
      : ''
  }.
Machine: ${machineDescription()}. Mobile is Lighthouse's default (emulated Moto G Power,
slow 4G, 4× CPU slowdown); desktop is its desktop preset.

| profile | page | performance | accessibility | best practices | SEO | ≥ 95 | audits under 90 |
|---|---|---|---|---|---|---|---|
${reportRows.join('\n')}

${allPass ? 'Every page meets the target.' : 'Some pages are below the target; see the audits column.'}
${laterSections ? `\n${laterSections}` : ''}`,
);
