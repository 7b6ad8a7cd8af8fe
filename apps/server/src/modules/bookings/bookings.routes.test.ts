import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliates, bookings, emailOutbox, payments, rooms } from '../../db/schema.ts';
import {
  daysFromToday,
  guestRequest,
  initiate,
  payInSandbox as payInSandboxOf,
} from '../../test/bookings.ts';
import { checkoutAction } from '../../test/checkout.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, createUser, loginAs } from '../../test/users.ts';
import { ROOM_TAKEN } from './hold.service.ts';

const ctx = useTestApp({ seed: true, env: { APP_URL: 'https://stay.example.ng' } });

/** Demo catalogue: type 1 "Deluxe Studio" (3 units, ₦35,000, breakfast ₦5,000). */
const STUDIO = 1;

async function roomTypeIdTitled(pattern: RegExp) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
  const room = (response.json().rooms as { id: number; title: string }[]).find((candidate) =>
    pattern.test(candidate.title),
  );
  return room!.id;
}

const countRows = async () => ({
  bookings: await ctx.database.db.$count(bookings),
  payments: await ctx.database.db.$count(payments),
});

/** Another guest's email: one guest's second checkout of the same nights takes up the first. */
const guestNo = (n: number) => ({ guest_email: `guest${n}@example.com` });

/** Pays a sandbox checkout and runs the callback, as the browser would. */
const payInSandbox = (reference: string, outcome: 'success' | 'failed' = 'success') =>
  payInSandboxOf(ctx.app, reference, outcome);

