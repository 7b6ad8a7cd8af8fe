import { createHash } from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { ADMIN } from './accounts.ts';
import { bearer, staffSession } from './staff.ts';
import { shiftDate, type Guest } from './stays.ts';

/**
 * A checkout that can be resumed or released (issue 12 point 4) in the browser: the
 * booking card years ahead, the sandbox checkout's Pay and Decline, a client of its own
 * for holds made by other people, and the admin's view of a guest's bookings.
 */

/**
 * checkout-resume.spec's stays start this many days ahead: the other specs book up to
 * day 35, from day 100, 300, 500 and 800 (each retry 150 days further).
 */
export const CHECKOUT_FIRST_DAY = 900;

export interface CardRoom {
  id: number;
  title: string;
  price_per_night: number;
  number_of_rooms: number;
}

export async function roomsForBooking(request: APIRequestContext): Promise<CardRoom[]> {
  const response = await request.get('/api/rooms');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rooms: CardRoom[] }).rooms;
}

export async function roomTitled(request: APIRequestContext, title: string): Promise<CardRoom> {
  const room = (await roomsForBooking(request)).find((candidate) => candidate.title === title);
  if (!room) throw new Error(`no room type titled ${title}`);
  return room;
}

/** Opens a room's page and waits for its booking card (on a phone it loads on scroll). */
export async function openRoom(page: Page, room: CardRoom) {
  await page.goto(`/rooms/${room.id}`);
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
  // The calendar is a chunk of its own, loaded when the dates come into view.
  await page.getByText('Your dates', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('booking-card-slot').getByRole('grid')).toBeVisible();
}

export const dayButton = (page: Page, iso: string) => page.locator(`[data-day="${iso}"] button`);

/** Shows the month of `iso` in the stay picker, a month at a time (years ahead: many). */
export async function showDay(page: Page, iso: string) {
  const card = page.getByTestId('booking-card-slot');
  for (let step = 0; step < 40 && !(await dayButton(page, iso).isVisible()); step++) {
    await card.getByRole('button', { name: /next month/i }).click();
  }
  await expect(dayButton(page, iso)).toBeVisible();
}

/** Picks the stay's days and agrees to the terms. */
export async function chooseStay(page: Page, stay: { start: string; end: string }) {
  await showDay(page, stay.start);
  await dayButton(page, stay.start).click();
  await showDay(page, stay.end);
  await dayButton(page, stay.end).click();
  await page.getByLabel('I agree to the house policies and terms of booking.').check();
}

/** BOOK NOW; the guest modal when `guest` is given (else the card kept the details). */
export async function bookAsGuest(page: Page, guest: Guest | null) {
  await page.getByRole('button', { name: 'BOOK NOW' }).click();
  if (!guest) return;
  const modal = page.getByRole('dialog', { name: 'Book as a guest' });
  await modal.getByLabel('Full name').fill(guest.name);
  await modal.getByLabel('Email address').fill(guest.email);
  await modal.getByLabel('Phone number').fill(guest.phone);
  await modal.getByRole('button', { name: 'Continue to payment' }).click();
}

/** The sandbox checkout, marked as a test: Pay or Decline. */
export async function settleCheckout(page: Page, outcome: 'pay' | 'decline') {
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//, { timeout: 15_000 });
  await expect(page.getByText('Test payment — no money moves')).toBeVisible();
  await page.getByRole('button', { name: outcome === 'pay' ? /^Pay / : 'Decline' }).click();
}

/** A client of its own (another address, as the app sees it behind its proxy). */
export async function otherClient(testInfo: TestInfo, who: string): Promise<APIRequestContext> {
  const seed = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${who}`).digest();
  return playwrightRequest.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${seed[0]}.${seed[1]}.${seed[2]}` },
  });
}

/** Someone else's unpaid hold on the room type's nights, from their own address. */
export async function holdFromElsewhere(
  testInfo: TestInfo,
  who: string,
  stay: { roomTypeId: number; start: string; end: string },
) {
  const client = await otherClient(testInfo, who);
  try {
    const held = await client.post('/api/initiate-payment', {
      data: {
        room_type_id: stay.roomTypeId,
        start_date: stay.start,
        end_date: stay.end,
        guest_name: `Other ${who}`,
        guest_email: `${who}-${testInfo.project.name}-${testInfo.retry}@guest.test`,
        guest_phone: '+2348030000000',
      },
    });
    expect(held.status(), await held.text()).toBe(201);
  } finally {
    await client.dispose();
  }
}

export interface CalendarAnswer {
  unavailable_dates: string[];
  held_dates: string[];
}

export async function roomCalendar(
  request: APIRequestContext,
  roomTypeId: number,
  from: string,
): Promise<CalendarAnswer> {
  const response = await request.get(
    `/api/rooms/${roomTypeId}/calendar?from=${from}&to=${shiftDate(from, 7)}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as CalendarAnswer;
}

export interface GuestBookingRow {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
}

/** Every booking made with the email, as the admin's reservations list finds it. */
export async function bookingsOf(
  request: APIRequestContext,
  email: string,
): Promise<GuestBookingRow[]> {
  const query = new URLSearchParams({ q: email, status: 'all', per_page: '100' });
  const response = await request.get(`/api/bookings?${query}`, {
    headers: bearer(staffSession(ADMIN).token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { bookings: GuestBookingRow[] }).bookings;
}
