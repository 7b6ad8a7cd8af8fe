import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { payments } from '../../db/schema.ts';
import { unitNumbered } from '../../test/admin.ts';
import { guestRequest, initiate, payInSandbox } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ensureIcalToken, icalExportPath } from '../channels/ical-token.ts';
import { inlineScripts } from './security-headers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const STUDIO = 1;

/**
 * The web app built as `npm run build` builds it (browser bundle, server renderer, the
 * stylesheet inlined by postbuild), into a directory of its own: the pages checked below
 * are the real ones, with whatever inline scripts the build and the renderer put in them.
 */
function buildWebApp(outDir: string) {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  // As `npm run build` runs it, not with the test runner's NODE_ENV=test (React's dev build).
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, {
      cwd: path.join(repoRoot, 'apps/web'),
      env,
      stdio: 'pipe',
    });
  run([vite, 'build', '--outDir', outDir, '--logLevel', 'error']);
  const ssr = ['--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`];
  run([vite, 'build', ...ssr, '--logLevel', 'error']);
  run([path.join(repoRoot, 'scripts/postbuild.mjs'), outDir]);
}

/** The response's Content-Security-Policy, directive by directive. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, 'a Content-Security-Policy header').toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Headers every answer carries, whatever it is (page, JSON, PDF, calendar, photo). */
function expectBaseHeaders(response: LightMyRequestResponse) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
}

