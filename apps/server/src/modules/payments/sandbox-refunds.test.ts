/** The sandbox provider records the refunds it is asked for, as Paystack would make them. */
import { describe, expect, it } from 'vitest';
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
