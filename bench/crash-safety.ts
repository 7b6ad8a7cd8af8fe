/**
 * Crash safety (issue 15, point 2): `kill -9` of a server in the middle of booking and
 * payment load, then a restart (and on PostgreSQL the other instance carrying on), must
 * leave no overlapping bookings, every confirmed booking paid, every successful payment
 * confirmed or refunded (the refund recorded, at Paystack once), every commission on a
 * confirmed booking at 5% of it, and every outbox mail delivered exactly once.
 *
 * The fake Paystack and a real SMTP catcher run in this process; the app runs as
 * `npm start` runs it (`node --import tsx apps/server/src/main.ts`, LOG_LEVEL warn) — on a
 * temporary PGlite data dir as one process, then on a new PostgreSQL database as two
 * processes on two ports. Guests start checkouts of overlapping stays (some with an
 * affiliate code); most pay: Paystack's signed webhook, sometimes twice and to the other
 * instance, sometimes beside the browser's callback; some release their hold first, so
 * the payment is refunded. In each cycle one process is killed with SIGKILL (the node
 * process itself) at a random moment and started again on the same data dir or database
 * while the load goes on (on PostgreSQL at the other instance); webhooks that got no 200
 * are sent again, as Paystack retries them. After the cycles the load stops, every
 * webhook is acknowledged, the outbox drains (on PostgreSQL mail a killed process had
 * claimed waits out its one-minute lease), the processes stop and the checks run
 * (apps/server/src/test/crash-load.ts, shared with apps/server/src/crash-safety.test.ts).
 *
 *   node --import tsx bench/crash-safety.ts   (BENCH_CYCLES kills per database, default 3;
 *                                              BENCH_CLIENTS guests at once, default 40)
 *
 * Writes the "## Crash safety (issue 15)" section of bench/RESULTS.md; exits 1 if a check fails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  runCrashScenario,
  serverEnv,
  ServerProcess,
  type CrashReport,
} from '../apps/server/src/test/crash-load.ts';
import { startFakePaystack } from '../apps/server/src/test/fake-paystack.ts';
import { TestSmtpServer } from '../apps/server/src/test/smtp-catcher.ts';
import { machineDescription, PG_SERVER, repoRoot, writeReportSection } from './lib.ts';

const CYCLES = Number(process.env.BENCH_CYCLES ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 40);
const SERVER_PORTS = [4550, 4551];
const PAYSTACK_PORT = 4552;
const SMTP_PORT = 4553;
/** Stays start within this many days: 11 units × 60 nights, so checkouts contend. */
const WINDOW_DAYS = 60;
const REPORT = path.join(repoRoot, 'bench/RESULTS.md');
const SECTION_TITLE = '## Crash safety (issue 15)';

