/**
 * Crash safety (issue 15, point 2), the short version of `bench/crash-safety.ts`: the app
 * runs as `npm start` runs it (on PGlite, or on PostgreSQL as two instances when
 * DATABASE_URL is set), under booking and payment load one process is killed with
 * SIGKILL and started again on the same data, and afterwards bookings, payments, refunds,
 * commissions and the mail the catcher received must all agree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { runCrashScenario, serverEnv, ServerProcess } from './test/crash-load.ts';
import { startFakePaystack, type FakePaystack } from './test/fake-paystack.ts';
import { TestSmtpServer } from './test/smtp-catcher.ts';

const serverUrl = process.env.DATABASE_URL;
const SERVER_PORTS = [4560, 4561];
const PAYSTACK_PORT = 4562;
const SMTP_PORT = 4563;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe(`kill -9 under load (${serverUrl ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  const smtp = new TestSmtpServer();
  let paystack: FakePaystack;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-crash-test-'));
  const name = `aso_crash_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await smtp.start(SMTP_PORT);
    paystack = await startFakePaystack({ port: PAYSTACK_PORT });
    if (serverUrl) await admin(`create database ${name}`);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await paystack?.stop();
    await smtp.stop();
    if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps bookings, payments, commissions and mail consistent across a kill and restart', async () => {
    let open: () => ReturnType<typeof openDatabase>;
    if (serverUrl) {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, paystack, smtp);
      servers.push(...SERVER_PORTS.map((port, i) => new ServerProcess(`app${i + 1}`, port, env)));
      open = () => openDatabase({ url: url.toString() });
    } else {
      const env = serverEnv({ DATA_DIR: dataDir }, paystack, smtp);
      servers.push(new ServerProcess('app', SERVER_PORTS[0]!, env));
      open = () => openDatabase({ dataDir });
    }

    const report = await runCrashScenario({
      label: serverUrl ? 'PostgreSQL' : 'PGlite',
      kind: serverUrl ? 'postgres' : 'pglite',
      servers,
      paystack,
      smtp,
      open,
      cycles: 1,
      beforeKillMs: [2500, 3500],
      afterRestartMs: 2000,
      clients: 12,
      windowDays: 20,
      releaseShare: 0.2,
      affiliateShare: 0.6,
      drainTimeoutMs: 30_000,
      skipDeadLeases: true,
    });

    // The load did what it is for: holds, payments, commissions, mail.
    expect(report.kills).toBe(1);
    expect(report.load.held).toBeGreaterThanOrEqual(8);
    expect(report.load.paid).toBeGreaterThanOrEqual(5);
    expect(report.bookings.confirmed ?? 0).toBeGreaterThan(0);
    expect(report.commissions).toBeGreaterThan(0);
    expect(report.mails.outbox).toBeGreaterThan(0);
    expect(report.checks.filter((check) => !check.pass)).toEqual([]);
    // Only the killed process leaves requests unanswered; a running one never answers 5xx.
    const distinct = (answers: string[]) => ({
      count: answers.length,
      first: [...new Set(answers)].slice(0, 5),
    });
    expect(distinct(report.load.serverErrors)).toEqual({ count: 0, first: [] });
    expect(distinct(report.load.clientErrors)).toEqual({ count: 0, first: [] });
    expect(report.errorsLogged).toEqual([]);
  }, 90_000);
});
