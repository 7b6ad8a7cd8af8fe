/**
 * Two app instances on one PostgreSQL database behave as one (issue 15): each listens on
 * its own port, with a real SMTP catcher and the fake Paystack. Contended bookings are
 * split across both and paid with the webhook and the callback hitting both; holds,
 * refunds and mail are worked by both at the same moment; login failures are counted
 * together. PostgreSQL only: PGlite is one process's database.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@aso/core/bookings';
import { buildApp } from './app.ts';
import { openDatabase, queryRows, type Database } from './db/client.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { LIMITS } from './lib/rate-limit.ts';
import { sweepExpiredHolds } from './modules/bookings/hold-sweeper.ts';
import { guestRequest } from './test/bookings.ts';
import {
  chargeSuccessEvent,
  signWebhook,
  startFakePaystack,
  type FakePaystack,
} from './test/fake-paystack.ts';
import { readMail, TestSmtpServer } from './test/smtp-catcher.ts';
import { testConfig } from './test/test-app.ts';

const serverUrl = process.env.DATABASE_URL;
const PORTS = [4541, 4542] as const;
const SMTP_PORT = 4543;
const STAFF = 'desk@aso.test';
/** Demo room types: Deluxe Studio (3 units), Executive One Bedroom (2), Classic Studio (2). */
const DELUXE_STUDIO = 1;
const EXECUTIVE_SUITE = 2;
const CLASSIC_STUDIO = 4;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

interface Initiated {
  reference: string;
  booking_id: number;
  access: string | null;
}

