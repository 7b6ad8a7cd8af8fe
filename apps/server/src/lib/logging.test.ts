/**
 * The request log as an operator reads it: one line per request with its id, no secret
 * of any URL, quiet paths at debug only; through the real app and pino, into a stream.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { ensureIcalToken } from '../modules/channels/ical-token.ts';
import { guestRequest, initiate, payInSandbox } from '../test/bookings.ts';
import { latestMailTo, linkPathIn } from '../test/outbox.ts';
import { TestSmtpServer } from '../test/smtp-catcher.ts';
import { testConfig } from '../test/test-app.ts';
import { createUser } from '../test/users.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { prettyStream, redactUrl } from './logging.ts';

/** What the app logs, as text and as the parsed JSON lines. */
class LogSink extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  requestLines() {
    return this.lines().filter((line) => line.reqId !== undefined);
  }
  clear() {
    this.text = '';
  }
}

const smtp = new TestSmtpServer();
let database: TestDatabase;
const sink = new LogSink();
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

async function appLoggingTo(destination: NodeJS.WritableStream, env: Record<string, string> = {}) {
  const built = await buildApp({
    // Mail goes to the catcher: printed mail (no SMTP_URL) carries its links on purpose.
    config: testConfig({
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      APP_URL: 'https://stay.example.ng',
      ...env,
    }),
    database,
    webDir: null,
    logger: destination,
  });
  apps.push(built);
  await built.ready();
  return built;
}

beforeAll(async () => {
  await smtp.start();
  database = await createTestDatabase();
  await seedDemoData(database.db);
  app = await appLoggingTo(sink);
});
afterAll(async () => {
  for (const built of apps) await built.close();
  await database.destroy();
  await smtp.stop();
});
beforeEach(() => sink.clear());

