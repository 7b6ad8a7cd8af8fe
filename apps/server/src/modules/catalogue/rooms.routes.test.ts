import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { koboToNaira } from '@aso/core/money';
import { bookings } from '../../db/schema.ts';
import {
  actionLogRows,
  insertBooking,
  manualBookingOf,
  signedIn,
  unitNumbered,
  writesSoFar,
} from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { UNIT_DELETED_SINCE } from '../bookings/admin-bookings.service.ts';
import { ROOM_TAKEN } from '../bookings/hold.service.ts';

const ctx = useTestApp({ seed: true });

type Headers = Record<string, string>;
interface RoomRow {
  id: number;
  roomID: string;
  roomType: string;
  availability: string;
  image: string | null;
  cost: number;
}

const admin = () => signedIn(ctx.database.db, 'admin', { firstName: 'Desk' });

function roomManagement(headers: Headers, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/roommanagement${query}`, headers });
}

const roomNumbersOf = (response: { json(): { rooms: RoomRow[] } }) =>
  response.json().rooms.map((room) => room.roomID);

function setAvailability(headers: Headers, id: number | string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/rooms/${id}/availability`,
    headers,
    payload: payload as object,
  });
}

function deleteRoom(headers: Headers, id: number | string) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/rooms/${id}`, headers });
}

/** The public room type's count of units for sale, and the same from the cached list. */
async function publicCounts(roomTypeId: number) {
  const one = await ctx.app.inject({ method: 'GET', url: `/api/rooms/${roomTypeId}` });
  const list = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
  const listed = (list.json().rooms as { id: number; available_count: number }[]).find(
    (room) => room.id === roomTypeId,
  )!;
  return { one: one.json().room.available_count as number, list: listed.available_count };
}

/** All eleven units, newest first; the seed writes them at once, so by id. */
const ALL_UNITS_NEWEST_FIRST = [
  'J301',
  'J202',
  'J201',
  'J102',
  'J101',
  'M301',
  'M202',
  'M201',
  'M103',
  'M102',
  'M101',
];

describe('GET /api/roommanagement', () => {
  it('lists every unit with its type, cost, first image and availability', async () => {
    const desk = await admin();
    const { unit: m101, roomType: studio } = await unitNumbered(ctx.database.db, 'M101');
    const response = await roomManagement(desk.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).not.toHaveProperty('pagination');
    expect(body.rooms.map((room: RoomRow) => room.roomID)).toEqual(ALL_UNITS_NEWEST_FIRST);
    expect(body.rooms.find((room: RoomRow) => room.roomID === 'M101')).toMatchObject({
      id: m101.id,
      roomID: 'M101',
      roomType: 'Deluxe Studio',
      availability: 'Available',
      image: expect.stringMatching(/\.(webp|jpe?g|png|avif)$/),
      cost: koboToNaira(studio.pricePerNightKobo),
    });
  });

  it('says Occupied for a unit with a confirmed stay covering today, Unavailable when taken off sale', async () => {
    const desk = await admin();
    const db = ctx.database.db;
    await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(-1),
      end: daysFromToday(2),
    });
    await insertBooking(db, {
      roomNumber: 'M102',
      start: daysFromToday(0),
      end: daysFromToday(1),
      status: 'checked_in',
    });
    // Not Occupied: a stay that ended this morning, one still to come, a cancelled one,
    // and an unpaid hold.
    await insertBooking(db, {
      roomNumber: 'M103',
      start: daysFromToday(-3),
      end: daysFromToday(0),
    });
    await insertBooking(db, { roomNumber: 'M201', start: daysFromToday(1), end: daysFromToday(3) });
    await insertBooking(db, {
      roomNumber: 'M202',
      start: daysFromToday(-1),
      end: daysFromToday(2),
      status: 'cancelled',
    });
    await initiate(ctx.app, guestRequest((await unitNumbered(db, 'M301')).unit.roomTypeId, 0, 2));
    const { unit: j101 } = await unitNumbered(db, 'J101');
    await setAvailability(desk.headers, j101.id, { is_available: false });

    const availability = Object.fromEntries(
      (await roomManagement(desk.headers))
        .json()
        .rooms.map((room: RoomRow) => [room.roomID, room.availability]),
    );
    expect(availability).toEqual({
      M101: 'Occupied',
      M102: 'Occupied',
      M103: 'Available',
      M201: 'Available',
      M202: 'Available',
      M301: 'Available',
      J101: 'Unavailable',
      J102: 'Available',
      J201: 'Available',
      J202: 'Available',
      J301: 'Available',
    });

    expect(roomNumbersOf(await roomManagement(desk.headers, '?availability=Occupied'))).toEqual([
      'M102',
      'M101',
    ]);
    expect(roomNumbersOf(await roomManagement(desk.headers, '?availability=Unavailable'))).toEqual([
      'J101',
    ]);
    expect(roomNumbersOf(await roomManagement(desk.headers, '?availability=Available'))).toEqual([
      'J301',
      'J202',
      'J201',
      'J102',
      'M301',
      'M202',
      'M201',
      'M103',
    ]);
  });

  it.each([
    ['m1', ['M103', 'M102', 'M101']],
    ['J20', ['J202', 'J201']],
    ['301', ['J301', 'M301']],
    ['x', []],
    ['%', []],
  ])('finds units whose number contains "%s", ignoring case', async (q, numbers) => {
    const desk = await admin();
    expect(
      roomNumbersOf(await roomManagement(desk.headers, `?q=${encodeURIComponent(q)}`)),
    ).toEqual(numbers);
  });

  it('pages the filtered list with its total, oldest first on request', async () => {
    const desk = await admin();
    const page = async (query: string) => (await roomManagement(desk.headers, query)).json();

    const first = await page('?page=1&per_page=5&sort=oldest');
    expect(first.rooms.map((room: RoomRow) => room.roomID)).toEqual([
      'M101',
      'M102',
      'M103',
      'M201',
      'M202',
    ]);
    expect(first.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 11 });
    // Spec §9: four to a page by default.
    const third = await page('?page=3');
    expect(third.rooms.map((room: RoomRow) => room.roomID)).toEqual(['M103', 'M102', 'M101']);
    expect(third.pagination).toEqual({ current_page: 3, last_page: 3, per_page: 4, total: 11 });
    expect(await page('?page=4')).toEqual({
      rooms: [],
      pagination: { current_page: 4, last_page: 3, per_page: 4, total: 11 },
    });
    const searched = await page('?q=j&page=2&per_page=2');
    expect(searched.rooms.map((room: RoomRow) => room.roomID)).toEqual(['J201', 'J102']);
    expect(searched.pagination.total).toBe(5);
  });

  it.each([
    ['availability=Busy', 'availability'],
    ['availability=occupied', 'availability'],
    ['per_page=101', 'per_page'],
    ['page=0', 'page'],
    ['sort=newest', 'sort'],
  ])('refuses ?%s with a 422 naming %s', async (query, field) => {
    const desk = await admin();
    const response = await roomManagement(desk.headers, `?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('GET /api/rooms/{id}/details', () => {
  it('describes the unit with its room type', async () => {
    const desk = await admin();
    const { unit, roomType } = await unitNumbered(ctx.database.db, 'M201');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms/${unit.id}/details`,
      headers: desk.headers,
    });
    expect(response.statusCode).toBe(200);
    const { room } = response.json();
    expect(room).toMatchObject({
      id: unit.id,
      room_number: 'M201',
      room_type_id: roomType.id,
      title: 'Executive One Bedroom Suite',
      description: roomType.description,
      capacity: roomType.capacity,
      price_per_night: koboToNaira(roomType.pricePerNightKobo),
      is_available: true,
      availability: 'Available',
    });
    expect(room.images).toHaveLength(3);
  });

  it('answers an unknown unit with 404 and a non-numeric id with 422', async () => {
    const desk = await admin();
    const get = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/rooms/${id}/details`, headers: desk.headers });
    const unknown = await get('9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Room not found' });
    for (const id of ['abc', '0', '1.5']) {
      const bad = await get(id);
      expect(bad.statusCode, id).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    }
  });
});

