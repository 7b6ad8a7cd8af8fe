/**
 * Garbage from outside (issue 15): every refusal is a 4xx in the envelope `{ message,
 * errors? }`, never a 500, never SQL or a stack, and nothing is written. Runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL, which refuses NUL in text (22021) and jsonb (22P05).
 */
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { signedIn } from '../test/admin.ts';
import { guestRequest } from '../test/bookings.ts';
import { bookingOf, initiateFrom, newAddress, paymentsOf } from '../test/checkout.ts';
import { chargeSuccessEvent, signWebhook, startFakePaystack } from '../test/fake-paystack.ts';
import { multipartBody, type UploadFile } from '../test/images.ts';
import { useTestApp } from '../test/test-app.ts';
import { JSON_BODY_LIMIT, POLICY_BODY_LIMIT } from './body-limits.ts';
import { FORM_MALFORMED } from './multipart.ts';
import { NOT_AN_EVENT } from '../modules/payments/payments.routes.ts';
import { UNSTORABLE_TEXT } from './text-guard.ts';

const PORT = 4511;
const fake = await startFakePaystack();
const ctx = useTestApp({
  seed: true,
  env: { PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.url },
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

// Routes only this file has: a failure deep in a handler, with SQL in its message.
beforeAll(() => {
  ctx.app.get('/api/test-only/sql-error', () => {
    throw new Error('select "password_hash" from "users" where "email" = $1');
  });
  ctx.app.get('/api/test-only/missing-table', async () => {
    await ctx.database.db.execute(sql`select secret_column from no_such_table`);
  });
  ctx.app.get('/api/test-only/nul-to-database', async () => {
    await ctx.database.db.execute(sql`select ${'a\u0000b'}::text`);
  });
});

const db = () => ctx.database.db;
type Headers = Record<string, string>;

/**
 * Every table's rows, fingerprinted, so an update shows as well as an insert; the outbox
 * by count only (its worker may mark a row sent), throttle counters left out (counting a
 * refused attempt is what they are for) and the app's lazily made secrets too.
 */
async function databaseState() {
  const tables = await queryRows<{ tablename: string }>(
    db(),
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const state: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (tablename === 'rate_limits' || tablename === 'app_secrets') continue;
    const table = sql.identifier(tablename);
    const [row] = await queryRows<{ n: number | string; digest: string | null }>(
      db(),
      tablename === 'email_outbox'
        ? sql`select count(*) as n, null as digest from ${table}`
        : sql`select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as digest
              from ${table} t`,
    );
    state[tablename] = `${row!.n}:${row!.digest ?? ''}`;
  }
  return state;
}

/** A 4xx in the envelope: `message`, maybe `errors` (field → messages), nothing else. */
function expectRefusal(response: LightMyRequestResponse, status?: number) {
  if (status === undefined) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  } else {
    expect(response.statusCode, response.body).toBe(status);
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  expect(typeof body.message).toBe('string');
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors as object)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  }
  expect(response.body).not.toMatch(/select |insert |update |\bat .*\.ts:\d+|\bstack\b/i);
  return body as { message: string; errors?: Record<string, string[]> };
}

/** Sends `request` and checks it was refused (a 4xx in the envelope) with nothing written. */
async function refusedWithoutWrites(request: InjectOptions, status?: number) {
  const before = await databaseState();
  const response = await ctx.app.inject(request);
  const body = expectRefusal(response, status);
  expect(await databaseState()).toEqual(before);
  return body;
}

const user = () => signedIn(db(), 'user');
const admin = () => signedIn(db(), 'admin');

const profile = {
  first_name: 'Ada',
  last_name: 'Obi',
  phone_number: '08035550101',
};

/** A room type form as the web app sends it. */
const roomTypeFields = {
  title: 'Garden Studio',
  description: 'A quiet studio over the garden.',
  price_per_night: '42000',
  capacity: '2',
  number_of_rooms: '1',
};

function multipart(
  method: 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload: string | Buffer,
  contentType = 'multipart/form-data; boundary=XX',
) {
  return { method, url, headers: { ...headers, 'content-type': contentType }, payload };
}

