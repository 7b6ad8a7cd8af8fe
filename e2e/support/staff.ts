import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { StaffAccount } from './accounts.ts';
import { APP_PORT } from './ports.ts';

/** What `POST /api/login` answers: the Bearer token and the user the app stores. */
export interface StaffSession {
  token: string;
  user: { id: number; email: string; role: string; first_name: string; last_name: string };
}

/**
 * Where the staff-sessions project leaves each staff account's session for the run.
 * The login limit allows an account ten attempts in fifteen minutes, so the specs that
 * are not about logging in reuse these instead of logging in again. Outside
 * test-results (which every run empties when it starts) and one folder per app port, so
 * runs side by side on other ports neither delete nor swap each other's sessions.
 */
const SESSION_DIR = path.join(os.tmpdir(), `aso-e2e-staff-${APP_PORT}`);
const sessionFile = (account: StaffAccount) => path.join(SESSION_DIR, `${account.role}.json`);

/** A storage state (for `test.use({ storageState })`) with the account logged in. */
export const staffStorageState = (account: StaffAccount) =>
  path.join(SESSION_DIR, `${account.role}.storage.json`);

/** `POST /api/login` as the account: a new session (counted by the login limit). */
export async function logInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<StaffSession> {
  const response = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffSession;
}

/** The browser's storage with a session in it, as the login page leaves it (localStorage). */
export const sessionStorageState = (session: { token: string; user: unknown }) => ({
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${APP_PORT}`,
      localStorage: [
        { name: 'token', value: session.token },
        { name: 'user', value: JSON.stringify(session.user) },
      ],
    },
  ],
});

/** Saves the session for the specs: as is, and as the browser keeps it (localStorage). */
export function saveStaffSession(account: StaffAccount, session: StaffSession): void {
  fs.mkdirSync(SESSION_DIR, { recursive: true });
  fs.writeFileSync(sessionFile(account), JSON.stringify(session));
  fs.writeFileSync(staffStorageState(account), JSON.stringify(sessionStorageState(session)));
}

/** The run's session of the account, saved by the staff-sessions project. */
export function staffSession(account: StaffAccount): StaffSession {
  return JSON.parse(fs.readFileSync(sessionFile(account), 'utf8')) as StaffSession;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
