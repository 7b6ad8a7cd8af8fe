/**
 * Lighthouse's mobile score of public pages before and after a change, in one sitting: the
 * app at BENCH_BASE_COMMIT (unpacked and built by app-at-commit.ts) and this working tree's
 * build, both up at once with their demo data, each page measured in cycles of before,
 * after, after, before, so the host's drift within the run falls on both alike.
 *
 *   npm run build && node --import tsx bench/page-before-after.ts [--write]
 *
 * BENCH_PAGES (comma-separated, default `/,/rooms/1`; `/AffiliateDashboard` is measured
 * logged in as the typical affiliate of bench/seed-affiliate-data.ts, seeded into both apps),
 * BENCH_ROUNDS (cycles, default 3: six runs a page and side), BENCH_CPU (Lighthouse's CPU
 * slowdown, default 4 as in its mobile profile; a higher one stands for a slower host or
 * phone, where a change's effect on blocking time shows more). A run Lighthouse gives no
 * score (NO_NAVSTART) is run again.
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabaseAt, prepareAppAtCommit, startAppAt } from './app-at-commit.ts';
import {
  CHROME_PATH,
  CHROMIUM_FLAGS,
  machineDescription,
  MOBILE_CPU_SLOWDOWN,
  mobileConfigWithCpuSlowdown,
  repoRoot,
  waitForQuietMachine,
  writeReportSection,
} from './lib.ts';
import { logIn, signInBrowser, type Session } from './lighthouse-sessions.ts';
import { seedAffiliateData, type BenchAffiliate } from './seed-affiliate-data.ts';

const BASE = process.env.BENCH_BASE_COMMIT ?? '5c0f5e4';
const PAGES = (process.env.BENCH_PAGES ?? '/,/rooms/1').split(',').filter(Boolean);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CPU = Number(process.env.BENCH_CPU ?? MOBILE_CPU_SLOWDOWN);
const AFFILIATE_PAGE = '/AffiliateDashboard';
/** BENCH_TITLE names the section written to RESULTS.md (default: by the base commit). */
const REPORT_TITLE = process.env.BENCH_TITLE
  ? `## ${process.env.BENCH_TITLE}`
  : BASE === '5c0f5e4' && CPU === MOBILE_CPU_SLOWDOWN
    ? '## Public pages before and after (issue 15)'
    : `## Pages before and after ${BASE}, CPU ${CPU}× (issue 15)`;
const ORDER = ['before', 'after', 'after', 'before'] as const;

type Side = (typeof ORDER)[number];
interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  benchmarkIndex: number;
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const baseRoot = prepareAppAtCommit(BASE);
/** The affiliate programme, written into each app's data dir before it starts (its own schema). */
const seedFor = (root: string) => async (dataDir: string) => {
  if (!PAGES.includes(AFFILIATE_PAGE)) return;
  const database = await openDatabaseAt(root, { dataDir });
  try {
    affiliate = (await seedAffiliateData(database)).typical;
  } finally {
    await database.close();
  }
};
let affiliate: BenchAffiliate | undefined;
const apps = {
  before: await startAppAt(baseRoot, {}, seedFor(baseRoot)),
  after: await startAppAt(repoRoot, {}, seedFor(repoRoot)),
};
// The same seed gives the same affiliate in both apps.
const sessions: Partial<Record<Side, Session>> = affiliate
  ? {
      before: await logIn(apps.before.url, affiliate),
      after: await logIn(apps.after.url, affiliate),
    }
  : {};
const runs = new Map<string, Run[]>();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  await waitForQuietMachine();
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PAGES) {
      for (const side of ORDER) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const session = page === AFFILIATE_PAGE ? sessions[side] : undefined;
          if (session) await signInBrowser(chrome.port, apps[side].url, session);
          const result = await lighthouse(
            `${apps[side].url}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: Boolean(session),
            },
            mobileConfigWithCpuSlowdown(CPU),
          );
          const { lhr } = result!;
          if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== CPU) {
            throw new Error(
              `Lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×`,
            );
          }
          if (lhr.configSettings.throttling.rttMs !== 150)
            throw new Error('not the mobile network');
          const score = lhr.categories.performance?.score;
          if (score == null) continue; // no score at all: Lighthouse failed to measure
          const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
          const key = `${page} ${side}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            {
              score: Math.round(score * 100),
              fcp: metric('first-contentful-paint'),
              lcp: metric('largest-contentful-paint'),
              tbt: metric('total-blocking-time'),
              benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
            },
          ]);
          break;
        }
      }
    }
    console.log(`round ${round + 1} of ${ROUNDS} done`);
  }
} finally {
  chrome.kill();
  await Promise.all([apps.before.stop(), apps.after.stop()]);
}

const rows = PAGES.flatMap((page) =>
  (['before', 'after'] as Side[]).map((side) => {
    const measured = runs.get(`${page} ${side}`) ?? [];
    const of = (field: keyof Run) => median(measured.map((run) => run[field]));
    return (
      `| ${page} | ${side === 'before' ? `before (${BASE})` : 'after'} | ${measured.length} | ` +
      `**${of('score')}** (${measured.map((run) => run.score).join(', ')}) | ${of('fcp')} | ${of('lcp')} | ${of('tbt')} | ` +
      `${Math.min(...measured.map((run) => run.benchmarkIndex))}–${Math.max(...measured.map((run) => run.benchmarkIndex))} |`
    );
  }),
);
const table = [
  '| page | app | runs | performance, median (runs) | FCP ms | LCP ms | TBT ms | host benchmarkIndex |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(`\n${table}\n`);
if (process.argv.includes('--write')) {
  await writeReportSection(
    path.join(import.meta.dirname, 'RESULTS.md'),
    REPORT_TITLE,
    `${REPORT_TITLE}\n\nWritten by \`node --import tsx bench/page-before-after.ts --write\` on ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${machineDescription()}. ` +
      `Lighthouse 12, mobile profile (simulated throttling)` +
      `${CPU === MOBILE_CPU_SLOWDOWN ? '' : ` with a CPU slowdown of ${CPU}× instead of ${MOBILE_CPU_SLOWDOWN}×`}, Chromium at ${CHROME_PATH}; ` +
      `${ROUNDS} cycles of before, after, after, before on each page; medians.\n\n${table}\n`,
  );
}
