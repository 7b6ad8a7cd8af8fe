/**
 * The sandbox provider as Paystack's checkout and dashboard would be: a way back from the
 * checkout that leaves the payment not completed, and the refunds it was asked for.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_NOT_COMPLETED } from '@aso/core/bookings';
import { bookings } from '../../db/schema.ts';
import { guestRequest, initiate, payInSandbox } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

describe('GET /api/sandbox/refunds/{reference}', () => {
  it("lists the refund of a guest's cancellation, in kobo, once", async () => {
    const started = await initiate(ctx.app, guestRequest(1, 12, 2));
    const { reference, booking_id } = started.json<{ reference: string; booking_id: number }>();
    const callback = (await payInSandbox(ctx.app, reference)).json<{ access: string }>();
    const refundsOf = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/sandbox/refunds/${reference}` })).json();
    expect(await refundsOf()).toEqual({ reference, refunds: [] });

    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking_id}/cancel?access=${callback.access}`,
        payload: {},
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    // Two nights of the Deluxe Studio at ₦35,000, all of it back 12 days ahead.
    expect(await refundsOf()).toEqual({ reference, refunds: [7_000_000] });
  });

  it('answers 404 for a reference it never charged', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/refunds/ASO-nope' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the sandbox checkout page', () => {
  it('offers a way back to the callback, which reports the payment not completed and keeps the hold', async () => {
    const started = await initiate(ctx.app, guestRequest(1, 14, 2));
    const { reference, booking_id } = started.json<{ reference: string; booking_id: number }>();
    const page = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/checkout/${reference}` });
    const back = /href="([^"]+)">Cancel payment and go back/
      .exec(page.body)![1]!
      .replaceAll('&amp;', '&');
    const url = new URL(back);
    expect(url.pathname).toBe('/payment/callback');
    expect(url.searchParams.get('reference')).toBe(reference);
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback${url.search}`,
    });
    expect(callback.json()).toMatchObject({
      success: false,
      outcome: 'abandoned',
      message: PAYMENT_NOT_COMPLETED,
      booking_id,
    });
    const [booking] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking_id));
    expect(booking!.status).toBe('pending');
  });
});
