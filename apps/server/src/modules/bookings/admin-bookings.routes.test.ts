import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingReference } from '@aso/core/bookings';
import { BOOKING_STATUSES } from '@aso/core/constants';
import { formatDate } from '@aso/core/display-dates';
import { koboToNaira } from '@aso/core/money';
import { bookings, emailOutbox, payments } from '../../db/schema.ts';
import {
  actionLogRows,
  insertBooking,
  manualBookingOf,
  signedIn,
  unitNumbered,
  writesSoFar,
} from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer } from '../../test/users.ts';
import {
  MANUAL_BOOKING_CREATED,
  ROOM_ALREADY_BOOKED,
  ROOM_MARKED_UNAVAILABLE,
  UNIT_TAKEN_SINCE,
} from './admin-bookings.service.ts';

const APP_URL = 'https://stay.example.ng';
const STAFF_EMAIL = 'desk@stay.example.ng';
const ctx = useTestApp({ seed: true, env: { APP_URL, STAFF_EMAIL } });

/** The demo catalogue's eleven units, in the order the seed writes them. */
const UNIT_NUMBERS = [
  'M101',
  'M102',
  'M103',
  'M201',
  'M202',
  'M301',
  'J101',
  'J102',
  'J201',
  'J202',
  'J301',
];
/** Guest names without digits, so that searching for a booking id finds only ids. */
const GUESTS = [
  'Amaka',
  'Bayo',
  'Chidi',
  'Dayo',
  'Efe',
  'Funmi',
  'Gozie',
  'Hauwa',
  'Ike',
  'Jide',
  'Kemi',
  'Lola',
];

type Headers = Record<string, string>;

const admin = () => signedIn(ctx.database.db, 'admin', { firstName: 'Desk' });

