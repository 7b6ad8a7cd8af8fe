import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { nairaText } from './support/expected-text.ts';
import { waitForMail, type CaughtMail } from './support/mail.ts';
import { MAIL_API_PORT } from './support/ports.ts';
import { bookAsPayingGuest, farStay, shiftDate, uniqueSuffix } from './support/stays.ts';

/**
 * A guest manages a booking by themselves: from the link of the confirmation email they
 * see the booking and what cancelling refunds, cancel it, and can have the email sent
 * again from /find-booking.
 *
 * Dates and rooms: the full refund needs a check-in 10 days from today, the one stretch
 * of near dates other specs also use (booking.spec books days 3 to 32 of the Family Two
 * Bedroom Apartment, the Deluxe Studio, the Classic Studio and the Lakeview One Bedroom;
 * every other spec books months ahead). So these tests book the two room types nobody
 * books near today, one per browser project, as desktop and mobile share one database:
 * the Luxury 2 Bedroom Apartment (its one unit) on desktop, the Executive One Bedroom
 * Suite on mobile (two units; admin.spec takes one off sale for a moment, which leaves
 * the other). A retry moves three days on, past the first attempt's two nights.
 */

const ROOM_BY_PROJECT = {
  desktop: 'Luxury 2 Bedroom Apartment',
  mobile: 'Executive One Bedroom Suite',
} as const;
/** The /find-booking test's stay lies here, clear of the other specs' far slots. */
const MANAGE_FIRST_DAY = 600;
const FIND_BOOKING_ANSWER =
  'If a booking with that reference was made with that email, we have sent its details there.';

/** Today in Abuja, the way the app counts days. */
const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

/** Booking #42 → `ASO-000042`, worked out here rather than taken from the app. */
const referenceOf = (bookingId: number) => `ASO-${String(bookingId).padStart(6, '0')}`;

