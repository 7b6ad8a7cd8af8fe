import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { APP_PORT, MAIL_API_PORT, SMTP_PORT } from './support/ports.ts';
import { ADMIN, STAFF_EMAIL, SUPER_ADMIN, type StaffAccount } from './support/accounts.ts';

/*
 * Two processes: a mail catcher (real SMTP the app delivers to, plus an HTTP view the
 * specs read), and the built app started by the real start path on a temporary data
 * dir, after create-admin has made the staff accounts the specs log in with. Before the
 * browser projects, the staff-sessions project logs each staff account in once (the
 * login limit allows ten attempts an account in fifteen minutes) for the admin specs.
 */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'aso-e2e-'));
const repoRoot = path.resolve(import.meta.dirname, '..');
const chromiumLaunch = { executablePath: CHROME_PATH, args: CHROMIUM_FLAGS };
const createAdmin = (account: StaffAccount) =>
  [
    'node --import tsx apps/server/src/cli/create-admin.ts',
    `--email ${account.email} --password ${account.password} --role ${account.role}`,
    `--first-name ${JSON.stringify(account.firstName)} --last-name ${JSON.stringify(account.lastName)}`,
  ].join(' ');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // A booking through the card waits for the server's quote (issue 31): a flow of several
  // checkouts passes 30 s on a loaded CI machine.
  timeout: 60_000,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'staff-sessions', testMatch: 'staff-sessions.setup.ts' },
    {
      name: 'desktop',
      dependencies: ['staff-sessions'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'mobile',
      dependencies: ['staff-sessions'],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${MAIL_API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: [
        createAdmin(ADMIN),
        createAdmin(SUPER_ADMIN),
        'node --import tsx apps/server/src/main.ts',
      ].join(' && '),
      cwd: repoRoot,
      url: `http://localhost:${APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(APP_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: `http://localhost:${APP_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Aso Residences <bookings@asoresidences.test>',
        STAFF_EMAIL,
        TRUST_PROXY: 'loopback',
        // The channel-sync spec serves its calendars from 127.0.0.1.
        ICAL_ALLOW_PRIVATE: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
  ],
});
