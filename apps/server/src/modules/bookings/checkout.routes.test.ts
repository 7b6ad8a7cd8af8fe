/**
 * The checkout that can be resumed or released (sandbox provider, checkout limits at their
 * defaults, each test from client addresses of its own): a second checkout of one's own
 * nights takes the hold up again, "Try again" pays the same booking, "Choose other dates"
 * lets the unit go at once, the callback says how a payment ended, the calendar tells held
 * nights from booked ones, and airport legs must match the stay.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DROPOFF_OUTSIDE_STAY,
  PAYMENT_DECLINED,
  PAYMENT_NOT_COMPLETED,
  PICKUP_OUTSIDE_STAY,
} from '@aso/core/bookings';
import { bookings, payments, rooms } from '../../db/schema.ts';
import { daysFromToday, guestRequest, payInSandbox } from '../../test/bookings.ts';
import {
  bookingOf,
  checkoutAction,
  initiateFrom,
  newAddress,
  paymentsOf,
} from '../../test/checkout.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, createUser, loginAs } from '../../test/users.ts';
import { ALREADY_PAID, HOLD_RELEASED, NO_LONGER_PAYABLE } from './checkout.service.ts';
import { ROOM_TAKEN } from './hold.service.ts';

const ctx = useTestApp({ seed: true, checkoutLimits: true });
const db = () => ctx.database.db;

/** Demo catalogue: type 1 "Deluxe Studio", 3 units, ₦35,000 a night, breakfast ₦5,000. */
const STUDIO = 1;

interface Initiated {
  authorization_url: string;
  reference: string;
  booking_id: number;
  access: string | null;
}

