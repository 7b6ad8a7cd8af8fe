import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { signedIn } from './test/admin.ts';
import { signWebhook, startFakePaystack } from './test/fake-paystack.ts';
import { useTestApp } from './test/test-app.ts';

/*
 * Issue 15 point 3: generated garbage to every route of the OpenAPI document (bodies, query
 * strings, path ids and headers; JSON, multipart and the signed webhook), as anonymous, a
 * guest account, staff or a forged session. Whatever arrives: never a 5xx, never a stack
 * trace or SQL text in the answer, every refusal in the error envelope, and nothing written
 * on refusal. `FUZZ_RUNS` sets the requests per route (default 25).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const fake = await startFakePaystack({ secret: 'sk_test_aso_fuzz_secret' });
const ctx = useTestApp({
  seed: true,
  env: { PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.url },
});
afterAll(() => fake.stop());

/** Routes that read multipart forms by hand (photos), so the document shows no body. */
const MULTIPART_ROUTES = new Set([
  'POST /api/user/update',
  'POST /api/room-types',
  'PUT /api/room-types/{id}',
]);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[] | null;
  multipart: boolean;
}

/** The routes, read from the document the app serves (a throwaway app, before the tests). */
const operations = await (async (): Promise<Operation[]> => {
  const { createTestDatabase } = await import('./test/test-database.ts');
  const { buildApp } = await import('./app.ts');
  const { testConfig } = await import('./test/test-app.ts');
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(), database, webDir: null });
  const doc = (await app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  await app.close();
  await database.destroy();
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+|\*)\}/g)].map((match) => match[1]!),
        queryParams: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name),
        bodyKeys: schema?.properties ? Object.keys(schema.properties) : null,
        multipart: MULTIPART_ROUTES.has(`${method.toUpperCase()} ${path}`),
      };
    }),
  );
})();

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

// ——— Generators ———

/** Values that have broken services elsewhere: NULs, lone surrogates, huge numbers, … */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  "' or 1=1 --",
  '"; drop table bookings; --',
  '<script>alert(1)</script>',
  '💥'.repeat(40),
  'x'.repeat(3000),
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '__proto__',
  'constructor',
  'null',
  '../../etc/passwd',
  'ASO-00000000',
  'admin@aso.test',
);
const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2 ** 53, -(2 ** 31) - 1, 2 ** 63),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
}));

/** A path segment: encoded garbage, or raw bytes a client could send (bad escapes). */
const segment = fc.oneof(
  text.map((raw) => encodeURIComponent(raw.replace(/[\ud800-\udfff]/g, '?')) || '%20'),
  fc.integer({ min: -5, max: 40 }).map(String),
  fc.constantFrom('%00', '%E0%A4%A', '%', '%ZZ', '..%2F..', '1%2F2', '99999999999999999999', '1e3'),
);

/** A JSON body with the route's own keys (some valid-looking, most not) or none of them. */
const jsonBody = (keys: string[] | null) =>
  fc.oneof(
    keys && keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
      : fc.constant({}),
    value,
    fc.constantFrom(
      '{"__proto__":{"role":"super_admin"},"email":"x@example.com"}',
      '{"a":',
      '[]',
      'null',
      '"\\u0000"',
      '{"email":"\\u0000@example.com","password":"\\u0000"}',
    ),
  );

/** A multipart form: random fields, maybe a file, maybe cut off before its closing boundary. */
const multipartBody = fc
  .record({
    boundary: fc.constantFrom('----aso', 'x', 'a'.repeat(70)),
    fields: fc.array(
      fc.tuple(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.constantFrom('first_name', 'name', 'photos', 'price_per_night', 'capacity'),
        ),
        text,
      ),
      { maxLength: 4 },
    ),
    file: fc.option(fc.uint8Array({ maxLength: 64 })),
    close: fc.boolean(),
  })
  .map(({ boundary, fields, file, close }) => {
    const parts = fields.map(
      ([name, content]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${content}\r\n`,
    );
    if (file)
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${Buffer.from(file).toString('latin1')}\r\n`,
      );
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: parts.join('') + (close ? `--${boundary}--\r\n` : ''),
    };
  });

type Auth = 'none' | 'user' | 'admin' | 'forged';