describe('request log', () => {
  it('writes one line per request when it is answered: id, method, URL, status, time', async () => {
    const rooms = await app.inject({ method: 'GET', url: '/api/rooms?location=Maitama' });
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const invalid = await app.inject({ method: 'POST', url: '/api/login', payload: {} });

    const lines = sink.requestLines();
    expect(lines).toHaveLength(3);
    expect(lines.map(({ method, url, status }) => ({ method, url, status }))).toEqual([
      { method: 'GET', url: '/api/rooms?location=Maitama', status: 200 },
      { method: 'GET', url: '/api/nothing-here', status: 404 },
      { method: 'POST', url: '/api/login', status: 422 },
    ]);
    for (const [i, response] of [rooms, missing, invalid].entries()) {
      expect(lines[i]).toMatchObject({ level: 30, msg: 'request' });
      expect(lines[i]!.ms).toEqual(expect.any(Number));
      expect(lines[i]!.reqId).toBe(response.headers['x-request-id']);
      expect(lines[i]).not.toHaveProperty('req');
      expect(lines[i]).not.toHaveProperty('headers');
    }
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
  });

  it('keeps a sane incoming x-request-id, sends it back, and replaces an unsafe one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-request-id': '4bf92f3577b34da6a3ce929d0e0e4736' },
    });
    expect(kept.headers['x-request-id']).toBe('4bf92f3577b34da6a3ce929d0e0e4736');

    const unsafe = ['a b', 'x'.repeat(65), 'line\u2028break', '{"json":1}'];
    for (const header of unsafe) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/config',
        headers: { 'x-request-id': header },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
    const ids = sink.requestLines().map((line) => line.reqId);
    expect(ids[0]).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(new Set(ids).size).toBe(1 + unsafe.length);
    for (const header of unsafe) expect(sink.text).not.toContain(header);
  });

  it('never writes a token of a URL: guest access, email verification, password reset, calendar feed', async () => {
    // A guest books and pays in the sandbox: the success page's link carries the access token.
    const initiated = await initiate(app, guestRequest(1, 20, 2, { guest_email: 'guest@x.ng' }));
    expect(initiated.statusCode).toBe(201);
    const { reference, booking_id: bookingId } = initiated.json<{
      reference: string;
      booking_id: number;
    }>();
    const callback = await payInSandbox(app, reference);
    const redirect = new URL(
      callback.json<{ redirect_url: string }>().redirect_url,
      'https://stay.example.ng',
    );
    const access = redirect.searchParams.get('access')!;
    // Sign-up mails a verification link; forgot-password mails a reset link.
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'Ada',
        last_name: 'Obi',
        email: 'ada@x.ng',
        phone_number: '+234 803 123 4567',
        password: 'lagoon-sunset-7',
        password_confirmation: 'lagoon-sunset-7',
        agreed_to_terms: true,
      },
    });
    expect(registered.statusCode).toBeLessThan(300);
    const verifyPath = linkPathIn((await latestMailTo(database.db, 'ada@x.ng'))!.textBody);
    const verifyToken = verifyPath.split('/').pop()!;
    await createUser(database.db, { email: 'chidi@x.ng' });
    await app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'chidi@x.ng' },
    });
    const resetText = (await latestMailTo(database.db, 'chidi@x.ng'))!.textBody;
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetText)?.[1];
    const icalToken = (await ensureIcalToken(database.db, 3))!;
    const tokens = { access, verifyToken, resetToken: resetToken!, icalToken };
    for (const token of Object.values(tokens)) expect(token.length).toBeGreaterThan(15);
    sink.clear();

    const requests: [string, string, number][] = [
      ['GET', `/api/bookings/${bookingId}?access=${access}`, 200],
      ['GET', `/api/bookings/${bookingId}/receipt.pdf?access=${access}`, 200],
      ['GET', `${redirect.pathname}${redirect.search}`, 503], // the web page (not built here)
      ['GET', `/payment-success?ACC%65SS=${access}&booking_id=${bookingId}`, 503],
      ['GET', `/reset-password?token=${resetToken}`, 503],
      ['GET', `/ical/units/3/${icalToken}.ics`, 200],
      ['GET', `/ical/units/3/${icalToken}`, 404],
      ['GET', `/rooms/1?aff=AFFCODE1&ref=AFFCODE1`, 503],
      ['GET', verifyPath, 302],
      ['POST', `/api/bookings/${bookingId}/cancel?access=${access}`, 200],
    ];
    for (const [method, url, status] of requests) {
      const response = await app.inject({ method: method as 'GET', url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
    }
    // Let the mail these requests enqueued go out, so its log lines are in too.
    await app.mailer.deliverDue();

    for (const token of Object.values(tokens)) expect(sink.text).not.toContain(token);
    const lines = sink.requestLines();
    expect(lines).toHaveLength(requests.length);
    expect(lines.map((line) => line.url)).toEqual([
      `/api/bookings/${bookingId}?access=[redacted]`,
      `/api/bookings/${bookingId}/receipt.pdf?access=[redacted]`,
      `/payment-success?booking_id=${bookingId}&guest=true&access=[redacted]`,
      `/payment-success?ACC%65SS=[redacted]&booking_id=${bookingId}`,
      '/reset-password?token=[redacted]',
      '/ical/units/3/[redacted].ics',
      '/ical/units/3/[redacted]',
      '/rooms/1?aff=AFFCODE1&ref=AFFCODE1',
      '/api/email/verify/[redacted]',
      `/api/bookings/${bookingId}/cancel?access=[redacted]`,
    ]);
  });

  it('logs health checks, static assets and images at debug only', async () => {
    const quiet = [
      '/api/health',
      '/api/ready',
      '/assets/index-abc123.js',
      '/images/rooms/deluxe-1.webp',
      '/images/store/abc-480.webp',
      '/favicon.ico',
      '/fonts/inter.woff2',
    ];
    for (const url of quiet) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: '/api/catalogue/summary' });
    expect(sink.requestLines().map((line) => line.url)).toEqual(['/api/catalogue/summary']);

    const debugSink = new LogSink();
    const debugApp = await appLoggingTo(debugSink, { LOG_LEVEL: 'debug' });
    for (const url of quiet) await debugApp.inject({ method: 'GET', url });
    const debugLines = debugSink.requestLines();
    expect(debugLines.map((line) => line.url)).toEqual(quiet);
    expect(debugLines.every((line) => line.level === 20)).toBe(true);
  });

  it('prints the same line readably on a terminal, token redacted', async () => {
    const terminal = new LogSink();
    const prettyApp = await appLoggingTo(await prettyStream(terminal, false));
    const response = await prettyApp.inject({
      method: 'GET',
      url: '/api/bookings/7?access=SECRET-ACCESS-TOKEN-123',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.statusCode).toBe(404);
    const line = terminal.text.split('\n').find((text) => text.includes('trace-42'));
    expect(line).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: trace-42 GET \/api\/bookings\/7\?access=\[redacted\] 404 [\d.]+ ms$/,
    );
    expect(terminal.text).not.toContain('SECRET-ACCESS-TOKEN-123');
  });
});

describe('redactUrl', () => {
  it('keeps what is no secret, and anything that is not a string', () => {
    expect(redactUrl('/api/rooms')).toBe('/api/rooms');
    expect(redactUrl('/api/paystack/callback?reference=ASO-1&trxref=ASO-1')).toBe(
      '/api/paystack/callback?reference=ASO-1&trxref=ASO-1',
    );
    expect(redactUrl('/?code=AFF12345&q')).toBe('/?code=AFF12345&q');
    expect(redactUrl(undefined)).toBeUndefined();
  });

  it('redacts every secret parameter and the secret path segments', () => {
    expect(redactUrl('/x?a=1&access_token=t&api_key=k&password=p&reset_token=r')).toBe(
      '/x?a=1&access_token=[redacted]&api_key=[redacted]&password=[redacted]&reset_token=[redacted]',
    );
    expect(redactUrl('/ical/units/12/tok.ics?x=1')).toBe('/ical/units/12/[redacted].ics?x=1');
    expect(redactUrl('/ical/units/tok.ics')).toBe('/ical/units/[redacted]');
    expect(redactUrl('/api/email/verify/tok?access=a')).toBe(
      '/api/email/verify/[redacted]?access=[redacted]',
    );
  });
});