describe('PUT /api/rooms/{id}/availability', () => {
  it('takes a unit off sale at once: the public counts drop and no booking gets it', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M101');
    const studio = unit.roomTypeId;
    expect(await publicCounts(studio)).toEqual({ one: 3, list: 3 });

    const response = await setAvailability(desk.headers, unit.id, { is_available: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().room).toEqual({ id: unit.id, is_available: false });
    expect(await publicCounts(studio)).toEqual({ one: 2, list: 2 });
    const logs = await actionLogRows(ctx.database.db);
    expect(logs).toEqual([
      expect.objectContaining({ action: 'room.marked_unavailable', adminId: desk.user.id }),
    ]);
    expect(logs[0]!.details).toContain('M101');

    // Three guests (one guest's second checkout of the same nights would take up the first).
    const guest = (n: number) => ({ guest_email: `guest${n}@example.com` });
    for (let i = 0; i < 2; i++) {
      expect((await initiate(ctx.app, guestRequest(studio, 5, 2, guest(i)))).statusCode).toBe(201);
    }
    const refused = await initiate(ctx.app, guestRequest(studio, 5, 2, guest(2)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ROOM_TAKEN });
    const held = await ctx.database.db.select({ roomId: bookings.roomId }).from(bookings);
    expect(held.map((booking) => booking.roomId)).not.toContain(unit.id);
  });

  it('puts a unit back on sale, and logs only real changes', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'J301');
    await setAvailability(desk.headers, unit.id, { is_available: false });
    await setAvailability(desk.headers, unit.id, { is_available: false });
    expect(await publicCounts(unit.roomTypeId)).toEqual({ one: 0, list: 0 });

    const back = await setAvailability(desk.headers, unit.id, { is_available: true });
    expect(back.json().room).toEqual({ id: unit.id, is_available: true });
    expect(await publicCounts(unit.roomTypeId)).toEqual({ one: 1, list: 1 });
    await setAvailability(desk.headers, unit.id, { is_available: true });
    expect((await actionLogRows(ctx.database.db)).map((log) => log.action)).toEqual([
      'room.marked_unavailable',
      'room.made_available',
    ]);
  });

  it.each([
    ['is_available: "no"', { is_available: 'no' }],
    ['is_available: 0', { is_available: 0 }],
    ['no is_available', {}],
  ])('refuses %s with 422 and changes nothing', async (_case, payload) => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M101');
    const response = await setAvailability(desk.headers, unit.id, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['is_available']);
    expect((await unitNumbered(ctx.database.db, 'M101')).unit.isAvailable).toBe(true);
    expect(await actionLogRows(ctx.database.db)).toEqual([]);
  });

  it('answers an unknown unit with 404', async () => {
    const desk = await admin();
    const response = await setAvailability(desk.headers, 9999, { is_available: false });
    expect(response.statusCode).toBe(404);
    expect(await actionLogRows(ctx.database.db)).toEqual([]);
  });
});

