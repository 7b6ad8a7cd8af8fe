/**
 * The calendar export (issue 14): `GET /ical/units/{id}/{token}.ics`, which Airbnb,
 * Booking.com and channel managers poll every few minutes, against the real app as
 * `npm start` runs it (LOG_LEVEL info, a log line per request), on embedded PGlite and on
 * PostgreSQL. One unit (M101) of the demo catalogue holds 60 active bookings (confirmed,
 * checked in, unpaid holds) beside 240 past, cancelled and expired ones; a second run
 * takes the same feed in a busy house (seed-admin-data.ts: 10,000 bookings, ~900 per
 * unit, ~240 of M101's active). Measured, one request after another, each call once a round in a random order,
 * after as many to warm up:
 * - the full feed (200): the bookings read and the calendar made, as for every 200;
 * - the poll that finds the feed unchanged: If-None-Match → 304, If-Modified-Since → 304;
 * - making the calendar alone (ical-generator), in this process.
 * Yardstick in the same run: `GET /api/health` (framework, logging, one round trip).
 * Targets (p95): the feed ≤ 10 ms, the 304 ≤ 2 ms.
 *
 *   node --import tsx bench/ical-export.ts   (BENCH_REQUESTS per call, default 300)
 *
 * Writes the "## Calendar export feed (issue 14)" section of bench/RESULTS.md.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import type { FeedBooking } from '../apps/server/src/modules/channels/ical-export.repository.ts';
import { renderUnitFeed } from '../apps/server/src/modules/channels/ical-export.service.ts';
import { ensureIcalToken, icalExportPath } from '../apps/server/src/modules/channels/ical-token.ts';
import { percentile } from './admin-lists.ts';
import {
  machineDescription,
  onBothDatabases,
  startAppOnTempDataDir,
  writeReportSection,
} from './lib.ts';
import { seedAdminData } from './seed-admin-data.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
export const FEED_TARGET_P95_MS = 10;
export const NOT_MODIFIED_TARGET_P95_MS = 2;
const ACTIVE_BOOKINGS = 60;
const PAST_BOOKINGS = 240;
const REPORT = path.join(import.meta.dirname, 'RESULTS.md');
const SECTION_TITLE = '## Calendar export feed (issue 14)';

interface Probe {
  name: string;
  path: string;
  headers: Record<string, string>;
  status: number;
  target: number;
}

/**
 * M101's 60 active bookings, 3 nights every 5 days from tomorrow (every 5th an unpaid
 * hold with 20 minutes left, the first one checked in), and 240 earlier ones that left
 * the feed (checked out, cancelled, expired), whose rows the Last-Modified reads too.
 */
async function seedBusyUnit(database: Database): Promise<void> {
  const { db } = database;
  await seedDemoData(db);
  await db.execute(sql`
    with unit as (
      select r.id, r.room_type_id, t.price_per_night_kobo as price
      from rooms r join room_types t on t.id = r.room_type_id where r.room_number = 'M101'
    ), stay as (
      select unit.*, k, current_date + 1 + 5 * k as start_date from unit
      cross join generate_series(-${PAST_BOOKINGS}::int, ${ACTIVE_BOOKINGS - 1}::int) as k
    )
    insert into bookings (room_id, room_type_id, guest_name, guest_email, guest_phone,
      start_date, end_date, status, hold_expires_at, source, nights, room_kobo, total_kobo)
    select id, room_type_id, 'Guest ' || k, 'guest' || k || '@bench.test', '+234 803 000 0000',
      start_date, start_date + 3,
      case
        when k < 0 and k % 7 = 0 then 'cancelled'
        when k < 0 and k % 11 = 0 then 'expired'
        when k < 0 then 'checked_out'
        when k = 0 then 'checked_in'
        when k % 5 = 4 then 'pending'
        else 'confirmed' end,
      case when k >= 0 and k % 5 = 4 then now() + interval '20 minutes' end,
      'online', 3, 3 * price, 3 * price
    from stay`);
  await db.execute(sql`analyze`);
}

