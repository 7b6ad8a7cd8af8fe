/**
 * Holds nobody can hoard, with the defaults (HOLDS_PER_CLIENT 2, CHECKOUTS_PER_MINUTE 10):
 * unpaid holds counted in the database per guest email and per client address, and
 * checkouts per address per minute; `0` switches each off.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
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
import { TOO_MANY_CHECKOUTS } from './checkout.service.ts';
import { lockCheckoutClient } from './checkout.repository.ts';

const TOO_MANY_HOLDS =
  'You already have 2 unpaid checkouts in progress. Finish or release one of them before starting another.';

/** Demo catalogue: the Deluxe Studio (type 1) has three units. */
const STUDIO = 1;

/** Guest `n`'s two nights starting `startIn` days ahead. */
const stayOf = (n: number, startIn = 10 + n * 3, email = `guest${n}@example.com`) =>
  guestRequest(STUDIO, startIn, 2, { guest_name: `Guest ${n}`, guest_email: email });

describe('with the default limits', () => {
  const ctx = useTestApp({ seed: true, checkoutLimits: true });
  const db = () => ctx.database.db;
  const from = (address: string, payload: object, headers?: Record<string, string>) =>
    initiateFrom(ctx.app, payload, { address, headers });
  const pendingCount = () => db().$count(bookings, eq(bookings.status, 'pending'));

  it('refuses a third unpaid hold from one address (429), not from another address', async () => {
    const address = newAddress();
    for (const n of [1, 2]) expect((await from(address, stayOf(n))).statusCode).toBe(201);
    const third = await from(address, stayOf(3));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: TOO_MANY_HOLDS });
    expect(await pendingCount()).toBe(2);

    expect((await from(newAddress(), stayOf(3))).statusCode).toBe(201);
    expect(await pendingCount()).toBe(3);
  });

  it('refuses a third unpaid hold of one email from two addresses', async () => {
    const email = 'hoarder@example.com';
    expect((await from(newAddress(), stayOf(1, 10, email))).statusCode).toBe(201);
    expect((await from(newAddress(), stayOf(2, 13, email))).statusCode).toBe(201);
    const third = await from(newAddress(), stayOf(3, 16, 'Hoarder@Example.COM'));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: TOO_MANY_HOLDS });
    expect(await pendingCount()).toBe(2);
  });

  it("counts an account's holds and the guest holds made with its email together", async () => {
    await createUser(db(), { email: 'tunde@example.com' });
    const headers = bearer(await loginAs(ctx.app, 'tunde@example.com'));
    expect((await from(newAddress(), stayOf(1, 10, 'tunde@example.com'))).statusCode).toBe(201);
    const stay = {
      room_type_id: STUDIO,
      start_date: daysFromToday(30),
      end_date: daysFromToday(32),
    };
    expect((await from(newAddress(), stay, headers)).statusCode).toBe(201);
    const third = await from(
      newAddress(),
      { ...stay, start_date: daysFromToday(40), end_date: daysFromToday(41) },
      headers,
    );
    expect(third.statusCode).toBe(429);
    expect(await pendingCount()).toBe(2);
  });

  it('does not count a checkout that takes up its own hold, nor paid or released holds', async () => {
    const address = newAddress();
    const first = (await from(address, stayOf(1))).json();
    const second = (await from(address, stayOf(2))).json();
    // The same nights again: the hold is taken up, no third one.
    const again = await from(address, stayOf(1));
    expect(again.statusCode).toBe(201);
    expect(again.json().booking_id).toBe(first.booking_id);

    await payInSandbox(ctx.app, first.reference);
    expect((await from(address, stayOf(3))).statusCode).toBe(201);
    expect((await from(address, stayOf(4))).statusCode).toBe(429);
    const released = await checkoutAction(ctx.app, 'release', second.booking_id, {
      access: second.access,
    });
    expect(released.statusCode).toBe(200);
    expect((await from(address, stayOf(4))).statusCode).toBe(201);
  });

  it('counts a declined hold until it is released; "Try again" on it is no new hold', async () => {
    const address = newAddress();
    const first = (await from(address, stayOf(1))).json();
    await payInSandbox(ctx.app, first.reference, 'failed');
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({ status: 'pending' });
    expect((await from(address, stayOf(2))).statusCode).toBe(201);
    const third = await from(address, stayOf(3));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: TOO_MANY_HOLDS });

    // At the limit, "Try again" still pays the declined hold: the same unit, no third hold.
    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().booking_id).toBe(first.booking_id);
    expect(await pendingCount()).toBe(2);

    // "Choose other dates" lets it go, and with it its place under the limit.
    const released = await checkoutAction(ctx.app, 'release', first.booking_id, {
      access: first.access,
    });
    expect(released.statusCode).toBe(200);
    expect((await from(address, stayOf(3))).statusCode).toBe(201);
    expect(await pendingCount()).toBe(2);
  });

  it('counts the hold "Try again" takes back after it ran out, refusing it beyond the limit', async () => {
    const address = newAddress();
    const first = (await from(address, stayOf(1))).json();
    await payInSandbox(ctx.app, first.reference, 'failed');
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, first.booking_id));
    expect((await from(address, stayOf(2))).statusCode).toBe(201);
    expect((await from(address, stayOf(3))).statusCode).toBe(201);
    const retried = await checkoutAction(ctx.app, 'retry-payment', first.booking_id, {
      access: first.access,
      address,
    });
    expect(retried.statusCode).toBe(429);
    expect(retried.json()).toEqual({ message: TOO_MANY_HOLDS });
    expect(await bookingOf(db(), first.booking_id)).toMatchObject({ status: 'expired' });
    expect(await paymentsOf(db(), first.booking_id)).toHaveLength(1);
  });

  it('lets only two of five simultaneous checkouts from one address hold a unit', async () => {
    const address = newAddress();
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => from(address, stayOf(n))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    expect(await pendingCount()).toBe(2);
  });

  it('claims no unit for a checkout its limit refuses, so none is skipped by a concurrent one', async () => {
    const address = newAddress();
    for (const n of [1, 2]) expect((await from(address, stayOf(n))).statusCode).toBe(201);
    // The studio has three units and this stay is clear of both holds: a unit is free.
    const stay = { roomTypeId: STUDIO, startDate: daysFromToday(60), endDate: daysFromToday(62) };
    const booker = { userId: null, email: 'guest3@example.com' };
    const claimedWith = (holdLimit: number) =>
      db().transaction(async (tx) => {
        const client = await lockCheckoutClient(tx, booker, address, { holdLimit, stay });
        return client.claimed?.unit;
      });
    expect(await claimedWith(2)).toBeNull();
    expect(await claimedWith(3)).toEqual(expect.any(Number));
    expect(await claimedWith(0)).toEqual(expect.any(Number));
  });

  it('rate-limits checkouts to 10 a minute per address, with Retry-After', async () => {
    const address = newAddress();
    // The same nights each time: the hold is taken up again, never refused for holds.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await from(address, stayOf(1))).statusCode).toBe(201);
    }
    const refused = await from(address, stayOf(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_CHECKOUTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(newAddress(), stayOf(1))).statusCode).toBe(201);
    expect(await pendingCount()).toBe(1);
  });
});

describe('with both limits switched off (0)', () => {
  const ctx = useTestApp({
    seed: true,
    checkoutLimits: true,
    env: { HOLDS_PER_CLIENT: '0', CHECKOUTS_PER_MINUTE: '0' },
  });

  it('lets one address hold as many units as it books', async () => {
    for (let n = 1; n <= 12; n++) {
      const response = await initiateFrom(ctx.app, stayOf(n, 10 + n * 3, 'many@example.com'));
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await ctx.database.db.$count(bookings, eq(bookings.status, 'pending'))).toBe(12);
  });
});