describe('the security headers of the built web app', () => {
  const webDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aso-csp-')), 'dist');
  // Registered before the app's own hooks, so the app reads the build it serves.
  beforeAll(() => buildWebApp(webDir), 180_000);
  const ctx = useTestApp({ webDir, seed: true });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('sends a page with a policy allowing the app, and nothing from elsewhere', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response);
    const policy = policyOf(response);
    const scriptSources = policy.get('script-src')!;
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
    // APP_URL is http here: no HSTS, no upgrading of requests.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("sends the headers with the app's 404 page", async () => {
    for (const url of ['/no-such-page', '/admin/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expectBaseHeaders(response);
    }
  });

  it('allows every inline script of each page by its hash, and runs no inline handler', async () => {
    const { rooms } = (await get('/api/rooms')).json<{ rooms: { id: number }[] }>();
    const rendered = ['/', '/residencies', `/rooms/${rooms[0]!.id}`, '/2BedroomPage'];
    const shells = ['/login', '/admin', '/admin/BookingManagement', '/payment/callback'];
    for (const url of [...rendered, ...shells]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const scriptSources = policyOf(response).get('script-src')!;
      expect(scriptSources, url).not.toContain("'unsafe-inline'");
      expect(scriptSources, url).not.toContain("'unsafe-eval'");
      const scripts = inlineScripts(response.body);
      // The rendered pages hand the browser their data in one: the check is not vacuous.
      if (rendered.includes(url)) expect(scripts.length, url).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(scriptSources, `${url}: ${script.slice(0, 60)}`).toContain(sha256(script));
      }
      // Handlers and javascript: URLs cannot be allowed by a hash: there must be none.
      expect(response.body, url).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(response.body, url).not.toMatch(/(href|src|action)\s*=\s*["']?\s*javascript:/i);
    }
  });

  it('counts every kind of executed script, and leaves data blocks alone', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>' +
      '<script type="application/json">{"d":1}</script><script type="application/ld+json">{}</script>' +
      '<script src="/assets/e.js"></script><SCRIPT TYPE=importmap>{"imports":{}}</SCRIPT>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', '{"imports":{}}']);
  });

  it('sends the same policy with the compressed page', async () => {
    const plain = await get('/residencies');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get('/residencies', { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-security-policy']).toBe(
        plain.headers['content-security-policy'],
      );
    }
  });

  it('puts the headers on API answers, errors included', async () => {
    for (const url of ['/api/rooms', '/api/health', '/api/no-such-thing']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toContain('application/json');
      expectBaseHeaders(response);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    expect((await get('/api/rooms')).statusCode).toBe(200);
  });

  it('lets other sites and mail show the photos and the affiliates’ banners', async () => {
    for (const url of ['/images/site/hero-1.webp', '/affiliate/aso-residences-banner.jpg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\//);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expectBaseHeaders(response);
    }
    // The affiliates' pages are pages like any other.
    const page = await get('/affiliate/register');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps the calendar feed and the receipt PDF working, with the headers', async () => {
    const { unit } = await unitNumbered(ctx.database.db, 'M101');
    const token = await ensureIcalToken(ctx.database.db, unit.id);
    const feed = await get(icalExportPath(unit.id, token!));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expectBaseHeaders(feed);

    const { reference, booking_id } = (await initiate(ctx.app, guestRequest(STUDIO, 5, 2))).json();
    const redirect = (await payInSandbox(ctx.app, reference)).json<{ redirect_url: string }>();
    const access = new URL(redirect.redirect_url, 'http://x').searchParams.get('access');
    const receipt = await get(`/api/bookings/${booking_id}/receipt.pdf?access=${access}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectBaseHeaders(receipt);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment!.status).toBe('success');
  });

  it('lets the sandbox checkout post its form and return to the callback', async () => {
    const started = await initiate(ctx.app, guestRequest(STUDIO, 9, 2));
    const { authorization_url, reference } = started.json<{
      authorization_url: string;
      reference: string;
    }>();
    const checkout = await get(new URL(authorization_url).pathname);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['content-type']).toContain('text/html');
    expectBaseHeaders(checkout);
    const policy = policyOf(checkout);
    // Its only inline code is a <style> block; it runs no script at all.
    expect(inlineScripts(checkout.body)).toEqual([]);
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
    const action = /<form method="post" action="([^"]+)"/.exec(checkout.body)![1]!;
    expect(action.startsWith('/')).toBe(true); // same origin: 'self'

    const settled = await ctx.app.inject({
      method: 'POST',
      url: action,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(settled.statusCode).toBe(303);
    // Browsers check a form's redirect against form-action too.
    const next = new URL(settled.headers.location!);
    expect(next.pathname).toBe('/payment/callback');
    expect(next.searchParams.get('reference')).toBe(reference);
    expect(policy.get('form-action')).toContain(next.origin);
  });
});

describe('the security headers of a site served over https with Google configured', () => {
  // A build whose index.html has an inline script of its own and a JSON-LD block.
  const bootstrap = "document.documentElement.dataset.theme='light'";
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-csp-shell-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><title>Aso</title><script>${bootstrap}</script>` +
      '<script type="application/ld+json">{"@type":"Hotel"}</script></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  const ctx = useTestApp({
    webDir,
    env: {
      APP_URL: 'https://stay.asoresidences.example',
      GOOGLE_MAPS_API_KEY: 'maps-key',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      SERVER_RENDERING: 'off',
    },
  });

  it('allows the inline scripts of the build by hashes computed at start-up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    const scripts = inlineScripts(response.body);
    expect(scripts).toEqual([bootstrap]);
    expect(policyOf(response).get('script-src')).toContain(sha256(bootstrap));
  });

  it('adds the sources of Google Maps and Google sign-in, and no script host beyond theirs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/rooms/1' });
    expectBaseHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      sha256(bootstrap),
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      // Google's guide for the Maps JavaScript API asks for both; never 'unsafe-inline'.
      "'unsafe-eval'",
      'blob:',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://fonts.googleapis.com',
      'https://accounts.google.com/gsi/style',
    ]);
    expect(policy.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'blob:', 'data:', 'https://*.googleapis.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.googleapis.com',
        'https://accounts.google.com/gsi/',
      ]),
    );
    expect(policy.get('frame-src')).toEqual([
      'https://*.google.com',
      'https://accounts.google.com/gsi/',
    ]);
    expect(policy.get('worker-src')).toEqual(['blob:']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://stay.asoresidences.example']);
  });

  it('sends HSTS and upgrades insecure requests when APP_URL is https', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policyOf(response).get('upgrade-insecure-requests')).toEqual([]);
  });
});

/*
 * Issue 30: Strict-Transport-Security (a year, no includeSubDomains) on every answer when
 * APP_URL is https, whoever answers: a route, a static file, a page, an error, a 404, a
 * hook's refusal, the router's or Node's, a closing app's 503; and on none when it is http
 * (the TLS proxy sets it then, docs/deploy.md).
 */