interface Attempt {
  auth: Auth;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

function attemptsFor(operation: Operation): fc.Arbitrary<Attempt> {
  const path = fc.tuple(...operation.pathParams.map(() => segment)).map((values) => {
    let index = 0;
    return operation.path.replace(/\{(\w+|\*)\}/g, () => values[index++]!);
  });
  const query = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...operation.queryParams, 'access', 'page', 'id'),
          fc.string({ maxLength: 6 }),
        ),
        segment,
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([key, raw]) => `${encodeURIComponent(key)}=${raw}`).join('&')}`,
    );
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
  const body = hasBody
    ? fc.oneof(
        jsonBody(operation.bodyKeys).map((json) => ({
          contentType: 'application/json',
          payload: typeof json === 'string' ? json : JSON.stringify(json),
        })),
        ...(operation.multipart ? [multipartBody] : []),
        fc.record({
          contentType: fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=utf-16',
            'application/xml',
          ),
          payload: text,
        }),
      )
    : fc.constant(null);
  return fc
    .record({
      auth: fc.constantFrom<Auth>('none', 'user', 'admin', 'admin', 'forged'),
      path,
      query,
      body,
      signature: fc.constantFrom('valid', 'garbage', 'none'),
      extra: fc.dictionary(
        fc.constantFrom(
          'accept',
          'x-forwarded-for',
          'cookie',
          'if-none-match',
          'range',
          'x-request-id',
        ),
        fc.string({ maxLength: 30 }).map((raw) => raw.replace(/[^\x20-\x7e]/g, '')),
        { maxKeys: 2 },
      ),
    })
    .map(({ auth, path, query, body, signature, extra }) => {
      const headers: Record<string, string> = { ...extra };
      if (body) headers['content-type'] = body.contentType;
      if (body && operation.path === '/api/paystack/webhook' && signature !== 'none')
        headers['x-paystack-signature'] =
          signature === 'valid' ? signWebhook(body.payload, fake.secret) : 'a'.repeat(128);
      return { auth, url: path + query, headers, payload: body?.payload };
    });
}

// ——— Checks ———

/** Every table a refused request must leave as it was, by row count and row versions. */
async function fingerprint(): Promise<string> {
  const tables = await queryRows<{ tablename: string }>(
    ctx.database.db,
    sql`select tablename from pg_tables where schemaname = 'public'
        and tablename not in ('rate_limits', '__drizzle_migrations') order by tablename`,
  );
  const parts = tables.map(({ tablename }) =>
    // The outbox by count only: the mailer marks its rows sent in the background.
    tablename === 'email_outbox'
      ? `select '${tablename}' as t, count(*)::text as c, '' as v from "${tablename}"`
      : `select '${tablename}' as t, count(*)::text as c,
           coalesce(sum(xmin::text::bigint), 0)::text as v from "${tablename}"`,
  );
  const rows = await queryRows<{ t: string; c: string; v: string }>(
    ctx.database.db,
    sql.raw(parts.join(' union all ')),
  );
  return rows.map((row) => `${row.t}:${row.c}:${row.v}`).join(' ');
}

const LEAKS = [
  /\bat [\w.<>]+ \(|\bat file:|\.ts:\d+:\d+/, // stack frames
  /node_modules|\/work\/|apps\/server/,
  /syntax error|violates|duplicate key|relation "|column "|SQLSTATE|invalid input syntax|\bselect\b.+\bfrom\b|\binsert into\b/i,
];

let sessions: Record<Exclude<Auth, 'none'>, Record<string, string>>;
beforeEach(async () => {
  fake.reset();
  const user = await signedIn(ctx.database.db, 'user');
  const admin = await signedIn(ctx.database.db, 'super_admin');
  sessions = {
    user: user.headers,
    admin: admin.headers,
    forged: {
      authorization: 'Bearer forged-token-that-was-never-issued',
      cookie: 'session=forged',
    },
  };
});

describe.each(
  operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
)('%s', (_name, operation) => {
  it('answers garbage with a clean 4xx (or a success), never a 5xx, and writes nothing when it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(attemptsFor(operation), async (attempt) => {
        const before = await fingerprint();
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: attempt.url,
          headers: {
            ...attempt.headers,
            ...(attempt.auth === 'none' ? {} : sessions[attempt.auth]),
          },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        });
        const status = response.statusCode;
        expect(status, response.body.slice(0, 300)).toBeLessThan(500);
        for (const leak of LEAKS) expect(response.body.slice(0, 20_000)).not.toMatch(leak);
        if (status >= 400) {
          if (String(response.headers['content-type']).startsWith('application/json')) {
            const body = response.json<{ message?: unknown }>();
            expect(typeof body.message, response.body).toBe('string');
          }
          expect(await fingerprint()).toBe(before);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
