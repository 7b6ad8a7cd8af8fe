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
import puppeteer from 'puppeteer-core';
import { addDays, businessToday } from '@aso/core/dates';
import {
  auditsUnder90,
  CHROME_PATH,
  CHROMIUM_FLAGS,
  machineDescription,
  repoRoot,
  startProcess,
} from './lib.ts';

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
const session = (await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
).json()) as { token: string; user: unknown };
const manual = await fetch(`${base}/api/bookings/manual`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
  body: JSON.stringify({
    room_id: 1,
    room_type_id: 1,
    start_date: businessToday(),
    end_date: addDays(businessToday(), 3),
    guest_name: 'Chidi Okeke',
    guest_email: 'chidi@example.com',
    guest_phone: '+234 803 555 0101',
  }),
});
const bookingId = ((await manual.json()) as { booking: { id: number } }).booking.id;
// A guest account, for the user profile page.
const registered = await fetch(`${base}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    password: 'correct-horse-9',
    password_confirmation: 'correct-horse-9',
    agreed_to_terms: true,
  }),
});
if (registered.status !== 201) throw new Error(await registered.text());
const userId = ((await registered.json()) as { user: { id: number } }).user.id;

const PAGES = [
  '/admin/BookingManagement',
  `/admin/bookings/details/${bookingId}`,
  '/admin/calendar',
  '/admin/RoomManagement',
  '/admin/room-details/1',
  '/admin/action-log',
  '/admin/RoomTypeManagement',
  '/admin/UserManagement',
  `/admin/UserProfile/${userId}`,
  '/admin/affiliate',
  '/admin/Payments',
  '/admin/policies',
  '/admin/Settings',
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const rows: string[] = [];
let allPass = true;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  await tab.goto(`${base}/admin/loginAdmin`);
  await tab.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
  await tab.close();
  await browser.disconnect();

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
      if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(page.split('?')[0]!)) {
        throw new Error(`${page} ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
      }
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

fs.writeFileSync(
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
