import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@aso/core/errors';
import {
  RoomTypeListResponseSchema,
  type RoomType,
  END_AFTER_START,
  END_REQUIRED,
  INVALID_DATE,
  START_NOT_BEFORE_TODAY,
  START_REQUIRED,
  TOO_MANY_NIGHTS,
} from '@aso/core/rooms';
import { bookings, rooms, roomTypes } from '../../db/schema.ts';
import { insertBooking, unitNumbered } from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

async function listRooms(): Promise<RoomType[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
  expect(response.statusCode).toBe(200);
  return RoomTypeListResponseSchema.parse(response.json()).rooms;
}

describe('GET /api/rooms', () => {
  it('lists every demo room type with the fields of the spec, eleven units in all', async () => {
    const list = await listRooms();
    expect(list).toHaveLength(6);
    expect(list.reduce((sum, room) => sum + room.number_of_rooms, 0)).toBe(11);
    const studio = list.find((room) => room.title === 'Deluxe Studio')!;
    expect(studio).toMatchObject({
      room_type_id: studio.id,
      price_per_night: 35000,
      capacity: 2,
      number_of_rooms: 3,
      available_count: 3,
      is_available: true,
      breakfast_enabled: true,
      breakfast_price: 5000,
      airport_conveyance_enabled: true,
      location: { name: 'Aso Residences Maitama', area: 'Maitama' },
    });
    expect(studio.images).toEqual([
      '/images/rooms/deluxe-studio-1.webp',
      '/images/rooms/deluxe-studio-2.webp',
      '/images/rooms/deluxe-studio-3.webp',
    ]);
  });

  it('counts only units marked available and not deleted', async () => {
    const [studio] = await ctx.database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(eq(roomTypes.title, 'Deluxe Studio'));
    await ctx.database.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(eq(rooms.roomNumber, 'M101'));
    await ctx.database.db
      .update(rooms)
      .set({ deletedAt: new Date() })
      .where(eq(rooms.roomNumber, 'M102'));

    ctx.app.roomListCache.invalidate();

    const listed = (await listRooms()).find((room) => room.id === studio!.id)!;
    expect(listed.available_count).toBe(1);
    expect(listed.number_of_rooms).toBe(2);
    expect(listed.is_available).toBe(true);
  });

  it('marks a type with no unit for sale as unavailable', async () => {
    await ctx.database.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(inArray(rooms.roomNumber, ['M101', 'M102', 'M103']));
    ctx.app.roomListCache.invalidate();
    const studio = (await listRooms()).find((room) => room.title === 'Deluxe Studio')!;
    expect(studio).toMatchObject({ available_count: 0, is_available: false });
  });

  it('leaves deleted room types out', async () => {
    await ctx.database.db
      .update(roomTypes)
      .set({ deletedAt: new Date() })
      .where(eq(roomTypes.title, 'Classic Studio'));
    ctx.app.roomListCache.invalidate();
    const titles = (await listRooms()).map((room) => room.title);
    expect(titles).not.toContain('Classic Studio');
    expect(titles).toHaveLength(5);
  });

  it('answers an empty list on an empty catalogue', async () => {
    await ctx.database.reset();
    ctx.app.roomListCache.invalidate();
    expect(await listRooms()).toEqual([]);
  });

  it('sends the list compressed to clients that accept it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
    const brotli = await ctx.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('serves the list from memory until a catalogue change invalidates it', async () => {
    const before = await listRooms();
    await ctx.database.db
      .update(roomTypes)
      .set({ title: 'Renamed Studio' })
      .where(eq(roomTypes.id, before[0]!.id));
    expect((await listRooms())[0]!.title).toBe(before[0]!.title);
    ctx.app.roomListCache.invalidate();
    expect((await listRooms())[0]!.title).toBe('Renamed Studio');
  });
});

describe('GET /api/rooms/:id', () => {
  it('returns one room type', async () => {
    const [first] = await listRooms();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/rooms/${first!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ room: first });
  });

  it.each([
    '999999',
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999',
    "1'%20or%20'1'='1",
    '%00',
    'x'.repeat(900),
  ])('answers 404 "Room not found" for id %s', async (id) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/rooms/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Room not found' });
  });

  it('does not show a deleted room type', async () => {
    const [first] = await listRooms();
    await ctx.database.db
      .update(roomTypes)
      .set({ deletedAt: new Date() })
      .where(eq(roomTypes.id, first!.id));
    const response = await ctx.app.inject({ method: 'GET', url: `/api/rooms/${first!.id}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/catalogue/summary', () => {
  it('counts units and locations from the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/catalogue/summary' });
    expect(response.json()).toEqual({ units: 11, locations: 2, room_types: 6 });

    await ctx.database.db
      .update(rooms)
      .set({ deletedAt: new Date() })
      .where(eq(rooms.roomNumber, 'J101'));
    const after = await ctx.app.inject({ method: 'GET', url: '/api/catalogue/summary' });
    expect(after.json()).toMatchObject({ units: 10, locations: 2 });
  });

  it('ignores garbage in the query string', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/catalogue/summary?x[]=1&&&=%zz&units=-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ units: 11 });
  });
});

describe('GET /api/rooms?start_date=&end_date= (free units for given nights)', () => {
  const from = (days: number) => daysFromToday(days);

  async function freeOn(start: string, end: string): Promise<Map<string, RoomType>> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms?start_date=${start}&end_date=${end}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rooms: list } = RoomTypeListResponseSchema.parse(response.json());
    return new Map(list.map((room) => [room.title, room]));
  }

  const book = (roomNumber: string, start: number, end: number, values = {}) =>
    insertBooking(ctx.database.db, { roomNumber, start: from(start), end: from(end), ...values });

  it('says 0 and not available for a type whose every unit is taken on some of the nights', async () => {
    await book('M101', 30, 33);
    await book('M102', 31, 32);
    await book('M103', 29, 31, { status: 'checked_in' });

    const during = await freeOn(from(30), from(32));
    expect(during.get('Deluxe Studio')).toMatchObject({
      available_count: 0,
      is_available: false,
      number_of_rooms: 3,
    });
    // The other types are untouched.
    expect(during.get('Classic Studio')).toMatchObject({ available_count: 2, is_available: true });
    expect(during.get('Luxury 2 Bedroom Apartment')).toMatchObject({ available_count: 1 });
  });

  it.each([
    ['the same nights', 30, 33, 2],
    ['a stay over the last booked night', 32, 35, 2],
    ['a stay over the first booked night', 28, 31, 2],
    ['a stay around the booking', 25, 40, 2],
    ['a stay inside the booking', 31, 32, 2],
    ['a check-in on the check-out day', 33, 35, 3],
    ['a check-out on the check-in day', 27, 30, 3],
    ['nights well apart', 50, 52, 3],
  ])(
    'counts a booked unit as taken only when the nights overlap: %s',
    async (_case, start, end, free) => {
      await book('M101', 30, 33);
      const counts = await freeOn(from(start), from(end));
      expect(counts.get('Deluxe Studio')!.available_count).toBe(free);
    },
  );

  it('counts a pending checkout as taken while its hold lasts, and free once it ran out', async () => {
    const { roomType: studio } = await unitNumbered(ctx.database.db, 'M101');
    const held = await initiate(ctx.app, guestRequest(studio.id, 40, 2));
    expect(held.statusCode, held.body).toBe(201);
    await book('M102', 40, 42, { status: 'pending' }); // no hold expiry: a desk booking awaiting payment
    expect((await freeOn(from(40), from(42))).get('Deluxe Studio')!.available_count).toBe(1);

    await ctx.database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, held.json().booking_id));
    expect((await freeOn(from(40), from(42))).get('Deluxe Studio')!.available_count).toBe(2);
  });

  it.each(['cancelled', 'expired', 'checked_out'] as const)(
    'counts a %s booking as free',
    async (status) => {
      await book('M101', 30, 33, { status });
      expect((await freeOn(from(30), from(33))).get('Deluxe Studio')!.available_count).toBe(3);
    },
  );

  it('counts only units for sale, and answers fresh counts while the plain list is cached', async () => {
    await listRooms(); // the plain list is now cached
    await ctx.database.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(eq(rooms.roomNumber, 'M103'));
    await book('M101', 30, 33);

    expect((await freeOn(from(30), from(33))).get('Deluxe Studio')).toMatchObject({
      available_count: 1,
      is_available: true,
    });
  });

  it('takes a stay from today', async () => {
    expect((await freeOn(from(0), from(1))).get('Deluxe Studio')!.available_count).toBe(3);
  });

  it('answers the plain list when both dates are blank', async () => {
    const blank = await ctx.app.inject({ method: 'GET', url: '/api/rooms?start_date=&end_date=' });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
    expect(blank.statusCode).toBe(200);
    expect(blank.body).toBe(plain.body);
  });

  it.each([
    [
      'a start that is not a date',
      `start_date=soon&end_date=${from(3)}`,
      'start_date',
      INVALID_DATE,
    ],
    [
      'an end that is not a date',
      `start_date=${from(1)}&end_date=2027-02-30`,
      'end_date',
      INVALID_DATE,
    ],
    [
      'a date in another format',
      `start_date=01/12/2030&end_date=${from(3)}`,
      'start_date',
      INVALID_DATE,
    ],
    [
      'a start in the past',
      `start_date=${from(-1)}&end_date=${from(2)}`,
      'start_date',
      START_NOT_BEFORE_TODAY,
    ],
    [
      'an end on the start',
      `start_date=${from(3)}&end_date=${from(3)}`,
      'end_date',
      END_AFTER_START,
    ],
    [
      'an end before the start',
      `start_date=${from(5)}&end_date=${from(3)}`,
      'end_date',
      END_AFTER_START,
    ],
    ['only a start', `start_date=${from(3)}`, 'end_date', END_REQUIRED],
    ['only an end', `end_date=${from(3)}`, 'start_date', START_REQUIRED],
    ['a start and a blank end', `start_date=${from(3)}&end_date=`, 'end_date', END_REQUIRED],
    [
      'a stay longer than one booking may be',
      `start_date=${from(1)}&end_date=${from(200)}`,
      'end_date',
      TOO_MANY_NIGHTS,
    ],
  ])('answers 422 in the error envelope for %s', async (_case, query, field, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/rooms?${query}` });
    expect(response.statusCode).toBe(422);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.errors).toEqual({ [field]: [message] });
    expect(body.message).toContain(message);
  });

  it.each([
    `start_date=${'9'.repeat(5000)}&end_date=x`,
    'start_date=2030-01-01&start_date=2030-01-02&end_date=2030-01-05',
    'start_date[]=2030-01-01&end_date=2030-01-05',
    'start_date=%00&end_date=%zz',
    "start_date=2030-01-01'%20or%201=1--&end_date=2030-01-05",
    'start_date=0000-01-01&end_date=9999-12-31',
  ])('answers garbage with a 422, never a 500: %s', async (query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/rooms?${query}` });
    expect(response.statusCode).toBe(422);
    expect(ApiErrorSchema.parse(response.json()).message).not.toBe('Internal Server Error');
  });
});