/** A guest's checkout from an address of its own (or the one given): 201 expected. */
async function hold(payload: object, address = newAddress(), headers?: Record<string, string>) {
  const response = await initiateFrom(ctx.app, payload, { address, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Initiated;
}

const guest = (n: number) => ({
  guest_name: `Guest ${n}`,
  guest_email: `guest${n}@example.com`,
});

const heldBookings = () =>
  db().select().from(bookings).where(eq(bookings.status, 'pending')).orderBy(bookings.id);

const calendar = async (from: number, to: number) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/rooms/${STUDIO}/calendar?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { unavailable_dates: string[]; held_dates: string[] };
};

/** Makes every unit of the studio but one unavailable; answers the one left. */
async function oneStudioLeft() {
  const units = await db().select().from(rooms).where(eq(rooms.roomTypeId, STUDIO));
  for (const unit of units.slice(1)) {
    await db().update(rooms).set({ isAvailable: false }).where(eq(rooms.id, unit.id));
  }
  return units[0]!.id;
}

describe('a second checkout of the same nights', () => {
  it("takes the guest's own hold up again: same booking, new choices and price, one unit", async () => {
    const address = newAddress();
    const first = await hold(guestRequest(STUDIO, 5, 2), address);
    const before = await bookingOf(db(), first.booking_id);

    // The guest comes back (another address, the email typed in capitals) and adds breakfast.
    const second = await hold(
      guestRequest(STUDIO, 5, 2, {
        guest_email: 'ADA@Example.com',
        guest_phone: '+234 803 000 1111',
        breakfast: true,
        breakfast_count: 2,
      }),
    );
    expect(second.booking_id).toBe(first.booking_id);
    expect(second.reference).not.toBe(first.reference);
    expect(second.access).toBe(first.access);

    const held = await heldBookings();
    expect(held).toHaveLength(1);
    const after = held[0]!;
    expect(after).toMatchObject({
      roomId: before.roomId,
      breakfastCount: 2,
      guestPhone: '+234 803 000 1111',
      // 2 nights × ₦35,000 + 2 persons × 2 nights × ₦5,000.
      totalKobo: 7_000_000 + 2_000_000,
      clientAddress: address,
    });
    expect(after.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(before.holdExpiresAt!.getTime());

    const [old, fresh] = await paymentsOf(db(), first.booking_id);
    expect(old).toMatchObject({ reference: first.reference, status: 'failed' });
    expect(old!.note).toMatch(/superseded/);
    expect(fresh).toMatchObject({
      reference: second.reference,
      status: 'pending',
      amountKobo: 9_000_000,
    });

    // Paying the new checkout confirms the one booking.
    expect((await payInSandbox(ctx.app, second.reference)).json()).toMatchObject({
      success: true,
      outcome: 'confirmed',
      booking_id: first.booking_id,
    });
    expect(await db().$count(bookings)).toBe(1);
    expect((await bookingOf(db(), first.booking_id)).status).toBe('confirmed');
  });

  it('is no 409 against oneself when the own hold is the last unit', async () => {
    const lastUnit = await oneStudioLeft();
    const first = await hold(guestRequest(STUDIO, 5, 2));
    expect((await bookingOf(db(), first.booking_id)).roomId).toBe(lastUnit);

    const again = await hold(guestRequest(STUDIO, 5, 2));
    expect(again.booking_id).toBe(first.booking_id);
    const stranger = await initiateFrom(ctx.app, guestRequest(STUDIO, 5, 2, guest(1)), {
      address: newAddress(),
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({ message: ROOM_TAKEN });
  });

  it('holds one unit when the same guest starts two checkouts of the same nights at once', async () => {
    const [one, two] = await Promise.all([
      initiateFrom(ctx.app, guestRequest(STUDIO, 6, 2), { address: newAddress() }),
      initiateFrom(ctx.app, guestRequest(STUDIO, 6, 2), { address: newAddress() }),
    ]);
    expect([one!.statusCode, two!.statusCode]).toEqual([201, 201]);
    expect(one!.json().booking_id).toBe(two!.json().booking_id);
    expect(await heldBookings()).toHaveLength(1);
    const open = (await paymentsOf(db(), one!.json().booking_id)).filter(
      (payment) => payment.status === 'pending',
    );
    expect(open).toHaveLength(1);
  });

  it("takes up an account's own hold, with no guest token", async () => {
    await createUser(db(), { email: 'tunde@example.com', firstName: 'Tunde' });
    const headers = bearer(await loginAs(ctx.app, 'tunde@example.com'));
    const stay = {
      room_type_id: STUDIO,
      start_date: daysFromToday(8),
      end_date: daysFromToday(10),
    };
    const first = await hold(stay, newAddress(), headers);
    const second = await hold(stay, newAddress(), headers);
    expect(first.access).toBeNull();
    expect(second).toMatchObject({ booking_id: first.booking_id, access: null });
    // A guest with the account's email, or other nights, is another checkout.
    const otherNights = await hold({ ...stay, end_date: daysFromToday(11) }, newAddress(), headers);
    expect(otherNights.booking_id).not.toBe(first.booking_id);
    expect(await heldBookings()).toHaveLength(2);
  });
});

describe('POST /api/bookings/{id}/retry-payment', () => {
  it('renews a running hold, but never past twice the hold time since it was first taken', async () => {
    const address = newAddress();
    const first = await hold(guestRequest(STUDIO, 40, 2), address);
    // Held 50 of the 60 minutes two holds allow, a minute left on the clock.
    await db()
      .update(bookings)
      .set({
        createdAt: sql`now() - interval '50 minutes'`,
        holdExpiresAt: sql`now() + interval '1 minute'`,
      })
      .where(eq(bookings.id, first.booking_id));
    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const [row] = await db()
      .select({ minutesLeft: sql<number>`extract(epoch from hold_expires_at - now()) / 60` })
      .from(bookings)
      .where(eq(bookings.id, first.booking_id));
    // Ten minutes to the cap (created + 2 × 30), not a fresh 30.
    expect(Number(row!.minutesLeft)).toBeGreaterThan(9);
    expect(Number(row!.minutesLeft)).toBeLessThan(10.5);

    // A fresh hold renewed early gets a full hold time from now.
    const second = await hold({ ...guestRequest(STUDIO, 50, 2), ...guest(77) }, address);
    await db()
      .update(bookings)
      .set({ holdExpiresAt: sql`now() + interval '5 minutes'` })
      .where(eq(bookings.id, second.booking_id));
    await checkoutAction(ctx.app, 'retry-payment', second.booking_id, {
      access: second.access,
      address,
    });
    const [renewed] = await db()
      .select({ minutesLeft: sql<number>`extract(epoch from hold_expires_at - now()) / 60` })
      .from(bookings)
      .where(eq(bookings.id, second.booking_id));
    expect(Number(renewed!.minutesLeft)).toBeGreaterThan(29);
  });

  it('after a declined card: a fresh payment for the same hold, which then confirms once', async () => {
    const address = newAddress();
    const first = await hold(guestRequest(STUDIO, 12, 3, { breakfast: true }), address);
    const held = await bookingOf(db(), first.booking_id);
    const declined = await payInSandbox(ctx.app, first.reference, 'failed');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      success: false,
      redirect_url: null,
      message: PAYMENT_DECLINED,
      outcome: 'declined',
      booking_id: first.booking_id,
      access: first.access,
    });
    // The declined payment keeps its hold: the same unit, until the same time.
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({
      status: 'pending',
      cancelledBy: null,
      roomId: held.roomId,
      holdExpiresAt: held.holdExpiresAt,
    });
    expect((await paymentsOf(db(), first.booking_id))[0]).toMatchObject({
      reference: first.reference,
      status: 'failed',
    });

    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const again = retried.json() as Initiated;
    expect(again).toMatchObject({ booking_id: first.booking_id, access: first.access });
    expect(again.reference).not.toBe(first.reference);
    expect(again.authorization_url).toMatch(
      new RegExp(`/api/sandbox/checkout/${again.reference}$`),
    );
    const booking = await bookingOf(db(), first.booking_id);
    expect(booking).toMatchObject({
      status: 'pending',
      cancelledBy: null,
      cancelledAt: null,
      roomId: held.roomId,
      includesBreakfast: true,
      startDate: daysFromToday(12),
      endDate: daysFromToday(15),
    });
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(held.holdExpiresAt!.getTime());
    expect(await heldBookings()).toHaveLength(1);

    const paid = await payInSandbox(ctx.app, again.reference);
    expect(paid.json()).toMatchObject({ success: true, outcome: 'confirmed' });
    expect(await db().$count(bookings)).toBe(1);
    expect(await db().$count(bookings, eq(bookings.status, 'confirmed'))).toBe(1);
    const [old, fresh] = await paymentsOf(db(), first.booking_id);
    expect(old).toMatchObject({ status: 'failed' });
    expect(fresh).toMatchObject({ status: 'success', amountKobo: booking.totalKobo });
  });

  it('while the hold is still on: a new reference, the old payment superseded, the hold extended', async () => {
    const first = await hold(guestRequest(STUDIO, 12, 2));
    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address: newAddress(),
    });
    expect(retried.statusCode).toBe(201);
    const [old, fresh] = await paymentsOf(db(), first.booking_id);
    expect(old).toMatchObject({ reference: first.reference, status: 'failed' });
    expect(fresh).toMatchObject({ reference: retried.json().reference, status: 'pending' });
    expect(await heldBookings()).toHaveLength(1);
  });

  it('takes a unit again after the hold ran out, and says 409 when none is left', async () => {
    const first = await hold(guestRequest(STUDIO, 20, 2));
    await payInSandbox(ctx.app, first.reference, 'failed');
    // The declined hold keeps its unit until it runs out: only two others fit.
    const others: Initiated[] = [];
    for (let n = 1; n <= 2; n++) others.push(await hold(guestRequest(STUDIO, 20, 2, guest(n))));
    const blocked = await initiateFrom(ctx.app, guestRequest(STUDIO, 20, 2, guest(3)), {
      address: newAddress(),
    });
    expect(blocked.statusCode).toBe(409);

    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, first.booking_id));
    others.push(await hold(guestRequest(STUDIO, 20, 2, guest(3))));
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({ status: 'expired' });

    const refused = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address: newAddress(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ROOM_TAKEN });
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({ status: 'expired' });
    expect(await paymentsOf(db(), first.booking_id)).toHaveLength(1);

    // Another guest lets a unit go: "Try again" takes it, with a fresh hold and payment.
    const leaving = others[1]!;
    await checkoutAction(ctx.app, 'release', leaving.booking_id, { access: leaving.access });
    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address: newAddress(),
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const taken = await bookingOf(db(), first.booking_id);
    expect(taken).toMatchObject({
      status: 'pending',
      roomId: (await bookingOf(db(), leaving.booking_id)).roomId,
    });
    expect(taken.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const [old, fresh] = await paymentsOf(db(), first.booking_id);
    expect(old).toMatchObject({ reference: first.reference, status: 'failed' });
    expect(fresh).toMatchObject({ reference: retried.json().reference, status: 'pending' });
  });

  it('is refused for a paid booking and for one the guest released', async () => {
    const paid = await hold(guestRequest(STUDIO, 25, 2));
    await payInSandbox(ctx.app, paid.reference);
    const released = await hold(guestRequest(STUDIO, 30, 2));
    await checkoutAction(ctx.app, 'release', released.booking_id, { access: released.access });

    for (const [booking, message] of [
      [paid, ALREADY_PAID],
      [released, NO_LONGER_PAYABLE],
    ] as const) {
      const response = await checkoutAction(ctx.app, 'retry-payment', booking.booking_id, {
        access: booking.access,
        address: newAddress(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
      expect(await paymentsOf(db(), booking.booking_id)).toHaveLength(1);
    }
  });

  it('answers 404 to anyone but the guest with the token or the owner', async () => {
    const guestHold = await hold(guestRequest(STUDIO, 12, 2));
    await createUser(db(), { email: 'bola@example.com' });
    await createUser(db(), { email: 'chidi@example.com' });
    const bola = bearer(await loginAs(ctx.app, 'bola@example.com'));
    const chidi = bearer(await loginAs(ctx.app, 'chidi@example.com'));
    const userHold = await hold(
      { room_type_id: STUDIO, start_date: daysFromToday(40), end_date: daysFromToday(42) },
      newAddress(),
      bola,
    );

    for (const action of ['retry-payment', 'release'] as const) {
      for (const [id, from] of [
        [guestHold.booking_id, {}],
        [guestHold.booking_id, { access: 'not-the-token' }],
        [guestHold.booking_id, { headers: bola }],
        [userHold.booking_id, { headers: chidi }],
        [userHold.booking_id, { access: guestHold.access }],
        [9999, { access: guestHold.access }],
      ] as const) {
        const response = await checkoutAction(ctx.app, action, id, from);
        expect(response.statusCode, `${action} ${id} ${JSON.stringify(from)}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Booking not found' });
      }
    }
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/bookings/abc/release' });
    expect(invalid.statusCode).toBe(404);
    expect(await heldBookings()).toHaveLength(2);
    expect(await db().$count(payments)).toBe(2);

    const owner = await checkoutAction(ctx.app, 'retry-payment', userHold.booking_id, {
      headers: bola,
    });
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toMatchObject({ booking_id: userHold.booking_id, access: null });
  });
});

describe('POST /api/bookings/{id}/release', () => {
  it('lets the unit go at once, for the calendar and for the next guest; twice is fine', async () => {
    const holds: Initiated[] = [];
    for (let n = 1; n <= 3; n++) holds.push(await hold(guestRequest(STUDIO, 10, 2, guest(n))));
    const late = await initiateFrom(ctx.app, guestRequest(STUDIO, 10, 2, guest(4)), {
      address: newAddress(),
    });
    expect(late.statusCode).toBe(409);
    expect((await calendar(10, 12)).unavailable_dates).toEqual([
      daysFromToday(10),
      daysFromToday(11),
    ]);

    const released = holds[1]!;
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await checkoutAction(ctx.app, 'release', released.booking_id, {
        access: released.access,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: HOLD_RELEASED });
    }
    expect(await bookingOf(db(), released.booking_id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      holdExpiresAt: null,
    });
    const [payment] = await paymentsOf(db(), released.booking_id);
    expect(payment).toMatchObject({ status: 'failed' });
    expect(payment!.note).toMatch(/released/);

    expect((await calendar(10, 12)).unavailable_dates).toEqual([]);
    await hold(guestRequest(STUDIO, 10, 2, guest(4)));
  });

  it('refuses to release a paid booking', async () => {
    const paid = await hold(guestRequest(STUDIO, 10, 2));
    await payInSandbox(ctx.app, paid.reference);
    const response = await checkoutAction(ctx.app, 'release', paid.booking_id, {
      access: paid.access,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ALREADY_PAID });
    expect((await bookingOf(db(), paid.booking_id)).status).toBe('confirmed');
  });

  it('does not revive a released booking when its payment still succeeds: it is refunded', async () => {
    const first = await hold(guestRequest(STUDIO, 10, 2));
    await checkoutAction(ctx.app, 'release', first.booking_id, { access: first.access });
    // Someone else books the freed unit meanwhile; the old checkout page is still open.
    await hold(guestRequest(STUDIO, 10, 2, guest(1)));

    const callback = await payInSandbox(ctx.app, first.reference);
    expect(callback.json()).toMatchObject({
      success: false,
      redirect_url: null,
      outcome: 'refunded',
      booking_id: first.booking_id,
      message: expect.stringMatching(/refunded in full/),
    });
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      confirmedAt: null,
    });
    const [payment] = await paymentsOf(db(), first.booking_id);
    expect(payment).toMatchObject({ status: 'refunded', refundedKobo: payment!.amountKobo });
    expect(payment!.note).toMatch(/released the hold/);
  });
});

describe('GET /api/paystack/callback outcomes with the sandbox', () => {
  it('says a checkout that was never completed took no money, and keeps its hold', async () => {
    const first = await hold(guestRequest(STUDIO, 10, 2));
    const held = await bookingOf(db(), first.booking_id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${first.reference}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      redirect_url: null,
      message: PAYMENT_NOT_COMPLETED,
      outcome: 'abandoned',
      booking_id: first.booking_id,
      access: first.access,
    });
    // No money taken, and the hold kept for "Try again" until it runs out or is released.
    const [payment] = await paymentsOf(db(), first.booking_id);
    expect(payment).toMatchObject({ reference: first.reference, status: 'failed' });
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({
      status: 'pending',
      cancelledBy: null,
      roomId: held.roomId,
      holdExpiresAt: held.holdExpiresAt,
    });
  });

  it('gives a confirmed guest booking its success page with the access token', async () => {
    const first = await hold(guestRequest(STUDIO, 10, 2));
    const response = await payInSandbox(ctx.app, first.reference);
    expect(response.json()).toEqual({
      success: true,
      redirect_url: `/payment-success?booking_id=${first.booking_id}&guest=true&access=${first.access}`,
      message: 'Payment confirmed.',
      outcome: 'confirmed',
      booking_id: first.booking_id,
      access: first.access,
    });
  });
});

describe('held_dates in the calendar', () => {
  it('tells nights held only by unpaid checkouts from nights that are booked', async () => {
    // Nights 10–11: two units paid, the third held by an unpaid checkout → may free up.
    for (let n = 1; n <= 2; n++) {
      const paid = await hold(guestRequest(STUDIO, 10, 2, guest(n)));
      await payInSandbox(ctx.app, paid.reference);
    }
    await hold(guestRequest(STUDIO, 10, 2, guest(3)));
    // Nights 14–15: every unit paid → booked. Night 18: every unit unpaid → may free up.
    for (let n = 4; n <= 6; n++) {
      const paid = await hold(guestRequest(STUDIO, 14, 2, guest(n)));
      await payInSandbox(ctx.app, paid.reference);
    }
    for (let n = 7; n <= 9; n++) await hold(guestRequest(STUDIO, 18, 1, guest(n)));

    const nights = await calendar(8, 20);
    expect(nights.unavailable_dates).toEqual([10, 11, 14, 15, 18].map((day) => daysFromToday(day)));
    expect(nights.held_dates).toEqual([10, 11, 18].map((day) => daysFromToday(day)));

    // A hold that ran out holds nothing: the night is free, not "held".
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(bookings.status, 'pending'), eq(bookings.startDate, daysFromToday(18))));
    const later = await calendar(8, 20);
    expect(later.unavailable_dates).not.toContain(daysFromToday(18));
    expect(later.held_dates).toEqual([10, 11].map((day) => daysFromToday(day)));
  });
});

describe('airport legs that match the stay', () => {
  const leg = (date: string) => ({
    date,
    time: '10:00',
    phone: '+2348031234567',
    airport: 'abuja',
  });
  const withLegs = (pickup: number, dropoff: number) =>
    guestRequest(STUDIO, 10, 3, {
      airport_conveyance: {
        direction: 'both',
        pickup: leg(daysFromToday(pickup)),
        dropoff: leg(daysFromToday(dropoff)),
      },
    });

  it.each([
    [
      'a pickup the day before check-in',
      9,
      13,
      { 'airport_conveyance.pickup.date': [PICKUP_OUTSIDE_STAY] },
    ],
    [
      'a pickup two days after check-in',
      12,
      13,
      { 'airport_conveyance.pickup.date': [PICKUP_OUTSIDE_STAY] },
    ],
    [
      'a drop-off after check-out',
      10,
      14,
      { 'airport_conveyance.dropoff.date': [DROPOFF_OUTSIDE_STAY] },
    ],
    [
      'a drop-off two months after check-out',
      10,
      73,
      { 'airport_conveyance.dropoff.date': [DROPOFF_OUTSIDE_STAY] },
    ],
    [
      'a drop-off two days before check-out',
      10,
      11,
      { 'airport_conveyance.dropoff.date': [DROPOFF_OUTSIDE_STAY] },
    ],
  ])(
    'refuses %s with a 422 on the field and writes nothing',
    async (_case, pickup, dropoff, errors) => {
      const response = await initiateFrom(ctx.app, withLegs(pickup, dropoff), {
        address: newAddress(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect(await db().$count(bookings)).toBe(0);
      expect(await db().$count(payments)).toBe(0);
    },
  );

  it('accepts a pickup the day after check-in and a drop-off the day before check-out', async () => {
    const response = await initiateFrom(ctx.app, withLegs(11, 12), { address: newAddress() });
    expect(response.statusCode, response.body).toBe(201);
    expect(await bookingOf(db(), response.json().booking_id)).toMatchObject({
      pickupDate: daysFromToday(11),
      dropoffDate: daysFromToday(12),
    });
  });

  it('checks only the leg of the chosen direction', async () => {
    const response = await initiateFrom(
      ctx.app,
      guestRequest(STUDIO, 10, 3, {
        airport_conveyance: {
          direction: 'pickup',
          pickup: leg(daysFromToday(10)),
          dropoff: leg('2099-01-01'),
        },
      }),
      { address: newAddress() },
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