async function projectRoom(request: APIRequestContext, testInfo: TestInfo) {
  const title = ROOM_BY_PROJECT[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const { rooms } = (await (await request.get('/api/rooms')).json()) as {
    rooms: { id: number; title: string; price_per_night: number }[];
  };
  const room = rooms.find((candidate) => candidate.title === title);
  if (!room) throw new Error(`no room type titled ${title}`);
  return room;
}

const newGuest = () => {
  const suffix = uniqueSuffix();
  return {
    name: `Amina Bello ${suffix}`,
    email: `manage-${suffix}@guest.test`,
    phone: '+234 803 555 0101',
  };
};

const CONFIRMED = /^Your booking is confirmed/;

/** The app-relative link to the booking's page in a mail's text. */
function bookingLinkIn(mail: CaughtMail): string {
  const match = /https?:\/\/[^\s/]+(\/payment-success\?\S+)/.exec(mail.text);
  if (!match) throw new Error(`no link to the booking in the mail:\n${mail.text}`);
  return match[1]!;
}

/** Every confirmation mail the catcher holds for `to`. */
async function confirmationsTo(to: string): Promise<CaughtMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${MAIL_API_PORT}/messages?to=${encodeURIComponent(to)}`,
  );
  const { messages } = (await response.json()) as { messages: CaughtMail[] };
  return messages.filter((mail) => CONFIRMED.test(mail.subject));
}

test('a guest opens the booking from the confirmation email, cancels 10 days ahead and gets everything back', async ({
  page,
  request,
}, testInfo) => {
  const room = await projectRoom(request, testInfo);
  const daysAhead = 10 + testInfo.retry * 3;
  const start = shiftDate(lagosToday(), daysAhead);
  const guest = newGuest();
  const bookingId = await bookAsPayingGuest(request, {
    roomTypeId: room.id,
    start,
    end: shiftDate(start, 2),
    guest,
  });
  const paid = room.price_per_night * 2;
  const reference = referenceOf(bookingId);

  const mail = await waitForMail(guest.email, CONFIRMED);
  expect(mail.text).toContain(reference);
  const link = bookingLinkIn(mail);
  expect(link).toContain(`booking_id=${bookingId}`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  const main = page.getByRole('main');
  await expect(main).toContainText(`Booking reference ${reference}`);
  await expect(main).toContainText(room.title);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(nairaText(paid));
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  const fullRefund = `Cancelling today refunds the full ${nairaText(paid)} (no charge, ${daysAhead} days before check-in).`;
  const cancellation = page.getByRole('region', { name: 'Cancellation' });
  await expect(cancellation).toContainText(fullRefund);

  await cancellation.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(fullRefund);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is cancelled');
  await expect(dialog).toBeHidden();
  await expect(cancellation).toContainText('Your booking has been cancelled.');
  await expect(cancellation).toContainText(`Your refund of ${nairaText(paid)} is on its way`);
  await expect(
    page.getByRole('region', { name: 'Payment' }).locator('dt:text-is("Refunded") + dd'),
  ).toHaveText(nairaText(paid));
  await expect(cancellation.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The server agrees: cancelled, the whole payment given back, the unit's nights free again.
  const access = new URL(link, 'http://app').searchParams.get('access')!;
  const answer = await request.get(`/api/bookings/${bookingId}?${new URLSearchParams({ access })}`);
  const { booking } = (await answer.json()) as {
    booking: { status: string; refunded_amount: number; refund: unknown };
  };
  expect(booking).toMatchObject({
    status: 'cancelled',
    refunded_amount: paid,
    refund: { amount: paid, status: 'succeeded' },
  });
  const again = await request.post(
    `/api/bookings/${bookingId}/cancel?${new URLSearchParams({ access })}`,
    { data: {} },
  );
  expect(again.status()).toBe(409);

  // The payment provider (the sandbox here) was asked for one refund: the whole payment, in kobo.
  const paymentReference = /payment reference (\S+)\)/.exec(mail.text)![1]!;
  const refunds = await request.get(`/api/sandbox/refunds/${paymentReference}`);
  expect(await refunds.json()).toEqual({ reference: paymentReference, refunds: [paid * 100] });
});

test('a guest who lost the email has it sent again from /find-booking, and only with the right email', async ({
  page,
  request,
}, testInfo) => {
  const room = await projectRoom(request, testInfo);
  const stay = farStay(testInfo, 0, MANAGE_FIRST_DAY);
  const guest = newGuest();
  const bookingId = await bookAsPayingGuest(request, { roomTypeId: room.id, ...stay, guest });
  const reference = referenceOf(bookingId);
  await waitForMail(guest.email, CONFIRMED);

  await page.goto('/find-booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your booking');
  const answer = page.getByRole('status').filter({ hasText: FIND_BOOKING_ANSWER });

  // Someone with the reference but another email hears the same, and nothing is sent.
  await page.getByLabel(/^Booking reference/).fill(reference);
  await page.getByLabel(/^Email address/).fill(`someone-else-${uniqueSuffix()}@guest.test`);
  await page.getByRole('button', { name: 'Send me the booking' }).click();
  await expect(answer).toBeVisible();

  // The guest may type the reference in lower case and the email in capitals.
  await page.getByLabel(/^Booking reference/).fill(reference.toLowerCase());
  await page.getByLabel(/^Email address/).fill(guest.email.toUpperCase());
  await page.getByRole('button', { name: 'Send me the booking' }).click();
  await expect(page.getByRole('button', { name: 'Send me the booking' })).toBeEnabled();
  await expect(answer).toBeVisible();

  await expect
    .poll(async () => (await confirmationsTo(guest.email)).length, {
      timeout: 20_000,
      message: 'the confirmation sent again',
    })
    .toBe(2);
  // Only the request with the right email sent one.
  await page.waitForTimeout(1_500);
  const mails = await confirmationsTo(guest.email);
  expect(mails).toHaveLength(2);
  const link = bookingLinkIn(mails.at(-1)!);
  expect(link).toContain(`booking_id=${bookingId}`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking is confirmed');
  await expect(page.getByRole('main')).toContainText(`Booking reference ${reference}`);
});
