/**
 * A refund Paystack accepted whose database write never committed, because the process
 * died between the two (found by crash-safety.test.ts): the next attempt finds it at
 * Paystack and records it instead of asking again (Paystack refuses a second full refund,
 * and every retry answered 502 for ever). Both refund paths: the settlement of a payment
 * that cannot be honoured, and the refund worker after a cancellation.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, businessToday } from '@aso/core/dates';
import { bookings, emailOutbox, payments, refunds } from '../../db/schema.ts';
import { chargeSuccessEvent, signWebhook, startFakePaystack } from '../../test/fake-paystack.ts';
import { useTestApp } from '../../test/test-app.ts';

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

const db = () => ctx.database.db;
const GUEST = 'ngozi@example.com';

async function checkout(daysAhead: number) {
  const start = addDays(businessToday(), daysAhead);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/initiate-payment',
    payload: {
      room_type_id: 1,
      start_date: start,
      end_date: addDays(start, 2),
      guest_name: 'Ngozi Okafor',
      guest_email: GUEST,
      guest_phone: '+234 803 555 0199',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ reference: string; booking_id: number; access: string }>();
}

/** What the dead process's refund call did: Paystack accepted it (nothing was recorded). */
async function refundAcceptedBeforeTheCrash(reference: string, amount: number) {
  const response = await fetch(`${fake.url}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ transaction: reference, amount }),
  });
  expect(response.status).toBe(200);
}

const paymentRow = async (reference: string) =>
  (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;

describe('a refund Paystack accepted just before the process died', () => {
  it('is recorded by the next webhook, not asked for again', async () => {
    const held = await checkout(20);
    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.booking_id}/release?access=${held.access}`,
    });
    expect(released.statusCode).toBe(200);
    const { amount, id } = fake.transactions.get(held.reference)!;
    // The webhook's settlement asked for the refund, Paystack accepted, the process died:
    // the transaction rolled back, the payment is still unsettled.
    await refundAcceptedBeforeTheCrash(held.reference, amount);
    expect((await paymentRow(held.reference)).status).toBe('failed');

    const body = JSON.stringify(chargeSuccessEvent({ reference: held.reference, amount, id }));
    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/api/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(body, fake.secret),
      },
      payload: body,
    });
    expect(retried.statusCode, retried.body).toBe(200);

    expect(await paymentRow(held.reference)).toMatchObject({
      status: 'refunded',
      refundedKobo: amount,
    });
    expect(fake.refunds(held.reference)).toEqual([amount]);
    expect(fake.requestsTo('POST', '/refund')).toHaveLength(1);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, held.booking_id));
    expect(booking!.status).toBe('cancelled');
    const mails = await db().select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [GUEST, 'Your payment for Deluxe Studio has been refunded'],
      [STAFF, `Refunded payment ${held.reference} for booking #${held.booking_id}`],
    ]);
  });

  it('is recorded by the refund worker, not asked for again', async () => {
    const held = await checkout(10);
    const paid = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${held.reference}`,
    });
    expect(paid.json()).toMatchObject({ success: true });
    const { amount } = fake.transactions.get(held.reference)!;
    // The guest cancels while Paystack is down: the refund stays pending.
    fake.failRefund('http-500');
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.booking_id}/cancel?access=${held.access}`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    fake.failRefund(false);
    const [pending] = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, held.booking_id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, amountKobo: amount });

    // The worker's second attempt: leased, accepted by Paystack, then the process died.
    await db()
      .update(refunds)
      .set({ attempts: 2, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(refunds.id, pending!.id));
    await refundAcceptedBeforeTheCrash(held.reference, amount);
    // Its lease ran out; a worker tries again.
    await db()
      .update(refunds)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(refunds.id, pending!.id));
    await ctx.app.refundWorker.run();

    const [done] = await db().select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3 });
    expect(await paymentRow(held.reference)).toMatchObject({
      status: 'refunded',
      refundedKobo: amount,
    });
    expect(fake.refunds(held.reference)).toEqual([amount]);
  });
});
