/**
 * Crash safety under load (issue 15, point 2), shared by `bench/crash-safety.ts` and
 * `crash-safety.test.ts`: the app runs as `npm start` runs it (`node --import tsx
 * apps/server/src/main.ts`, one process per instance) against the fake Paystack and a real
 * SMTP catcher of the calling process; guests start checkouts of overlapping stays (some
 * with an affiliate code), and for a share of them Paystack's signed webhook arrives,
 * sometimes twice, sometimes at the other instance, sometimes beside the browser's
 * callback; some guests release their hold first (the payment is then refunded). In the
 * middle of it one instance is killed with SIGKILL and started again on the same data dir
 * or database while the load goes on (on the other instance, on PostgreSQL). Webhooks that
 * got no 200 are sent again, as Paystack retries them. Then the database and the catcher
 * are checked: no overlapping bookings, money and bookings agree, commissions match
 * confirmed bookings, and every outbox mail reached the catcher exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { addDays, businessToday } from '@aso/core/dates';
import { queryRows, type Database } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { affiliates, emailOutbox, users } from '../db/schema.ts';
import { outboxMessageId } from '../modules/mail/message-id.ts';
import { chargeSuccessEvent, signWebhook, type FakePaystack } from './fake-paystack.ts';
import type { TestSmtpServer } from './smtp-catcher.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const mainScript = path.join(repoRoot, 'apps/server/src/main.ts');

/** Approved affiliates the guests' codes belong to (codes of AFFILIATE_CODE_ALPHABET). */
const CRASH_AFFILIATE_CODES = ['CRASH234', 'CRASH567'] as const;
const CRASH_STAFF_EMAIL = 'desk@crash.test';
const CRASH_MAIL_FROM = 'Aso Residences <bookings@crash.test>';
/** Booking statuses of a paid stay. */
const PAID_STATUSES = `('confirmed', 'checked_in', 'checked_out')`;

const round = (ms: number) => Math.round(ms);
const random = (below: number) => Math.floor(Math.random() * below);

/** One app process: `node --import tsx apps/server/src/main.ts` on a fixed port. */
export class ServerProcess {
  child: ChildProcess | null = null;
  /** Listening and not killed: the load sends it requests. */
  up = false;
  /** What the processes printed at LOG_LEVEL=warn (warnings, errors), last lines kept. */
  readonly logLines: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process; resolves with the milliseconds until it listened. */
  async start(): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let pending = '';
    let ready = false;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines) {
          if (!ready && line.includes('is running at http')) {
            ready = true;
            resolve();
          } else if (line.trim() !== '') {
            this.logLines.push(`${this.name}: ${line}`);
            if (this.logLines.length > 500) this.logLines.shift();
          }
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        if (!ready) {
          reject(
            new Error(
              `${this.name} exited (${signal ?? code}) before listening:\n${this.logLines.slice(-20).join('\n')}\n${pending}`,
            ),
          );
        }
      });
    });
    this.up = true;
    return performance.now() - started;
  }

  /** `kill -9` of the node process itself. */
  async kill(): Promise<void> {
    this.up = false;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (the graceful stop), SIGKILL after 20 s. */
  async stop(): Promise<void> {
    this.up = false;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}

/** The environment of `npm start` on this database with the fake Paystack and the catcher. */
export function serverEnv(
  database: { DATA_DIR: string; DATABASE_URL?: string },
  paystack: FakePaystack,
  smtp: TestSmtpServer,
): Record<string, string> {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'TZ']
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]!]),
  );
  return {
    ...inherited,
    HOST: '127.0.0.1',
    // Warnings and errors only: they are kept for the report, request logs would be noise.
    LOG_LEVEL: 'warn',
    // Every guest of the load is a client of its own (X-Forwarded-For), as in the
    // booking benchmark: the checkout limits stay on at their defaults.
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    STAFF_EMAIL: CRASH_STAFF_EMAIL,
    MAIL_FROM: CRASH_MAIL_FROM,
    PAYSTACK_SECRET_KEY: paystack.secret,
    PAYSTACK_BASE_URL: paystack.url,
    ...database,
  };
}

