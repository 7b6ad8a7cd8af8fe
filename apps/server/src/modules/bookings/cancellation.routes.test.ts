/**
 * Guests cancelling their own booking and staff cancelling with a refund choice: the
 * house policy's refund asked of Paystack (the local fake) once, the payment's refunded
 * amount, the pending refund retried after a provider failure, the unit released, the
 * commission reversed, the mails; and who may not cancel.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_NOT_ALLOWED } from '@aso/core/cancellation';
import { addDays, businessToday } from '@aso/core/dates';
import {
  adminActionLogs,
  affiliateLedger,
  bookings,
  emailOutbox,
  payments,
  refunds,
} from '../../db/schema.ts';
import { signedIn } from '../../test/admin.ts';
import { registration } from '../../test/affiliates.ts';
import { startFakePaystack } from '../../test/fake-paystack.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ALREADY_CANCELLED } from './cancellation.service.ts';

const STAFF = 'desk@aso.test';
const fake = await startFakePaystack({ secret: 'sk_test_aso_fake_paystack_secret' });
const ctx = useTestApp({
  seed: true,
  env: {
    PAYSTACK_SECRET_KEY: fake.secret,
    PAYSTACK_BASE_URL: fake.url,
    APP_URL: 'https://stay.example.ng',
    STAFF_EMAIL: STAFF,
  },
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

/** Deluxe Studio: ₦35,000 a night. */
const ROOM_TYPE = 1;
const NIGHT_KOBO = 3_500_000;
const db = () => ctx.database.db;

interface Paid {
  id: number;
  reference: string;
  access: string;
  totalKobo: number;
}

/** A guest books two nights `daysAhead` from today and pays through the fake Paystack. */
async function paidGuestBooking(
  daysAhead: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Paid> {
  const start = addDays(businessToday(), daysAhead);
  const initiated = await ctx.app.inject({
    method: 'POST',
    url: '/api/initiate-payment',
    headers,
    payload: {
      room_type_id: ROOM_TYPE,
      start_date: start,
      end_date: addDays(start, 2),
      guest_name: 'Ngozi Okafor',
      guest_email: 'ngozi@example.com',
      guest_phone: '+234 803 555 0199',
      ...extra,
    },
  });
  expect(initiated.statusCode, initiated.body).toBe(201);
  const { reference, booking_id } = initiated.json<{ reference: string; booking_id: number }>();
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/api/paystack/callback?reference=${reference}`,
  });
  const { redirect_url } = callback.json<{ redirect_url: string }>();
  const access = new URL(redirect_url, 'https://x').searchParams.get('access')!;
  return { id: booking_id, reference, access, totalKobo: 2 * NIGHT_KOBO };
}

const cancel = (id: number, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel${query}`,
    headers,
    payload: {},
  });