const field = (name: string, value: string) =>
  `--XX\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileOf = (name: string, bytes: string) =>
  `--XX\r\ncontent-disposition: form-data; name="${name}"; filename="a.png"\r\n` +
  `content-type: image/png\r\n\r\n${bytes}\r\n`;

/** Every route that reads multipart, with a valid set of text fields for it. */
const multipartRoutes = [
  {
    name: 'POST /api/user/update',
    method: 'POST',
    url: '/api/user/update',
    fields: profile,
    text: 'last_name',
    who: user,
    file: 'profile_photo',
  },
  {
    name: 'POST /api/room-types',
    method: 'POST',
    url: '/api/room-types',
    fields: roomTypeFields,
    text: 'title',
    who: admin,
    file: 'images[]',
  },
  {
    name: 'PUT /api/room-types/1',
    method: 'PUT',
    url: '/api/room-types/1',
    fields: roomTypeFields,
    text: 'title',
    who: admin,
    file: 'images[]',
  },
] as const;

const validFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => field(name, value))
    .join('');

describe.each(multipartRoutes)('malformed multipart to $name', (route) => {
  const send = async (payload: string | Buffer, contentType?: string) => {
    const { headers } = await route.who();
    return refusedWithoutWrites(multipart(route.method, route.url, headers, payload, contentType));
  };

  it('refuses a body whose boundary never closes with 400', async () => {
    const body = await send(
      `${validFields(route.fields)}--XX\r\ncontent-disposition: form-data; name="x"\r\n\r\nunfinish`,
    );
    expect(body).toEqual({ message: FORM_MALFORMED });
  });

  it('refuses a multipart content type without a boundary with 400', async () => {
    const body = await send(validFields(route.fields), 'multipart/form-data');
    expect(body).toEqual({ message: FORM_MALFORMED });
  });

  it('refuses a part header cut short with 400', async () => {
    const body = await send(`${validFields(route.fields)}--XX\r\ncontent-disposition: form-da`);
    expect(body).toEqual({ message: FORM_MALFORMED });
  });

  it('refuses bytes that are no multipart at all', async () => {
    await send('just some text, no boundary anywhere');
  });

  it('refuses a body closed before its first part', async () => {
    await send('--XX--\r\n');
  });

  it('refuses too many fields with 413', async () => {
    const many = Array.from({ length: 40 }, (_, index) => field(`extra_${index}`, 'x')).join('');
    const body = await send(`${validFields(route.fields)}${many}--XX--\r\n`);
    expect(body.message).toMatch(/too many (fields|parts)/);
  });

  it('refuses a field named __proto__ with 400', async () => {
    const body = await send(`${field('__proto__', 'x')}${validFields(route.fields)}--XX--\r\n`);
    expect(body.message).toBe('The form has a field name that is not allowed.');
  });

  it('refuses a NUL in a text field with 422 naming it', async () => {
    const fields = { ...route.fields, [route.text]: 'Gar\u0000den' };
    const body = await send(`${validFields(fields)}--XX--\r\n`);
    expect(body.errors).toEqual({ [route.text]: [UNSTORABLE_TEXT] });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([
      Buffer.from(validFields(route.fields)),
      Buffer.from(fileOf(route.file, '')),
      Buffer.alloc(10 * 1024 * 1024 + 10),
      Buffer.from('\r\n--XX--\r\n'),
    ]);
    const { headers } = await route.who();
    const before = await databaseState();
    const response = await ctx.app.inject(multipart(route.method, route.url, headers, big));
    const body = expectRefusal(response, 413);
    expect(body.message).toBe('Each image may be at most 10 MB.');
    expect(await databaseState()).toEqual(before);
  });

  it('refuses text and XML bodies', async () => {
    const { headers } = await route.who();
    for (const [contentType, status] of [
      ['text/plain', undefined], // read as a string, then refused by the form's schema
      ['application/xml', 415],
    ] as const) {
      await refusedWithoutWrites(
        {
          method: route.method,
          url: route.url,
          headers: { ...headers, 'content-type': contentType },
          payload: 'x',
        },
        status,
      );
    }
  });
});

describe.each(multipartRoutes)('files beyond the limit to $name', (route) => {
  it('refuses more files than the form takes', async () => {
    const { headers } = await route.who();
    const files = Array.from({ length: 12 }, () => fileOf(route.file, 'x')).join('');
    const body = await refusedWithoutWrites(
      multipart(route.method, route.url, headers, `${validFields(route.fields)}${files}--XX--\r\n`),
    );
    expect(body.message).toMatch(/too many files|at most 10 images/);
  });
});

describe('multipart where no route reads it', () => {
  it('refuses a multipart login with 415', async () => {
    await refusedWithoutWrites(
      multipart('POST', '/api/login', {}, `${field('email', 'a@example.com')}--XX--\r\n`),
      415,
    );
  });
});

describe('NUL and other text PostgreSQL cannot store', () => {
  it('refuses a NUL payment reference on the callback with 422, asking Paystack nothing', async () => {
    const body = await refusedWithoutWrites(
      { method: 'GET', url: '/api/paystack/callback?reference=%00' },
      422,
    );
    expect(body.errors).toEqual({ reference: [UNSTORABLE_TEXT] });
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ['a NUL in a text value', { first_name: 'A\u0000da' }, 'first_name'],
    ['half of a UTF-16 pair', { first_name: 'Ada\ud800' }, 'first_name'],
    ['a NUL in a key', { 'first\u0000name': 'Ada' }, 'first\u0000name'],
    ['a NUL deep in an array', { tags: [{ name: 'ok' }, { name: '\u0000' }] }, 'tags.1.name'],
  ])('refuses %s in a JSON body with 422 naming where', async (_case, extra, where) => {
    const payload = {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      password: 'correct-horse-9',
      password_confirmation: 'correct-horse-9',
      agreed_to_terms: true,
      ...extra,
    };
    const body = await refusedWithoutWrites({ method: 'POST', url: '/api/register', payload }, 422);
    expect(body.errors).toEqual({ [where]: [UNSTORABLE_TEXT] });
  });

  it('refuses a NUL in a message, a policy and a profile (each was a 500 on PostgreSQL)', async () => {
    await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ada\u0000',
          email: 'ada@example.com',
          message: 'Hello there, a question.',
        },
      },
      422,
    );
    const staff = await admin();
    for (const [method, url] of [
      ['POST', '/api/policies'],
      ['PUT', '/api/policies/1'],
    ] as const) {
      await refusedWithoutWrites(
        {
          method,
          url,
          headers: staff.headers,
          payload: { title: 'House rules', content: 'No\u0000 parties.' },
        },
        422,
      );
    }
    const guest = await user();
    await refusedWithoutWrites(
      {
        method: 'PUT',
        url: '/api/user/update',
        headers: guest.headers,
        payload: { ...profile, email: guest.user.email, last_name: 'O\u0000bi' },
      },
      422,
    );
  });

  it('refuses a NUL in a query string with 422 before any guard or query', async () => {
    const staff = await admin();
    for (const url of [
      '/api/room-types?q=%00',
      '/api/roommanagement?q=a%00',
      '/api/bookings/1?access=%00',
      '/api/rooms?start_date=%00&end_date=2030-01-01',
    ]) {
      await refusedWithoutWrites({ method: 'GET', url, headers: staff.headers }, 422);
    }
  });

  it.each([
    '/api/rooms/%00',
    '/api/rooms/%00/details',
    '/api/affiliate/codes/%00',
    '/images/store/%00.webp',
    '/ical/units/1/%00.ics',
  ])('answers a NUL in the path of GET %s with the route’s own 4xx', async (url) => {
    await refusedWithoutWrites({ method: 'GET', url });
  });

  it('refuses a NUL in a header with 400', async () => {
    // Node's parser refuses it on the wire (below); app.inject does not, so the guard does.
    const body = await refusedWithoutWrites(
      { method: 'GET', url: '/api/health', headers: { 'x-anything': 'a\u0000b' } },
      400,
    );
    expect(body.message).toBe('A request header contains a character that is not allowed.');
  });
});

describe('the signed Paystack webhook with text PostgreSQL cannot store', () => {
  async function pendingCheckout() {
    const response = await initiateFrom(ctx.app, guestRequest(1, 12, 2), { address: newAddress() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { reference: string; booking_id: number };
  }

  /** The webhook request of a body as sent (`raw`), signed with the secret. */
  const signedRaw = (raw: string) => ({
    method: 'POST' as const,
    url: '/api/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(raw, fake.secret),
    },
    payload: raw,
  });
  const signed = (event: object) => signedRaw(JSON.stringify(event));

  it.each(['null', '[]', '5', '"charge.success"'])(
    'refuses a signed body that is not an event (%s) with 400',
    async (raw) => {
      const body = await refusedWithoutWrites(signedRaw(raw), 400);
      expect(body.message).toBe(NOT_AN_EVENT);
    },
  );

  it('refuses a NUL reference with 422', async () => {
    await pendingCheckout();
    const event = chargeSuccessEvent({ reference: 'ASO-\u0000', amount: 7_000_000 });
    const body = await refusedWithoutWrites(signed(event), 422);
    expect(body.errors).toEqual({ 'data.reference': [UNSTORABLE_TEXT] });
  });

  it('refuses a NUL anywhere in the event of a known charge, confirming nothing', async () => {
    const checkout = await pendingCheckout();
    const transaction = fake.transactions.get(checkout.reference)!;
    const event = chargeSuccessEvent(transaction);
    const tampered = { ...event, data: { ...event.data, gateway_response: 'Approved\u0000' } };
    await refusedWithoutWrites(signed(tampered), 422);
    expect((await bookingOf(db(), checkout.booking_id)).status).toBe('pending');
    expect((await paymentsOf(db(), checkout.booking_id)).map((payment) => payment.status)).toEqual([
      'pending',
    ]);
    // The same charge, clean, still confirms: the refusal left nothing half done.
    const clean = await ctx.app.inject(signed(event));
    expect(clean.statusCode).toBe(200);
    expect((await bookingOf(db(), checkout.booking_id)).status).toBe('confirmed');
  });

  it('refuses a lone UTF-16 half under a key named __proto__ with 422 naming that key (was a 500)', async () => {
    // Found by the fuzz suite (seed -912584251): the error's field list took `__proto__`
    // for its prototype. JSON.parse keeps such a key as an own property, so it is a field.
    const raw = String.raw`{"__proto__":"\ud800","IKIx":{},"constructor":-337978807}`;
    const body = await refusedWithoutWrites(signedRaw(raw), 422);
    expect(body.message).toBe(`__proto__: ${UNSTORABLE_TEXT}`);
    expect(Object.keys(body.errors as object)).toEqual(['__proto__']);
  });

  it('answers an unsigned body with NUL 401, before reading it', async () => {
    const raw = JSON.stringify(chargeSuccessEvent({ reference: '\u0000', amount: 1 }));
    await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'f'.repeat(128) },
        payload: raw,
      },
      401,
    );
  });
});

describe('garbage in paths, queries and bodies', () => {
  it.each([
    '/api/rooms/99999999999999999999',
    '/api/rooms/-1',
    '/api/rooms/1.5',
    '/api/rooms/0x10',
    '/api/rooms/2147483648/details',
    '/api/bookings/me/2147483648',
  ])('answers GET %s with a 4xx', async (url) => {
    const guest = await user();
    await refusedWithoutWrites({ method: 'GET', url, headers: guest.headers });
  });

  it('refuses feed ids past the database integer (were 500s) with 422', async () => {
    const staff = await admin();
    await refusedWithoutWrites(
      { method: 'DELETE', url: '/api/channel-feeds/2147483648', headers: staff.headers },
      422,
    );
    await refusedWithoutWrites(
      { method: 'POST', url: '/api/channel-feeds/2147483648/sync', headers: staff.headers },
      422,
    );
  });

  it('refuses a room type id past the database integer at checkout (was a 500) with 422', async () => {
    const body = await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/initiate-payment',
        payload: guestRequest(1, 12, 2, { room_type_id: 2_147_483_648 }),
      },
      422,
    );
    expect(body.errors).toEqual({ room_type_id: ['The room type is required.'] });
  });

  it('refuses ids past the database integer on a manual booking with 422', async () => {
    const staff = await admin();
    for (const change of [{ room_id: 2_147_483_648 }, { room_type_id: '2147483648' }]) {
      await refusedWithoutWrites(
        {
          method: 'POST',
          url: '/api/bookings/manual',
          headers: staff.headers,
          payload: {
            room_id: 1,
            room_type_id: 1,
            start_date: guestRequest(1, 20, 2).start_date,
            end_date: guestRequest(1, 20, 2).end_date,
            guest_name: 'Emeka Eze',
            guest_email: 'emeka@example.com',
            guest_phone: '+234 802 555 0199',
            ...change,
          },
        },
        422,
      );
    }
  });

  it('answers a path that is not valid percent-encoding with 400, not echoing it', async () => {
    const body = await refusedWithoutWrites({ method: 'GET', url: '/api/rooms/%E0%A4%A' }, 400);
    expect(body).toEqual({ message: 'The address is not valid.' });
  });

  it('answers a path segment over the length limit with 414', async () => {
    const body = await refusedWithoutWrites(
      { method: 'GET', url: `/api/rooms/${'9'.repeat(1200)}` },
      414,
    );
    expect(body).toEqual({ message: 'The address is too long.' });
  });

  it('refuses a repeated query parameter with 422', async () => {
    const staff = await admin();
    await refusedWithoutWrites(
      { method: 'GET', url: '/api/room-types?q=a&q=b', headers: staff.headers },
      422,
    );
    const start = guestRequest(1, 10, 2);
    await refusedWithoutWrites(
      {
        method: 'GET',
        url: `/api/rooms?start_date=${start.start_date}&start_date=${start.end_date}&end_date=${start.end_date}`,
      },
      422,
    );
  });

  it('refuses a JSON body with __proto__ with 400', async () => {
    await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"role":"admin"},"email":"a@example.com","password":"x"}',
      },
      400,
    );
  });

  it.each([
    ['an array', []],
    ['a string', 'ada@example.com'],
    ['null', null],
    ['a number', 42],
    ['nested arrays', [[[[['deep']]]]]],
  ])('refuses %s where an object is expected with 4xx', async (_case, payload) => {
    await refusedWithoutWrites({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  });

  it('refuses very long strings with 422', async () => {
    const body = await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'x'.repeat(50_000), email: 'ada@example.com', message: 'Hello there.' },
      },
      422,
    );
    expect(Object.keys(body.errors ?? {})).toEqual(['name']);
  });

  it('refuses an empty body sent with a length and a JSON type with 400', async () => {
    const body = await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'content-length': '0' },
        payload: '',
      },
      400,
    );
    expect(body.message).toBe('The request body is empty.');
  });

  it('refuses a body of another type with 415', async () => {
    await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/xml' },
        payload: '<user/>',
      },
      415,
    );
  });
});

/** A real PNG of random pixels, which no encoder can shrink below the JSON limit. */
async function noisyPng() {
  const pixels = Buffer.from(
    Array.from({ length: 300 * 300 * 3 }, () => Math.floor(Math.random() * 256)),
  );
  const photo = await sharp(pixels, { raw: { width: 300, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  expect(photo.length).toBeGreaterThan(JSON_BODY_LIMIT);
  return photo;
}

describe('body limits', () => {
  it(`refuses a JSON body over ${JSON_BODY_LIMIT / 1024} KB with 413`, async () => {
    const body = await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ada@example.com', password: 'x'.repeat(JSON_BODY_LIMIT) },
      },
      413,
    );
    expect(body).toEqual({ message: 'The request body is too large.' });
  });

  it('takes a policy of 20,000 characters even written as \\u escapes, refuses beyond', async () => {
    const staff = await admin();
    // `é` sent as `\u00e9`: 6 bytes a character, 120 KB in all.
    const payload = JSON.stringify({ title: 'Règles', content: 'é'.repeat(20_000) }).replaceAll(
      'é',
      '\\u00e9',
    );
    expect(payload.length).toBeGreaterThan(JSON_BODY_LIMIT);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/policies',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);

    const body = await refusedWithoutWrites(
      {
        method: 'POST',
        url: '/api/policies',
        headers: staff.headers,
        payload: { title: 'Too big', content: 'x'.repeat(POLICY_BODY_LIMIT) },
      },
      413,
    );
    expect(body).toEqual({ message: 'The request body is too large.' });
  });

  it('still takes a profile photo far over the JSON limit', async () => {
    const guest = await user();
    const photo = await noisyPng();
    const file: UploadFile = {
      field: 'profile_photo',
      name: 'me.png',
      type: 'image/png',
      bytes: photo,
    };
    const form = multipartBody({ ...profile, email: guest.user.email }, [file]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { ...guest.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.profile_photo).toEqual(expect.any(String));
  });

  it('still takes room type photos far over the JSON limit', async () => {
    const staff = await admin();
    const photo = await noisyPng();
    const form = multipartBody(roomTypeFields, [
      { field: 'images[]', name: 'a.png', type: 'image/png', bytes: photo },
      { field: 'images[]', name: 'b.png', type: 'image/png', bytes: photo },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/room-types',
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('failures inside the server', () => {
  it('answers an error carrying SQL with only "Internal Server Error"', async () => {
    for (const url of ['/api/test-only/sql-error', '/api/test-only/missing-table']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
    }
  });

  it('answers text the database refused with 400, never the SQL (the net behind the guard)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-only/nul-to-database' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request contains text that cannot be stored.',
    });
  });
});

describe('what Node refuses on the wire', () => {
  beforeAll(() => ctx.app.listen({ port: PORT, host: '127.0.0.1' }));

  /** Writes `raw` to the listening server and reads the whole answer. */
  function rawRequest(raw: Buffer | string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(PORT, '127.0.0.1', () => socket.end(raw));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
    });
  }

  it.each([
    [
      'a NUL in a header',
      Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n'),
      400,
    ],
    [
      'raw bytes in the path',
      Buffer.from('GET /api/rooms/\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      400,
    ],
    ['a request line of garbage', 'NOT HTTP AT ALL\r\n\r\n', 400],
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('answers %s in the envelope', async (_case, raw, status) => {
    const before = await databaseState();
    const answer = await rawRequest(raw);
    expect(answer.status).toBe(status);
    expect(Object.keys(JSON.parse(answer.body) as object)).toEqual(['message']);
    expect(await databaseState()).toEqual(before);
  });
});