/** The demo catalogue and the approved affiliates of CRASH_AFFILIATE_CODES. */
async function seedCrashData(database: Database): Promise<void> {
  await seedDemoData(database.db);
  for (const [index, code] of CRASH_AFFILIATE_CODES.entries()) {
    const email = `partner${index}@crash.test`;
    const [user] = await database.db
      .insert(users)
      .values({ firstName: 'Crash', lastName: `Partner ${index}`, email, role: 'user' })
      .returning({ id: users.id });
    await database.db.insert(affiliates).values({
      userId: user!.id,
      affiliateCode: code,
      fullName: `Crash Partner ${index}`,
      email,
      phoneNumber: '+2348030000000',
      bankName: 'Zenith Bank',
      accountNumber: `20345678${index}0`,
      status: 'approved',
    });
  }
}

type Kind = 'checkout' | 'release' | 'webhook' | 'callback';

interface Answer {
  status: number;
  body: string;
}

/** A `charge.success` Paystack owes the app until one delivery is answered 200. */
interface Charge {
  reference: string;
  body: string;
  signature: string;
  acknowledged: boolean;
  /** Deliveries under way: Paystack retries one that failed, not one still waiting. */
  sending: number;
  lastTry: number;
}

interface LoadOptions {
  servers: ServerProcess[];
  paystack: FakePaystack;
  /** Guests at once. */
  clients: number;
  /** Stays start within this many days from tomorrow (1–3 nights): they overlap. */
  windowDays: number;
  /** Share of checkouts with an approved affiliate's code (default a third). */
  affiliateShare?: number;
  /** Share of held checkouts the guest pays (the rest are left to run out). */
  payShare?: number;
  /** Share of those who release the hold ("Choose other dates") before paying. */
  releaseShare?: number;
  /** Share of paid ones whose webhook Paystack sends twice (to another instance if any). */
  duplicateShare?: number;
  /** Share of paid ones whose browser also comes back to the callback. */
  callbackShare?: number;
}

interface LoadFigures {
  /** HTTP requests sent to the app, by kind. */
  requests: Record<Kind, number>;
  held: number;
  conflicts: number;
  limited: number;
  /** Requests a killed (or starting) process never answered. */
  unanswered: number;
  /** 5xx answers, e.g. `webhook 500: …`. */
  serverErrors: string[];
  /** 4xx answers other than 409/429 (none expected). */
  clientErrors: string[];
  paid: number;
  released: number;
  duplicateWebhooks: number;
  webhookRetries: number;
}

/**
 * The guests and Paystack. `start()` runs them until `stop()`; charges whose webhook got
 * no 200 are retried until `settleWebhooks()` sees every one acknowledged.
 */
class CrashLoad {
  readonly figures: LoadFigures = {
    requests: { checkout: 0, release: 0, webhook: 0, callback: 0 },
    held: 0,
    conflicts: 0,
    limited: 0,
    unanswered: 0,
    serverErrors: [],
    clientErrors: [],
    paid: 0,
    released: 0,
    duplicateWebhooks: 0,
    webhookRetries: 0,
  };
  /** Every reference Paystack charged (money taken), with the amount in kobo. */
  readonly charged = new Map<string, number>();
  /** References whose hold the guest released before paying (a refund is due). */
  readonly releasedReferences = new Set<string>();
  private readonly charges: Charge[] = [];
  private running = false;
  private retrying = true;
  private guests: Promise<void>[] = [];
  private retrier: Promise<void> | null = null;
  private nextGuest = 0;
  private readonly runId = Math.random().toString(36).slice(2, 8);

  constructor(readonly options: LoadOptions) {}

  start() {
    this.running = true;
    this.guests = Array.from({ length: this.options.clients }, () => this.guestLoop());
    this.retrier = this.retryLoop();
  }

  /** Stops starting journeys and waits for those under way. */
  async stop() {
    this.running = false;
    await Promise.all(this.guests);
  }

  /** Gives up (a process did not come back): nothing waits for a running instance any more. */
  abort() {
    this.running = false;
    this.retrying = false;
  }