const bookingRow = async (id: number) =>
  (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentRow = async (reference: string) =>
  (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
const refundRows = (bookingId: number) =>
  db().select().from(refunds).where(eq(refunds.bookingId, bookingId));
const mailsTo = (to: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));

describe('POST /bookings/{id}/cancel by the guest', () => {
  it('10 days ahead: cancels, releases the unit and refunds everything through Paystack once', async () => {
    const paid = await paidGuestBooking(10);
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${paid.id}?access=${paid.access}`,
    });
    expect(before.json().booking.cancellation).toEqual({
      allowed: true,
      days_before_check_in: 10,
      charge_percent: 0,
      paid_amount: 70_000,
      charge_amount: 0,
      refund_amount: 70_000,
    });

    const response = await cancel(paid.id, `?access=${paid.access}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your booking has been cancelled.',
      booking: {
        status: 'cancelled',
        refunded_amount: 70_000,
        refund: { amount: 70_000, status: 'succeeded' },
        cancellation: null,
      },
    });
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo]);
    expect(await paymentRow(paid.reference)).toMatchObject({
      status: 'refunded',
      refundedKobo: paid.totalKobo,
    });
    expect(await bookingRow(paid.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });

    const guestMail = (await mailsTo('ngozi@example.com')).at(-1)!;
    expect(guestMail.subject).toContain('is cancelled');
    expect(guestMail.textBody).toContain('We are refunding ₦70,000 of the ₦70,000 you paid');
    const deskMail = (await mailsTo(STAFF)).at(-1)!;
    expect(deskMail.subject).toContain('Cancelled by the guest');

    // The same nights can be booked again at once (the unit is free).
    const again = await paidGuestBooking(10, { guest_email: 'other@example.com' });
    expect((await bookingRow(again.id)).roomId).toBe((await bookingRow(paid.id)).roomId);
  });

  it.each([
    [5, 25, 0.75],
    [1, 50, 0.5],
    [0, 50, 0.5],
  ])('%i days ahead: %i%% charged, the rest refunded', async (days, percent, share) => {
    const paid = await paidGuestBooking(days);
    const response = await cancel(paid.id, `?access=${paid.access}`);
    expect(response.statusCode, response.body).toBe(200);
    const refundKobo = paid.totalKobo * share;
    expect(fake.refunds(paid.reference)).toEqual([refundKobo]);
    expect(await paymentRow(paid.reference)).toMatchObject({
      status: 'partially_refunded',
      refundedKobo: refundKobo,
    });
    expect((await refundRows(paid.id))[0]!.reason).toContain(`${percent}% charge`);
  });

  it('after check-in day the guest cannot cancel: 409, nothing changes', async () => {
    const paid = await paidGuestBooking(3);
    await db()
      .update(bookings)
      .set({ startDate: addDays(businessToday(), -1), endDate: addDays(businessToday(), 1) })
      .where(eq(bookings.id, paid.id));
    const response = await cancel(paid.id, `?access=${paid.access}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CANCEL_NOT_ALLOWED);
    expect((await bookingRow(paid.id)).status).toBe('confirmed');
    expect(fake.requestsTo('POST', '/refund')).toHaveLength(0);
  });

  it("someone else's booking answers 404 and is left alone", async () => {
    const paid = await paidGuestBooking(12);
    const other = await paidGuestBooking(20, { guest_email: 'bola@example.com' });
    const stranger = await signedIn(db(), 'user');
    for (const attempt of [
      await cancel(paid.id),
      await cancel(paid.id, `?access=${other.access}`),
      await cancel(paid.id, '?access=forged', stranger.headers),
      await cancel(999_999, `?access=${paid.access}`),
    ]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ message: 'Booking not found' });
    }
    expect((await bookingRow(paid.id)).status).toBe('confirmed');
    expect(fake.requestsTo('POST', '/refund')).toHaveLength(0);
  });

  it('an account holder cancels their own booking with their session', async () => {
    const owner = await signedIn(db(), 'user', { email: 'owner@example.com' });
    const paid = await paidGuestBooking(14, {}, owner.headers);
    const response = await cancel(paid.id, '', owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo]);
  });

  it('two cancellations at once refund once', async () => {
    const paid = await paidGuestBooking(15);
    const answers = await Promise.all([
      cancel(paid.id, `?access=${paid.access}`),
      cancel(paid.id, `?access=${paid.access}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      ALREADY_CANCELLED,
    );
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo]);
    expect(await refundRows(paid.id)).toHaveLength(1);
    expect((await paymentRow(paid.reference)).refundedKobo).toBe(paid.totalKobo);
  });

  it('a provider failure leaves the refund pending, shown to staff, and the worker retries it', async () => {
    const paid = await paidGuestBooking(9);
    fake.failRefund('http-500');
    const response = await cancel(paid.id, `?access=${paid.access}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
      refund: { amount: 70_000, status: 'pending' },
    });
    expect(await paymentRow(paid.reference)).toMatchObject({ status: 'success', refundedKobo: 0 });
    const [pending] = await refundRows(paid.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending!.lastError).toContain('500');

    const admin = await signedIn(db(), 'admin');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments?refund=pending',
      headers: admin.headers,
    });
    expect(list.json().payments).toEqual([
      expect.objectContaining({
        reference: paid.reference,
        refund: { amount: 70_000, status: 'pending' },
      }),
    ]);

    // Not due yet: the worker leaves it alone.
    await ctx.app.refundWorker.run();
    expect((await refundRows(paid.id))[0]!.attempts).toBe(1);

    fake.failRefund(false);
    await db()
      .update(refunds)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(refunds.id, pending!.id));
    await ctx.app.refundWorker.run();
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo]);
    expect((await refundRows(paid.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await paymentRow(paid.reference)).toMatchObject({ status: 'refunded' });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments?refund=pending',
      headers: admin.headers,
    });
    expect(after.json().payments).toEqual([]);
  });

  it("reverses the affiliate's commission", async () => {
    fake.addAccount('058', '0123456789', 'CHIDI PARTNER OBI');
    const account = await signedIn(db(), 'user');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: account.headers,
      payload: registration({
        email: account.user.email,
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
      }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const paid = await paidGuestBooking(11, { affiliate_code: registered.json().affiliate_code });
    const ledger = () =>
      db()
        .select({ amount: affiliateLedger.amountKobo })
        .from(affiliateLedger)
        .where(eq(affiliateLedger.bookingId, paid.id));
    expect(await ledger()).toHaveLength(1);
    expect((await cancel(paid.id, `?access=${paid.access}`)).statusCode).toBe(200);
    const rows = await ledger();
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });
});

describe('PUT /bookings/{id}/status cancelled, with the refund staff choose', () => {
  it.each([
    ['policy', 5, 0.75],
    ['full', 5, 1],
    ['none', 5, 0],
  ] as const)('refund %s, %i days ahead', async (refund, days, share) => {
    const paid = await paidGuestBooking(days);
    const admin = await signedIn(db(), 'admin');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${paid.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund },
    });
    expect(response.statusCode, response.body).toBe(200);
    const refundKobo = paid.totalKobo * share;
    expect(fake.refunds(paid.reference)).toEqual(refundKobo === 0 ? [] : [refundKobo]);
    expect((await paymentRow(paid.reference)).refundedKobo).toBe(refundKobo);
    expect(await bookingRow(paid.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    const [log] = await db()
      .select()
      .from(adminActionLogs)
      .orderBy(sql`${adminActionLogs.id} desc`)
      .limit(1);
    expect(log!.details).toContain(`refund ${refund === 'policy' ? 'by policy' : refund}`);
    const guestMail = (await mailsTo('ngozi@example.com')).at(-1)!;
    expect(guestMail.subject).toContain('is cancelled');
  });

  it("offers staff the refund of a checked-in booking, which its guest isn't offered, and refunds it", async () => {
    const paid = await paidGuestBooking(3);
    // Checked in on its first day: the policy keeps 50%.
    await db()
      .update(bookings)
      .set({
        status: 'checked_in',
        startDate: businessToday(),
        endDate: addDays(businessToday(), 2),
      })
      .where(eq(bookings.id, paid.id));
    const admin = await signedIn(db(), 'admin');
    const read = (headers: Record<string, string>, query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/bookings/${paid.id}${query}`, headers });

    const byStaff = await read(admin.headers);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().booking.cancellation).toEqual({
      allowed: true,
      days_before_check_in: 0,
      charge_percent: 50,
      paid_amount: 70_000,
      charge_amount: 35_000,
      refund_amount: 35_000,
    });
    const byGuest = await read({}, `?access=${paid.access}`);
    expect(byGuest.json().booking.cancellation).toBeNull();

    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${paid.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund: 'policy' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'cancelled', cancellation: null });
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo / 2]);
  });

  it('defaults to the policy and refuses an unknown choice with 422', async () => {
    const paid = await paidGuestBooking(8);
    const admin = await signedIn(db(), 'admin');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${paid.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled', refund: 'half' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await bookingRow(paid.id)).status).toBe('confirmed');
    const good = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${paid.id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(good.statusCode).toBe(200);
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo]);
  });
});

