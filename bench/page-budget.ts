/**
 * The page budget on a phone, re-based on React (issue 29 point 2, docs/page-budget.md).
 *
 * Lighthouse 12, mobile profile (simulated throttling), 3 runs a page, the median. The
 * targets it reports:
 * - performance ≥ 95 on / and /residencies, ≥ 92 on /rooms/1 and /login, ≥ 90 on
 *   /AffiliateDashboard (an affiliate of the seeded programme logged in) and on every
 *   back-office page (a super admin logged in);
 * - accessibility 100 on every page (the back office also with the desktop preset, one run:
 *   the accessibility audits are axe-core over the loaded page, not timings);
 * - largest contentful paint ≤ 2.5 s; the home page's JavaScript ≤ 140 KB gzipped
 *   (bench/home-weight.ts measures it).
 *
 * What fails the run (exit 1, so CI stops a landing): a performance median below 85 (this
 * shared machine's speed drifts by hours, so a target missed in a slow hour is reported,
 * not failed; a page below 85 is measured once more, 3 runs once the machine is quiet, and
 * fails only if that median is below too), accessibility below 100, or the home page's
 * JavaScript over 140 KB.
 *
 * Builds nothing: run `npm run build` first. Starts the built app on a temporary data dir
 * (on BUDGET_PORT, 4570 by default), seeded with the affiliate benchmark's programme
 * (bench/seed-affiliate-data.ts) and a super admin. Lighthouse runs one page at a time.
 *
 *   npm run test:budget
 *
 * BUDGET_PAGES=/AffiliateDashboard (comma-separated) measures only those of the public
 * pages and skips the back office and the home page's weight: for working on one page.
 */
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { insertUser } from '../apps/server/src/modules/users/users.repository.ts';
import { measureHomeWeight } from './home-weight.ts';
import {
  auditsUnder90,
  CHROME_PATH,
  CHROMIUM_FLAGS,
  machineDescription,
  MOBILE_CPU_SLOWDOWN,
  mobileConfigWithCpuSlowdown,
  startAppOnTempDataDir,
  waitForQuietMachine,
  writeReportSection,
} from './lib.ts';
import {
  adminPages,
  assertLandedOn,
  logIn,
  signInBrowser,
  type Session,
} from './lighthouse-sessions.ts';
import { seedAffiliateData, type BenchAffiliate } from './seed-affiliate-data.ts';

const REPORT_TITLE = '## Page budget on a phone (issue 29, React)';
const RUNS = 3;
/**
 * Runs a page may repeat when Lighthouse fails to score one (`unscoredReason`): in CI's
 * run and the next full run, 2 of 15–17 runs had no trace (NO_NAVSTART), so two retries a
 * page left a real chance of a 0 counted for a failure of Lighthouse's own.
 */
const MAX_RETRIES = 5;
/** The performance each page should reach (reported); below PERFORMANCE_FLOOR fails. */
const PERFORMANCE_TARGETS: Record<string, number> = {
  '/': 95,
  '/residencies': 95,
  '/rooms/1': 92,
  '/login': 92,
  '/AffiliateDashboard': 90,
};
const ADMIN_PERFORMANCE_TARGET = 90;
const PERFORMANCE_FLOOR = 85;
const ACCESSIBILITY_MIN = 100;
const LCP_MAX_MS = 2_500;
const HOME_JS_MAX_BYTES = 140 * 1024;
const PUBLIC_PAGES = ['/', '/residencies', '/rooms/1', '/login'];
const AFFILIATE_PAGE = '/AffiliateDashboard';
const ONLY_PAGES = process.env.BUDGET_PAGES?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const measured = (page: string) => !ONLY_PAGES?.length || ONLY_PAGES.includes(page);
const STAFF = { email: 'budget-boss@aso.test', password: 'budget-boss-secret-1' };

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** Why Lighthouse gave the run no performance score (its first error), or null when it gave one. */
function unscoredReason(lhr: Result): string | null {
  if (lhr.categories.performance?.score != null) return null;
  const errored = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]?.errorMessage)
    .find(Boolean);
  return lhr.runtimeError?.message ?? errored ?? 'no reason given';
}
const SLOWEST_HOST_FOR_MOBILE_PROFILE = 1_500;
/**
 * The CPU slowdown for a page measured again after falling below: 4× (the mobile profile),
 * unless the host measured slower than the high-end desktop that 4× is made for, where
 * Lighthouse's calibration advice is a smaller multiplier (docs/page-budget.md). Scaled so
 * the simulated phone is the one 4× gives on a host of 1,500: never a faster phone than that.
 */
