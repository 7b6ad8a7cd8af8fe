/**
 * GET /api/affiliate/dashboard is compressed when the client takes it (Lighthouse
 * `uses-text-compression` on /AffiliateDashboard): the same JSON, fewer bytes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { affiliateAccount, guestBooksWithCode } from '../../test/affiliates.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

const dashboardOf = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers });

describe('GET /api/affiliate/dashboard compression', () => {
  it('sends the same JSON in brotli or gzip as asked, plain otherwise', async () => {
    const affiliate = await affiliateAccount(ctx.app, ctx.database.db);
    for (let booking = 0; booking < 6; booking++) {
      await guestBooksWithCode(ctx.app, affiliate.code, { startIn: 10 + booking * 3, nights: 2 });
    }

    const plain = await dashboardOf(affiliate.headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const body = plain.json();
    expect(body.bookings).toHaveLength(6);

    const brotli = await dashboardOf({ ...affiliate.headers, 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(body);

    const gzip = await dashboardOf({ ...affiliate.headers, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(body);
  });

  it('sends a small answer plain, and errors in the envelope as before', async () => {
    const affiliate = await affiliateAccount(ctx.app, ctx.database.db);
    const small = await dashboardOf({ ...affiliate.headers, 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().bookings).toEqual([]);

    const anonymous = await dashboardOf({ 'accept-encoding': 'br' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');
  });
});
