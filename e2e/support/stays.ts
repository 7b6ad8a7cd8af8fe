import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Dates and bookings for the back-office specs. Desktop and mobile share one database,
 * and booking.spec books the next month, so these stays lie ten months ahead and more:
 * each test has its own slot, each project its own week in it, each retry its own range.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today in Abuja, the way the app counts days. */
const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
export const shiftDate = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Two nights no other test of the run books: `slot` per test, a week per project. */
export function farStay(testInfo: TestInfo, slot: number, firstDay = 300) {
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  const offset = firstDay + testInfo.retry * 150 + (slot * 2 + project) * 7;
  const start = shiftDate(lagosToday(), offset);
  return { start, end: shiftDate(start, 2) };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2027-03-05` → `Fri, 5 Mar 2027`, worked out here so a broken app formatter fails the specs. */
export function dayText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month! - 1]} ${year}`;
}

/** A short suffix that makes a guest's name and email this test's own. */
export const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);

export async function roomTypeId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get('/api/rooms');
  const { rooms } = (await response.json()) as { rooms: { id: number; title: string }[] };
  const room = rooms.find((candidate) => candidate.title === title);
  if (!room) throw new Error(`no room type titled ${title}`);
  return room.id;
}

export interface Guest {
  name: string;
  email: string;
  phone: string;
}

interface GuestStay {
  roomTypeId: number;
  start: string;
  end: string;
  guest: Guest;
}

/**
 * `POST /api/initiate-payment` without a session, as a guest would: the unit is held
 * (a pending booking) until the payment is settled or the hold runs out.
 */
export async function holdAsGuest(request: APIRequestContext, stay: GuestStay) {
  const initiated = await request.post('/api/initiate-payment', {
    data: {
      room_type_id: stay.roomTypeId,
      start_date: stay.start,
      end_date: stay.end,
      guest_name: stay.guest.name,
      guest_email: stay.guest.email,
      guest_phone: stay.guest.phone,
    },
  });
  expect(initiated.status(), await initiated.text()).toBe(201);
  return (await initiated.json()) as {
    authorization_url: string;
    reference: string;
    booking_id: number;
  };
}

/**
 * Books as a guest would, through the API: the hold, the sandbox checkout's Pay, then
 * the callback the browser would open. Answers the booking's id.
 */
export async function bookAsPayingGuest(
  request: APIRequestContext,
  stay: GuestStay,
): Promise<number> {
  const { authorization_url, reference, booking_id } = await holdAsGuest(request, stay);

  const checkout = await request.get(authorization_url);
  expect(await checkout.text()).toContain('Test payment — no money moves');
  await payInSandboxCheckout(request, { authorization_url, reference });
  return booking_id;
}

/** What the payment callback answers (the fields the specs read). */
export interface CallbackAnswer {
  success: boolean;
  message: string;
  redirect_url: string | null;
}

/**
 * Presses Pay on a sandbox checkout and runs the callback as the browser would (with the
 * account's headers, if any); fails unless the payment was confirmed.
 */
export async function payInSandboxCheckout(
  request: APIRequestContext,
  checkout: { authorization_url: string; reference: string },
  headers?: Record<string, string>,
): Promise<CallbackAnswer> {
  const paid = await request.post(checkout.authorization_url, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers()['location']).toContain(
    `reference=${encodeURIComponent(checkout.reference)}`,
  );
  const callback = await request.get(
    `/api/paystack/callback?reference=${encodeURIComponent(checkout.reference)}`,
    headers ? { headers } : undefined,
  );
  const settled = (await callback.json()) as CallbackAnswer;
  expect(settled.success, settled.message).toBe(true);
  return settled;
}