describe('POST /api/initiate-payment', () => {
  it('holds a unit for a guest, priced by the server whatever the client echoed', async () => {
    const response = await initiate(
      ctx.app,
      guestRequest(STUDIO, 5, 3, {
        breakfast: true,
        breakfast_count: 2,
        breakfast_price: 1,
        airport_conveyance_price: 1,
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.authorization_url).toBe(
      `https://stay.example.ng/api/sandbox/checkout/${body.reference}`,
    );
    const [booking] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, body.booking_id));
    // 3 nights × ₦35,000 + breakfast ₦5,000 × 2 persons × 3 nights = ₦135,000.
    expect(booking).toMatchObject({
      status: 'pending',
      nights: 3,
      roomKobo: 10_500_000,
      breakfastKobo: 3_000_000,
      totalKobo: 13_500_000,
      guestEmail: 'ada@example.com',
    });
    const [payment] = await ctx.database.db.select().from(payments);
    expect(payment).toMatchObject({ amountKobo: 13_500_000, status: 'pending', currency: 'NGN' });
    const holdMinutes = await ctx.database.db.execute(
      sql`select round(extract(epoch from hold_expires_at - now()) / 60)::int as minutes from bookings`,
    );
    expect(JSON.stringify(holdMinutes)).toContain('30');
  });

  it('prices conveyance both ways at ₦70,000, and free from 10 nights', async () => {
    // Picked up on the check-in day, dropped off on the check-out day.
    const conveyance = (startIn: number, nights: number) => ({
      direction: 'both',
      pickup: {
        date: daysFromToday(startIn),
        time: '14:30',
        phone: '+2348031234567',
        airport: 'abuja',
      },
      dropoff: {
        date: daysFromToday(startIn + nights),
        time: '10:00',
        phone: '+2348031234567',
        airport: 'lagos',
      },
    });
    const short = await initiate(
      ctx.app,
      guestRequest(STUDIO, 5, 2, { airport_conveyance: conveyance(5, 2) }),
    );
    const long = await initiate(
      ctx.app,
      guestRequest(STUDIO, 40, 10, { airport_conveyance: conveyance(40, 10) }),
    );
    const totals = await ctx.database.db
      .select({ id: bookings.id, conveyance: bookings.conveyanceKobo, total: bookings.totalKobo })
      .from(bookings)
      .orderBy(bookings.id);
    expect(totals.map((row) => row.id)).toEqual([short.json().booking_id, long.json().booking_id]);
    expect(totals[0]).toMatchObject({ conveyance: 7_000_000, total: 7_000_000 + 7_000_000 });
    expect(totals[1]).toMatchObject({ conveyance: 0, total: 35_000_000 });
  });

  it('books for a logged-in user without guest fields', async () => {
    await createUser(ctx.database.db, { email: 'bola@example.com' });
    const token = await loginAs(ctx.app, 'bola@example.com');
    const request: Record<string, unknown> = guestRequest(STUDIO, 5, 2);
    for (const field of ['guest_name', 'guest_email', 'guest_phone']) delete request[field];
    const response = await initiate(ctx.app, request, bearer(token));
    expect(response.statusCode).toBe(201);
    const [booking] = await ctx.database.db.select().from(bookings);
    expect(booking!.userId).not.toBeNull();
    expect(booking!.guestEmail).toBeNull();
  });

  it('refuses a bad bearer token instead of booking as a stranger', async () => {
    const response = await initiate(ctx.app, guestRequest(STUDIO, 5, 2), bearer('nope'));
    expect(response.statusCode).toBe(401);
    expect(await countRows()).toEqual({ bookings: 0, payments: 0 });
  });

  const invalid: [string, Record<string, unknown>, string, RegExp][] = [
    ['no dates', { start_date: undefined, end_date: undefined }, 'start_date', /date range/],
    ['a past start', { start_date: daysFromToday(-1) }, 'start_date', /today or later/],
    ['end before start', { end_date: daysFromToday(4) }, 'end_date', /after the start date/],
    ['a stay over 90 nights', { end_date: daysFromToday(5 + 91) }, 'end_date', /at most 90/],
    ['a non-date', { start_date: '2026-02-30' }, 'start_date', /valid date/],
    ['no guest name', { guest_name: '' }, 'guest_name', /required/],
    ['a bad guest email', { guest_email: 'nope' }, 'guest_email', /valid email/],
    ['no guest phone', { guest_phone: null }, 'guest_phone', /required/],
    ['an unknown room type', { room_type_id: 9999 }, 'room_type_id', /does not exist/],
    ['too many at breakfast', { breakfast: true, breakfast_count: 3 }, 'breakfast_count', /2/],
    ['zero at breakfast', { breakfast: true, breakfast_count: 0 }, 'breakfast_count', /at least 1/],
    [
      'a conveyance without its legs',
      { airport_conveyance: { direction: 'pickup' } },
      'airport_conveyance.pickup.date',
      /Please select pickup date\./,
    ],
    [
      'a drop-off at a half-past-something time',
      {
        airport_conveyance: {
          direction: 'dropoff',
          dropoff: { date: daysFromToday(6), time: '10:15', phone: '0803', airport: 'kano' },
        },
      },
      'airport_conveyance.dropoff.time',
      /half past/,
    ],
    [
      'a pickup date in the past',
      {
        airport_conveyance: {
          direction: 'pickup',
          pickup: {
            date: daysFromToday(-2),
            time: '10:00',
            phone: '+2348031234567',
            airport: 'abuja',
          },
        },
      },
      'airport_conveyance.pickup.date',
      /past/,
    ],
  ];

  it.each(invalid)(
    'answers %s with a 422 on the field and writes nothing',
    async (_case, change, field, message) => {
      const response = await initiate(ctx.app, { ...guestRequest(STUDIO, 5, 2), ...change });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(Object.keys(body.errors)).toContain(field);
      expect(body.errors[field].join(' ')).toMatch(message);
      expect(await countRows()).toEqual({ bookings: 0, payments: 0 });
    },
  );

  it('allows breakfast for 4 in a two-bedroom type', async () => {
    const twoBedroom = await roomTypeIdTitled(/(2|two)[ -]?bedroom/i);
    const response = await initiate(
      ctx.app,
      guestRequest(twoBedroom, 5, 1, { breakfast: true, breakfast_count: 4 }),
    );
    expect(response.statusCode).toBe(201);
    const five = await initiate(
      ctx.app,
      guestRequest(twoBedroom, 9, 1, { breakfast: true, breakfast_count: 5 }),
    );
    expect(five.statusCode).toBe(422);
  });

  it('answers a body that is not JSON with 400 and garbage types with 422', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/initiate-payment',
      payload: '{"room_type_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const garbage = await initiate(ctx.app, { room_type_id: 'x', start_date: 5, breakfast: 'yes' });
    expect(garbage.statusCode).toBe(422);
    expect(await countRows()).toEqual({ bookings: 0, payments: 0 });
  });

  it('keeps an unknown affiliate code on record and still books; a known one is linked', async () => {
    const response = await initiate(
      ctx.app,
      guestRequest(STUDIO, 5, 1, { affiliate_code: 'NOBODY' }),
    );
    expect(response.statusCode).toBe(201);
    const partner = await createUser(ctx.database.db, { email: 'partner@example.com' });
    const [affiliate] = await ctx.database.db
      .insert(affiliates)
      .values({
        userId: partner.id,
        affiliateCode: 'ASO-PARTNER',
        fullName: 'Partner',
        email: 'partner@example.com',
        phoneNumber: '+2348030000000',
        bankName: 'GTBank',
        accountNumber: '0123456789',
      })
      .returning();
    await initiate(ctx.app, guestRequest(STUDIO, 8, 1, { affiliate_code: 'aso-partner' }));
    const rows = await ctx.database.db
      .select({ entered: bookings.affiliateCodeEntered, affiliateId: bookings.affiliateId })
      .from(bookings)
      .orderBy(bookings.id);
    expect(rows).toEqual([
      { entered: 'NOBODY', affiliateId: null },
      { entered: 'aso-partner', affiliateId: affiliate!.id },
    ]);
  });

  it('never allocates a unit marked unavailable, and says 409 when none is left', async () => {
    const units = await ctx.database.db.select().from(rooms).where(eq(rooms.roomTypeId, STUDIO));
    await ctx.database.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(eq(rooms.id, units[0]!.id));
    const first = await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(1)));
    const second = await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(2)));
    const third = await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(3)));
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 409]);
    expect(third.json()).toEqual({ message: ROOM_TAKEN });
    const held = await ctx.database.db.select({ roomId: bookings.roomId }).from(bookings);
    expect(held.map((row) => row.roomId)).not.toContain(units[0]!.id);
  });

  it('releases a hold that ran out before allocating', async () => {
    for (let i = 0; i < 3; i++) await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(i)));
    expect((await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(3)))).statusCode).toBe(409);
    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, 1));
    expect((await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(3)))).statusCode).toBe(201);
    const [released] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, 1));
    expect(released!.status).toBe('expired');
  });
});

