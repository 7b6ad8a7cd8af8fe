import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { applyFunctions } from '../../db/functions.ts';
import { testConfig, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await openDatabase({ dataDir: undefined });
    const app = await buildApp({ config: testConfig(), database, webDir: null });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    await app.close();
  });
});

describe('GET /api/ready', () => {
  const journal = JSON.parse(
    fs.readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };

  it('is ready when the database answers with every migration applied', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the migration whose row is missing, and 200 once it is back', async () => {
    const last = journal.entries.at(-1)!;
    const [row] = await queryRows<{ hash: string; created_at: string }>(
      ctx.database.db,
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}
          returning hash, created_at`,
    );
    expect(row).toBeDefined();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: `1 database migration is not applied: ${last.tag}.`,
      });
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it("answers 503 naming a function another build replaced, and 200 once the file's is back", async () => {
    // As another build's process would leave it: holds_unit of another text.
    await ctx.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION public.holds_unit(status text, hold_expires_at timestamp with time zone)
        RETURNS boolean LANGUAGE sql STABLE AS $function$ SELECT false $function$`),
    );
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: '1 database function is not as this build has it: holds_unit.',
      });
    } finally {
      await applyFunctions(ctx.database.db);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 in the error envelope when the database does not answer', async () => {
    const database = await openDatabase({ dataDir: undefined });
    const app = await buildApp({ config: testConfig(), database, webDir: null });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database does not answer.' });
    await app.close();
  });
});

describe('GET /api/config', () => {
  it('gives null for what is not configured and the sandbox payment mode', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      google_maps_api_key: null,
      google_client_id: null,
      payment_mode: 'sandbox',
    });
  });

  it('gives the public values that are configured, and never a secret', async () => {
    const config = testConfig({
      GOOGLE_MAPS_API_KEY: 'maps-key',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      PAYSTACK_SECRET_KEY: 'sk_live_secret',
    });
    const app = await buildApp({ config, database: ctx.database, webDir: null });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      google_maps_api_key: 'maps-key',
      google_client_id: 'client.apps.googleusercontent.com',
      payment_mode: 'live',
    });
    expect(response.body).not.toContain('sk_live_secret');
    await app.close();
  });
});

describe('unknown API paths and bad bodies', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers %s /api/unknown with 404 JSON',
    async (method) => {
      const response = await ctx.app.inject({ method, url: '/api/does-not-exist/1?x=%zz' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: expect.stringContaining('not found') });
    },
  );

  it('answers a body that is not JSON with a 4xx message, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('message');
  });
});
