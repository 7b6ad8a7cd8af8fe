/**
 * CORS is closed unless `CORS_ORIGINS` lists exact origins (issue 15): without it no
 * Access-Control header is ever sent, so a browser refuses every other site's script;
 * with it, only the listed origins are allowed, preflights included.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { signedIn } from '../test/admin.ts';
import { testConfig, useTestApp } from '../test/test-app.ts';

const SITE = 'https://book.example.ng';
const ADMIN_SITE = 'http://localhost:5173';
const STRANGER = 'https://evil.example';

const closed = useTestApp();
let open: FastifyInstance;
beforeAll(async () => {
  open = await buildApp({
    config: testConfig({ CORS_ORIGINS: ` ${SITE}, ${ADMIN_SITE} ` }),
    database: closed.database,
    webDir: null,
  });
});
afterAll(() => open?.close());

const preflight = (app: FastifyInstance, origin: string, method = 'PUT') =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/user/update',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });

const corsHeadersOf = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('without CORS_ORIGINS', () => {
  it('sends no CORS header to any origin, on a preflight or a call', async () => {
    const ask = await preflight(closed.app, SITE);
    expect(corsHeadersOf(ask.headers)).toEqual([]);

    const call = await closed.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: SITE },
    });
    expect(call.statusCode).toBe(200);
    expect(corsHeadersOf(call.headers)).toEqual([]);
  });
});

describe('with CORS_ORIGINS', () => {
  it.each([SITE, ADMIN_SITE])('allows a preflight from the listed %s', async (origin) => {
    const response = await preflight(open, origin);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-methods']).toMatch(/\bPUT\b/);
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it.each([STRANGER, `${SITE}.evil.example`, 'https://book.example.ng:8443', 'null'])(
    'gives no Access-Control-Allow-Origin to the unlisted %s',
    async (origin) => {
      const ask = await preflight(open, origin, 'DELETE');
      expect(ask.headers['access-control-allow-origin']).toBeUndefined();

      const call = await open.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('answers a listed origin’s real call with its origin, the answer itself unchanged', async () => {
    const { headers } = await signedIn(closed.database.db, 'user');
    const response = await open.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...headers, origin: SITE },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
  });
});

describe('the CORS_ORIGINS setting', () => {
  it('reads a comma-separated list of exact origins; unset is none', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: `${SITE},${ADMIN_SITE},` }).CORS_ORIGINS).toEqual([
      SITE,
      ADMIN_SITE,
    ]);
  });

  it.each([
    '*',
    'book.example.ng',
    `${SITE}/`,
    `${SITE}/path`,
    'ftp://files.example',
    'https://A.example',
  ])('stops start-up on %s, which is no exact origin', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
  });
});