describe('DELETE /api/rooms/{id}', () => {
  it.each([
    ['a stay covering today', -1, 2],
    ['a stay to come', 30, 2],
  ])('refuses a unit with %s, saying how many bookings stop it', async (_case, startIn, nights) => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M202');
    await insertBooking(ctx.database.db, {
      roomNumber: 'M202',
      start: daysFromToday(startIn),
      end: daysFromToday(startIn + nights),
    });
    const before = await writesSoFar(ctx.database.db);

    const response = await deleteRoom(desk.headers, unit.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('1 current or upcoming booking.');
    expect(await writesSoFar(ctx.database.db)).toEqual(before);
    const after = await unitNumbered(ctx.database.db, 'M202');
    expect(after.unit).toMatchObject({ deletedAt: null, isAvailable: true });
  });

  it('counts every booking that stops the delete, an unpaid hold included', async () => {
    const desk = await admin();
    const { unit } = await unitNumbered(ctx.database.db, 'M301');
    await insertBooking(ctx.database.db, {
      roomNumber: 'M301',
      start: daysFromToday(3),
      end: daysFromToday(5),
    });
    const { booking_id } = (await initiate(ctx.app, guestRequest(unit.roomTypeId, 10, 2))).json();
    expect(booking_id).toBeGreaterThan(0);

    const response = await deleteRoom(desk.headers, unit.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('2 current or upcoming bookings.');
  });

  it('retires a unit with only past or released bookings, keeping their history readable', async () => {
    const desk = await admin();
    const db = ctx.database.db;
    const { unit } = await unitNumbered(db, 'M102');
    const past = await insertBooking(db, {
      roomNumber: 'M102',
      start: daysFromToday(-10),
      end: daysFromToday(-7),
      status: 'checked_out',
    });
    // Checks out today: no night left from today on.
    await insertBooking(db, {
      roomNumber: 'M102',
      start: daysFromToday(-2),
      end: daysFromToday(0),
    });
    await insertBooking(db, {
      roomNumber: 'M102',
      start: daysFromToday(5),
      end: daysFromToday(7),
      status: 'cancelled',
    });
    expect(await publicCounts(unit.roomTypeId)).toEqual({ one: 3, list: 3 });

    const response = await deleteRoom(desk.headers, unit.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Room deleted successfully.' });

    expect(roomNumbersOf(await roomManagement(desk.headers))).not.toContain('M102');
    expect(await publicCounts(unit.roomTypeId)).toEqual({ one: 2, list: 2 });
    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms/${unit.id}/details`,
      headers: desk.headers,
    });
    expect(details.statusCode).toBe(404);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${past.id}`,
      headers: desk.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().booking).toMatchObject({
      id: past.id,
      room_number: 'M102',
      status: 'checked_out',
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/bookings', headers: desk.headers })).json()
        .bookings,
    ).toHaveLength(3);

    const logs = await actionLogRows(db);
    expect(logs).toEqual([
      expect.objectContaining({ action: 'room.deleted', adminId: desk.user.id }),
    ]);
    expect(logs[0]!.details).toContain('M102');
    // Gone for good: not bookable, not deletable twice.
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/manual',
      headers: desk.headers,
      payload: manualBookingOf(unit, 20, 2),
    });
    expect(booked.statusCode).toBe(404);
    expect((await deleteRoom(desk.headers, unit.id)).statusCode).toBe(404);
    expect(await actionLogRows(db)).toHaveLength(1);
  });

  it('refuses to reactivate a cancelled booking of a deleted unit, changing nothing', async () => {
    const desk = await admin();
    const db = ctx.database.db;
    const { unit } = await unitNumbered(db, 'J202');
    const cancelled = await insertBooking(db, {
      roomNumber: 'J202',
      start: daysFromToday(5),
      end: daysFromToday(7),
      status: 'cancelled',
    });
    expect((await deleteRoom(desk.headers, unit.id)).statusCode).toBe(200);
    const before = await writesSoFar(db);

    for (const status of ['pending', 'confirmed', 'checked_in']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/bookings/${cancelled.id}/status`,
        headers: desk.headers,
        payload: { status },
      });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toEqual({ message: UNIT_DELETED_SINCE });
    }
    const [row] = await db.select().from(bookings).where(eq(bookings.id, cancelled.id));
    expect(row!.status).toBe('cancelled');
    expect(await writesSoFar(db)).toEqual(before);
  });

  it('answers an unknown unit with 404 and a non-numeric id with 422', async () => {
    const desk = await admin();
    expect((await deleteRoom(desk.headers, 9999)).statusCode).toBe(404);
    expect((await deleteRoom(desk.headers, 'abc')).statusCode).toBe(422);
    expect(await actionLogRows(ctx.database.db)).toEqual([]);
  });
});