export interface CrashSafetyResult {
  machine: string;
  loadBefore: number[];
  loadAfter: number[];
  cycles: number;
  clients: number;
  pglite: CrashReport;
  postgres: CrashReport;
  pass: boolean;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const scenario = {
  cycles: CYCLES,
  clients: CLIENTS,
  windowDays: WINDOW_DAYS,
  beforeKillMs: [2000, 4000] as [number, number],
  afterRestartMs: 2500,
  // On PostgreSQL mail a killed process had claimed waits out its lease (one minute).
  drainTimeoutMs: 120_000,
  log: (line: string) => console.log(line),
};

export async function benchCrashSafety(): Promise<CrashSafetyResult> {
  const loadBefore = os.loadavg();
  const smtp = new TestSmtpServer();
  await smtp.start(SMTP_PORT);
  const paystack = await startFakePaystack({ port: PAYSTACK_PORT });
  const servers: ServerProcess[] = [];
  try {
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-crash-bench-'));
    let pglite: CrashReport;
    try {
      const env = serverEnv({ DATA_DIR: pgliteDir }, paystack, smtp);
      servers.push(new ServerProcess('app', SERVER_PORTS[0]!, env));
      pglite = await runCrashScenario({
        ...scenario,
        label: 'PGlite',
        kind: 'pglite',
        servers: [...servers],
        paystack,
        smtp,
        open: () => openDatabase({ dataDir: pgliteDir }),
      });
    } finally {
      await Promise.all(servers.splice(0).map((server) => server.kill()));
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }

    const name = `aso_crash_${randomBytes(4).toString('hex')}`;
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-crash-bench-'));
    await adminQuery(`create database ${name}`);
    let postgres: CrashReport;
    try {
      const env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, paystack, smtp);
      servers.push(
        ...SERVER_PORTS.map((port, index) => new ServerProcess(`app${index + 1}`, port, env)),
      );
      postgres = await runCrashScenario({
        ...scenario,
        label: 'PostgreSQL',
        kind: 'postgres',
        servers: [...servers],
        paystack,
        smtp,
        open: () => openDatabase({ url: url.toString() }),
      });
    } finally {
      await Promise.all(servers.splice(0).map((server) => server.kill()));
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return {
      machine: machineDescription(),
      loadBefore,
      loadAfter: os.loadavg(),
      cycles: CYCLES,
      clients: CLIENTS,
      pglite,
      postgres,
      pass: pglite.pass && postgres.pass,
    };
  } finally {
    await paystack.stop();
    await smtp.stop();
  }
}

const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');

function figureRows(result: CrashSafetyResult): string {
  const row = (label: string, cell: (report: CrashReport) => string | number) =>
    `| ${label} | ${cell(result.pglite)} | ${cell(result.postgres)} |`;
  const requests = (report: CrashReport) =>
    Object.values(report.load.requests).reduce((sum, count) => sum + count, 0);
  return [
    '| | embedded PGlite (1 process) | PostgreSQL 15 (2 processes) |',
    '|---|---|---|',
    row('load (s, kills and restarts included)', (r) => r.loadSeconds.toFixed(1)),
    row(
      'requests: checkout / release / webhook / callback',
      (r) =>
        `${requests(r)}: ${r.load.requests.checkout} / ${r.load.requests.release} / ${r.load.requests.webhook} / ${r.load.requests.callback}`,
    ),
    row('holds (201) / refused, unit taken (409) / 429', (r) =>
      [r.load.held, r.load.conflicts, r.load.limited].join(' / '),
    ),
    row('unanswered (cut off or refused by a killed process)', (r) => r.load.unanswered),
    row('5xx from a running process', (r) => r.load.serverErrors.length),
    row(
      'charges paid at Paystack (of which after releasing the hold)',
      (r) => `${r.load.paid} (${r.load.released})`,
    ),
    row('webhooks sent twice / re-sent after no 200', (r) =>
      [r.load.duplicateWebhooks, r.load.webhookRetries].join(' / '),
    ),
    row('bookings confirmed', (r) => r.bookings.confirmed ?? 0),
    row('payments refunded', (r) => r.payments.refunded ?? 0),
    row('commissions', (r) => r.commissions),
    row('outbox mails / received by the catcher', (r) => `${r.mails.outbox} / ${r.mails.received}`),
    row('kills (SIGKILL)', (r) => `${r.kills} (${r.restartMs.length} restarts)`),
    row('kill → listening again, each', (r) => r.restartMs.map(ms).join(', ')),
    row('load end → every webhook 200 and the outbox empty', (r) => ms(r.drainMs)),
  ].join('\n');
}

function checkRows(result: CrashSafetyResult): string {
  const names = [
    ...new Set([...result.pglite.checks, ...result.postgres.checks].map((check) => check.name)),
  ];
  const cell = (report: CrashReport, name: string) => {
    const check = report.checks.find((candidate) => candidate.name === name);
    return check ? `${check.pass ? 'pass' : '**FAIL**'}: ${check.detail}` : '—';
  };
  return [
    '| check | embedded PGlite | PostgreSQL |',
    '|---|---|---|',
    ...names.map(
      (name) => `| ${name} | ${cell(result.pglite, name)} | ${cell(result.postgres, name)} |`,
    ),
  ].join('\n');
}

export function crashSafetySection(result: CrashSafetyResult): string {
  const errors = [
    ...result.pglite.load.serverErrors,
    ...result.postgres.load.serverErrors,
    ...result.pglite.errorsLogged,
    ...result.postgres.errorsLogged,
  ];
  return `${SECTION_TITLE}

Written by \`bench/crash-safety.ts\` (\`npm run bench:crash-safety\`; \`npm run bench\` writes it with the rest) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${result.machine}. Load average (1, 5, 15 min) before ${loads(result.loadBefore)}, after ${loads(result.loadAfter)}.

The app runs as \`npm start\` runs it (\`node --import tsx apps/server/src/main.ts\`, LOG_LEVEL
warn, TRUST_PROXY on so that each guest is a client of its own) against the fake Paystack and
a real SMTP catcher in the benchmark's process: on a PGlite data dir as one process, on a new
PostgreSQL database as two processes. ${result.clients} guests at once start checkouts of
1–3 nights within the next ${WINDOW_DAYS} days (a third with an approved affiliate's code);
70% pay — Paystack's signed \`charge.success\` webhook, 30% of them twice (to the other
instance on PostgreSQL), half beside the browser's callback — and 10% of those release the
hold first (their payment is refunded). ${result.cycles} times per database one process is
killed with SIGKILL at a random moment 2–4 s into a cycle and started again on the same data
while the load goes on (on PostgreSQL at the other instance; the instances take turns);
webhooks without a 200 are sent again until they get one, as Paystack retries.
Then the load stops, the outbox drains and the processes stop, and the checks run on the
database, on what the fake Paystack recorded and on what the catcher received (mail matched
on the Message-ID the mailer gives each outbox row). Shared with the test
\`apps/server/src/crash-safety.test.ts\` (one kill) through \`apps/server/src/test/crash-load.ts\`.

${figureRows(result)}

${checkRows(result)}

All checks on both databases: ${result.pass ? '**PASS**' : '**FAIL**'}.${
    errors.length > 0
      ? `\n\nAnswered 5xx or logged as errors (first ones):\n\n${errors
          .slice(0, 10)
          .map((line) => `- \`${line.slice(0, 200).replaceAll('`', "'")}\``)
          .join('\n')}`
      : ''
  }

The drain after the load is mail behind the load on PGlite (a receipt PDF for each
confirmation, then 6 s without new mail before the process is stopped so that its database
can be read) and, on PostgreSQL, mail a killed process had claimed, which waits out its
one-minute lease (another process may be sending it, as far as the database can tell).

Found and fixed with this benchmark: (1) a refund Paystack accepted inside the settlement's
transaction was lost with it when the process died before the commit; every later webhook
then asked for it again, Paystack refused, and the app answered 502 for ever (the charge
neither confirmed nor recorded as refunded, the guest never told): the settlement and the
refund worker now ask Paystack what it has already given back first
(\`PaymentProvider.refundedKobo\`). (2) On PGlite, mail the killed process had claimed
waited out its one-minute lease though no other process could hold it: a process on its
own database now makes such mail due at start. Found beside it, by killing a server running
as PID 1 in a PID namespace of its own (as in a container) and starting it again: (3) the
data-dir lock refused a process whose pid was the dead holder's own ("in use by another
process (pid 1)", for ever), and would refuse one whose holder's pid was reused by another
process since: the lock now records the holder's start time and knows which locks this
process holds. A mail the SMTP server accepted just before a kill goes again after the
restart (SMTP cannot make "accepted" and "marked sent" one step): it keeps its Message-ID,
so the copy is the same message to the receiving side; the check counts such copies apart.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCrashSafety();
  const section = crashSafetySection(result);
  await writeReportSection(REPORT, SECTION_TITLE, section);
  console.log(section);
  process.exitCode = result.pass ? 0 : 1;
}
