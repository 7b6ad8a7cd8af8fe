import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseStoredImagePath } from '@aso/core/images';
import type { AdminRoomType } from '@aso/core/room-types';
import { roomTypeImages, roomTypes, rooms } from '../../db/schema.ts';
import {
  actionLogRows,
  insertBooking,
  signedIn,
  unitNumbered,
  writesSoFar,
} from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { multipartBody, png, storedImageCount, type UploadFile } from '../../test/images.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

type Headers = Record<string, string>;
type Fields = Record<string, string | string[]>;

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
});

const admin = () => signedIn(ctx.database.db, 'admin', { firstName: 'Desk' });

const photo = (name = 'room.jpg', bytes = jpeg, field = 'images[]'): UploadFile => ({
  field,
  name,
  type: 'image/jpeg',
  bytes,
});

/** A valid create form, as the web app sends it (text fields, booleans as 1/0). */
const createFields = (overrides: Fields = {}): Fields => ({
  title: 'Garden Studio',
  description: 'A quiet studio over the garden, with a desk and a kitchenette.',
  price_per_night: '42000',
  capacity: '2',
  number_of_rooms: '3',
  latitude: '9.07',
  longitude: '7.48',
  breakfast_enabled: '1',
  breakfast_price: '5000',
  airport_conveyance_enabled: '0',
  ...overrides,
});

function send(
  method: 'POST' | 'PUT',
  url: string,
  headers: Headers,
  fields: Fields,
  files: UploadFile[],
) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const create = (headers: Headers, fields = createFields(), files = [photo()]) =>
  send('POST', '/api/room-types', headers, fields, files);

function list(headers: Headers, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/room-types${query}`, headers });
}

function edit(headers: Headers, id: number | string, payload: object) {
  return ctx.app.inject({ method: 'PUT', url: `/api/room-types/${id}`, headers, payload });
}

function remove(headers: Headers, id: number | string) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/room-types/${id}`, headers });
}

const titlesOf = (response: { json(): { room_types: AdminRoomType[] } }) =>
  response.json().room_types.map((type) => type.title);

/** Everything a refused request must leave as it was. */
async function catalogueState() {
  const db = ctx.database.db;
  return {
    ...(await writesSoFar(db)),
    roomTypes: await db.$count(roomTypes),
    images: await db.$count(roomTypeImages),
    units: await db.$count(rooms),
    stored: await storedImageCount(db),
    typeRows: await db.select().from(roomTypes).orderBy(roomTypes.id),
    imageRows: await db.select().from(roomTypeImages).orderBy(roomTypeImages.id),
  };
}

async function publicRoomList() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
  return response.json().rooms as { id: number; title: string; images: string[] }[];
}

