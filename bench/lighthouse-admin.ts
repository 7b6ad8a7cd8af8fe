/**
 * Lighthouse 12 accessibility and best practices (mobile profile and desktop preset) on
 * the back office's pages, logged in as a super admin: the session is put into the
 * browser's storage first and Lighthouse keeps it (`disableStorageReset`). Writes
 * bench/LIGHTHOUSE-ADMIN.md. Target: accessibility ≥ 95 on every page. Performance is
 * left out: staff pages sit behind a login on desktop machines and are not the
 * public site's first visit.
 */
import { spawnSync } from 'node:child_process';
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
  repoRoot,
  startProcess,
} from './lib.ts';
import { adminPages, assertLandedOn, logIn, signInBrowser } from './lighthouse-sessions.ts';

const CATEGORIES = ['accessibility', 'best-practices'] as const;
const STAFF = { email: 'lh-boss@aso.test', password: 'lh-boss-secret-1' };
const dataDir = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'lh-admin-'));

const created = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/src/cli/create-admin.ts',
    ...['--email', STAFF.email, '--password', STAFF.password, '--role', 'super_admin'],
    ...['--first-name', 'Ngozi', '--last-name', 'Okafor'],
  ],
  { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
);
if (created.status !== 0) throw new Error(created.stderr);

const app = await startProcess(
  ['--import', 'tsx', 'apps/server/src/main.ts'],
  { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
  /running at (http:\/\/localhost:\d+)/,
);
const base = app.match[1]!;
const session = await logIn(base, STAFF);
const PAGES = await adminPages(base, session);

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const rows: string[] = [];
let allPass = true;
try {
  await signInBrowser(chrome.port, base, session);

  for (const profile of ['mobile', 'desktop'] as const) {
    for (const page of PAGES) {
      const result = await lighthouse(
        `${base}${page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: true,
        },
        profile === 'desktop' ? desktopConfig : undefined,
      );
      const { lhr } = result!;
      const scores = CATEGORIES.map((category) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      );
      // A page that fell back to the login screen would score too: refuse that.
      assertLandedOn(lhr, page);
      const pass = scores[0]! >= 95;
      allPass &&= pass;
      const failing = auditsUnder90(lhr.audits);
      rows.push(
        `| ${profile} | ${page} | ${scores.join(' | ')} | ${pass ? 'pass' : '**below 95**'} | ${failing} |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  chrome.kill();
  app.child.kill('SIGTERM');
  await new Promise((resolve) => app.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await writeMarkdown(
  path.join(import.meta.dirname, 'LIGHTHOUSE-ADMIN.md'),
  `# Lighthouse results: the back office

Written by \`npm run bench:lighthouse-admin\` (bench/lighthouse-admin.ts, Lighthouse 12,
Chromium at ${CHROME_PATH}) on ${new Date().toISOString().slice(0, 10)}, logged in as a
super admin, with one booking and one guest account in the database. Machine: ${machineDescription()}. Mobile is
Lighthouse's default profile (375-class phone, throttled); desktop is its desktop preset.

| profile | page | accessibility | best practices | accessibility ≥ 95 | audits under 90 |
|---|---|---|---|---|---|
${rows.join('\n')}

${allPass ? 'Every page meets the target.' : 'Some pages are below the target; see the audits column.'}
`,
);