function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= SLOWEST_HOST_FOR_MOBILE_PROFILE) return MOBILE_CPU_SLOWDOWN;
  const scaled = (MOBILE_CPU_SLOWDOWN * benchmarkIndex) / SLOWEST_HOST_FOR_MOBILE_PROFILE;
  return Math.round(scaled * 10) / 10;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const started = performance.now();
const loadBefore = load();

let affiliate: BenchAffiliate | undefined;
const app = await startAppOnTempDataDir(
  { PORT: process.env.BUDGET_PORT ?? '4570' },
  async (dataDir) => {
    // The affiliate programme of the affiliate benchmarks (a typical affiliate's dashboard)
    // and a super admin for the back office, written before the app starts.
    const database = await openDatabase({ dataDir });
    try {
      affiliate = (await seedAffiliateData(database)).typical;
      await insertUser(database.db, {
        firstName: 'Ngozi',
        lastName: 'Okafor',
        email: STAFF.email,
        passwordHash: await hashPassword(STAFF.password),
        role: 'super_admin',
        emailVerifiedAt: new Date(),
      });
    } finally {
      await database.close();
    }
  },
);
const base = app.url;
const phases: string[] = [];
let phaseStart = started;
/** Notes how long the phase that just ended took, for the run-time line. */
const endPhase = (name: string) => {
  const now = performance.now();
  phases.push(`${name} ${Math.round((now - phaseStart) / 1000)} s`);
  phaseStart = now;
};
endPhase('seed and start');
await waitForQuietMachine();
endPhase('waiting for a quiet machine');