describe('availability for the date picker and the room list', () => {
  it('lists the nights on which every unit of the type is taken', async () => {
    for (let i = 0; i < 3; i++) await initiate(ctx.app, guestRequest(STUDIO, 10, 2, guestNo(i)));
    await initiate(ctx.app, guestRequest(STUDIO, 11, 3, guestNo(3))); // fails: night 11 is full
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms/${STUDIO}/calendar?from=${daysFromToday(8)}&to=${daysFromToday(16)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().unavailable_dates).toEqual([daysFromToday(10), daysFromToday(11)]);
  });

  it('counts the free units of each type for given nights', async () => {
    await initiate(ctx.app, guestRequest(STUDIO, 10, 2));
    const during = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms?start_date=${daysFromToday(11)}&end_date=${daysFromToday(12)}`,
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms?start_date=${daysFromToday(12)}&end_date=${daysFromToday(14)}`,
    });
    const studioOf = (response: typeof during) =>
      (response.json().rooms as { id: number; available_count: number }[]).find(
        (room) => room.id === STUDIO,
      );
    expect(studioOf(during)).toMatchObject({ available_count: 2, is_available: true });
    expect(studioOf(after)).toMatchObject({ available_count: 3 });
  });

  it.each([
    [`/api/rooms/${STUDIO}/calendar?from=yesterday`, 422],
    [`/api/rooms/${STUDIO}/calendar?from=2027-01-10&to=2027-01-01`, 422],
    [`/api/rooms/${STUDIO}/calendar?from=2027-01-01&to=2029-01-01`, 422],
    ['/api/rooms/9999/calendar', 404],
    ['/api/rooms/abc/calendar', 404],
    ['/api/rooms?start_date=2027-01-05&end_date=2027-01-01', 422],
    ['/api/rooms?start_date=soon', 422],
  ])('answers %s with %i', async (url, status) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('the sandbox checkout and reading bookings', () => {
  it('shows a test checkout; Pay confirms once, mails the guest and the front desk', async () => {
    const { reference, booking_id } = (await initiate(ctx.app, guestRequest(STUDIO, 5, 2))).json();
    const page = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payment — no money moves');
    expect(page.body).toContain('₦70,000');

    const callback = await payInSandbox(reference);
    expect(callback.json()).toMatchObject({ success: true });
    const redirect = new URL(callback.json().redirect_url, 'https://x');
    expect(redirect.pathname).toBe('/payment-success');
    expect(redirect.searchParams.get('booking_id')).toBe(String(booking_id));
    expect(redirect.searchParams.get('guest')).toBe('true');

    const replay = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });
    expect(replay.json()).toEqual(callback.json());
    const mails = await ctx.database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([
      'ada@example.com',
      'frontdesk@asoresidences.ng',
    ]);
    const guestMail = mails.find((mail) => mail.toAddress === 'ada@example.com')!;
    expect(guestMail.textBody).toContain('Total paid: ₦70,000');
    expect(guestMail.textBody).toContain('Check-in from 3:00 PM; check-out by 12:00 noon.');
    expect(guestMail.textBody).toContain('14 Gana Street, Maitama, Abuja');
    expect(guestMail.textBody).toContain(
      `https://stay.example.ng/payment-success?booking_id=${booking_id}&guest=true&access=`,
    );
    expect(guestMail.htmlBody).toContain('Your booking is confirmed');

    const access = redirect.searchParams.get('access');
    const asGuest = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking_id}?access=${access}`,
    });
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().booking).toMatchObject({
      id: booking_id,
      status: 'confirmed',
      total_amount: 70000,
      payment_status: 'success',
      booking_type: 'guest',
    });
    for (const url of [`/api/bookings/${booking_id}`, `/api/bookings/${booking_id}?access=wrong`]) {
      const stranger = await ctx.app.inject({ method: 'GET', url });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Booking not found' });
    }
  });

  it('Decline fails the payment and keeps the hold until the guest lets it go', async () => {
    for (let i = 0; i < 2; i++) await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(i)));
    const declined = await initiate(ctx.app, guestRequest(STUDIO, 5, 2));
    const { reference, booking_id, access } = declined.json();
    const bookingRow = async () =>
      (await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking_id)))[0]!;
    const held = await bookingRow();
    const callback = await payInSandbox(reference, 'failed');
    expect(callback.json()).toEqual({
      success: false,
      redirect_url: null,
      message: 'Your card was declined. No money was taken.',
      outcome: 'declined',
      booking_id,
      access,
    });
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment!.status).toBe('failed');
    // "Try again" pays the same hold: the unit stays held, for as long as it was.
    expect(await bookingRow()).toMatchObject({
      status: 'pending',
      roomId: held.roomId,
      holdExpiresAt: held.holdExpiresAt,
      cancelledAt: null,
    });
    const blocked = await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(3)));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: ROOM_TAKEN });
    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(second.statusCode).toBe(404);

    // "Choose other dates" lets the unit go at once, to the next guest.
    const released = await checkoutAction(ctx.app, 'release', booking_id, { access });
    expect(released.statusCode).toBe(200);
    expect(await bookingRow()).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    const next = await initiate(ctx.app, guestRequest(STUDIO, 5, 2, guestNo(3)));
    expect(next.statusCode).toBe(201);
    const [taken] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, next.json().booking_id));
    expect(taken!.roomId).toBe(held.roomId);
  });

  it('answers the callback for an unknown reference with 404 and without one with 422', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/paystack/callback?reference=ASO-nope',
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/paystack/callback' });
    expect(missing.statusCode).toBe(422);
  });

  it('lets a user read only their own bookings; an admin reads any', async () => {
    await createUser(ctx.database.db, { email: 'bola@example.com' });
    await createUser(ctx.database.db, { email: 'chi@example.com' });
    await createUser(ctx.database.db, { email: 'staff@example.com', role: 'admin' });
    const bola = await loginAs(ctx.app, 'bola@example.com');
    const chi = await loginAs(ctx.app, 'chi@example.com');
    const staff = await loginAs(ctx.app, 'staff@example.com');
    const { booking_id } = (
      await initiate(ctx.app, guestRequest(STUDIO, 5, 2), bearer(bola))
    ).json();

    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(bola),
    });
    expect(own.json().bookings).toHaveLength(1);
    expect(own.json().bookings[0]).toMatchObject({
      id: booking_id,
      booking_type: 'user',
      status: 'pending',
      cost: 70000,
      roomType: 'Deluxe Studio',
    });
    expect(own.json().bookings[0].stayDates).toMatch(
      /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} – [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(chi),
    });
    expect(others.json().bookings).toEqual([]);

    for (const url of [`/api/bookings/${booking_id}`, `/api/bookings/me/${booking_id}`]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(bola) })).statusCode).toBe(
        200,
      );
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(chi) })).statusCode).toBe(
        404,
      );
    }
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking_id}`,
      headers: bearer(staff),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().booking.user).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'bola@example.com',
    });
  });
});