describe.skipIf(!serverUrl)('two app instances on one PostgreSQL', () => {
  const name = `aso_scale_${randomBytes(4).toString('hex')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const smtp = new TestSmtpServer();
  let fake: FakePaystack;
  /** Every answer either instance gave, to find any 5xx. */
  const answers: { request: string; status: number; body: string }[] = [];
  const db = () => databases[0]!.db;
  const urlOf = () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    await smtp.start(SMTP_PORT);
    fake = await startFakePaystack();
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PAYSTACK_SECRET_KEY: fake.secret,
      PAYSTACK_BASE_URL: fake.url,
      APP_URL: 'https://stay.example.ng',
      STAFF_EMAIL: STAFF,
    });
    // Two pools, two apps: two processes as far as the database can tell.
    for (const port of PORTS) {
      const database = await openDatabase({ url: urlOf() });
      databases.push(database);
      const app = await buildApp({ config, database, webDir: null });
      apps.push(app);
      // Listening makes the app ready: its mailer, sweeper, refund worker and sync start.
      await app.listen({ port, host: '127.0.0.1' });
    }
    await seedDemoData(db());
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await fake?.stop();
    await smtp.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  async function call(instance: number, path: string, init: RequestInit = {}) {
    const response = await fetch(`http://127.0.0.1:${PORTS[instance]}${path}`, init);
    const body = await response.text();
    answers.push({
      request: `${init.method ?? 'GET'} ${path} @${instance}`,
      status: response.status,
      body,
    });
    return { status: response.status, body, headers: response.headers };
  }

  const post = (instance: number, path: string, payload: unknown) =>
    call(instance, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });

  function webhook(instance: number, reference: string) {
    const raw = JSON.stringify(chargeSuccessEvent(fake.transactions.get(reference)!));
    return call(instance, '/api/paystack/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(raw, fake.secret),
      },
      body: raw,
    });
  }

  const callback = (instance: number, reference: string) =>
    call(instance, `/api/paystack/callback?reference=${reference}`);

  async function book(instance: number, request: object): Promise<Initiated> {
    const answer = await post(instance, '/api/initiate-payment', request);
    expect(answer.status, answer.body).toBe(201);
    return JSON.parse(answer.body) as Initiated;
  }

  const serverErrors = () => answers.filter((answer) => answer.status >= 500);

  /** Pairs of active bookings of one unit whose nights overlap: must always be none. */
  const overlappingPairs = () =>
    queryRows<{ a: number; b: number }>(
      db(),
      sql`select a.id as a, b.id as b from bookings a join bookings b
          on a.room_id = b.room_id and a.id < b.id and a.stay && b.stay
          where a.status in ('pending', 'confirmed', 'checked_in')
            and b.status in ('pending', 'confirmed', 'checked_in')`,
    );

  const expireHolds = (ids: number[]) =>
    db().execute(
      sql`update bookings set hold_expires_at = now() - interval '1 minute'
          where id in ${ids}`,
    );

  /** Both mailers deliver side by side until the outbox is empty. */
  async function drainOutbox() {
    for (let round = 0; round < 100; round++) {
      await Promise.all(apps.map((app) => app.mailer.deliverDue()));
      const [{ pending }] = (await queryRows<{ pending: number }>(
        db(),
        sql`select count(*)::int as pending from email_outbox where status = 'pending'`,
      )) as [{ pending: number }];
      if (pending === 0) return;
      await sleep(100);
    }
    throw new Error('the outbox was not emptied');
  }

  /** Every message the SMTP catcher received, as (recipient, subject), with how often. */
  async function receivedMail() {
    const counts = new Map<string, number>();
    for (const { raw } of smtp.received) {
      const mail = await readMail(raw);
      const key = `${mail.to} | ${mail.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  const sentMailCount = async () =>
    (
      await queryRows<{ sent: number }>(
        db(),
        sql`select count(*)::int as sent from email_outbox where status = 'sent'`,
      )
    )[0]!.sent;

  it(
    'books 60 contended requests across both without overlap or 5xx, confirms each payment once and mails it once',
    { timeout: 120_000 },
    async () => {
      // Holds of the contended nights that ran out: the load's allocations and both
      // sweepers race to release them.
      const stale = [];
      for (let index = 0; index < 3; index++) {
        stale.push(
          await book(
            index % 2,
            guestRequest(DELUXE_STUDIO, 21, 2, { guest_email: `stale${index}@example.com` }),
          ),
        );
      }
      const staleIds = stale.map((hold) => hold.booking_id);
      await expireHolds(staleIds);

      const load = Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          post(
            index % 2,
            '/api/initiate-payment',
            guestRequest(DELUXE_STUDIO, 20 + (index % 5), 2 + (index % 3), {
              guest_email: `guest${index}@example.com`,
            }),
          ),
        ),
      );
      const sweeps: number[][] = [];
      for (let round = 0; round < 5; round++) {
        sweeps.push(
          ...(await Promise.all(databases.map((database) => sweepExpiredHolds(database.db)))),
        );
        await sleep(20);
      }
      const responses = await load;

      const statuses = responses.map((response) => response.status);
      expect(responses.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);
      const held = responses
        .filter((response) => response.status === 201)
        .map((response) => JSON.parse(response.body) as Initiated);
      expect(held.length).toBeGreaterThanOrEqual(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(60 - held.length);
      expect(await overlappingPairs()).toEqual([]);
      // Each stale hold released once: by a sweep (never two) or by an allocation.
      const swept = sweeps.flat();
      expect(new Set(swept).size).toBe(swept.length);
      const staleRows = await queryRows<{ status: string }>(
        db(),
        sql`select status from bookings where id in ${staleIds}`,
      );
      expect(staleRows.map((row) => row.status)).toEqual(['expired', 'expired', 'expired']);

      // Every hold paid: Paystack's webhook reaches both instances, the browser's callback too.
      smtp.received.length = 0;
      const settled = await Promise.all(
        held.map(async (hold, index) => {
          const [first, second] = [index % 2, (index + 1) % 2];
          const [hookA, hookB, backA, backB] = await Promise.all([
            webhook(first, hold.reference),
            webhook(second, hold.reference),
            callback(second, hold.reference),
            callback(first, hold.reference),
          ]);
          return { hooks: [hookA, hookB], callbacks: [backA, backB] };
        }),
      );
      for (const { hooks, callbacks } of settled) {
        expect(hooks.map((hook) => hook.status)).toEqual([200, 200]);
        for (const back of callbacks) {
          expect(back.status, back.body).toBe(200);
          expect(JSON.parse(back.body)).toMatchObject({ success: true, outcome: 'confirmed' });
        }
      }
      const confirmed = await queryRows<{ id: number; payments: number }>(
        db(),
        sql`select b.id, count(p.id)::int as payments from bookings b
            join payments p on p.booking_id = b.id and p.status = 'success'
            where b.status = 'confirmed' group by b.id order by b.id`,
      );
      expect(confirmed).toEqual(
        held.map((hold) => ({ id: hold.booking_id, payments: 1 })).sort((a, b) => a.id - b.id),
      );
      expect(await overlappingPairs()).toEqual([]);

      await drainOutbox();
      const mail = await receivedMail();
      for (const [index, response] of responses.entries()) {
        if (response.status !== 201) continue;
        const id = (JSON.parse(response.body) as Initiated).booking_id;
        const toGuest = [...mail].filter(
          ([key]) =>
            key.startsWith(`guest${index}@example.com | Your booking is confirmed`) &&
            key.endsWith(`(${bookingReference(id)})`),
        );
        expect(toGuest.map(([, count]) => count)).toEqual([1]);
        const toStaff = [...mail].filter(([key]) =>
          key.startsWith(`${STAFF} | New booking #${id}:`),
        );
        expect(toStaff.map(([, count]) => count)).toEqual([1]);
      }
      // Nothing else and nothing twice: the catcher holds exactly the outbox's mails.
      expect([...mail.values()].every((count) => count === 1)).toBe(true);
      expect(smtp.received).toHaveLength(2 * held.length);
      expect(await sentMailCount()).toBe(2 * held.length);
      console.info(
        `scale-out: ${held.length} of 60 booked, ${60 - held.length} refused (409), ` +
          `${swept.length} stale holds released by the sweeps, ${smtp.received.length} mails`,
      );
      expect(serverErrors()).toEqual([]);
    },
  );

  it('asks Paystack for each pending refund once when both refund workers run at once', async () => {
    const paid = [];
    for (const instance of [0, 1]) {
      const hold = await book(
        instance,
        guestRequest(EXECUTIVE_SUITE, 40, 2, { guest_email: `refund${instance}@example.com` }),
      );
      const answer = await callback(instance, hold.reference);
      expect(JSON.parse(answer.body)).toMatchObject({ outcome: 'confirmed' });
      paid.push({ ...hold, access: (JSON.parse(answer.body) as Initiated).access! });
    }
    // Paystack is down at the cancellation: the refunds stay pending for the workers.
    fake.failRefund('http-500');
    for (const [instance, booking] of paid.entries()) {
      const cancelled = await call(
        instance,
        `/api/bookings/${booking.booking_id}/cancel?access=${encodeURIComponent(booking.access)}`,
        { method: 'POST' },
      );
      expect(cancelled.status, cancelled.body).toBe(200);
    }
    fake.failRefund(false);
    await db().execute(sql`update refunds set next_attempt_at = now() where status = 'pending'`);

    for (let round = 0; round < 3; round++) {
      await Promise.all(apps.map((app) => app.refundWorker.run()));
    }

    for (const booking of paid) {
      // Asked twice in all: the failed ask at the cancellation, then one worker's.
      const asked = fake
        .requestsTo('POST', '/refund')
        .filter(
          (request) => (request.body as { transaction: string }).transaction === booking.reference,
        );
      expect(asked).toHaveLength(2);
      expect(fake.refunds(booking.reference)).toHaveLength(1);
    }
    const rows = await queryRows<{ status: string; attempts: number }>(
      db(),
      sql`select status, attempts from refunds order by id`,
    );
    expect(rows).toEqual([
      { status: 'succeeded', attempts: 2 },
      { status: 'succeeded', attempts: 2 },
    ]);
    // The cancellations' mails too: each delivered once.
    await drainOutbox();
    expect([...(await receivedMail()).values()].every((count) => count === 1)).toBe(true);
    expect(smtp.received).toHaveLength(await sentMailCount());
    expect(serverErrors()).toEqual([]);
  });

  it('releases each expired hold once when both sweepers run at once', async () => {
    const expired = [];
    for (const instance of [0, 1]) {
      expired.push(
        await book(
          instance,
          guestRequest(CLASSIC_STUDIO, 50, 2, { guest_email: `sweep${instance}@example.com` }),
        ),
      );
    }
    const live = await book(
      0,
      guestRequest(CLASSIC_STUDIO, 60, 2, { guest_email: 'live@example.com' }),
    );
    const expiredIds = expired.map((hold) => hold.booking_id);
    await expireHolds(expiredIds);

    const sweeps = await Promise.all(
      [...databases, ...databases, ...databases].map((database) => sweepExpiredHolds(database.db)),
    );

    expect(sweeps.flat().sort((a, b) => a - b)).toEqual(expiredIds.sort((a, b) => a - b));
    const [liveRow] = await queryRows<{ status: string }>(
      db(),
      sql`select status from bookings where id = ${live.booking_id}`,
    );
    expect(liveRow!.status).toBe('pending');
  });

  it('sweeps past a hold whose row another transaction holds, without waiting for it', async () => {
    const [settling, idle] = [
      await book(0, guestRequest(CLASSIC_STUDIO, 70, 2, { guest_email: 'settling@example.com' })),
      await book(1, guestRequest(CLASSIC_STUDIO, 70, 2, { guest_email: 'idle@example.com' })),
    ];
    await expireHolds([settling.booking_id, idle.booking_id]);
    // A payment settling the first one holds its row lock (as settlePayment does).
    const payment = new pg.Client({ connectionString: urlOf() });
    await payment.connect();
    try {
      await payment.query('begin');
      await payment.query('select id from bookings where id = $1 for update', [
        settling.booking_id,
      ]);
      const started = Date.now();
      expect(await sweepExpiredHolds(db())).toEqual([idle.booking_id]);
      expect(Date.now() - started).toBeLessThan(2_000);
      await payment.query('commit');
    } finally {
      await payment.end();
    }
    expect(await sweepExpiredHolds(db())).toEqual([settling.booking_id]);
  });

  it('refuses login failures split across both instances after the same count as on one', async () => {
    const limit = LIMITS.login.perEmail;
    const login = (instance: number, email: string, attempt: number) =>
      post(instance, '/api/login', { email, password: `wrong-${attempt}` });

    // One after another, alternating: the 11th and 12th are refused, whichever answers.
    const oneByOne = [];
    for (let attempt = 0; attempt < limit + 2; attempt++) {
      oneByOne.push((await login(attempt % 2, 'ada@example.com', attempt)).status);
    }
    expect(oneByOne).toEqual([...Array<number>(limit).fill(422), 429, 429]);

    // All at once: the shared count lets exactly the limit through.
    const atOnce = await Promise.all(
      Array.from({ length: 2 * limit }, (_, attempt) =>
        login(attempt % 2, 'bola@example.com', attempt),
      ),
    );
    expect(atOnce.filter((answer) => answer.status === 422)).toHaveLength(limit);
    const refused = atOnce.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(limit);
    for (const answer of refused) {
      const seconds = Number(answer.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(LIMITS.login.windowSeconds);
      expect(JSON.parse(answer.body)).toEqual({
        message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
      });
    }
    expect(serverErrors()).toEqual([]);
  });
});