  /** Waits until every charge's webhook was answered 200 (Paystack's retries); false on timeout. */
  async settleWebhooks(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.unacknowledged().length > 0 && Date.now() < deadline) await sleep(100);
    const settled = this.unacknowledged().length === 0;
    this.retrying = false;
    await this.retrier;
    return settled;
  }

  unacknowledged(): string[] {
    return this.charges.filter((charge) => !charge.acknowledged).map((c) => c.reference);
  }

  private async retryLoop() {
    while (this.retrying) {
      await sleep(250);
      const due = this.charges.filter(
        (charge) =>
          !charge.acknowledged && charge.sending === 0 && Date.now() - charge.lastTry > 500,
      );
      for (const charge of due.slice(0, 20)) {
        if (!this.retrying) break;
        this.figures.webhookRetries += 1;
        await this.sendWebhook(charge);
      }
    }
  }

  /**
   * A random running instance other than `not` when there is one; waits while none runs
   * (one is being restarted), null once the load was aborted.
   */
  private async pick(not?: ServerProcess): Promise<ServerProcess | null> {
    for (;;) {
      const up = this.options.servers.filter((server) => server.up);
      const others = up.filter((server) => server !== not);
      const choice = others.length > 0 ? others : up;
      if (choice.length > 0) return choice[random(choice.length)]!;
      if (!this.running && !this.retrying) return null;
      await sleep(50);
    }
  }

  private async request(
    kind: Kind,
    server: ServerProcess | null,
    method: 'GET' | 'POST',
    url: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer | null> {
    if (!server) return null;
    this.figures.requests[kind] += 1;
    let answer: Answer;
    try {
      const response = await fetch(`${server.url}${url}`, {
        method,
        body: init.body,
        headers: init.headers,
        signal: AbortSignal.timeout(30_000),
      });
      answer = { status: response.status, body: await response.text() };
    } catch {
      // Refused or cut off: the process was killed (or is starting again).
      this.figures.unanswered += 1;
      return null;
    }
    if (answer.status >= 500) {
      this.figures.serverErrors.push(
        `${kind} ${answer.status} from ${server.name}: ${answer.body.slice(0, 200)}`,
      );
    } else if (answer.status >= 400 && answer.status !== 409 && answer.status !== 429) {
      this.figures.clientErrors.push(`${kind} ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
    return answer;
  }

  private async guestLoop() {
    while (this.running) await this.journey();
  }

  private async journey() {
    const { windowDays } = this.options;
    const n = this.nextGuest++;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const email = `crash-${this.runId}-${n}@example.com`;
    const start = 1 + random(windowDays);
    const nights = 1 + random(3);
    const today = businessToday();
    const code =
      Math.random() < (this.options.affiliateShare ?? 1 / 3)
        ? CRASH_AFFILIATE_CODES[random(2)]
        : undefined;
    const checkout = await this.request(
      'checkout',
      await this.pick(),
      'POST',
      '/api/initiate-payment',
      {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          room_type_id: 1 + random(6),
          start_date: addDays(today, start),
          end_date: addDays(today, start + nights),
          airport_conveyance: null,
          breakfast: false,
          guest_name: 'Crash Guest',
          guest_email: email,
          guest_phone: '+2348030000000',
          ...(code ? { affiliate_code: code } : {}),
        }),
      },
    );
    if (!checkout) return;
    if (checkout.status === 409) this.figures.conflicts += 1;
    if (checkout.status === 429) this.figures.limited += 1;
    if (checkout.status !== 201) return;
    this.figures.held += 1;
    const held = JSON.parse(checkout.body) as {
      reference: string;
      booking_id: number;
      access: string | null;
    };
    if (Math.random() >= (this.options.payShare ?? 0.7)) return;

    if (Math.random() < (this.options.releaseShare ?? 0.1)) {
      const query = held.access ? `?access=${encodeURIComponent(held.access)}` : '';
      const released = await this.request(
        'release',
        await this.pick(),
        'POST',
        `/api/bookings/${held.booking_id}/release${query}`,
        { headers: { 'x-forwarded-for': address } },
      );
      if (released?.status !== 200) return;
      this.figures.released += 1;
      this.releasedReferences.add(held.reference);
    }
    await this.pay(held.reference);
  }

  /** The guest pays at Paystack: the charge is taken, then the webhook (and maybe the callback). */
  private async pay(reference: string) {
    const transaction = this.options.paystack.transactions.get(reference);
    if (!transaction) throw new Error(`Paystack never initialized ${reference}`);
    this.charged.set(reference, transaction.amount);
    this.figures.paid += 1;
    const body = JSON.stringify(
      chargeSuccessEvent({ reference, amount: transaction.amount, id: transaction.id }),
    );
    const charge: Charge = {
      reference,
      body,
      signature: signWebhook(body, this.options.paystack.secret),
      acknowledged: false,
      sending: 0,
      lastTry: Date.now(),
    };
    this.charges.push(charge);
    const first = await this.pick();
    if (!first) return;
    const deliveries: Promise<unknown>[] = [this.sendWebhook(charge, first)];
    if (Math.random() < (this.options.duplicateShare ?? 0.3)) {
      this.figures.duplicateWebhooks += 1;
      deliveries.push(this.sendWebhook(charge, await this.pick(first)));
    }
    if (Math.random() < (this.options.callbackShare ?? 0.5)) {
      deliveries.push(
        this.pick().then((server) =>
          this.request(
            'callback',
            server,
            'GET',
            `/api/paystack/callback?reference=${encodeURIComponent(reference)}`,
          ),
        ),
      );
    }
    await Promise.all(deliveries);
  }

  private async sendWebhook(charge: Charge, server?: ServerProcess | null) {
    charge.sending += 1;
    try {
      const answer = await this.request(
        'webhook',
        server === undefined ? await this.pick() : server,
        'POST',
        '/api/paystack/webhook',
        {
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': charge.signature,
          },
          body: charge.body,
        },
      );
      if (answer?.status === 200) charge.acknowledged = true;
    } finally {
      charge.sending -= 1;
      charge.lastTry = Date.now();
    }
  }
}

interface CrashCheck {
  name: string;
  pass: boolean;
  detail: string;
}

export interface CrashScenarioOptions {
  label: string;
  servers: ServerProcess[];
  paystack: FakePaystack;
  smtp: TestSmtpServer;
  /** Opens the database (for PGlite only while no server runs). */
  open: () => Promise<Database>;
  kind: 'pglite' | 'postgres';
  cycles: number;
  /** Load before each kill: a random time between these (ms). */
  beforeKillMs: [number, number];
  /** Load after each restart before the next cycle (ms). */
  afterRestartMs: number;
  clients: number;
  windowDays: number;
  /** Share of paying guests who release their hold first (default 0.1). */
  releaseShare?: number;
  /** Share of checkouts with an affiliate's code (default a third). */
  affiliateShare?: number;
  /** How long the outbox may take to drain after the load (leases of killed processes included). */
  drainTimeoutMs: number;
  /**
   * Tests only: once the live processes have nothing due, the mails a killed process had
   * claimed are made due at once instead of waiting out their lease (DELIVERY_LEASE_MS).
   */
  skipDeadLeases?: boolean;
  log?: (line: string) => void;
}

export interface CrashReport {
  label: string;
  instances: number;
  loadSeconds: number;
  load: LoadFigures;
  kills: number;
  /** From the kill to the new process listening, each kill. */
  restartMs: number[];
  /** From the end of the load until every webhook was acknowledged and the outbox was empty. */
  drainMs: number;
  /** Mails a killed process had claimed, made due by `skipDeadLeases`. */
  leasesSkipped: number;
  bookings: Record<string, number>;
  payments: Record<string, number>;
  commissions: number;
  mails: { outbox: number; received: number; copiesAfterKill: number };
  checks: CrashCheck[];
  /** Error lines the processes logged (first ones). */
  errorsLogged: string[];
  pass: boolean;
}

/** The outbox's pending mails: all, due now, and when the next one falls due. */
async function outboxState(database: Database) {
  const [row] = await queryRows<{ pending: number; due: number }>(
    database.db,
    sql`select count(*)::int as pending,
               (count(*) filter (where next_attempt_at <= now()))::int as due
        from email_outbox where status = 'pending'`,
  );
  return row!;
}

/** Waits until the catcher received nothing for `quietMs` since `since` (ms epoch). */
async function waitForQuiet(smtp: TestSmtpServer, quietMs: number, deadline: number, since = 0) {
  for (;;) {
    const last = Math.max(smtp.received.at(-1)?.at ?? 0, since);
    const quietFor = Date.now() - last;
    if (quietFor >= quietMs || Date.now() >= deadline) return;
    await sleep(Math.min(quietMs - quietFor, 250));
  }
}

/**
 * The whole scenario on one database: start the instances, load, kill and restart
 * `cycles` times, let webhooks and mail settle, stop the instances, check.
 */
export async function runCrashScenario(options: CrashScenarioOptions): Promise<CrashReport> {
  const { servers, smtp, log = () => {} } = options;
  const seedDb = await options.open();
  await seedCrashData(seedDb);
  await seedDb.close();

  const mailFrom = smtp.received.length;
  await Promise.all(servers.map((server) => server.start()));
  log(`${options.label}: ${servers.length} instance(s) listening`);
  // PostgreSQL can be read while the app runs: the outbox is watched from here.
  const watcher = options.kind === 'postgres' ? await options.open() : null;
  try {
    return await loadKillAndCheck(options, watcher, mailFrom);
  } finally {
    await watcher?.close();
  }
}

async function loadKillAndCheck(
  options: CrashScenarioOptions,
  watcher: Database | null,
  mailFrom: number,
): Promise<CrashReport> {
  const { servers, smtp, paystack, log = () => {} } = options;
  const load = new CrashLoad({
    servers,
    paystack,
    clients: options.clients,
    windowDays: options.windowDays,
    releaseShare: options.releaseShare,
    affiliateShare: options.affiliateShare,
  });
  const kills: Kill[] = [];
  const restartMs: number[] = [];
  const loadStarted = performance.now();
  load.start();
  try {
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      const [least, most] = options.beforeKillMs;
      await sleep(least + random(most - least));
      const victim = servers[cycle % servers.length]!;
      const killedAt = performance.now();
      const signalledAt = Date.now();
      await victim.kill();
      kills.push({ at: signalledAt, exitedAt: Date.now(), server: victim.name });
      await victim.start();
      restartMs.push(performance.now() - killedAt);
      log(
        `${options.label}: killed ${victim.name} (cycle ${cycle + 1}), listening again after ${round(restartMs.at(-1)!)} ms; ${load.figures.held} held, ${load.figures.paid} paid so far`,
      );
      await sleep(options.afterRestartMs);
    }
  } catch (error) {
    load.abort();
    throw error;
  } finally {
    await load.stop();
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const drainStarted = performance.now();
  const deadline = Date.now() + options.drainTimeoutMs;

  const webhooksSettled = await load.settleWebhooks(Math.max(deadline - Date.now(), 1000));
  let leasesSkipped = 0;
  if (watcher) {
    // Until nothing is pending: mail a killed process had claimed waits out its lease.
    for (;;) {
      const state = await outboxState(watcher);
      if (state.pending === 0 || Date.now() >= deadline) break;
      if (state.due === 0 && options.skipDeadLeases) {
        await waitForQuiet(smtp, 2000, deadline);
        const again = await outboxState(watcher);
        if (again.due === 0 && again.pending > 0) {
          const skipped = await queryRows<{ id: number }>(
            watcher.db,
            sql`update email_outbox set next_attempt_at = now()
                where status = 'pending' and next_attempt_at > now() returning id`,
          );
          leasesSkipped += skipped.length;
        }
      }
      await sleep(250);
    }
    await Promise.all(servers.map((server) => server.stop()));
  } else {
    // PGlite belongs to the running process: the outbox is read once it has stopped. When
    // mail is still pending it is started again until that mail falls due and has gone.
    const [server] = servers;
    let since = Date.now();
    for (;;) {
      // Longer than the mailer's poll (5 s): a pass would have run.
      await waitForQuiet(smtp, 6000, deadline, since);
      await server!.stop();
      const database = await options.open();
      const [next] = await queryRows<{ pending: number; wait_ms: number | null }>(
        database.db,
        sql`select count(*)::int as pending,
                   (extract(epoch from max(next_attempt_at) - now()) * 1000)::int as wait_ms
            from email_outbox where status = 'pending'`,
      );
      await database.close();
      if (next!.pending === 0 || Date.now() + (next!.wait_ms ?? 0) >= deadline) break;
      log(`${options.label}: ${next!.pending} mail(s) still pending, due in ${next!.wait_ms} ms`);
      await server!.start();
      since = Date.now();
      await sleep(Math.max(next!.wait_ms ?? 0, 0));
    }
  }
  const drainMs = performance.now() - drainStarted;

  const database = await options.open();
  try {
    const { checks, copiesAfterKill } = await checkConsistency(
      database,
      load,
      smtp.received.slice(mailFrom),
      kills,
    );
    if (!webhooksSettled) {
      checks.unshift({
        name: 'every charge acknowledged by the app (webhook 200)',
        pass: false,
        detail: `${load.unacknowledged().length} never answered 200: ${load.unacknowledged().slice(0, 5).join(', ')}`,
      });
    }
    const figures = await databaseFigures(database);
    // Pino's error and fatal lines, and whatever else the processes printed (not JSON).
    const errorsLogged = servers
      .flatMap((server) => server.logLines)
      .filter((line) => /"level":(50|60)\b/.test(line) || !line.includes('"level":'))
      .slice(0, 20);
    return {
      label: options.label,
      instances: servers.length,
      loadSeconds,
      load: load.figures,
      kills: kills.length,
      restartMs,
      drainMs,
      leasesSkipped,
      ...figures,
      mails: {
        outbox: figures.outbox,
        received: smtp.received.length - mailFrom,
        copiesAfterKill,
      },
      checks,
      errorsLogged,
      pass: checks.every((check) => check.pass),
    };
  } finally {
    await database.close();
  }
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ count: number }>(database.db, query);
  return row!.count;
}

async function databaseFigures(database: Database) {
  const byStatus = async (table: 'bookings' | 'payments') =>
    Object.fromEntries(
      (
        await queryRows<{ status: string; count: number }>(
          database.db,
          sql`select status, count(*)::int as count from ${sql.raw(table)} group by status order by status`,
        )
      ).map((row) => [row.status, row.count]),
    );
  return {
    bookings: await byStatus('bookings'),
    payments: await byStatus('payments'),
    commissions: await count(
      database,
      sql`select count(*)::int as count from affiliate_ledger where kind = 'commission'`,
    ),
    outbox: await count(database, sql`select count(*)::int as count from email_outbox`),
  };
}

const check = (name: string, bad: number, detail: string): CrashCheck => ({
  name,
  pass: bad === 0,
  detail,
});

/** A `kill -9`: when the signal went, when the process was seen gone. */
interface Kill {
  at: number;
  exitedAt: number;
  server: string;
}
/** How long after a killed process exited the catcher may still take its last message. */
const IN_FLIGHT_GRACE_MS = 2000;

/** The checks of issue 15 point 2 on the database, Paystack's record and the catcher. */
async function checkConsistency(
  database: Database,
  load: CrashLoad,
  received: TestSmtpServer['received'],
  kills: Kill[],
): Promise<{ checks: CrashCheck[]; copiesAfterKill: number }> {
  const checks: CrashCheck[] = [];
  const { db } = database;

  const bookingsSeen = await count(database, sql`select count(*)::int as count from bookings`);
  const overlaps = await count(
    database,
    sql`select count(*)::int as count from bookings a join bookings b
        on a.room_id = b.room_id and a.id < b.id and a.stay && b.stay
        where a.status in ('pending', 'confirmed', 'checked_in')
          and b.status in ('pending', 'confirmed', 'checked_in')`,
  );
  checks.push(
    check(
      'no overlapping active bookings on a unit',
      overlaps,
      `${overlaps} overlapping pairs among ${bookingsSeen} bookings`,
    ),
  );

  const confirmed = await count(
    database,
    sql`select count(*)::int as count from bookings where status in ${sql.raw(PAID_STATUSES)}`,
  );
  const unpaid = await queryRows<{ id: number; status: string }>(
    db,
    sql`select b.id, b.status from bookings b
        where b.status in ${sql.raw(PAID_STATUSES)}
          and not exists (select 1 from payments p where p.booking_id = b.id and p.status = 'success')`,
  );
  checks.push(
    check(
      'every confirmed booking has a successful payment',
      unpaid.length,
      `${unpaid.length} of ${confirmed} confirmed without one${unpaid.length ? `: bookings ${unpaid.map((b) => b.id).join(', ')}` : ''}`,
    ),
  );

  const paidTwice = await count(
    database,
    sql`select count(*)::int as count from (select booking_id from payments where status = 'success'
        group by booking_id having count(*) > 1) twice`,
  );
  // Kobo columns are bigint: node-postgres hands them over as strings.
  const paymentRows = (
    await queryRows<{
      reference: string;
      status: string;
      amount_kobo: number | string;
      refunded_kobo: number | string;
      refunded: boolean;
      booking_status: string;
    }>(
      db,
      sql`select p.reference, p.status, p.amount_kobo, p.refunded_kobo,
                 p.refunded_at is not null as refunded, b.status as booking_status
          from payments p join bookings b on b.id = p.booking_id`,
    )
  ).map((row) => ({
    ...row,
    amount_kobo: Number(row.amount_kobo),
    refunded_kobo: Number(row.refunded_kobo),
  }));
  const payments = new Map(paymentRows.map((row) => [row.reference, row]));
  const successUnconfirmed = paymentRows.filter(
    (row) =>
      row.status === 'success' &&
      !['confirmed', 'checked_in', 'checked_out'].includes(row.booking_status),
  );
  const refundedRows = paymentRows.filter((row) => row.status === 'refunded');
  // A refund is recorded when the row says so and Paystack gave back the amount, once.
  const refundNotRecorded = refundedRows.filter((row) => {
    const given = load.options.paystack.refunds(row.reference);
    return (
      !row.refunded ||
      row.refunded_kobo !== row.amount_kobo ||
      given.length !== 1 ||
      given[0] !== row.amount_kobo
    );
  });
  // Money Paystack took must end as a confirmed booking's payment or a refund.
  const chargesUnsettled = [...load.charged.keys()].filter((reference) => {
    const status = payments.get(reference)?.status;
    return status !== 'success' && status !== 'refunded';
  });
  // A refund Paystack made that the database does not know of.
  const refundsUnknown = [...load.charged.keys()].filter(
    (reference) =>
      load.options.paystack.refunds(reference).length > 0 &&
      payments.get(reference)?.status !== 'refunded',
  );
  const bad =
    successUnconfirmed.length +
    refundNotRecorded.length +
    chargesUnsettled.length +
    refundsUnknown.length +
    paidTwice;
  const list = (rows: { reference: string }[] | string[]) =>
    rows
      .slice(0, 5)
      .map((row) => (typeof row === 'string' ? row : row.reference))
      .join(', ');
  checks.push(
    check(
      'every successful payment has its booking confirmed, or is refunded (and the refund recorded)',
      bad,
      [
        `${load.charged.size} charged at Paystack`,
        `${paymentRows.filter((r) => r.status === 'success').length} successful`,
        `${refundedRows.length} refunded (${load.releasedReferences.size} after the guest released the hold)`,
        `${successUnconfirmed.length} successful with the booking not confirmed${successUnconfirmed.length ? ` (${list(successUnconfirmed)})` : ''}`,
        `${refundNotRecorded.length} refunds not recorded as made${refundNotRecorded.length ? ` (${list(refundNotRecorded)})` : ''}`,
        `${chargesUnsettled.length} charges neither confirmed nor refunded${
          chargesUnsettled.length
            ? ` (${list(chargesUnsettled)}: ${chargesUnsettled
                .slice(0, 5)
                .map((r) => payments.get(r)?.status ?? 'missing')
                .join(', ')})`
            : ''
        }`,
        `${refundsUnknown.length} refunds made at Paystack the database does not record${refundsUnknown.length ? ` (${list(refundsUnknown)})` : ''}`,
        `${paidTwice} bookings with two successful payments`,
      ].join('; '),
    ),
  );

  const commissions = await count(
    database,
    sql`select count(*)::int as count from affiliate_ledger where kind = 'commission'`,
  );
  const wrongCommissions = await queryRows<{ id: number; booking_id: number | null }>(
    db,
    sql`select l.id, l.booking_id from affiliate_ledger l
        left join bookings b on b.id = l.booking_id
        where l.kind = 'commission'
          and (b.id is null or b.status not in ${sql.raw(PAID_STATUSES)}
               or b.affiliate_id is distinct from l.affiliate_id
               or l.amount_kobo <> floor((b.total_kobo * 500 + 5000) / 10000))`,
  );
  const missingCommissions = await queryRows<{ id: number }>(
    db,
    sql`select b.id from bookings b join affiliates a on a.id = b.affiliate_id and a.status = 'approved'
        where b.status in ${sql.raw(PAID_STATUSES)} and b.source = 'online'
          and not exists (select 1 from affiliate_ledger l
                          where l.booking_id = b.id and l.kind = 'commission')`,
  );
  checks.push(
    check(
      'every commission matches a confirmed booking (5% of its total), and each attributed confirmed booking has one',
      wrongCommissions.length + missingCommissions.length,
      `${commissions} commissions; ${wrongCommissions.length} without a confirmed booking or not 5% of it; ${missingCommissions.length} attributed confirmed bookings without one`,
    ),
  );

  const mail = await checkMail(database, received, kills);
  checks.push(mail.check);
  return { checks, copiesAfterKill: mail.copiesAfterKill };
}

/**
 * Every outbox row sent, and received by the catcher exactly once: matched on the
 * Message-ID the mailer gives each row (`outboxMessageId`), with its recipient and subject.
 */
async function checkMail(
  database: Database,
  received: TestSmtpServer['received'],
  kills: Kill[],
): Promise<{ check: CrashCheck; copiesAfterKill: number }> {
  const rows = await database.db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .orderBy(asc(emailOutbox.id));
  const duplicates: string[] = [];
  const copies = new Map<string, { to: string; subject: string; at: number }[]>();
  for (const mail of received) {
    const parsed = await simpleParser(mail.raw);
    const id = parsed.messageId ?? '(none)';
    for (const to of mail.rcptTo) {
      copies.set(id, [
        ...(copies.get(id) ?? []),
        { to: to.toLowerCase(), subject: parsed.subject ?? '', at: mail.at },
      ]);
    }
  }
  let unsent = 0;
  let missing = 0;
  let extra = 0;
  let afterKill = 0;
  let mismatched = 0;
  const expected = new Set<string>();
  for (const row of rows) {
    if (row.status !== 'sent') unsent += 1;
    const id = outboxMessageId(row, CRASH_MAIL_FROM);
    expected.add(id);
    const got = copies.get(id) ?? [];
    if (got.length === 0) missing += 1;
    if (
      got.some((copy) => copy.to !== row.toAddress.toLowerCase() || copy.subject !== row.subject)
    ) {
      mismatched += 1;
    }
    if (got.length > 1) {
      // A copy the catcher took just before a kill, whose process died before marking the
      // row sent, goes again under the same Message-ID: SMTP cannot make those two steps
      // one. It is told apart when the first copy came at most 5 s before the kill (or
      // just after it: the dead process's last bytes may still be read by the catcher,
      // whose clock is its own busy event loop) and the row was marked sent (by another
      // process) after the kill; any other copy is a duplicate.
      const first = got[0]!.at;
      const sentAt = row.sentAt?.getTime() ?? Infinity;
      const acrossKill = kills.some(
        (kill) =>
          first <= kill.exitedAt + IN_FLIGHT_GRACE_MS && kill.at - first < 5000 && sentAt > kill.at,
      );
      if (acrossKill && got.length === 2) afterKill += 1;
      else {
        extra += got.length - 1;
        // Enough to tell what happened: each copy's time against the kills and the row.
        const times = got.map((copy) => copy.at);
        duplicates.push(
          `mail ${row.id}: copies at ${times.join(', ')}, marked sent at ${sentAt}, ` +
            `${row.attempts} attempts (last error: ${row.lastError ?? 'none'}); ` +
            `kills ${kills.map((kill) => `${kill.server} ${kill.at}–${kill.exitedAt}`).join(', ')}`,
        );
      }
    }
  }
  const strays = [...copies.keys()].filter((id) => !expected.has(id)).length;
  return {
    check: check(
      'every outbox mail sent, and received by the catcher exactly once',
      unsent + missing + extra + strays + mismatched,
      `${rows.length} outbox mails, ${received.length} received; ${unsent} not marked sent, ${missing} never received, ${extra} duplicates, ${afterKill} sent again under the same Message-ID after a kill had cut off marking the first copy sent, ${strays} received that match no outbox mail, ${mismatched} with another recipient or subject than their row${duplicates.length ? `. Duplicates: ${duplicates.join('; ')}` : ''}`,
    ),
    copiesAfterKill: afterKill,
  };
}