/** M101's id and feed path, its token made as the admin page makes it. */
async function feedOf(database: Database) {
  const [unit] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from rooms where room_number = 'M101'`,
  );
  const token = await ensureIcalToken(database.db, unit!.id);
  return { roomId: unit!.id, feedPath: icalExportPath(unit!.id, token!) };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The feed's validators as a poller keeps them from its last full answer. */
async function validatorsOf(baseUrl: string, feedPath: string) {
  const response = await fetch(`${baseUrl}${feedPath}`);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`feed answered ${response.status}: ${body}`);
  return {
    etag: response.headers.get('etag')!,
    lastModified: response.headers.get('last-modified')!,
    bytes: Buffer.byteLength(body),
    events: body.split('BEGIN:VEVENT').length - 1,
  };
}

function probesOf(feedPath: string, validators: { etag: string; lastModified: string }): Probe[] {
  return [
    {
      name: 'yardstick: GET /api/health',
      path: '/api/health',
      headers: {},
      status: 200,
      target: Infinity,
    },
    {
      name: 'feed, full (200)',
      path: feedPath,
      headers: {},
      status: 200,
      target: FEED_TARGET_P95_MS,
    },
    {
      name: 'feed, If-None-Match (304)',
      path: feedPath,
      headers: { 'if-none-match': validators.etag },
      status: 304,
      target: NOT_MODIFIED_TARGET_P95_MS,
    },
    {
      name: 'feed, If-Modified-Since (304)',
      path: feedPath,
      headers: { 'if-modified-since': validators.lastModified },
      status: 304,
      target: NOT_MODIFIED_TARGET_P95_MS,
    },
  ];
}

/** The indexes 0 … n−1 in a random order (Fisher–Yates). */
function shuffledIndexes(n: number): number[] {
  const order = Array.from({ length: n }, (_, index) => index);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * One poller after another (latency, not throughput), each call once per round in a new
 * random order: in a fixed order the call after the full feed always met the collection of
 * the full feed's garbage (60 KB a calendar, on both sides), which the yardstick never did.
 */
async function measure(baseUrl: string, probes: Probe[]) {
  const times = probes.map((): number[] => []);
  const unexpected = probes.map(() => 0);
  for (let i = 0; i < REQUESTS; i++) {
    for (const index of shuffledIndexes(probes.length)) {
      const probe = probes[index]!;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${probe.path}`, { headers: probe.headers });
      await response.arrayBuffer();
      times[index]!.push(performance.now() - started);
      if (response.status !== probe.status) unexpected[index]!++;
    }
  }
  return probes.map((probe, index) =>
    summary(probe.name, probe.target, times[index]!, unexpected[index]!),
  );
}

function summary(name: string, target: number, times: number[], unexpected = 0) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    target,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    unexpected,
  };
}

type Row = ReturnType<typeof summary>;

async function runAgainst(env: Record<string, string>, feed: { roomId: number; feedPath: string }) {
  const server = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  try {
    const baseUrl = server.url.replace('localhost', '127.0.0.1');
    const validators = await validatorsOf(baseUrl, feed.feedPath);
    const probes = probesOf(feed.feedPath, validators);
    await measure(baseUrl, probes); // warm-up: plans, caches, JIT
    const rows = await measure(baseUrl, probes);
    return { rows, bytes: validators.bytes, events: validators.events };
  } finally {
    await server.stop();
  }
}

/** Making the calendar alone (ical-generator), in this process, for `events` bookings. */
function renderTimes(events: number): Row {
  const bookings: FeedBooking[] = Array.from({ length: events }, (_, k) => ({
    id: 1000 + k,
    start_date: `2027-${String(1 + (k % 12)).padStart(2, '0')}-01`,
    end_date: `2027-${String(1 + (k % 12)).padStart(2, '0')}-04`,
    stamp: '2026-11-20T10:11:12Z',
  }));
  const times: number[] = [];
  for (let i = 0; i < 2 * REQUESTS; i++) {
    const started = performance.now();
    renderUnitFeed('M101', bookings);
    if (i >= REQUESTS) times.push(performance.now() - started);
  }
  return summary(`making the calendar of ${events} events (in process)`, Infinity, times);
}

/** Every call with this target within it (p95) in every run. */
const withinTarget = (runs: { rows: Row[] }[], target: number) =>
  runs.every((run) => run.rows.every((row) => row.target !== target || row.p95 <= target));

