/**
 * Lighthouse 12 (mobile profile and desktop preset) on the public pages of the built app,
 * against Debian's Chromium. Writes bench/LIGHTHOUSE.md. Target: ≥ 95 performance and
 * accessibility on every page.
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
  startAppOnTempDataDir,
} from './lib.ts';

const PAGES = (
  process.env.LH_PAGES ??
  '/,/residencies,/rooms/1,/about,/contact,/menu,/2BedroomPage,/affiliate/assets,/affiliate/support'
).split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const app = await startAppOnTempDataDir();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const rows: string[] = [];
let allPass = true;
try {
  for (const profile of ['mobile', 'desktop'] as const) {
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
      allPass &&= pass;
      const failing = auditsUnder90(result!.lhr.audits);
      rows.push(
        `| ${profile} | ${page} | ${scores.join(' | ')} | ${pass ? 'pass' : '**below 95**'} | ${failing} |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  chrome.kill();
  await app.stop();
}

fs.writeFileSync(
  path.join(import.meta.dirname, 'LIGHTHOUSE.md'),
  `# Lighthouse results

Written by \`npm run bench:lighthouse\` (bench/lighthouse.ts, Lighthouse 12, Chromium at
${CHROME_PATH}) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${machineDescription()}. Mobile is Lighthouse's default (emulated Moto G Power,
slow 4G, 4× CPU slowdown); desktop is its desktop preset.

| profile | page | performance | accessibility | best practices | SEO | ≥ 95 | audits under 90 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${allPass ? 'Every page meets the target.' : 'Some pages are below the target; see the audits column.'}
`,
);
