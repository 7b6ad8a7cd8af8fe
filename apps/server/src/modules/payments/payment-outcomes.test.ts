/**
 * How a Paystack payment ended, as the callback tells the guest (served by the local fake,
 * test/fake-paystack.ts): a declined card and an abandoned checkout took no money and keep
 * the hold, "Try again" pays the same booking, and a verification that could not be made
 * is the only "Payment verification failed".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_DECLINED, PAYMENT_NOT_COMPLETED } from '@aso/core/bookings';
import { bookings } from '../../db/schema.ts';
import { guestRequest } from '../../test/bookings.ts';
import {
  bookingOf,
  checkoutAction,
  initiateFrom,
  newAddress,
  paymentsOf,
} from '../../test/checkout.ts';
import { chargeSuccessEvent, signWebhook, startFakePaystack } from '../../test/fake-paystack.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  PAYMENT_IN_PROGRESS,
  REFUNDED_LATE,
  REFUNDED_TWICE_PAID,
  VERIFY_FAILED,
} from './payments.service.ts';

const fake = await startFakePaystack();
const ctx = useTestApp({
  seed: true,
  checkoutLimits: true,
  env: { PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.url },
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const db = () => ctx.database.db;
const STUDIO = 1;

interface Initiated {
  reference: string;
  booking_id: number;
  access: string | null;
}

async function book(startIn = 10, email = 'ada@example.com') {
  const response = await initiateFrom(
    ctx.app,
    guestRequest(STUDIO, startIn, 2, { guest_email: email }),
    { address: newAddress() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Initiated;
}

const callback = (reference: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/paystack/callback?reference=${reference}` });

function webhookSuccess(reference: string) {
  const transaction = fake.transactions.get(reference)!;
  const raw = JSON.stringify(chargeSuccessEvent(transaction));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(raw, fake.secret),
    },
    payload: raw,
  });
}

describe('the callback after Paystack says no', () => {
  it.each([
    ['failed', 'declined', PAYMENT_DECLINED],
    ['abandoned', 'abandoned', PAYMENT_NOT_COMPLETED],
  ] as const)(
    'reports "%s" as %s: no money taken, the hold kept for "Try again"',
    async (status, outcome, message) => {
      const initiated = await book();
      const held = await bookingOf(db(), initiated.booking_id);
      fake.setOutcome(initiated.reference, { status });
      const response = await callback(initiated.reference);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: false,
        redirect_url: null,
        message,
        outcome,
        booking_id: initiated.booking_id,
        access: initiated.access,
      });
      expect((await paymentsOf(db(), initiated.booking_id))[0]!.status).toBe('failed');
      expect(await bookingOf(db(), initiated.booking_id)).toMatchObject({
        status: 'pending',
        cancelledBy: null,
        roomId: held.roomId,
        holdExpiresAt: held.holdExpiresAt,
      });
      // Asked again, the same answer, and still no refund of money never taken.
      expect((await callback(initiated.reference)).json()).toMatchObject({ outcome, message });
      expect(fake.requestsTo('POST', '/refund')).toEqual([]);
    },
  );

  it('keeps the hold while Paystack still processes the payment', async () => {
    const initiated = await book();
    fake.setOutcome(initiated.reference, { status: 'ongoing' });
    const response = await callback(initiated.reference);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      outcome: 'pending',
      message: PAYMENT_IN_PROGRESS,
    });
    expect((await bookingOf(db(), initiated.booking_id)).status).toBe('pending');
    expect((await paymentsOf(db(), initiated.booking_id))[0]!.status).toBe('pending');
  });

  it('says verification failed only when it did: Paystack unreachable (502) or a wrong amount', async () => {
    const unreachable = await book();
    fake.transactions.delete(unreachable.reference); // verify now answers 400 `status: false`
    const refused = await callback(unreachable.reference);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      success: false,
      redirect_url: null,
      message: VERIFY_FAILED,
      outcome: 'failed',
      booking_id: unreachable.booking_id,
      access: unreachable.access,
    });
    expect((await bookingOf(db(), unreachable.booking_id)).status).toBe('pending');

    const short = await book(20, 'bisi@example.com');
    fake.setOutcome(short.reference, { amount: 100 });
    const mismatch = await callback(short.reference);
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.json()).toMatchObject({
      success: false,
      outcome: 'failed',
      message: VERIFY_FAILED,
    });
    expect((await bookingOf(db(), short.booking_id)).status).toBe('pending');
  });
});

describe('"Try again" with Paystack', () => {
  it('initializes a fresh reference for the same amount, which confirms exactly one booking', async () => {
    const first = await book();
    fake.setOutcome(first.reference, { status: 'failed' });
    const declined = (await callback(first.reference)).json();

    const retried = await checkoutAction(ctx.app, 'retry-payment', declined.booking_id, {
      access: declined.access,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const again = retried.json() as Initiated & { authorization_url: string };
    expect(again.reference).not.toBe(first.reference);
    const initialized = fake.requestsTo('POST', '/transaction/initialize');
    expect(initialized).toHaveLength(2);
    expect(initialized[1]!.body).toMatchObject({
      reference: again.reference,
      amount: fake.transactions.get(first.reference)!.amount,
      email: 'ada@example.com',
    });
    expect(again.authorization_url).toBe(
      `https://checkout.paystack.com/${fake.transactions.get(again.reference)!.access_code}`,
    );

    const paid = await callback(again.reference);
    expect(paid.json()).toMatchObject({
      success: true,
      outcome: 'confirmed',
      booking_id: first.booking_id,
    });
    expect(await db().$count(bookings)).toBe(1);
    expect(await db().$count(bookings, eq(bookings.status, 'confirmed'))).toBe(1);
    expect((await paymentsOf(db(), first.booking_id)).map((payment) => payment.status)).toEqual([
      'failed',
      'success',
    ]);
    expect(fake.requestsTo('POST', '/refund')).toEqual([]);
  });

  it('gives back the answer of a provider that cannot initialize, and lets the hold go', async () => {
    const first = await book();
    fake.failInitialize();
    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
    });
    expect(retried.statusCode).toBe(502);
    expect(retried.json()).toEqual({ message: 'Failed to initiate payment. Please try again.' });
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'payment',
    });
  });
});

describe('a payment that still succeeds after its checkout was replaced or released', () => {
  it('is refunded in full, once, when the guest had released the hold', async () => {
    const first = await book();
    await checkoutAction(ctx.app, 'release', first.booking_id, { access: first.access });
    expect((await webhookSuccess(first.reference)).statusCode).toBe(200);
    const response = await callback(first.reference);
    expect(response.json()).toMatchObject({ outcome: 'refunded', message: REFUNDED_LATE });
    const amount = fake.transactions.get(first.reference)!.amount;
    expect(fake.refunds(first.reference)).toEqual([amount]);
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      confirmedAt: null,
    });
  });

  it('confirms the booking once and refunds the second payment of the same stay', async () => {
    const first = await book();
    const second = await book(); // the same guest and nights: the same booking, a new reference
    expect(second.booking_id).toBe(first.booking_id);

    // The superseded checkout was paid after all: money taken, so the booking is confirmed.
    expect((await callback(first.reference)).json()).toMatchObject({ outcome: 'confirmed' });
    const twice = await callback(second.reference);
    expect(twice.json()).toMatchObject({
      success: false,
      outcome: 'refunded',
      message: REFUNDED_TWICE_PAID,
    });
    expect(fake.refunds(second.reference)).toEqual([
      fake.transactions.get(second.reference)!.amount,
    ]);
    expect(fake.refunds(first.reference)).toEqual([]);
    expect((await bookingOf(db(), first.booking_id)).status).toBe('confirmed');
  });
});
