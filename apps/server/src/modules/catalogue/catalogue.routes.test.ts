import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RoomTypeListResponseSchema, type RoomType } from '@aso/core/rooms';
import { rooms, roomTypes } from '../../db/schema.ts';
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