export async function benchIcalExport() {
  const loadBefore = os.loadavg();
  const unit = await onBothDatabases('ical-export', async (env, open) => {
    const database = await open();
    await seedBusyUnit(database);
    const feed = await feedOf(database);
    await database.close();
    return runAgainst(env, feed);
  });
  const house = await onBothDatabases('ical-export-busy', async (env, open) => {
    const database = await open();
    await seedAdminData(database);
    const feed = await feedOf(database);
    await database.close();
    return runAgainst(env, feed);
  });
  const render = [renderTimes(unit.pglite.events), renderTimes(house.pglite.events)];
  const runs = [unit.pglite, unit.postgres, house.pglite, house.postgres];
  return {
    machine: machineDescription(),
    requests: REQUESTS,
    loadBefore,
    loadAfter: os.loadavg(),
    unit,
    house,
    render,
    pass: {
      /** Every answer had the expected status (200 / 304). */
      statuses: runs.every((run) => run.rows.every((row) => row.unexpected === 0)),
      feed: withinTarget(runs, FEED_TARGET_P95_MS),
      notModified: withinTarget(runs, NOT_MODIFIED_TARGET_P95_MS),
    },
  };
}

const loadText = (load: number[]) => load.map((value) => value.toFixed(2)).join(', ');
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');

/** The section's table for RESULTS.md. */
export function icalExportTable(result: IcalExportResult): string {
  const { unit, house } = result;
  const cells = (rows: Row[], name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    return row ? `${row.p50} ms | ${row.p95} ms | ${row.p99} ms` : '— | — | —';
  };
  const lines = unit.pglite.rows.map((row) => {
    const target = row.target === Infinity ? '—' : `≤ ${row.target} ms`;
    const runs = [unit.pglite, unit.postgres, house.pglite, house.postgres];
    return `| ${row.name} | ${runs.map((run) => cells(run.rows, row.name)).join(' | ')} | ${target} |`;
  });
  const renders = result.render.map(
    (row) => `${row.name}: p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms`,
  );
  return `| call | 60 active, PGlite p50 | p95 | p99 | 60 active, PostgreSQL p50 | p95 | p99 | 10,000 bookings, PGlite p50 | p95 | p99 | 10,000 bookings, PostgreSQL p50 | p95 | p99 | target (p95) |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

The feed: ${unit.pglite.events} events, ${unit.pglite.bytes} bytes (60 active bookings); ${house.pglite.events} events, ${house.pglite.bytes} bytes (M101 in the busy house).
${renders.join('; ')}.
${result.requests} requests per call, one after another, each call once per round in a random order, after as many to warm up. Load average (1, 5, 15 min) before ${loadText(result.loadBefore)}, after ${loadText(result.loadAfter)}.
Every answer the expected status (200 / 304): ${verdict(result.pass.statuses)}. The full feed ≤ ${FEED_TARGET_P95_MS} ms p95 in all four runs: ${verdict(result.pass.feed)}. The 304 ≤ ${NOT_MODIFIED_TARGET_P95_MS} ms p95 in all four runs: ${verdict(result.pass.notModified)}.
`;
}

export type IcalExportResult = Awaited<ReturnType<typeof benchIcalExport>>;

/** The section of bench/RESULTS.md (also written by `npm run bench`). */
export function icalExportSection(result: IcalExportResult): string {
  return `${SECTION_TITLE}

Written by \`bench/ical-export.ts\` (\`npm run bench:ical-export\`; \`npm run bench\` writes it with the rest) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${result.machine}.

\`GET /ical/units/{id}/{token}.ics\` (a unit's busy nights for Airbnb, Booking.com and channel
managers, which poll it every few minutes) against the app as \`npm start\` runs it (LOG_LEVEL
info, a log line per request), on embedded PGlite and on PostgreSQL. M101 holds 60 active
bookings beside 240 that left the feed; then the same feed in a busy house (10,000 bookings,
\`bench/seed-admin-data.ts\`). Every request is one statement: the calendar's version and
Last-Modified, and the bookings only when the calendar must be made. A poll that holds the
version gets 304 without them; every 200 reads them and makes the calendar anew
(ical-generator). The yardstick is the same server's \`GET /api/health\`.

${icalExportTable(result)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchIcalExport();
  console.log(JSON.stringify(result, null, 2));
  const section = icalExportSection(result);
  await writeReportSection(REPORT, SECTION_TITLE, section);
  console.log(section);
}