describe('PUT /bookings/{id}/status back to an active status after a refund', () => {
  const setStatus = (id: number, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/bookings/${id}/status`, headers, payload });
  const logCount = async () => (await db().select().from(adminActionLogs)).length;

  /** A paid booking 5 days ahead, cancelled by staff with `refund` (policy: 75% back). */
  async function cancelledByStaff(refund: 'policy' | 'none') {
    const paid = await paidGuestBooking(5);
    const admin = await signedIn(db(), 'admin');
    const cancelled = await setStatus(paid.id, admin.headers, { status: 'cancelled', refund });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return { paid, admin };
  }

  it.each(['confirmed', 'pending', 'checked_in'])(
    'refuses %s with 409 naming the refund, changing nothing',
    async (status) => {
      const { paid, admin } = await cancelledByStaff('policy');
      const logs = await logCount();
      const response = await setStatus(paid.id, admin.headers, { status });
      expect(response.statusCode).toBe(409);
      // 75% of ₦70,000 went back.
      expect(response.json()).toEqual({
        message: 'This booking was refunded ₦52,500. Make a new booking instead.',
      });
      expect((await bookingRow(paid.id)).status).toBe('cancelled');
      expect(await logCount()).toBe(logs);
    },
  );

  it('makes it active with keep_refund: true and logs the refund kept', async () => {
    const { paid, admin } = await cancelledByStaff('policy');
    const response = await setStatus(paid.id, admin.headers, {
      status: 'confirmed',
      keep_refund: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'confirmed' });
    const [log] = await db()
      .select()
      .from(adminActionLogs)
      .orderBy(sql`${adminActionLogs.id} desc`)
      .limit(1);
    expect(log!.details).toBe(`Booking #${paid.id}: cancelled → confirmed, refund of ₦52,500 kept`);
    // The refund is not asked of Paystack again, nor taken back.
    expect(fake.refunds(paid.reference)).toEqual([paid.totalKobo * 0.75]);
  });

  it('lets a booking cancelled without a refund become active again as before', async () => {
    const { paid, admin } = await cancelledByStaff('none');
    const response = await setStatus(paid.id, admin.headers, { status: 'confirmed' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets a refunded booking move between statuses that hold no unit', async () => {
    const { paid, admin } = await cancelledByStaff('policy');
    const response = await setStatus(paid.id, admin.headers, { status: 'checked_out' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a keep_refund that is not a boolean with 422', async () => {
    const { paid, admin } = await cancelledByStaff('policy');
    const response = await setStatus(paid.id, admin.headers, {
      status: 'confirmed',
      keep_refund: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ keep_refund: ['keep_refund must be true or false.'] });
    expect((await bookingRow(paid.id)).status).toBe('cancelled');
  });
});
