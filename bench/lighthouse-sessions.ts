/**
 * What the Lighthouse scripts share for the pages behind a login: logging in through the
 * API, putting the session into the browser the way the app keeps it, the back office's
 * pages (with a booking and a guest account to show), and the check that a run did not
 * fall back to a login screen. Used by bench/lighthouse-admin.ts and bench/page-budget.ts.
 */
import puppeteer from 'puppeteer-core';
import { addDays, businessToday } from '@aso/core/dates';

export interface Session {
  token: string;
  user: unknown;
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** `POST /api/login`: the token and user the app keeps in the browser's storage. */
export function logIn(base: string, credentials: { email: string; password: string }) {
  return postJson<Session>(`${base}/api/login`, credentials);
}

/**
 * Puts `session` into the browser's storage for `base` (localStorage, as the app keeps it,
 * from the origin's robots.txt so no page of the app is loaded) and empties the HTTP cache:
 * the next Lighthouse run with `disableStorageReset` opens its page logged in, yet cold.
 */
export async function signInBrowser(
  chromePort: number,
  base: string,
  session: Session,
): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate((stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }, session);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Every page of the back office, for the admin of `session` (a super admin): makes a
 * manual booking (for the booking's page) and registers a guest (for a user's profile).
 */
export async function adminPages(base: string, session: Session): Promise<string[]> {
  const manual = await postJson<{ booking: { id: number } }>(
    `${base}/api/bookings/manual`,
    {
      room_id: 1,
      room_type_id: 1,
      start_date: businessToday(),
      end_date: addDays(businessToday(), 3),
      guest_name: 'Chidi Okeke',
      guest_email: 'chidi@example.com',
      guest_phone: '+234 803 555 0101',
    },
    session.token,
  );
  const registered = await postJson<{ user: { id: number } }>(`${base}/api/register`, {
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    password: 'correct-horse-9',
    password_confirmation: 'correct-horse-9',
    agreed_to_terms: true,
  });
  return [
    '/admin/BookingManagement',
    `/admin/bookings/details/${manual.booking.id}`,
    '/admin/calendar',
    '/admin/RoomManagement',
    '/admin/room-details/1',
    '/admin/action-log',
    '/admin/RoomTypeManagement',
    '/admin/UserManagement',
    `/admin/UserProfile/${registered.user.id}`,
    '/admin/affiliate',
    '/admin/Payments',
    '/admin/policies',
    '/admin/Settings',
  ];
}

/** Refuses a run that ended anywhere but `page` (a login screen would score too). */
export function assertLandedOn(lhr: { finalDisplayedUrl: string }, page: string): void {
  if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(page.split('?')[0]!)) {
    throw new Error(`${page} ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
  }
}