describe('Strict-Transport-Security on every answer', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-hsts-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Aso</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const HSTS = 'max-age=31536000';
  const PARTNER = 'https://partner.example';

  type Request = { method?: 'GET' | 'POST' | 'OPTIONS' | 'HEAD'; url: string } & Pick<
    InjectOptions,
    'headers' | 'payload'
  >;
  const json = { 'content-type': 'application/json' };
  /** One request of each kind of answer, with the status it gets. */
  const REQUESTS: [string, Request, number][] = [
    ['an API answer', { url: '/api/health' }, 200],
    ['an unknown API path', { url: '/api/no-such-thing' }, 404],
    [
      'a validation error',
      { method: 'POST', url: '/api/login', headers: json, payload: '{}' },
      422,
    ],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/login', headers: json, payload: '{"a":' },
      400,
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/login',
        headers: json,
        payload: JSON.stringify({ a: 'x'.repeat(70_000) }),
      },
      413,
    ],
    ['the text guard refusing a query', { url: '/api/rooms?q=%00' }, 422],
    [
      'the text guard refusing a header',
      { url: '/api/rooms', headers: { 'x-a': 'a\u0000b' } },
      400,
    ],
    ['the router refusing a bad address', { url: '/api/rooms/%zz' }, 400],
    ['the router refusing a long address', { url: `/api/rooms/${'1'.repeat(1100)}` }, 414],
    [
      'a CORS preflight',
      {
        method: 'OPTIONS',
        url: '/api/rooms',
        headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
      },
      204,
    ],
    ['a page', { url: '/login' }, 200],
    ['a HEAD of a page', { method: 'HEAD', url: '/' }, 200],
    ['a static file', { url: '/assets/index-abc123.js' }, 200],
    ['a static file nobody has', { url: '/assets/missing.js' }, 404],
    ['a photo nobody has', { url: '/images/store/AAAAAAAAAAAAAAAAAAAAAAAA-960.webp' }, 404],
    ['a calendar feed nobody has', { url: '/ical/units/1/nope.ics' }, 404],
  ];

  /** The status and headers of an answer written to a raw socket of the listening app. */
  function rawAnswers(port: number, raw: string): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(raw));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer.split(/\r\n(?=HTTP\/1\.1 )/)));
    });
  }
  const headerOf = (answer: string, name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(answer.split('\r\n\r\n')[0]!)?.[1];

  describe('with an https APP_URL', () => {
    const env = {
      APP_URL: 'https://stay.asoresidences.example',
      CORS_ORIGINS: PARTNER,
      SERVER_RENDERING: 'off',
    };
    const ctx = useTestApp({ webDir, env });

    it.each(REQUESTS)('is sent on %s', async (_kind, request, status) => {
      const response = await ctx.app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(status);
      expect(response.headers['strict-transport-security']).toBe(HSTS);
      expectBaseHeaders(response);
    });

    it('is sent on what Node refuses on the wire, and on a closing app’s 503', async () => {
      const app = await buildApp({ config: ctx.config, database: ctx.database, webDir });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      try {
        const [refused] = await rawAnswers(
          port,
          'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n',
        );
        expect(refused).toMatch(/^HTTP\/1\.1 400 /);
        expect(headerOf(refused!, 'strict-transport-security')).toBe(HSTS);
        expect(headerOf(refused!, 'x-frame-options')).toBe('DENY');

        // A request whose headers are still coming keeps its connection open while the
        // app closes; once they are in, the request meets the closing app.
        const socket = connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
        await new Promise((resolve) => setTimeout(resolve, 200));
        const closed = app.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        socket.write('\r\n');
        await new Promise((resolve) => socket.once('close', resolve));
        await closed;
        expect(answer).toMatch(/^HTTP\/1\.1 503 /);
        expect(headerOf(answer, 'strict-transport-security')).toBe(HSTS);
        expect(headerOf(answer, 'x-frame-options')).toBe('DENY');
        expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"The server is shutting down."}');
      } finally {
        await app.close();
      }
    });
  });

  describe('with an http APP_URL (behind a TLS proxy, which sends it)', () => {
    const env = {
      APP_URL: 'http://stay.asoresidences.example',
      CORS_ORIGINS: PARTNER,
      SERVER_RENDERING: 'off',
    };
    const ctx = useTestApp({ webDir, env });

    it.each(REQUESTS)(
      'is not sent on %s, the other headers are',
      async (_kind, request, status) => {
        const response = await ctx.app.inject({ method: 'GET', ...request });
        expect(response.statusCode).toBe(status);
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expectBaseHeaders(response);
      },
    );
  });
});