function listBookings(headers: Headers, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/bookings${query}`, headers });
}

const idsOf = (response: { json(): { bookings: { id: number }[] } }) =>
  response.json().bookings.map((booking) => booking.id);

function bookManually(headers: Headers, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/bookings/manual', headers, payload });
}

function setStatus(headers: Headers, id: number | string, status: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    headers,
    payload: { status },
  });
}

async function bookingRow(id: number) {
  const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/**
 * Twelve bookings (ids 1–12) on the eleven units, one guest each, on nights that never
 * overlap: booking k (from 0) is on UNIT_NUMBERS[k % 11], so M101 has two of them.
 */
async function twelveGuestBookings() {
  for (const [k, name] of GUESTS.entries()) {
    await insertBooking(ctx.database.db, {
      roomNumber: UNIT_NUMBERS[k % UNIT_NUMBERS.length]!,
      start: daysFromToday(10 + 5 * k),
      end: daysFromToday(12 + 5 * k),
      guestName: `${name} Guest`,
      guestEmail: `${name.toLowerCase()}@mail.test`,
    });
  }
}

describe('GET /api/bookings', () => {
  it('shows staff every booking with who booked it, and a user only their own', async () => {
    const desk = await admin();
    const bola = await signedIn(ctx.database.db, 'user', {
      email: 'bola@example.com',
      firstName: 'Bola',
    });
    const chi = await signedIn(ctx.database.db, 'user', {
      email: 'chi@example.com',
      firstName: 'Chi',
    });
    /** A signed-in user's request carries no guest fields. */
    const asUser = (request: Record<string, unknown>) => {
      for (const field of ['guest_name', 'guest_email', 'guest_phone']) delete request[field];
      return request;
    };
    const guest = (await initiate(ctx.app, guestRequest(1, 5, 2))).json().booking_id;
    const ofBola = (
      await initiate(ctx.app, asUser(guestRequest(1, 5, 2)), bearer(bola.token))
    ).json().booking_id;
    const ofChi = (await initiate(ctx.app, asUser(guestRequest(1, 5, 2)), bearer(chi.token))).json()
      .booking_id;

    const all = await listBookings(desk.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().bookings).toEqual([
      expect.objectContaining({ id: ofChi, name: 'Chi Obi', email: 'chi@example.com' }),
      expect.objectContaining({ id: ofBola, name: 'Bola Obi', email: 'bola@example.com' }),
      expect.objectContaining({
        id: guest,
        name: 'Ada Obi',
        email: 'ada@example.com',
        booking_type: 'guest',
        user_id: null,
      }),
    ]);

    expect(idsOf(await listBookings(bola.headers))).toEqual([ofBola]);
    expect(idsOf(await listBookings(chi.headers, '?status=all'))).toEqual([ofChi]);
    // Search and paging never reach past a user's own bookings.
    const paged = await listBookings(bola.headers, '?q=ada&page=1&per_page=10');
    expect(paged.json()).toEqual({
      bookings: [],
      pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    });
  });

  it('leaves expired checkouts out unless asked for them', async () => {
    const desk = await admin();
    const kept = await insertBooking(ctx.database.db, {
      roomNumber: 'M101',
      start: daysFromToday(5),
      end: daysFromToday(7),
    });
    const expired = await insertBooking(ctx.database.db, {
      roomNumber: 'M102',
      start: daysFromToday(5),
      end: daysFromToday(7),
      status: 'expired',
    });

    expect(idsOf(await listBookings(desk.headers))).toEqual([kept.id]);
    expect(idsOf(await listBookings(desk.headers, '?status=expired'))).toEqual([expired.id]);
    expect(idsOf(await listBookings(desk.headers, '?status=confirmed'))).toEqual([kept.id]);
    expect(idsOf(await listBookings(desk.headers, '?status=all'))).toEqual([expired.id, kept.id]);
  });

  it.each([
    ['a guest name, ignoring case', 'aMAKA', ['Amaka Guest']],
    ['a guest email, ignoring case', 'LOLA@Mail', ['Lola Guest']],
    ['a user name, ignoring case', 'tunde OBI', ['Tunde Obi']],
    ['a user email, ignoring case', 'Tunde@Example.COM', ['Tunde Obi']],
    ['a room number, ignoring case', 'j201', ['Ike Guest']],
    ['a room number with two bookings', 'm101', ['Lola Guest', 'Amaka Guest']],
    ['a booking id', '12', ['Lola Guest']],
    ['a booking id written #12', '#12', ['Lola Guest']],
    ['text that matches nothing', 'zzz', []],
  ])('finds bookings by %s', async (_case, q, names) => {
    const desk = await admin();
    await twelveGuestBookings();
    const tunde = await signedIn(ctx.database.db, 'user', {
      email: 'tunde@example.com',
      firstName: 'Tunde',
    });
    await insertBooking(ctx.database.db, {
      roomNumber: 'J301',
      start: daysFromToday(100),
      end: daysFromToday(101),
      userId: tunde.user.id,
    });

    const response = await listBookings(desk.headers, `?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().bookings.map((row: { name: string }) => row.name)).toEqual(names);
  });

  it('filters by the month of check-in or of check-out', async () => {
    const desk = await admin();
    const db = ctx.database.db;
    const intoFebruary = await insertBooking(db, {
      roomNumber: 'M101',
      start: '2027-01-30',
      end: '2027-02-02',
    });
    const fromDecember = await insertBooking(db, {
      roomNumber: 'M102',
      start: '2027-12-30',
      end: '2028-01-02',
    });
    const inMarch = await insertBooking(db, {
      roomNumber: 'M103',
      start: '2027-03-10',
      end: '2027-03-12',
    });

    expect(idsOf(await listBookings(desk.headers, '?month=Jan'))).toEqual([
      fromDecember.id,
      intoFebruary.id,
    ]);
    expect(idsOf(await listBookings(desk.headers, '?month=Feb'))).toEqual([intoFebruary.id]);
    expect(idsOf(await listBookings(desk.headers, '?month=Dec'))).toEqual([fromDecember.id]);
    expect(idsOf(await listBookings(desk.headers, '?month=Mar'))).toEqual([inMarch.id]);
    expect(idsOf(await listBookings(desk.headers, '?month=Jul'))).toEqual([]);
  });

  it('lists the most recent booking first, or the oldest first on request', async () => {
    const desk = await admin();
    await twelveGuestBookings();
    const twelveDown = Array.from({ length: 12 }, (_, i) => 12 - i);

    expect(idsOf(await listBookings(desk.headers))).toEqual(twelveDown);
    expect(idsOf(await listBookings(desk.headers, '?sort=recent'))).toEqual(twelveDown);
    expect(idsOf(await listBookings(desk.headers, '?sort=oldest'))).toEqual(
      [...twelveDown].reverse(),
    );
  });

  it('pages the filtered list with its total; a page past the end is empty with the total', async () => {
    const desk = await admin();
    await twelveGuestBookings();
    const page = async (query: string) => (await listBookings(desk.headers, query)).json();

    const first = await page('?page=1&per_page=5');
    expect(first.bookings.map((row: { id: number }) => row.id)).toEqual([12, 11, 10, 9, 8]);
    expect(first.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 12 });

    const last = await page('?page=3&per_page=5&sort=oldest');
    expect(last.bookings.map((row: { id: number }) => row.id)).toEqual([11, 12]);
    expect(last.pagination).toEqual({ current_page: 3, last_page: 3, per_page: 5, total: 12 });

    expect(await page('?page=4&per_page=5')).toEqual({
      bookings: [],
      pagination: { current_page: 4, last_page: 3, per_page: 5, total: 12 },
    });

    // Spec §9: reservations come four to a page unless the client says otherwise.
    const second = await page('?page=2');
    expect(second.bookings.map((row: { id: number }) => row.id)).toEqual([8, 7, 6, 5]);
    expect(second.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 4, total: 12 });

    const filtered = await page('?q=m101&page=1&per_page=1');
    expect(filtered.bookings.map((row: { id: number }) => row.id)).toEqual([12]);
    expect(filtered.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect((await page('?q=m101&page=9&per_page=1')).pagination.total).toBe(2);
  });

  it('answers the whole list without a pagination key when no page is asked for', async () => {
    const desk = await admin();
    await twelveGuestBookings();
    const body = (await listBookings(desk.headers, '?per_page=2')).json();
    expect(body.bookings).toHaveLength(12);
    expect(body).not.toHaveProperty('pagination');
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['month=January', 'month'],
    ['status=bogus', 'status'],
    ['sort=newest', 'sort'],
  ])('refuses ?%s with a 422 naming %s', async (query, field) => {
    const desk = await admin();
    const response = await listBookings(desk.headers, `?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('POST /api/bookings/manual', () => {
  it('confirms a booking on exactly the named unit, priced by the server and paid at the desk', async () => {
    const desk = await admin();
    const { unit, roomType } = await unitNumbered(ctx.database.db, 'M102');
    const response = await bookManually(
      desk.headers,
      manualBookingOf(unit, 4, 3, { total_amount: 1, price: 1 }),
    );

    expect(response.statusCode).toBe(201);
    const { message, booking } = response.json();
    expect(message).toBe(MANUAL_BOOKING_CREATED);
    const totalKobo = roomType.pricePerNightKobo * 3;
    expect(booking).toMatchObject({
      status: 'confirmed',
      room_id: unit.id,
      room_number: 'M102',
      start_date: daysFromToday(4),
      end_date: daysFromToday(7),
      nights: 3,
      total_amount: koboToNaira(totalKobo),
      guest_name: 'Emeka Eze',
      guest_email: 'emeka@example.com',
      booking_type: 'guest',
      payment_status: 'success',
      payment_amount: koboToNaira(totalKobo),
      affiliate_code: null,
    });

    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({
      roomId: unit.id,
      roomTypeId: roomType.id,
      source: 'manual',
      roomKobo: totalKobo,
      breakfastKobo: 0,
      conveyanceKobo: 0,
      totalKobo,
      affiliateId: null,
      holdExpiresAt: null,
    });
    expect(row.confirmedAt).not.toBeNull();
    const paid = await ctx.database.db.select().from(payments);
    expect(paid).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        provider: 'manual',
        status: 'success',
        amountKobo: totalKobo,
      }),
    ]);
    expect(paid[0]!.paymentDate).not.toBeNull();
  });

  it('mails the guest and the front desk, and logs the admin who booked once', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'J201');
    const { booking } = (await bookManually(desk.headers, manualBookingOf(unit, 4, 2))).json();

    const mails = await ctx.database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([STAFF_EMAIL, 'emeka@example.com']);
    const guestMail = mails.find((mail) => mail.toAddress === 'emeka@example.com')!;
    expect(guestMail.subject).toContain('Your booking is confirmed');
    expect(guestMail.textBody).toContain(`Your booking ${bookingReference(booking.id)}`);
    expect(guestMail.textBody).toContain('unit J201');
    const [payment] = await ctx.database.db.select().from(payments);
    expect(guestMail.attachments).toEqual([{ kind: 'receipt', payment_id: payment!.id }]);
    expect(guestMail.textBody).toContain('Your receipt is attached to this email.');
    expect(mails.find((mail) => mail.toAddress === STAFF_EMAIL)!.attachments).toEqual([]);

    const logs = await actionLogRows(ctx.database.db);
    expect(logs).toEqual([
      expect.objectContaining({ action: 'booking.manual_created', adminId: desk.user.id }),
    ]);
    expect(logs[0]!.details).toContain(`Booking #${booking.id}`);
    expect(logs[0]!.details).toContain('J201');
  });

  it.each([
    ['the same nights', 10, 3],
    ['a stay over its first night', 8, 3],
    ['a stay over its last night', 12, 3],
    ['a stay inside it', 11, 1],
    ['a stay around it', 9, 6],
  ])('refuses %s of a booked unit with 409, writing nothing', async (_case, startIn, nights) => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M101');
    expect((await bookManually(desk.headers, manualBookingOf(unit, 10, 3))).statusCode).toBe(201);
    const before = await writesSoFar(ctx.database.db);

    const response = await bookManually(desk.headers, manualBookingOf(unit, startIn, nights));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ROOM_ALREADY_BOOKED });
    expect(await writesSoFar(ctx.database.db)).toEqual(before);
  });

  it("refuses a unit held by a guest's unpaid checkout", async () => {
    const desk = await admin();
    const { booking_id } = (await initiate(ctx.app, guestRequest(1, 10, 2))).json();
    const held = await bookingRow(booking_id);
    const before = await writesSoFar(ctx.database.db);

    const response = await bookManually(
      desk.headers,
      manualBookingOf({ id: held.roomId, roomTypeId: 1 }, 10, 2),
    );
    expect(response.statusCode).toBe(409);
    expect(await writesSoFar(ctx.database.db)).toEqual(before);
  });

  it('allows back-to-back stays: a check-out day may be the next check-in day', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M101');
    const middle = await bookManually(desk.headers, manualBookingOf(unit, 10, 2));
    const after = await bookManually(desk.headers, manualBookingOf(unit, 12, 2));
    const before = await bookManually(desk.headers, manualBookingOf(unit, 8, 2));
    expect([middle.statusCode, after.statusCode, before.statusCode]).toEqual([201, 201, 201]);
    expect(await ctx.database.db.$count(bookings)).toBe(3);
  });

  it('refuses a unit marked unavailable with 409, writing nothing more', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M103');
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/rooms/${unit.id}/availability`,
      headers: desk.headers,
      payload: { is_available: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await writesSoFar(ctx.database.db)).toEqual({
      bookings: 0,
      payments: 0,
      mails: 0,
      logs: 1,
    });

    const response = await bookManually(desk.headers, manualBookingOf(unit, 4, 2));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ROOM_MARKED_UNAVAILABLE });
    expect(await writesSoFar(ctx.database.db)).toEqual({
      bookings: 0,
      payments: 0,
      mails: 0,
      logs: 1,
    });
  });

  it("refuses a room type that is not the unit's with 422 on room_type_id", async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M101');
    const response = await bookManually(
      desk.headers,
      manualBookingOf({ id: unit.id, roomTypeId: unit.roomTypeId + 1 }, 4, 2),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['room_type_id']);
    expect(await writesSoFar(ctx.database.db)).toEqual({
      bookings: 0,
      payments: 0,
      mails: 0,
      logs: 0,
    });
  });

  it('answers an unknown room with 404, writing nothing', async () => {
    const desk = await admin();
    const response = await bookManually(
      desk.headers,
      manualBookingOf({ id: 9999, roomTypeId: 1 }, 4, 2),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Room not found' });
    expect(await writesSoFar(ctx.database.db)).toEqual({
      bookings: 0,
      payments: 0,
      mails: 0,
      logs: 0,
    });
  });

  const invalid: [string, Record<string, unknown>, string, RegExp][] = [
    ['a start in the past', { start_date: daysFromToday(-1) }, 'start_date', /today or later/],
    ['an end on the start day', { end_date: daysFromToday(4) }, 'end_date', /after the start/],
    ['an end before the start', { end_date: daysFromToday(2) }, 'end_date', /after the start/],
    ['a stay over 90 nights', { end_date: daysFromToday(4 + 91) }, 'end_date', /at most 90/],
    ['a date not written YYYY-MM-DD', { start_date: '05/01/2030' }, 'start_date', /YYYY-MM-DD/],
    ['a date that does not exist', { end_date: '2030-02-30' }, 'end_date', /YYYY-MM-DD/],
    ['no guest email', { guest_email: undefined }, 'guest_email', /required/],
    ['a bad guest email', { guest_email: 'emeka-at-example' }, 'guest_email', /valid email/],
    ['no guest name', { guest_name: ' ' }, 'guest_name', /required/],
    ['no guest phone', { guest_phone: '' }, 'guest_phone', /required/],
    ['no room', { room_id: undefined }, 'room_id', /room is required/],
  ];

  it.each(invalid)(
    'answers %s with a 422 on the field and writes nothing',
    async (_case, change, field, message) => {
      const desk = await admin();
      const { unit } = await unitNumbered(ctx.database.db, 'M101');
      const response = await bookManually(desk.headers, {
        ...manualBookingOf(unit, 4, 2),
        ...change,
      });
      expect(response.statusCode).toBe(422);
      const { errors } = response.json();
      expect(Object.keys(errors)).toContain(field);
      expect(errors[field].join(' ')).toMatch(message);
      expect(await writesSoFar(ctx.database.db)).toEqual({
        bookings: 0,
        payments: 0,
        mails: 0,
        logs: 0,
      });
    },
  );

  it('gives one of two simultaneous bookings of a unit the room and the other a 409', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M301');
    const responses = await Promise.all([
      bookManually(desk.headers, manualBookingOf(unit, 20, 3, { guest_name: 'First Desk' })),
      bookManually(desk.headers, manualBookingOf(unit, 20, 3, { guest_name: 'Second Desk' })),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await writesSoFar(ctx.database.db)).toEqual({
      bookings: 1,
      payments: 1,
      mails: 2,
      logs: 1,
    });
  });
});

describe('PUT /api/bookings/{id}/status', () => {
  const FROM = BOOKING_STATUSES;

  it.each(['pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled'])(
    'moves a booking of any status to %s and logs each change',
    async (target) => {
      const desk = await admin();
      // One booking in each status, each on its own unit, so none blocks another.
      const ids: Record<string, number> = {};
      for (const [index, status] of FROM.entries()) {
        const row = await insertBooking(ctx.database.db, {
          roomNumber: UNIT_NUMBERS[index]!,
          start: daysFromToday(6),
          end: daysFromToday(9),
          status,
        });
        ids[status] = row.id;
      }

      for (const from of FROM) {
        const response = await setStatus(desk.headers, ids[from]!, target);
        expect(response.statusCode, `${from} → ${target}`).toBe(200);
        expect(response.json()).toMatchObject({
          success: true,
          booking: { id: ids[from], status: target },
        });
        expect((await bookingRow(ids[from]!)).status).toBe(target);
      }

      const logs = await actionLogRows(ctx.database.db);
      const changed = FROM.filter((from) => from !== target);
      expect(logs.map((log) => log.action)).toEqual(changed.map(() => 'booking.status_changed'));
      expect(logs.map((log) => log.details)).toEqual(
        changed.map((from) => expect.stringContaining(`#${ids[from]}: ${from} → ${target}`)),
      );
      expect(new Set(logs.map((log) => log.adminId))).toEqual(new Set([desk.user.id]));
    },
  );

  it('writes no log row when the status is already the one asked for', async () => {
    const desk = await admin();
    const booking = await insertBooking(ctx.database.db, {
      roomNumber: 'M101',
      start: daysFromToday(6),
      end: daysFromToday(9),
    });
    const response = await setStatus(desk.headers, booking.id, 'confirmed');
    expect(response.statusCode).toBe(200);
    expect(response.json().booking.status).toBe('confirmed');
    expect(await actionLogRows(ctx.database.db)).toEqual([]);
  });

  it('releases the unit on cancelling: the same unit and nights can be booked again', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M202');
    const first = (await bookManually(desk.headers, manualBookingOf(unit, 5, 3))).json().booking;
    expect((await bookManually(desk.headers, manualBookingOf(unit, 5, 3))).statusCode).toBe(409);

    expect((await setStatus(desk.headers, first.id, 'cancelled')).statusCode).toBe(200);
    expect((await bookingRow(first.id)).cancelledAt).not.toBeNull();
    expect((await bookManually(desk.headers, manualBookingOf(unit, 5, 3))).statusCode).toBe(201);
  });

  it('refuses to reactivate a cancelled booking whose unit was taken since, changing nothing', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M202');
    const first = (await bookManually(desk.headers, manualBookingOf(unit, 5, 3))).json().booking;
    await setStatus(desk.headers, first.id, 'cancelled');
    expect((await bookManually(desk.headers, manualBookingOf(unit, 7, 2))).statusCode).toBe(201);
    const before = await writesSoFar(ctx.database.db);

    for (const status of ['pending', 'confirmed', 'checked_in']) {
      const response = await setStatus(desk.headers, first.id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: UNIT_TAKEN_SINCE });
    }
    expect((await bookingRow(first.id)).status).toBe('cancelled');
    expect(await writesSoFar(ctx.database.db)).toEqual(before);

    // Moving it between statuses that hold no unit is still allowed.
    expect((await setStatus(desk.headers, first.id, 'checked_out')).statusCode).toBe(200);
  });

  it.each(['expired', 'bogus', '', 'CONFIRMED'])(
    'refuses the status "%s" with 422 and writes nothing',
    async (status) => {
      const desk = await admin();
      const booking = await insertBooking(ctx.database.db, {
        roomNumber: 'M101',
        start: daysFromToday(6),
        end: daysFromToday(9),
      });
      const response = await setStatus(desk.headers, booking.id, status);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['status']);
      expect((await bookingRow(booking.id)).status).toBe('confirmed');
      expect(await actionLogRows(ctx.database.db)).toEqual([]);
    },
  );

  it('answers a non-numeric id with 422 and an unknown one with 404', async () => {
    const desk = await admin();
    const bad = await setStatus(desk.headers, 'abc', 'confirmed');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    const unknown = await setStatus(desk.headers, 99999, 'confirmed');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Booking not found' });
  });
});

