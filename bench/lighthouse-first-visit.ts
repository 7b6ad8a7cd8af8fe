/**
 * The first visit on a phone (issue 13): the built app as `npm start` runs it, with the
 * server rendering the public pages (the default) and, side by side in the same run, with
 * SERVER_RENDERING=off (every page the empty shell the browser renders: the app before).
 *
 * 1. Lighthouse 12, mobile profile (simulated throttling), 3 runs a page and mode,
 *    alternating the modes: median performance, FCP, LCP, TBT, CLS.
 * 2. The blank screen on a slow phone line (400 ms round trip, 400 kbit/s both ways, 4× CPU
 *    slowdown, 375 px, a new browser profile each time): the time to the first paint with
 *    content and to the visible headline, median of 3.
 *
 * Writes the "## First visit on a phone" section of bench/LIGHTHOUSE.md.
 */
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  CHROME_PATH,
  CHROMIUM_FLAGS,
  machineDescription,
  startAppOnTempDataDir,
  writeReportSection,
} from './lib.ts';

const RUNS = 3;
const PAGES = (process.env.LH_PAGES ?? '/,/residencies,/rooms/1').split(',');
const REPORT = path.join(import.meta.dirname, 'LIGHTHOUSE.md');
const SECTION_TITLE = '## First visit on a phone';
const MODES = ['on', 'off'] as const;
type Mode = (typeof MODES)[number];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

interface LabRun {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const labRun = (lhr: Result): LabRun => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  fcp: lhr.audits['first-contentful-paint']!.numericValue!,
  lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
  tbt: lhr.audits['total-blocking-time']!.numericValue!,
  cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
});

/** The slow line of the issue, through the DevTools protocol. */
async function blankScreen(url: string): Promise<{ paint: number; headline: number }> {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 375, height: 800, deviceScaleFactor: 2, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Polls for the laid-out headline. A string: tsx's helpers do not exist in the page.
    await page.evaluateOnNewDocument(`(function watch() {
      var h1 = document.querySelector('h1');
      if (h1 && h1.getBoundingClientRect().height > 0) window.headlineAt = performance.now();
      else setTimeout(watch, 10);
    })();`);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      () =>
        (window as unknown as { headlineAt?: number }).headlineAt !== undefined &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
      { timeout: 120_000, polling: 100 },
    );
    // The headline shows with the first paint after it is laid out.
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const laidOut = (window as unknown as { headlineAt: number }).headlineAt;
      return { paint, headline: Math.max(paint, laidOut) };
    });
  } finally {
    await browser.close();
  }
}

const apps = {
  on: await startAppOnTempDataDir(),
  off: await startAppOnTempDataDir({ SERVER_RENDERING: 'off' }),
};
const loadBefore = os.loadavg()[0]!.toFixed(1);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const labRows: string[] = [];
const slowRows: string[] = [];
try {
  for (const page of PAGES) {
    const lab: Record<Mode, LabRun[]> = { on: [], off: [] };
    const slow: Record<Mode, { paint: number; headline: number }[]> = { on: [], off: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const mode of MODES) {
        const result = await lighthouse(`${apps[mode].url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        lab[mode].push(labRun(result!.lhr));
        slow[mode].push(await blankScreen(`${apps[mode].url}${page}`));
      }
    }
    for (const mode of MODES) {
      const runs = lab[mode];
      const scores = runs.map((run) => run.performance);
      const pick = (key: keyof LabRun) => median(runs.map((run) => run[key]));
      const lcp = pick('lcp');
      const pass = median(scores) >= 95 && lcp <= 2500;
      const label = mode === 'on' ? 'server-rendered (now)' : 'shell only (before)';
      const row =
        `| ${page} | ${label} | ${median(scores)} (${scores.join(', ')}) | ${ms(pick('fcp'))} | ` +
        `${ms(lcp)} | ${ms(pick('tbt'))} | ${pick('cls').toFixed(2)} | ${pass ? 'pass' : '**no**'} |`;
      labRows.push(row);
      console.log(row);
      const paints = slow[mode];
      const slowRow =
        `| ${page} | ${label} | ${ms(median(paints.map((p) => p.paint)))} | ` +
        `${ms(median(paints.map((p) => p.headline)))} |`;
      slowRows.push(slowRow);
      console.log(slowRow);
    }
  }
} finally {
  chrome.kill();
  await apps.on.stop();
  await apps.off.stop();
}

const section = `${SECTION_TITLE}

Written by \`npm run bench:first-visit\` (bench/lighthouse-first-visit.ts) on
${new Date().toISOString().slice(0, 10)}: the built app as \`npm start\` runs it (request logging
on), on a new database with the demo catalogue, once as it is (the server renders the public
pages) and once with \`SERVER_RENDERING=off\` (the empty shell the browser fills: the app
before issue 13), side by side in one run with the runs alternating. Machine:
${machineDescription()}; load average ${loadBefore} when the run started.

Lighthouse 12, mobile profile (simulated slow 4G, 4× CPU), median of ${RUNS} runs (the ${RUNS}
scores in brackets). Target: performance ≥ 95 and LCP ≤ 2.5 s; the room page's TBT ≤ 150 ms.

| page | mode | performance (runs) | FCP | LCP | TBT | CLS | target |
|---|---|---|---|---|---|---|---|
${labRows.join('\n')}

The blank screen on the issue's slow line (DevTools throttling: 400 ms round trip,
400 kbit/s, 4× CPU slowdown; 375 px, a new browser profile per run), median of ${RUNS}: the
first paint with content and the moment the page's headline is visible.

| page | mode | first contentful paint | headline visible |
|---|---|---|---|
${slowRows.join('\n')}
`;

await writeReportSection(REPORT, SECTION_TITLE, section);