interface Row {
  page: string;
  profile: 'mobile' | 'desktop';
  runs: number;
  performance?: number[];
  /** The first set's performance scores, when it fell below and the page was measured again. */
  firstSet?: number[];
  /** The CPU slowdown of the runs that count: 4, or less on a slow host (calibratedCpuSlowdown). */
  cpuSlowdown?: number;
  accessibility: number;
  /** Largest contentful paint of the median run, in ms (mobile runs only). */
  lcpMs?: number;
  /** The performance the page should reach (mobile runs only). */
  target?: number;
  failing: string;
  below: string[];
}
const rows: Row[] = [];
let homeJs = 0;

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const affiliateSession = await logIn(base, affiliate!);
  const adminSession = await logIn(base, STAFF);

  /** Three scored runs of a page (a run Lighthouse could not score is run again). */
  const scoredRuns = async (
    page: string,
    session?: Session,
    cpuSlowdown = MOBILE_CPU_SLOWDOWN,
  ): Promise<Result[]> => {
    const runs: Result[] = [];
    let retries = 0;
    while (runs.length < RUNS) {
      if (session) await signInBrowser(chrome.port, base, session);
      const result = await lighthouse(
        `${base}${page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: Boolean(session),
        },
        mobileConfigWithCpuSlowdown(cpuSlowdown),
      );
      const lhr = result!.lhr;
      assertLandedOn(lhr, page);
      // No performance score at all: Lighthouse failed to measure (a metric errored), which
      // says nothing of the page. Said, and run again, never counted as 0.
      const unscored = unscoredReason(lhr);
      if (unscored !== null && retries < MAX_RETRIES) {
        retries++;
        console.log(`${page}: Lighthouse gave no performance score (${unscored}); run again`);
        continue;
      }
      runs.push(lhr);
    }
    return runs;
  };
  /** What fails the run: performance below the floor, accessibility below 100. */
  const shortfalls = (runs: Result[]) => {
    const perf = median(runs.map((lhr) => score(lhr, 'performance')));
    const accessibility = median(runs.map((lhr) => score(lhr, 'accessibility')));
    return [
      ...(perf < PERFORMANCE_FLOOR ? [`performance ${perf} < ${PERFORMANCE_FLOOR}`] : []),
      ...(accessibility < ACCESSIBILITY_MIN
        ? [`accessibility ${accessibility} < ${ACCESSIBILITY_MIN}`]
        : []),
    ];
  };
  const describe = (runs: Result[]) =>
    `performance ${runs.map((lhr) => score(lhr, 'performance')).join(', ')}; ` +
    `accessibility ${median(runs.map((lhr) => score(lhr, 'accessibility')))}; ` +
    `host benchmarkIndex ${runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ')}`;

  /**
   * A page on the phone: the median of 3 runs in each category, its failing audits and LCP
   * from the run at the median. A page below the floor gets one more set of 3 once the
   * machine is quiet, and is below only if that set is too: a passing page never fails, a
   * slow one fails twice.
   */
  const measureOnPhone = async (page: string, target: number, session?: Session) => {
    let runs = await scoredRuns(page, session);
    console.log(`${page}: ${describe(runs)}`);
    let firstSet: number[] | undefined;
    let cpuSlowdown = MOBILE_CPU_SLOWDOWN;
    if (shortfalls(runs).length > 0) {
      firstSet = runs.map((lhr) => score(lhr, 'performance'));
      cpuSlowdown = calibratedCpuSlowdown(
        median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
      );
      console.log(
        `${page}: ${shortfalls(runs).join(', ')}; measured again` +
          (cpuSlowdown === MOBILE_CPU_SLOWDOWN ? '' : ` at ${cpuSlowdown}× CPU (a slow host)`),
      );
      await waitForQuietMachine();
      runs = await scoredRuns(page, session, cpuSlowdown);
      console.log(`${page}, second set: ${describe(runs)}`);
    }
    const perf = runs.map((lhr) => score(lhr, 'performance'));
    const middle = runs.find((lhr) => score(lhr, 'performance') === median(perf))!;
    rows.push({
      page,
      profile: 'mobile',
      runs: RUNS,
      performance: perf,
      firstSet,
      cpuSlowdown,
      accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
      lcpMs: middle.audits['largest-contentful-paint']?.numericValue,
      target,
      failing: auditsUnder90(middle.audits),
      below: shortfalls(runs),
    });
  };

  const publicPages = PUBLIC_PAGES.filter(measured);
  for (const page of publicPages) await measureOnPhone(page, PERFORMANCE_TARGETS[page]!);
  if (measured(AFFILIATE_PAGE)) {
    await measureOnPhone(AFFILIATE_PAGE, PERFORMANCE_TARGETS[AFFILIATE_PAGE]!, affiliateSession);
  }
  endPhase(
    `public pages (${publicPages.length + Number(measured(AFFILIATE_PAGE))} × ${RUNS} runs)`,
  );

  // The back office on the phone as the public pages, then with the desktop preset
  // (accessibility only, one run a page), the session kept.
  const pages = ONLY_PAGES?.length ? [] : await adminPages(base, adminSession);
  for (const page of pages) await measureOnPhone(page, ADMIN_PERFORMANCE_TARGET, adminSession);
  endPhase(`back office on the phone (${pages.length} pages × ${RUNS} runs)`);
  await signInBrowser(chrome.port, base, adminSession);
  for (const page of pages) {
    const result = await lighthouse(
      `${base}${page}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        disableStorageReset: true,
      },
      desktopConfig,
    );
    const { lhr } = result!;
    assertLandedOn(lhr, page);
    const accessibility = score(lhr, 'accessibility');
    rows.push({
      page,
      profile: 'desktop',
      runs: 1,
      accessibility,
      failing: auditsUnder90(lhr.audits),
      below:
        accessibility < ACCESSIBILITY_MIN
          ? [`accessibility ${accessibility} < ${ACCESSIBILITY_MIN}`]
          : [],
    });
    console.log(`desktop ${page}: accessibility ${accessibility}`);
  }
  endPhase(`back office on the desktop (${pages.length} pages)`);
} finally {
  chrome.kill();
}

try {
  if (!ONLY_PAGES?.length) {
    homeJs = (await measureHomeWeight(base)).jsGzipBytes;
    endPhase('home page weight');
  }
} finally {
  await app.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = rows.flatMap((row) =>
  row.below.map((what) => `${row.profile} ${row.page}: ${what}`),
);
if (homeJs > HOME_JS_MAX_BYTES) {
  failures.push(`/: JavaScript ${kb(homeJs)} gzipped > ${kb(HOME_JS_MAX_BYTES)}`);
}

const targetsMissed = rows.flatMap((row) => {
  if (!row.performance || row.target === undefined) return [];
  const missed: string[] = [];
  const perf = median(row.performance);
  if (perf < row.target) missed.push(`performance ${perf} < ${row.target}`);
  if (row.lcpMs !== undefined && row.lcpMs > LCP_MAX_MS) {
    missed.push(`LCP ${(row.lcpMs / 1000).toFixed(1)} s > ${LCP_MAX_MS / 1000} s`);
  }
  return missed.map((what) => `${row.page}: ${what}`);
});
const resultOf = (row: Row) => {
  if (row.below.length) return '**below**';
  if (!row.performance || row.target === undefined) return 'pass';
  const lcpOver = row.lcpMs !== undefined && row.lcpMs > LCP_MAX_MS;
  return median(row.performance) >= row.target && !lcpOver ? 'target met' : 'pass, target missed';
};

const table = [
  '| page | profile | runs | performance (median; runs) | target | LCP | accessibility | result | audits under 90 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map((row) => {
    const perf = row.performance
      ? `${median(row.performance)} (${row.performance.join(', ')})` +
        (row.cpuSlowdown && row.cpuSlowdown !== MOBILE_CPU_SLOWDOWN
          ? ` at ${row.cpuSlowdown}× CPU`
          : '') +
        (row.firstSet ? `; first set ${median(row.firstSet)} (${row.firstSet.join(', ')})` : '')
      : '—';
    const target = row.target === undefined ? `a11y ${ACCESSIBILITY_MIN}` : `≥ ${row.target}`;
    const lcp = row.lcpMs === undefined ? '—' : `${(row.lcpMs / 1000).toFixed(2)} s`;
    return `| ${row.page} | ${row.profile} | ${row.firstSet ? `${row.runs} + ${row.runs}` : row.runs} | ${perf} | ${target} | ${lcp} | ${row.accessibility} | ${resultOf(row)} | ${row.failing} |`;
  }),
  ...(ONLY_PAGES?.length
    ? []
    : [
        `| / (JavaScript, gzipped) | — | 1 | — | ≤ ${kb(HOME_JS_MAX_BYTES)} | — | — | ${homeJs > HOME_JS_MAX_BYTES ? '**over**' : 'pass'} (${kb(homeJs)}) | |`,
      ]),
].join('\n');

const runLine =
  `Lighthouse 12, Chromium at ${CHROME_PATH}; ${Math.round((performance.now() - started) / 1000)} s ` +
  `(${phases.join(', ')}); ` +
  `load average (1, 5, 15 min) before ${loadBefore}, after ${load()}.`;
console.log(`\n${table}\n`);
console.log(runLine);
if (targetsMissed.length > 0) {
  console.log(
    `\nTargets missed (reported, not failed):\n${targetsMissed.map((line) => `- ${line}`).join('\n')}`,
  );
}
// `npm run test:budget -- --write` keeps the figures in bench/RESULTS.md.
if (process.argv.includes('--write')) {
  await writeReportSection(
    path.join(import.meta.dirname, 'RESULTS.md'),
    REPORT_TITLE,
    `${REPORT_TITLE}\n\nWritten by \`npm run test:budget -- --write\` (bench/page-budget.ts) on ` +
      `${new Date().toISOString().slice(0, 10)}. Machine: ${machineDescription()}. ` +
      `\n\n` +
      `${table}\n\n${runLine}\n`,
  );
}
if (failures.length > 0) {
  console.error(`\nBelow the page budget:\n${failures.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Every page is within the budget.');
}