describe('the front desk notice of a new booking', () => {
  /** Pays a sandbox checkout and runs the callback, as the browser would. */
  async function payInSandbox(reference: string) {
    const settle = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${reference}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(settle.statusCode).toBe(303);
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });
    expect(callback.json()).toMatchObject({ success: true });
  }

  it("carries a paid booking's guest contact, its back-office link and each airport leg", async () => {
    const pickupDate = daysFromToday(5);
    const dropoffDate = daysFromToday(7);
    const { reference, booking_id } = (
      await initiate(
        ctx.app,
        guestRequest(1, 5, 2, {
          airport_conveyance: {
            direction: 'both',
            pickup: { date: pickupDate, time: '14:30', phone: '+2348031112222', airport: 'abuja' },
            dropoff: {
              date: dropoffDate,
              time: '10:00',
              phone: '+2348033334444',
              airport: 'lagos',
            },
          },
        }),
      )
    ).json();
    await payInSandbox(reference);

    const notice = await latestMailTo(ctx.database.db, STAFF_EMAIL);
    expect(notice!.subject).toContain(`New booking #${booking_id}`);
    const text = notice!.textBody;
    expect(text).toContain('Guest email: ada@example.com');
    expect(text).toContain('Guest phone: +234 803 123 4567');
    expect(text).toContain(`${APP_URL}/admin/bookings/details/${booking_id}`);
    expect(text).toContain(
      `Pickup: ${formatDate(pickupDate)} at 2:30 PM, Nnamdi Azikiwe Int'l, phone +2348031112222`,
    );
    expect(text).toContain(
      `Drop-off: ${formatDate(dropoffDate)} at 10:00 AM, Murtala Muhammed Int'l, phone +2348033334444`,
    );
    expect(notice!.htmlBody).toContain(`${APP_URL}/admin/bookings/details/${booking_id}`);
  });

  it("carries a manual booking's guest contact and link, and says no pickup was asked for", async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M201');
    const { booking } = (await bookManually(desk.headers, manualBookingOf(unit, 3, 2))).json();

    const text = (await latestMailTo(ctx.database.db, STAFF_EMAIL))!.textBody;
    expect(text).toContain('Guest email: emeka@example.com');
    expect(text).toContain('Guest phone: +234 802 555 0199');
    expect(text).toContain(`${APP_URL}/admin/bookings/details/${booking.id}`);
    expect(text).toContain('No airport pickup requested.');
  });
});