/** The public room type, or the status when there is none. */
async function publicRoom(id: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/rooms/${id}` });
  return response.statusCode === 200 ? response.json().room : response.statusCode;
}

const DEMO_TITLES_NEWEST_FIRST = [
  'Family Two Bedroom Apartment',
  'Lakeview One Bedroom',
  'Classic Studio',
  'Luxury 2 Bedroom Apartment',
  'Executive One Bedroom Suite',
  'Deluxe Studio',
];

describe('GET /api/room-types', () => {
  it('lists every room type with its columns, images in order and units', async () => {
    const desk = await admin();
    const { roomType: studio } = await unitNumbered(ctx.database.db, 'M101');

    const response = await list(desk.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('pagination');
    expect(titlesOf(response)).toEqual(DEMO_TITLES_NEWEST_FIRST);
    const row = response.json().room_types.find((type: AdminRoomType) => type.id === studio.id);
    expect(row).toEqual({
      id: studio.id,
      title: 'Deluxe Studio',
      description: studio.description,
      price_per_night: 35000,
      capacity: 2,
      images: [
        expect.stringMatching(/deluxe-studio-1\./),
        expect.stringMatching(/deluxe-studio-2\./),
        expect.stringMatching(/deluxe-studio-3\./),
      ],
      number_of_rooms: 3,
      room_numbers: ['M101', 'M102', 'M103'],
      latitude: 9.0884,
      longitude: 7.4931,
      breakfast_enabled: true,
      breakfast_price: 5000,
      airport_conveyance_enabled: true,
      airport_conveyance_price: null,
      airport_pickup_price: null,
      airport_dropoff_price: null,
      airport_both_price: null,
      weekly_discount_percent: 0,
      monthly_discount_percent: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches titles ignoring case, sorts oldest first and pages four at a time', async () => {
    const desk = await admin();

    const studios = await list(desk.headers, '?q=STUDIO&sort=oldest');
    expect(titlesOf(studios)).toEqual(['Deluxe Studio', 'Classic Studio']);

    const first = await list(desk.headers, '?page=1&sort=oldest');
    expect(titlesOf(first)).toEqual(DEMO_TITLES_NEWEST_FIRST.slice(2).reverse());
    expect(first.json().pagination).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 4,
      total: 6,
    });
    const second = await list(desk.headers, '?page=2&sort=oldest');
    expect(titlesOf(second)).toEqual(DEMO_TITLES_NEWEST_FIRST.slice(0, 2).reverse());

    const none = await list(desk.headers, '?q=penthouse&page=1');
    expect(none.json()).toEqual({
      room_types: [],
      pagination: { current_page: 1, last_page: 1, per_page: 4, total: 0 },
    });
  });

  it('answers a bad query with 422', async () => {
    const desk = await admin();
    const response = await list(desk.headers, '?sort=cheapest&page=0');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'sort']);
  });
});

describe('POST /api/room-types', () => {
  it('creates the type with its photos and units, on sale at once', async () => {
    const desk = await admin();
    const db = ctx.database.db;
    // The public list is cached before the change: the creation must drop it.
    expect((await publicRoomList()).map((room) => room.title)).not.toContain('Garden Studio');

    const response = await create(desk.headers, createFields(), [
      photo('first.jpg'),
      photo('second.png', await png(640, 480), 'images[]'),
    ]);
    expect(response.statusCode).toBe(201);
    const { message, room_type: created } = response.json();
    expect(message).toBe('Room type created successfully.');
    expect(created).toMatchObject({
      title: 'Garden Studio',
      price_per_night: 42000,
      capacity: 2,
      number_of_rooms: 3,
      room_numbers: ['R101', 'R102', 'R103'],
      latitude: 9.07,
      longitude: 7.48,
      breakfast_enabled: true,
      breakfast_price: 5000,
      airport_conveyance_enabled: false,
      airport_pickup_price: null,
    });
    expect(created.images).toHaveLength(2);
    for (const path of created.images) {
      expect(parseStoredImagePath(path)).toMatchObject({ width: 960 });
    }
    expect(await storedImageCount(db)).toBe(2);

    // The photo is served from the database.
    const served = await ctx.app.inject({ method: 'GET', url: created.images[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const listed = (await publicRoomList()).find((room) => room.id === created.id);
    expect(listed).toMatchObject({ title: 'Garden Studio', images: created.images });
    expect(await publicRoom(created.id)).toMatchObject({
      number_of_rooms: 3,
      available_count: 3,
      price_per_night: 42000,
    });
    const units = await ctx.app.inject({
      method: 'GET',
      url: '/api/roommanagement?q=R10',
      headers: desk.headers,
    });
    expect(units.json().rooms).toEqual(
      ['R103', 'R102', 'R101'].map((roomID) =>
        expect.objectContaining({ roomID, roomType: 'Garden Studio', availability: 'Available' }),
      ),
    );

    // Guests can book it.
    const booking = await initiate(ctx.app, guestRequest(created.id, 5, 2));
    expect(booking.statusCode).toBe(201);

    const logs = await actionLogRows(db);
    expect(logs).toEqual([
      expect.objectContaining({ action: 'room_type.created', adminId: desk.user.id }),
    ]);
    expect(logs[0]!.details).toContain('Garden Studio');
    expect(logs[0]!.details).toContain('R101–R103');
  });

  it('takes photos named `images`, booleans as true/false, and one room by default', async () => {
    const desk = await admin();
    const fields = createFields({
      breakfast_enabled: 'false',
      airport_conveyance_enabled: 'true',
      airport_pickup_price: '30000',
      airport_dropoff_price: '30000.50',
      airport_both_price: '55000',
      latitude: '',
      longitude: '',
    });
    delete fields.number_of_rooms;
    const response = await create(desk.headers, fields, [photo('a.jpg', jpeg, 'images')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().room_type).toMatchObject({
      images: [expect.stringMatching(/^\/images\/store\//)],
      number_of_rooms: 1,
      room_numbers: ['R101'],
      latitude: null,
      longitude: null,
      breakfast_enabled: false,
      breakfast_price: 0,
      airport_conveyance_enabled: true,
      airport_pickup_price: 30000,
      airport_dropoff_price: 30000.5,
      airport_both_price: 55000,
    });
  });

  it('never gives a room number twice, not even one of a deleted unit', async () => {
    const desk = await admin();
    const first = (await create(desk.headers, createFields({ number_of_rooms: '2' }))).json();
    expect(first.room_type.room_numbers).toEqual(['R101', 'R102']);
    expect((await remove(desk.headers, first.room_type.id)).statusCode).toBe(200);

    const second = await create(desk.headers, createFields({ number_of_rooms: '1' }));
    expect(second.json().room_type.room_numbers).toEqual(['R103']);
  });

  it.each([
    [
      'a negative price',
      { price_per_night: '-1' },
      'price_per_night',
      'The price per night must be greater than 0.',
    ],
    [
      'an absurd price',
      { price_per_night: '100000001' },
      'price_per_night',
      'The price per night may not be greater than ₦100,000,000.',
    ],
    [
      'a price that is not a number',
      { price_per_night: 'cheap' },
      'price_per_night',
      'The price per night must be a number.',
    ],
    [
      'no price',
      { price_per_night: '' },
      'price_per_night',
      'The price per night field is required.',
    ],
    [
      'capacity 0',
      { capacity: '0' },
      'capacity',
      'The capacity must be a whole number between 1 and 50.',
    ],
    [
      '0 rooms',
      { number_of_rooms: '0' },
      'number_of_rooms',
      'The number of rooms must be a whole number between 1 and 100.',
    ],
    [
      '101 rooms',
      { number_of_rooms: '101' },
      'number_of_rooms',
      'The number of rooms must be a whole number between 1 and 100.',
    ],
    [
      'a latitude out of range',
      { latitude: '91' },
      'latitude',
      'The latitude must be a number between -90 and 90.',
    ],
    [
      'a longitude out of range',
      { longitude: '-180.5' },
      'longitude',
      'The longitude must be a number between -180 and 180.',
    ],
    ['no title', { title: ' ' }, 'title', 'The title field is required.'],
    ['no description', { description: '' }, 'description', 'The description field is required.'],
    [
      'breakfast on without its price',
      { breakfast_price: '' },
      'breakfast_price',
      'The breakfast price field is required when breakfast is enabled.',
    ],
    [
      'a negative breakfast price',
      { breakfast_price: '-500' },
      'breakfast_price',
      'The breakfast price must be at least 0.',
    ],
    [
      'conveyance on without its prices',
      { airport_conveyance_enabled: '1', airport_pickup_price: '1', airport_dropoff_price: '1' },
      'airport_both_price',
      'The airport both ways price field is required when airport conveyance is enabled.',
    ],
    [
      'a toggle that is not 1 or 0',
      { breakfast_enabled: 'yes' },
      'breakfast_enabled',
      'The breakfast enabled field must be 1 or 0.',
    ],
  ])('refuses %s with 422 and writes nothing', async (_case, overrides, field, message) => {
    const desk = await admin();
    const before = await catalogueState();

    const response = await create(desk.headers, createFields(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses a form without photos, saying so beside the other errors', async () => {
    const desk = await admin();
    const before = await catalogueState();

    const response = await create(desk.headers, createFields(), []);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The images field is required.',
      errors: { images: ['The images field is required.'] },
    });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/room-types',
      headers: desk.headers,
      payload: { ...createFields(), capacity: '0' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({
      capacity: ['The capacity must be a whole number between 1 and 50.'],
    });
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses a text file named .jpg among good photos, storing none of them', async () => {
    const desk = await admin();
    const before = await catalogueState();

    const response = await create(desk.headers, createFields(), [
      photo('good.jpg'),
      { field: 'images[]', name: 'evil.jpg', type: 'image/jpeg', bytes: Buffer.from('just text') },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.images).toEqual([expect.stringMatching(/JPEG, PNG or WebP/)]);
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses a photo over 10 MB with 413, storing nothing', async () => {
    const desk = await admin();
    const before = await catalogueState();
    const huge = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]);

    const response = await create(desk.headers, createFields(), [
      photo('good.jpg'),
      photo('huge.jpg', huge),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Each image may be at most 10 MB.',
      errors: { images: ['Each image may be at most 10 MB.'] },
    });
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses more than ten photos', async () => {
    const desk = await admin();
    const before = await catalogueState();

    const response = await create(
      desk.headers,
      createFields(),
      Array.from({ length: 11 }, (_, index) => photo(`p${index}.jpg`)),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      images: ['A room type may have at most 10 images.'],
    });
    expect(await catalogueState()).toEqual(before);
  });
});

/** The room type's body for a JSON edit: its fields as they are, with `changes`. */
function editBody(type: AdminRoomType, changes: Record<string, unknown> = {}) {
  return {
    title: type.title,
    description: type.description,
    price_per_night: type.price_per_night,
    capacity: type.capacity,
    latitude: type.latitude,
    longitude: type.longitude,
    breakfast_enabled: type.breakfast_enabled,
    breakfast_price: type.breakfast_price,
    airport_conveyance_enabled: type.airport_conveyance_enabled,
    airport_pickup_price: type.airport_pickup_price ?? 40000,
    airport_dropoff_price: type.airport_dropoff_price ?? 40000,
    airport_both_price: type.airport_both_price ?? 70000,
    images: type.images.join(','),
    ...changes,
  };
}

async function demoType(title: string): Promise<AdminRoomType> {
  const desk = await admin();
  const types = (await list(desk.headers)).json().room_types as AdminRoomType[];
  return types.find((type) => type.title === title)!;
}

describe('PUT /api/room-types/{id}', () => {
  it('saves the fields and the images removed and reordered, comma-separated', async () => {
    const desk = await admin();
    const studio = await demoType('Deluxe Studio');
    await publicRoomList(); // cached before the change
    const [first, second, third] = studio.images;

    const response = await edit(
      desk.headers,
      studio.id,
      editBody(studio, {
        title: 'Deluxe Studio Plus',
        price_per_night: '38000.50',
        capacity: 3,
        breakfast_enabled: '0',
        images: `${third}, ${first}`,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Room type updated successfully.');
    expect(response.json().room_type).toMatchObject({
      id: studio.id,
      title: 'Deluxe Studio Plus',
      price_per_night: 38000.5,
      capacity: 3,
      breakfast_enabled: false,
      images: [third, first],
      room_numbers: ['M101', 'M102', 'M103'],
    });
    expect(await publicRoom(studio.id)).toMatchObject({
      title: 'Deluxe Studio Plus',
      images: [third, first],
      price_per_night: 38000.5,
    });
    expect((await publicRoomList()).find((room) => room.id === studio.id)?.images).toEqual([
      third,
      first,
    ]);
    expect(second).toBeDefined();
    // The kept images keep their alt texts.
    const alts = await ctx.database.db
      .select({ altText: roomTypeImages.altText })
      .from(roomTypeImages)
      .where(eq(roomTypeImages.roomTypeId, studio.id))
      .orderBy(roomTypeImages.position);
    expect(alts.map((row) => row.altText)).toEqual([
      'Kitchenette of the Deluxe Studio',
      'Deluxe Studio with a queen-size bed and warm lamp light',
    ]);
    const logs = await actionLogRows(ctx.database.db);
    expect(logs).toEqual([
      expect.objectContaining({ action: 'room_type.updated', adminId: desk.user.id }),
    ]);
    expect(logs[0]!.details).toContain('1 removed');
  });

  it('adds uploaded photos after the kept ones through the same multipart call', async () => {
    const desk = await admin();
    const suite = await demoType('Executive One Bedroom Suite');
    const fields = Object.fromEntries(
      Object.entries(editBody(suite, { images: suite.images[1]! })).map(([key, value]) => [
        key,
        typeof value === 'boolean' ? (value ? '1' : '0') : String(value ?? ''),
      ]),
    );

    const response = await send('PUT', `/api/room-types/${suite.id}`, desk.headers, fields, [
      photo('new-1.jpg'),
      photo('new-2.jpg'),
    ]);
    expect(response.statusCode).toBe(200);
    const images = response.json().room_type.images as string[];
    expect(images).toHaveLength(3);
    expect(images[0]).toBe(suite.images[1]);
    expect(parseStoredImagePath(images[1]!)).not.toBeNull();
    expect(parseStoredImagePath(images[2]!)).not.toBeNull();
    expect(await storedImageCount(ctx.database.db)).toBe(2);

    // An uploaded photo can move to another type by its address; its other widths too.
    const classic = await demoType('Classic Studio');
    const { key } = parseStoredImagePath(images[2]!)!;
    const moved = await edit(
      desk.headers,
      classic.id,
      editBody(classic, { images: [`/images/store/${key}-480.webp`, classic.images[0]] }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().room_type.images).toEqual([images[2], classic.images[0]]);
  });

  it('keeps the images as they are when the edit does not list them', async () => {
    const desk = await admin();
    const studio = await demoType('Classic Studio');
    const body: Record<string, unknown> = editBody(studio, { description: 'Fresh words.' });
    delete body.images;

    const response = await edit(desk.headers, studio.id, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().room_type).toMatchObject({
      description: 'Fresh words.',
      images: studio.images,
    });
  });

  it.each([
    ['an address from elsewhere', 'https://cdn.example.com/room.jpg'],
    ['a photo the store does not hold', '/images/store/AAAAAAAAAAAAAAAA-960.webp'],
    ['another type’s demo image', '/images/rooms/family-two-bedroom-1.webp'],
  ])('refuses %s among the images with 422, changing nothing', async (_case, path) => {
    const desk = await admin();
    const studio = await demoType('Deluxe Studio');
    const before = await catalogueState();

    const response = await edit(
      desk.headers,
      studio.id,
      editBody(studio, { images: `${studio.images[0]},${path}` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.images).toEqual([expect.stringContaining(path)]);
    expect(await catalogueState()).toEqual(before);
  });

  it('saves the long-stay discounts, and keeps them when an edit leaves them out', async () => {
    const desk = await admin();
    const studio = await demoType('Classic Studio');
    const saved = await edit(
      desk.headers,
      studio.id,
      editBody(studio, { weekly_discount_percent: '7.5', monthly_discount_percent: 20 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().room_type).toMatchObject({
      weekly_discount_percent: 7.5,
      monthly_discount_percent: 20,
    });
    // A client of the spec sends no discounts: they stay as they are.
    const plain = await edit(desk.headers, studio.id, editBody(studio, { capacity: 3 }));
    expect(plain.json().room_type).toMatchObject({
      capacity: 3,
      weekly_discount_percent: 7.5,
      monthly_discount_percent: 20,
    });
  });

  it.each([
    ['a discount over 90%', { weekly_discount_percent: 91 }, 'weekly_discount_percent'],
    ['a negative discount', { monthly_discount_percent: -5 }, 'monthly_discount_percent'],
    ['a discount of three decimals', { weekly_discount_percent: 7.125 }, 'weekly_discount_percent'],
    ['capacity 0', { capacity: 0 }, 'capacity'],
    ['a negative price', { price_per_night: -100 }, 'price_per_night'],
    ['an absurd breakfast price', { breakfast_price: 1e12 }, 'breakfast_price'],
    ['a latitude out of range', { latitude: -91 }, 'latitude'],
    [
      'conveyance without its prices',
      { airport_conveyance_enabled: 1, airport_pickup_price: null },
      'airport_pickup_price',
    ],
  ])('refuses %s with 422 and writes nothing', async (_case, changes, field) => {
    const desk = await admin();
    const studio = await demoType('Deluxe Studio');
    const before = await catalogueState();

    const response = await edit(desk.headers, studio.id, editBody(studio, changes));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses more than ten images in all', async () => {
    const desk = await admin();
    const studio = await demoType('Deluxe Studio');
    const fields: Fields = { ...createFields(), images: studio.images.join(',') };
    delete fields.number_of_rooms;

    const response = await send(
      'PUT',
      `/api/room-types/${studio.id}`,
      desk.headers,
      fields,
      Array.from({ length: 8 }, (_, index) => photo(`p${index}.jpg`)),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.images).toEqual(['A room type may have at most 10 images.']);
    expect(await storedImageCount(ctx.database.db)).toBe(0);
  });

  it('answers an unknown or deleted type with 404 and a bad id with 422', async () => {
    const desk = await admin();
    const studio = await demoType('Luxury 2 Bedroom Apartment');
    expect((await edit(desk.headers, 99999, editBody(studio))).statusCode).toBe(404);
    expect((await edit(desk.headers, 'abc', editBody(studio))).statusCode).toBe(422);

    expect((await remove(desk.headers, studio.id)).statusCode).toBe(200);
    const response = await edit(desk.headers, studio.id, editBody(studio));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Room type not found.' });
  });
});

describe('DELETE /api/room-types/{id}', () => {
  it.each([
    ['a confirmed stay covering today', 'M201', -1, 2, 'confirmed' as const],
    ['a checked-in guest', 'M202', -2, 3, 'checked_in' as const],
    ['a stay to come', 'M202', 30, 2, 'confirmed' as const],
  ])(
    'refuses while the type has %s, changing nothing',
    async (_case, unit, startIn, nights, status) => {
      const desk = await admin();
      const db = ctx.database.db;
      const { roomType } = await unitNumbered(db, unit);
      await insertBooking(db, {
        roomNumber: unit,
        start: daysFromToday(startIn),
        end: daysFromToday(startIn + nights),
        status,
      });
      const before = await catalogueState();

      const response = await remove(desk.headers, roomType.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'Executive One Bedroom Suite has 1 current or upcoming booking. Cancel or move it before deleting the room type.',
      });
      expect(await catalogueState()).toEqual(before);
    },
  );

  it('counts an unpaid hold as a booking that stops the delete', async () => {
    const desk = await admin();
    const { roomType } = await unitNumbered(ctx.database.db, 'J301');
    expect((await initiate(ctx.app, guestRequest(roomType.id, 10, 2))).statusCode).toBe(201);
    await insertBooking(ctx.database.db, {
      roomNumber: 'J301',
      start: daysFromToday(3),
      end: daysFromToday(5),
    });

    const response = await remove(desk.headers, roomType.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('2 current or upcoming bookings.');
  });

  it('retires the type and its units, keeping their bookings readable', async () => {
    const desk = await admin();
    const db = ctx.database.db;
    const { roomType } = await unitNumbered(db, 'J201');
    const past = await insertBooking(db, {
      roomNumber: 'J201',
      start: daysFromToday(-10),
      end: daysFromToday(-7),
      status: 'checked_out',
    });
    // Checks out today, and a cancelled stay to come: neither stops the delete.
    await insertBooking(db, {
      roomNumber: 'J202',
      start: daysFromToday(-2),
      end: daysFromToday(0),
    });
    await insertBooking(db, {
      roomNumber: 'J202',
      start: daysFromToday(4),
      end: daysFromToday(6),
      status: 'cancelled',
    });
    expect((await publicRoomList()).map((room) => room.id)).toContain(roomType.id);

    const response = await remove(desk.headers, roomType.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Room type deleted successfully.' });

    // Off sale: not listed, not readable, not bookable, its units gone from the back office.
    expect((await publicRoomList()).map((room) => room.id)).not.toContain(roomType.id);
    expect(await publicRoom(roomType.id)).toBe(404);
    expect(titlesOf(await list(desk.headers))).not.toContain('Lakeview One Bedroom');
    const units = await ctx.app.inject({
      method: 'GET',
      url: '/api/roommanagement',
      headers: desk.headers,
    });
    expect(units.json().rooms.map((room: { roomID: string }) => room.roomID)).not.toContain('J201');
    const booking = await initiate(ctx.app, guestRequest(roomType.id, 5, 2));
    expect(booking.statusCode).toBeGreaterThanOrEqual(400);
    expect(booking.statusCode).toBeLessThan(500);
    const { unit } = await unitNumbered(db, 'J201');
    expect(unit).toMatchObject({ isAvailable: false, deletedAt: expect.any(Date) });

    // History stays: the admin still reads the old booking.
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${past.id}`,
      headers: desk.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().booking).toMatchObject({
      id: past.id,
      room_number: 'J201',
      status: 'checked_out',
    });

    const logs = await actionLogRows(db);
    expect(logs).toEqual([
      expect.objectContaining({ action: 'room_type.deleted', adminId: desk.user.id }),
    ]);
    expect(logs[0]!.details).toContain('Lakeview One Bedroom');
    // Not twice.
    expect((await remove(desk.headers, roomType.id)).statusCode).toBe(404);
  });

  it('answers an unknown type with 404 and a bad id with 422', async () => {
    const desk = await admin();
    const unknown = await remove(desk.headers, 424242);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Room type not found.' });
    expect((await remove(desk.headers, '1.5')).statusCode).toBe(422);
    expect(await actionLogRows(ctx.database.db)).toEqual([]);
  });
});
