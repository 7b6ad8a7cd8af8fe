import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { otherClient } from './support/checkout.ts';
import { nairaText } from './support/expected-text.ts';
import { createVerifiedUser, logInThroughPage } from './support/users.ts';

/**
 * Booking through the real checkout: the room page's booking card, the sandbox
 * provider's test checkout, the callback and the result pages. Desktop and mobile run
 * in parallel against one database, so each test books its own nights.
 */

interface RoomForBooking {
  id: number;
  title: string;
  price_per_night: number;
  breakfast_price: number;
  airport_both_price: number | null;
  number_of_rooms: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today in Abuja, the way the app counts days. */
const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoIn = (days: number) => shift(lagosToday(), days);

/** Nights no other test of this run books: per test and per browser project. */
function nightsFor(testInfo: TestInfo, slot: number) {
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  const start = 3 + (slot * 2 + project) * 4;
  return { start: isoIn(start), end: isoIn(start + 2), nights: 2 };
}

async function roomTitled(request: APIRequestContext, title: string): Promise<RoomForBooking> {
  const { rooms } = (await (await request.get('/api/rooms')).json()) as { rooms: RoomForBooking[] };
  const room = rooms.find((candidate) => candidate.title === title);
  if (!room) throw new Error(`no room type titled ${title}`);
  return room;
}

const day = (page: Page, iso: string) => page.locator(`[data-day="${iso}"] button`);

/** Clicks a day in the stay picker, moving to its month first. */
async function pickDay(page: Page, iso: string) {
  const card = page.getByTestId('booking-card-slot');
  for (let step = 0; step < 4 && !(await day(page, iso).isVisible()); step++) {
    await card.getByRole('button', { name: /next month/i }).click();
  }
  await day(page, iso).click();
}

async function openRoom(page: Page, room: RoomForBooking) {
  await page.goto(`/rooms/${room.id}`);
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  // On a phone the card loads as the visitor scrolls towards it.
  await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
  // The calendar is a chunk of its own, loaded when the dates come into view.
  await page.getByText('Your dates', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('booking-card-slot').getByRole('grid')).toBeVisible();
}

async function chooseStay(page: Page, stay: { start: string; end: string }) {
  await pickDay(page, stay.start);
  await pickDay(page, stay.end);
  await page.getByLabel('I agree to the house policies and terms of booking.').check();
}

/** The sandbox checkout: checks it is marked as a test and shows the amount, then pays or declines. */
async function settleCheckout(page: Page, outcome: 'pay' | 'decline', amount: string) {
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//, { timeout: 15_000 });
  await expect(page.getByText('Test payment — no money moves')).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(amount);
  await page.getByRole('button', { name: outcome === 'pay' ? /^Pay / : 'Decline' }).click();
}

test('a guest books conveyance both ways and breakfast for two, pays, and sees the booking', async ({
  page,
  request,
}, testInfo) => {
  const room = await roomTitled(request, 'Family Two Bedroom Apartment');
  const stay = nightsFor(testInfo, 0);
  const expected =
    room.price_per_night * stay.nights +
    room.breakfast_price * 2 * stay.nights +
    (room.airport_both_price ?? 70_000);

  await openRoom(page, room);
  await chooseStay(page, stay);

  await page.getByLabel(/^Airport conveyance/).check();
  const conveyance = page.getByRole('dialog', { name: 'Airport conveyance' });
  await conveyance.getByLabel('Both pickup and drop-off').check();
  for (const [leg, date, time] of [
    ['Pickup', stay.start, '14:30'],
    ['Drop-off', stay.end, '10:00'],
  ] as const) {
    await conveyance.getByLabel(`${leg} date`).fill(date);
    await conveyance.getByLabel(`${leg} time`).selectOption(time);
    await conveyance.getByLabel(`${leg} phone number`).fill('+234 803 123 4567');
    await conveyance.getByLabel(`${leg} airport`).selectOption('abuja');
  }
  await conveyance.getByRole('button', { name: 'Save conveyance' }).click();
  await expect(conveyance).toBeHidden();

  await page.getByLabel(/^Breakfast/).check();
  await page.getByLabel('Persons for breakfast').selectOption('2');
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price).toContainText(nairaText(expected));

  await page.getByRole('button', { name: 'BOOK NOW' }).click();
  const guest = page.getByRole('dialog', { name: 'Book as a guest' });
  await guest.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(guest.getByText('All fields are required')).toBeVisible();
  await guest.getByLabel('Full name').fill('Ngozi Eze');
  await guest.getByLabel('Email address').fill(`ngozi-${testInfo.project.name}@guest.test`);
  await guest.getByLabel('Phone number').fill('+234 803 765 4321');
  await guest.getByRole('button', { name: 'Continue to payment' }).click();

  await settleCheckout(page, 'pay', nairaText(expected));
  await expect(page).toHaveURL(/\/payment-success\?booking_id=\d+&guest=true&access=/, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(room.title);
  await expect(main).toContainText(nairaText(expected));
});

test('a logged-in guest books, then finds the stay on the profile and its details page', async ({
  page,
  request,
}, testInfo) => {
  const user = await createVerifiedUser(request);
  const room = await roomTitled(request, 'Deluxe Studio');
  const stay = nightsFor(testInfo, 1);
  const expected = room.price_per_night * stay.nights;

  await logInThroughPage(page, user);
  await expect(page).toHaveURL(/\/$/);
  await openRoom(page, room);
  await chooseStay(page, stay);
  await page.getByRole('button', { name: 'BOOK NOW' }).click();
  await settleCheckout(page, 'pay', nairaText(expected));
  await expect(page).toHaveURL(/\/payment-success\?booking_id=\d+/, { timeout: 15_000 });
  expect(page.url()).not.toContain('access=');

  await page.goto('/ProfilePage');
  const row = page.getByRole('row').filter({ hasText: room.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(nairaText(expected));
  await expect(row).toContainText(/confirmed/i);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/reservation-details\/\d+$/);
  await expect(page.getByRole('main')).toContainText(room.title);
  await expect(page.getByRole('main')).toContainText('No airport pickup requested');
});

test('declining the test payment says so on the payment-failed page, with the ways on', async ({
  page,
  request,
}, testInfo) => {
  const room = await roomTitled(request, 'Classic Studio');
  const stay = nightsFor(testInfo, 2);
  await openRoom(page, room);
  await chooseStay(page, stay);
  await page.getByRole('button', { name: 'BOOK NOW' }).click();
  const guest = page.getByRole('dialog', { name: 'Book as a guest' });
  await guest.getByLabel('Full name').fill('Tunde Bello');
  await guest.getByLabel('Email address').fill('tunde@guest.test');
  await guest.getByLabel('Phone number').fill('+234 803 111 2222');
  await guest.getByRole('button', { name: 'Continue to payment' }).click();

  await settleCheckout(page, 'decline', nairaText(room.price_per_night * stay.nights));
  await expect(page).toHaveURL(/\/payment-failed\?outcome=declined&/, { timeout: 10_000 });
  const main = page.getByRole('main');
  await expect(main).toContainText('Your card was declined. No money was taken.');
  // That text is only for a payment that could not be verified.
  await expect(main).not.toContainText('We were unable to verify your payment.');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Choose other dates' })).toBeVisible();
});

test('nights on which every unit is taken cannot be picked', async ({
  page,
  request,
}, testInfo) => {
  const room = await roomTitled(request, 'Lakeview One Bedroom');
  const stay = nightsFor(testInfo, 3);
  // One guest's repeated checkout reuses their hold, so each unit is held by another
  // guest from another address.
  for (let unit = 0; unit < room.number_of_rooms; unit++) {
    const client = await otherClient(testInfo, `full-house-${unit}`);
    const held = await client.post('/api/initiate-payment', {
      data: {
        room_type_id: room.id,
        start_date: stay.start,
        end_date: shift(stay.start, 1),
        guest_name: 'Full House',
        guest_email: `full-${unit}-${testInfo.project.name}-${testInfo.retry}@guest.test`,
        guest_phone: '+2348030000000',
      },
    });
    // 409 only on a retry of this test, when its first attempt already filled the night.
    expect([201, 409], await held.text()).toContain(held.status());
    await client.dispose();
  }

  await openRoom(page, room);
  const card = page.getByTestId('booking-card-slot');
  for (let step = 0; step < 4 && !(await day(page, stay.start).isVisible()); step++) {
    await card.getByRole('button', { name: /next month/i }).click();
  }
  await expect(day(page, stay.start)).toBeDisabled();
  await expect(day(page, stay.start)).toHaveAccessibleName(/unavailable/);
  await expect(day(page, stay.end)).toBeEnabled();
});
