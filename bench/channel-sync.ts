/**
 * Channel sync (issue 14, point 7): "with 11 units × 3 feeds of 500 events each, a full sync
 * ≤ 2 s and the booking contention benchmark's p99 unchanged within noise".
 *
 * The channels are a local HTTP server in this process: per unit an Airbnb, a Booking.com
 * and an "Other" feed of 500 all-day stays (one to three nights, from 200 days ahead, clear
 * of the contention benchmark's days 1–125), with an ETag answered by 304. The app runs as
 * `npm start` runs it (LOG_LEVEL info, request logging on) with one setting more,
 * ICAL_ALLOW_PRIVATE=1 (the feeds are on 127.0.0.1), on embedded PGlite and on PostgreSQL.
 *
 * 1. Full sync. A pass is triggered through the app's HTTP API: "Sync now"
 *    (`POST /api/channel-feeds/{id}/sync`) for all 33 feeds at once, timed until the last
 *    answer. Each runs what a scheduled pass runs per feed (lease, fetch, parse, one write
 *    transaction under the unit's lock), all 33 side by side, plus its own request's
 *    session check and action-log row. Measured: (a) the first sync (every block new: the
 *    feeds answered an empty calendar before), (b) a sync where every feed answers 304,
 *    (c) a sync where every feed changed (10% of stays moved, 5% gone, 5% new).
 *    On PostgreSQL, scheduled passes (a) and (c) (feeds made due with `next_sync_at = now()`,
 *    picked up by the app's own minute job) are timed beside them from the feeds' first request to the
 *    last feed's committed write, as a cross-check that "Sync now" × 33 measures a pass.
 * 2. The booking contention benchmark (booking-throughput.ts `load()`, 100 connections) as
 *    the issue means it: the feeds imported and synced at their real cadence (each feed
 *    every 15 minutes, so a pass of all 33 at most once in 15 minutes). Variants in
 *    alternating rounds, A P B C C B P A per cycle so drift weighs on each alike:
 *    A "no feeds" (a database of this version without feeds), B "33 feeds × 500 events
 *    imported (16,500 blocks), no sync during the round", C "imported, and one pass of all
 *    33 (every feed changed) started 1 s into the round" (the worst 10 s of a 15-minute
 *    period), P "before issue 14": the app at commit 3373beb (app-at-commit.ts), on a
 *    database of its own. With BENCH_SYNC_STRESS=1 a stress variant S (a pass every 2 s,
 *    ~450 times the real cadence) joins the cycle (A P B C S S C B P A), reported apart.
 *    Each round starts the app, warms it up for 3 s on stays far ahead (B, C and S after one
 *    untimed pass, so both start from the same state and the sync's code is warm),
 *    measures, stops it, checks the database (bookings overlapping each other or an active
 *    block: 0) and deletes its bookings. Noise: the spread of A's own round p99s.
 *
 *   node --import tsx bench/channel-sync.ts   (BENCH_DURATION s per round, default 10;
 *                                              BENCH_CYCLES, default 2; BENCH_SYNC_REPEATS
 *                                              passes of each kind, default 5;
 *                                              BENCH_SCHEDULED_PASSES of (a) and of (c),
 *                                              default 1, each waits for the minute job;
 *                                              BENCH_SYNC_STRESS=1 adds variant S;
 *                                              BENCH_BASE_COMMIT, default 3373beb)
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CHANNELS, type Channel, type ChannelFeed } from '@aso/core/channels';
import { addDays, businessToday } from '@aso/core/dates';
import {
  openDatabase,
  queryRows,
  type Database,
  type DatabaseOptions,
} from '../apps/server/src/db/client.ts';
import { createAdmin, percentile, token } from './admin-lists.ts';
import {
  addBookingRound,
  newBookingRounds,
  p99Of,
  round1,
  summarizeBookingRounds,
  type BookingRounds,
} from './booking-rounds.ts';
import { openDatabaseAt, prepareAppAtCommit, startAppAt } from './app-at-commit.ts';
import {
  BENCH_GUEST_EMAILS,
  BOOKING_LOAD_ENV,
  CLIENTS_NOTE,
  load,
  overlaps,
} from './booking-throughput.ts';
import {
  machineDescription,
  onBothDatabases,
  PG_SERVER,
  repoRoot,
  startAppOnTempDataDir,
  writeReportSection,
} from './lib.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 2);
const SYNC_REPEATS = Number(process.env.BENCH_SYNC_REPEATS ?? 5);
const SCHEDULED_PASSES = Number(process.env.BENCH_SCHEDULED_PASSES ?? 1);
const WARM_UP_S = 3;
/** The warm-up books stays this far ahead, clear of the measured ones and of the blocks. */
const WARM_UP_FROM_DAY = 1000;
const EVENTS_PER_FEED = 500;
/**
 * Stays start between these days ahead. The sync imports two years (731 days) ahead, so
 * 500 stays of 1–3 nights cannot follow one another in one feed: they overlap, as the
 * feeds of one unit overlap each other (blocks may share nights; bookings may not).
 */
const FIRST_DAY = 200;
const LAST_START_DAY = 726;
/** A changed feed: this share of its stays moved, removed, and as many new ones added. */
const MOVED = 0.1;
const REMOVED = 0.05;
/** C: the round's one pass starts this long into the measured load. */
const PASS_AT_MS = 1000;
/** S (BENCH_SYNC_STRESS=1): a pass of all 33 feeds starts this often. */
const STRESS = process.env.BENCH_SYNC_STRESS === '1';
const PASS_EVERY_MS = 2000;
/** P: the app before issue 14 (the commit before its first). */
const BASE_COMMIT = process.env.BENCH_BASE_COMMIT ?? '3373beb';
const FULL_SYNC_TARGET_MS = 2000;
/** The one setting that differs from `npm start`: the channels are on 127.0.0.1. */
const SYNC_ENV = { ICAL_ALLOW_PRIVATE: '1' };
const REPORT = path.join(repoRoot, 'bench/RESULTS.md');
const SECTION_TITLE = '## Channel sync (issue 14)';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A small seeded generator (mulberry32): the same feeds on every run. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    hex: (length: number) =>
      Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(''),
  };
}
type Random = ReturnType<typeof randomGenerator>;

interface Stay {
  uid: string;
  startDay: number;
  nights: number;
  /** Airbnb: a reservation (with its link) or nights the host closed. */
  reserved: boolean;
  code: string;
}

function newStay(channel: Channel, random: Random): Stay {
  const uid = {
    airbnb: () => `${random.hex(12)}-${random.hex(32)}@airbnb.com`,
    booking_com: () => `${random.hex(32)}@booking.com`,
    other: () =>
      `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}@channel.example`,
  }[channel]();
  return {
    uid,
    startDay: random.int(FIRST_DAY, LAST_START_DAY),
    nights: random.int(1, 3),
    reserved: random.next() < 0.9,
    code: `HM${random.hex(8).toUpperCase()}`,
  };
}

/** RFC 5545 §3.1: content lines longer than 75 octets are folded (ASCII here). */
function fold(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let at = 75; at < line.length; at += 74) parts.push(` ${line.slice(at, at + 74)}`);
  return parts.join('\r\n');
}

const PRODIDS: Record<Channel, string> = {
  airbnb: '-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
  booking_com: '-//Booking.com//Booking.com Calendar 1.0//EN',
  other: '-//Channel Example//Availability Export 2.1//EN',
};

/** A channel's export as the channels write it: all-day VEVENTs, DTEND the check-out. */
function renderCalendar(channel: Channel, stays: Stay[], stamp: string): string {
  const today = businessToday();
  const date = (day: number) => addDays(today, day).replaceAll('-', '');
  const summary = (stay: Stay) =>
    channel === 'airbnb'
      ? stay.reserved
        ? 'Reserved'
        : 'Airbnb (Not available)'
      : channel === 'booking_com'
        ? 'CLOSED - Not available'
        : 'Booked';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODIDS[channel]}`,
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...stays.flatMap((stay) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${date(stay.startDay + stay.nights)}`,
      `DTSTART;VALUE=DATE:${date(stay.startDay)}`,
      `UID:${stay.uid}`,
      ...(channel === 'airbnb' && stay.reserved
        ? [
            fold(
              `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${stay.code}\\nPhone Number (Last 4 Digits): ${stay.code.slice(-4).replace(/\D/g, '7').padStart(4, '1')}`,
            ),
          ]
        : []),
      `SUMMARY:${summary(stay)}`,
      `DTSTAMP:${stamp}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

interface ChannelFeedState {
  channel: Channel;
  random: Random;
  stays: Stay[];
  /** Serving an empty calendar (before a first sync is measured). */
  empty: boolean;
  version: number;
  body: Buffer;
  etag: string;
}

/**
 * The channels: one feed per path, each with an ETag of its version, If-None-Match
 * answered with 304. `change()` moves, removes and adds stays; `empty()` serves no events.
 */
async function startChannels() {
  const feeds = new Map<string, ChannelFeedState>();
  const answered = { ok: 0, notModified: 0 };
  const render = (feed: ChannelFeedState, pathname: string) => {
    feed.version += 1;
    const stamp = new Date().toISOString().replace(/[-:]|\.\d+/g, '');
    feed.body = Buffer.from(renderCalendar(feed.channel, feed.empty ? [] : feed.stays, stamp));
    feed.etag = `"${pathname.replace(/\W/g, '')}-${feed.version}"`;
  };
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]!;
    const feed = feeds.get(pathname);
    if (!feed) {
      response.writeHead(404).end('not found');
      return;
    }
    if (request.headers['if-none-match'] === feed.etag) {
      answered.notModified += 1;
      response.writeHead(304, { etag: feed.etag }).end();
      return;
    }
    answered.ok += 1;
    response
      .writeHead(200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-length': feed.body.length,
        etag: feed.etag,
      })
      .end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const all = () => [...feeds.entries()];
  return {
    answered,
    /** Adds a unit's feed of 500 stays (serving an empty calendar until `fill()`). */
    add(roomId: number, channel: Channel, seed: number): string {
      const pathname = `/calendar/ical/${roomId}-${channel}.ics`;
      const random = randomGenerator(seed);
      const stays = Array.from({ length: EVENTS_PER_FEED }, () => newStay(channel, random));
      const feed = { channel, random, stays, empty: true, version: 0 } as ChannelFeedState;
      render(feed, pathname);
      feeds.set(pathname, feed);
      return `${base}${pathname}?s=${random.hex(16)}`;
    },
    empty() {
      for (const [pathname, feed] of all()) {
        feed.empty = true;
        render(feed, pathname);
      }
    },
    fill() {
      for (const [pathname, feed] of all()) {
        feed.empty = false;
        render(feed, pathname);
      }
    },
    /** Every feed changes: 10% of its stays move (same UID), 5% go, 5% new ones come. */
    change() {
      for (const [pathname, feed] of all()) {
        const { random, channel } = feed;
        const removed = Math.round(EVENTS_PER_FEED * REMOVED);
        for (let i = 0; i < removed; i++)
          feed.stays.splice(random.int(0, feed.stays.length - 1), 1);
        for (let i = 0; i < removed; i++) feed.stays.push(newStay(channel, random));
        for (let i = 0; i < Math.round(EVENTS_PER_FEED * MOVED); i++) {
          const stay = feed.stays[random.int(0, feed.stays.length - 1)]!;
          stay.startDay = random.int(FIRST_DAY, LAST_START_DAY);
          stay.nights = random.int(1, 3);
        }
        feed.empty = false;
        render(feed, pathname);
      }
    },
    bytes: () => all().map(([, feed]) => feed.body.length),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Channels = Awaited<ReturnType<typeof startChannels>>;

const bearer = (auth: string) => ({ authorization: `Bearer ${auth}` });

async function unitIds(baseUrl: string, auth: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/roommanagement?page=1&per_page=100`, {
    headers: bearer(auth),
  });
  if (!response.ok) throw new Error(`unit list: ${response.status} ${await response.text()}`);
  const { rooms } = (await response.json()) as { rooms: { id: number }[] };
  return rooms.map((room) => room.id).sort((a, b) => a - b);
}

/** Staff attach the three channels' feeds to every unit (each synced at once: empty). */
async function addFeeds(baseUrl: string, auth: string, channels: Channels): Promise<number[]> {
  const units = await unitIds(baseUrl, auth);
  if (units.length !== 11)
    throw new Error(`expected the demo catalogue's 11 units, got ${units.length}`);
  const ids: number[] = [];
  for (const [unitIndex, roomId] of units.entries()) {
    for (const [channelIndex, channel] of CHANNELS.entries()) {
      const url = channels.add(roomId, channel, 1 + unitIndex * 3 + channelIndex);
      const response = await fetch(`${baseUrl}/api/rooms/${roomId}/channel-feeds`, {
        method: 'POST',
        headers: { ...bearer(auth), 'content-type': 'application/json' },
        body: JSON.stringify({ channel, url }),
      });
      const body = (await response.json()) as { message: string; feed: ChannelFeed };
      if (response.status !== 201 || !/first sync: 0 events imported/i.test(body.message)) {
        throw new Error(`add feed: ${response.status} ${JSON.stringify(body)}`);
      }
      ids.push(body.feed.id);
    }
  }
  return ids;
}

type Expected = { kind: 'imported'; events: number } | { kind: 'unchanged' };

/**
 * One pass through the app: "Sync now" for every feed at once, timed until the last
 * answer; every answer checked against what the channels served.
 */
async function syncPass(
  baseUrl: string,
  auth: string,
  feedIds: number[],
  channels: Channels,
  expected: Expected,
) {
  channels.answered.ok = 0;
  channels.answered.notModified = 0;
  const started = performance.now();
  const answers = await Promise.all(
    feedIds.map(async (id) => {
      const response = await fetch(`${baseUrl}/api/channel-feeds/${id}/sync`, {
        method: 'POST',
        headers: bearer(auth),
      });
      return {
        status: response.status,
        body: (await response.json()) as { message: string; feed?: ChannelFeed },
      };
    }),
  );
  const ms = performance.now() - started;
  for (const { status, body } of answers) {
    const fine =
      status === 200 &&
      body.feed?.last_error === null &&
      (expected.kind === 'unchanged'
        ? /no change/i.test(body.message)
        : body.feed.events_imported === expected.events && /imported/i.test(body.message));
    if (!fine) {
      const statuses = answers.map((answer) => answer.status).join(' ');
      throw new Error(
        `sync now (${JSON.stringify(expected)}): ${status} ${JSON.stringify(body)} (all: ${statuses})`,
      );
    }
  }
  const served =
    expected.kind === 'unchanged' ? channels.answered.notModified : channels.answered.ok;
  if (served !== feedIds.length) {
    throw new Error(
      `the channels answered ${JSON.stringify(channels.answered)} in a ${expected.kind} pass`,
    );
  }
  return ms;
}

interface SyncTimes {
  first: number[];
  notModified: number[];
  changed: number[];
}

/** Part 1: (a), (b), (c) in turn, SYNC_REPEATS times, after one untimed round of each. */
async function measureFullSync(
  baseUrl: string,
  auth: string,
  feedIds: number[],
  channels: Channels,
) {
  const times: SyncTimes = { first: [], notModified: [], changed: [] };
  const all = { kind: 'imported', events: EVENTS_PER_FEED } as const;
  for (let repeat = 0; repeat <= SYNC_REPEATS; repeat++) {
    channels.empty();
    await syncPass(baseUrl, auth, feedIds, channels, { kind: 'imported', events: 0 });
    channels.fill();
    const first = await syncPass(baseUrl, auth, feedIds, channels, all);
    const notModified = await syncPass(baseUrl, auth, feedIds, channels, { kind: 'unchanged' });
    channels.change();
    const changed = await syncPass(baseUrl, auth, feedIds, channels, all);
    if (repeat === 0) continue; // warm-up: plans, JIT, the channels' first connections
    times.first.push(round1(first));
    times.notModified.push(round1(notModified));
    times.changed.push(round1(changed));
  }
  return times;
}

/**
 * Passes as the app's minute job runs them (PostgreSQL: the feeds made due through a
 * connection of our own), a first sync (a) and a changed one (c) in turn: from the channels'
 * first request to the moment the last feed's write is committed (polled every 5 ms). The
 * lease query before the first fetch is left out (one statement).
 */
async function measureScheduledPasses(
  url: string,
  baseUrl: string,
  auth: string,
  feedIds: number[],
  channels: Channels,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timed = async () => {
    channels.answered.ok = 0;
    await client.query('update channel_feeds set next_sync_at = now()');
    const deadline = Date.now() + 75_000;
    while (channels.answered.ok === 0) {
      if (Date.now() > deadline) throw new Error('the minute job never picked up the due feeds');
      await sleep(1);
    }
    const started = performance.now();
    for (;;) {
      const { rows } = await client.query<{ done: number }>(
        `select count(*)::int as done from channel_feeds
         where next_sync_at > now() + interval '10 minutes' and lease_until is null
           and last_error is null and events_imported = $1`,
        [EVENTS_PER_FEED],
      );
      if (rows[0]!.done === feedIds.length) break;
      if (Date.now() > deadline) throw new Error(`scheduled pass: ${rows[0]!.done} feeds synced`);
      await sleep(5);
    }
    return round1(performance.now() - started);
  };
  const times = { first: [] as number[], changed: [] as number[] };
  try {
    for (let pass = 0; pass < SCHEDULED_PASSES; pass++) {
      channels.empty();
      await syncPass(baseUrl, auth, feedIds, channels, { kind: 'imported', events: 0 });
      channels.fill();
      times.first.push(await timed());
      channels.change();
      times.changed.push(await timed());
    }
  } finally {
    await client.end();
  }
  return times;
}

/** No booking of any round overlaps an active (non-conflict) block. */
async function bookingsOnBlocks(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from bookings b
        join channel_blocks k on k.room_id = b.room_id and k.stay && b.stay
        where b.status in ('pending', 'confirmed', 'checked_in') and k.conflict_booking_id is null`,
  );
  return row!.count;
}

async function blockCounts(database: Database) {
  const [row] = await queryRows<{ blocks: number; conflicts: number; feeds: number }>(
    database.db,
    sql`select count(*)::int as blocks,
          (count(*) filter (where conflict_booking_id is not null))::int as conflicts,
          count(distinct feed_id)::int as feeds
        from channel_blocks`,
  );
  return row!;
}

/** The rounds time their passes themselves: no feed falls due by the minute job meanwhile. */
async function holdFeedsBack(database: Database) {
  await database.db.execute(sql`update channel_feeds set next_sync_at = now() + interval '1 day'`);
}

/**
 * Removes the round's bookings (their claims go with them): the database is as before.
 * `tables` are vacuumed after (the app before issue 14 has no claims or blocks).
 */
async function resetBookings(database: Database, tables: string) {
  await database.db.execute(
    sql`delete from payments where booking_id in (select id from bookings where guest_email like ${BENCH_GUEST_EMAILS})`,
  );
  await database.db.execute(sql`delete from bookings where guest_email like ${BENCH_GUEST_EMAILS}`);
  await database.db.execute(sql.raw(`vacuum analyze ${tables}`));
}

async function vacuum(open: () => Promise<Database>) {
  const database = await open();
  try {
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

interface ScratchDatabase {
  env: Record<string, string>;
  open: () => Promise<Database>;
  remove: () => Promise<void>;
}

/**
 * Another database like the one `onBothDatabases` made (a PGlite data dir, or a scratch
 * database on the same PostgreSQL server), opened with `openWith` (the client of the app
 * that uses it: its migrations).
 */
async function scratchDatabase(
  env: Record<string, string>,
  suffix: string,
  openWith: (options: DatabaseOptions) => Promise<Database> = openDatabase,
): Promise<ScratchDatabase> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    const name = `${url.pathname.slice(1)}_${suffix}`;
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`create database ${name}`);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => openWith({ url: url.toString() }),
      async remove() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aso-channel-sync-${suffix}-`));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openWith({ dataDir }),
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Variant = 'none' | 'before' | 'idle' | 'pass' | 'stress';
const VARIANTS: Variant[] = [
  'none',
  'before',
  'idle',
  'pass',
  ...(STRESS ? ['stress' as const] : []),
];
/** Each cycle reads the same both ways, so drift during the run weighs on every variant alike. */
const CYCLE: Variant[] = STRESS
  ? ['none', 'before', 'idle', 'pass', 'stress', 'stress', 'pass', 'idle', 'before', 'none']
  : ['none', 'before', 'idle', 'pass', 'pass', 'idle', 'before', 'none'];
/** The variants whose database holds the 33 feeds' blocks. */
const WITH_FEEDS = new Set<Variant>(['idle', 'pass', 'stress']);

interface Totals extends BookingRounds {
  overlaps: number;
  bookingsOnBlocks: number;
  /** Passes of all 33 feeds during the measured load, and how long each took. */
  passes: number[];
  /** Latencies of the responses whose request was open while a pass ran, and of the rest. */
  duringPass: number[];
  outsidePass: number[];
}

const newTotals = (): Totals => ({
  ...newBookingRounds(),
  overlaps: 0,
  bookingsOnBlocks: 0,
  passes: [],
  duringPass: [],
  outsidePass: [],
});

interface PassTime {
  started: number;
  ms: number;
}

/**
 * C: one pass of all feeds `delayMs` into the load, of the content `channels` already
 * serve (changed before the round: the benchmark's process renders nothing meanwhile).
 */
function passAfter(
  delayMs: number,
  baseUrl: string,
  auth: string,
  feedIds: number[],
  channels: Channels,
) {
  const running = (async (): Promise<PassTime[]> => {
    await sleep(delayMs);
    const started = performance.now();
    const ms = await syncPass(baseUrl, auth, feedIds, channels, {
      kind: 'imported',
      events: EVENTS_PER_FEED,
    });
    return [{ started, ms }];
  })();
  // A failed pass is thrown by stop(), after the round's load, not as an unhandled rejection.
  running.catch(() => undefined);
  return { stop: () => running };
}

/** S: a pass of all feeds every PASS_EVERY_MS (or when the last one ends, if later). */
function passesEvery(baseUrl: string, auth: string, feedIds: number[], channels: Channels) {
  let stopped = false;
  const times: PassTime[] = [];
  const running = (async () => {
    while (!stopped) {
      const started = performance.now();
      channels.change();
      const ms = await syncPass(baseUrl, auth, feedIds, channels, {
        kind: 'imported',
        events: EVENTS_PER_FEED,
      });
      times.push({ started, ms });
      const wait = PASS_EVERY_MS - (performance.now() - started);
      for (let waited = 0; !stopped && waited < wait; waited += 50) await sleep(50);
    }
  })();
  running.catch(() => undefined);
  return {
    async stop() {
      stopped = true;
      await running;
      return times;
    },
  };
}

async function runAgainst(
  env: Record<string, string>,
  open: () => Promise<Database>,
  baseRoot: string,
) {
  const appEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'info', ...BOOKING_LOAD_ENV, ...SYNC_ENV };
  const channels = await startChannels();
  const plain = await scratchDatabase(env, 'plain');
  const before = await scratchDatabase(env, 'before', (options) =>
    openDatabaseAt(baseRoot, options),
  );
  try {
    // Part 1 on the database with feeds; the app as npm start runs it.
    createAdmin(env, 'admin');
    const server = await startAppOnTempDataDir({ ...appEnv, ...env });
    let feedIds: number[];
    let fullSync: SyncTimes;
    let scheduled: SyncTimes = { first: [], notModified: [], changed: [] };
    try {
      const baseUrl = server.url.replace('localhost', '127.0.0.1');
      const auth = await token(baseUrl);
      feedIds = await addFeeds(baseUrl, auth, channels);
      fullSync = await measureFullSync(baseUrl, auth, feedIds, channels);
      if (env.DATABASE_URL) {
        const timed = await measureScheduledPasses(
          env.DATABASE_URL,
          baseUrl,
          auth,
          feedIds,
          channels,
        );
        scheduled = { ...timed, notModified: [] };
      }
    } finally {
      await server.stop();
    }
    const feedBytes = channels.bytes();

    // The databases without feeds, seeded as npm start seeds them: this version's, and the
    // one of the app before issue 14 (its own schema, by its own start).
    const seeding = await startAppOnTempDataDir({ ...appEnv, ...plain.env });
    await seeding.stop();
    const seedingBefore = await startAppAt(baseRoot, { ...appEnv, ...before.env });
    await seedingBefore.stop();
    const feeds = await open();
    await holdFeedsBack(feeds).finally(() => feeds.close());
    for (const database of [open, plain.open, before.open]) await vacuum(database);

    // Part 2: the contention benchmark, alternating.
    const totals = Object.fromEntries(VARIANTS.map((variant) => [variant, newTotals()])) as Record<
      Variant,
      Totals
    >;
    const after = { blocks: 0, conflicts: 0, feeds: 0 };
    const rounds = Array.from({ length: CYCLES }, () => CYCLE).flat();
    for (const variant of rounds) {
      const database = variant === 'none' ? plain : variant === 'before' ? before : { env, open };
      const app =
        variant === 'before'
          ? await startAppAt(baseRoot, { ...appEnv, ...database.env })
          : await startAppOnTempDataDir({ ...appEnv, ...database.env });
      const responses: { at: number; ms: number }[] = [];
      let run: Awaited<ReturnType<typeof load>>;
      let passes: PassTime[] = [];
      try {
        const baseUrl = app.url.replace('localhost', '127.0.0.1');
        const auth = WITH_FEEDS.has(variant) ? await token(baseUrl) : undefined;
        if (auth) {
          // One pass before the warm-up (B and C alike): the sync's code and plans are warm,
          // and the next content is rendered before the measured load starts.
          channels.change();
          await syncPass(baseUrl, auth, feedIds, channels, {
            kind: 'imported',
            events: EVENTS_PER_FEED,
          });
          channels.change();
        }
        await load(baseUrl, { fromDay: WARM_UP_FROM_DAY, durationS: WARM_UP_S });
        const syncing =
          variant === 'pass'
            ? passAfter(PASS_AT_MS, baseUrl, auth!, feedIds, channels)
            : variant === 'stress'
              ? passesEvery(baseUrl, auth!, feedIds, channels)
              : undefined;
        run = await load(baseUrl, {
          onLatency: (ms) => responses.push({ at: performance.now(), ms }),
        });
        if (syncing) passes = await syncing.stop();
      } finally {
        await app.stop();
      }
      const db = await database.open();
      const total = totals[variant];
      try {
        total.overlaps += await overlaps(db);
        if (variant === 'before') {
          await resetBookings(db, 'bookings, payments');
        } else {
          total.bookingsOnBlocks += await bookingsOnBlocks(db);
          if (WITH_FEEDS.has(variant)) {
            Object.assign(after, await blockCounts(db));
            await holdFeedsBack(db);
          }
          await resetBookings(db, 'bookings, payments, room_claims, channel_blocks');
        }
      } finally {
        await db.close();
      }
      const latencies = responses.map((response) => response.ms);
      console.error(
        `round ${variant}: ${latencies.length} responses, ${Math.round(run.rps)}/s, p99 ${p99Of(latencies)} ms, passes ${passes.map((pass) => round1(pass.ms)).join(' ')}`,
      );
      addBookingRound(total, latencies, run);
      total.passes.push(...passes.map((pass) => round1(pass.ms)));
      if (passes.length > 0) {
        for (const response of responses) {
          const open = passes.some(
            (pass) =>
              response.at >= pass.started && response.at - response.ms <= pass.started + pass.ms,
          );
          (open ? total.duringPass : total.outsidePass).push(response.ms);
        }
      }
    }
    return {
      fullSync,
      scheduled,
      feedBytes: { min: Math.min(...feedBytes), max: Math.max(...feedBytes) },
      variants: Object.fromEntries(
        VARIANTS.map((variant) => [variant, summarize(totals[variant])]),
      ) as Record<Variant, VariantResult>,
      after,
    };
  } finally {
    await before.remove();
    await plain.remove();
    await channels.close();
  }
}

function summarize(total: Totals) {
  return {
    ...summarizeBookingRounds(total),
    overlaps: total.overlaps,
    bookingsOnBlocks: total.bookingsOnBlocks,
    passes: total.passes,
    duringPass: { responses: total.duringPass.length, p99: p99Of(total.duringPass) },
    outsidePass: { responses: total.outsidePass.length, p99: p99Of(total.outsidePass) },
  };
}
type VariantResult = ReturnType<typeof summarize>;

type DatabaseRun = Awaited<ReturnType<typeof runAgainst>>;

/** Noise: the spread of the "no feeds" rounds' own p99s. */
const noiseOf = (run: DatabaseRun) => ({
  min: Math.min(...run.variants.none.roundP99s),
  max: Math.max(...run.variants.none.roundP99s),
});
/** Within noise: a variant's pooled p99 no higher than the slowest "no feeds" round's. */
const withinNoise = (run: DatabaseRun, variant: Variant) =>
  run.variants[variant].p99 <= noiseOf(run).max;
const fullSyncWithin = (run: DatabaseRun) =>
  Math.max(...run.fullSync.first, ...run.fullSync.changed) <= FULL_SYNC_TARGET_MS;
const sound = (run: DatabaseRun) =>
  run.after.blocks === 33 * EVENTS_PER_FEED &&
  Object.values(run.variants).every(
    (variant) =>
      variant.overlaps === 0 &&
      variant.bookingsOnBlocks === 0 &&
      variant.serverErrors === 0 &&
      variant.limited === 0,
  );
const contentionWithin = (run: DatabaseRun) =>
  withinNoise(run, 'idle') && withinNoise(run, 'pass') && sound(run);

export async function benchChannelSync() {
  const baseRoot = prepareAppAtCommit(BASE_COMMIT);
  const loadBefore = os.loadavg();
  const startedAt = new Date();
  const { pglite, postgres } = await onBothDatabases('channel-sync', (env, open) =>
    runAgainst(env, open, baseRoot),
  );
  return {
    date: startedAt.toISOString(),
    machine: machineDescription(),
    pglite,
    postgres,
    clients: CLIENTS_NOTE,
    durationS: DURATION_S,
    cycles: CYCLES,
    repeats: SYNC_REPEATS,
    baseCommit: BASE_COMMIT,
    stress: STRESS,
    loadBefore,
    loadAfter: os.loadavg(),
    pass: {
      fullSync: fullSyncWithin(pglite) && fullSyncWithin(postgres),
      contention: { pglite: contentionWithin(pglite), postgres: contentionWithin(postgres) },
    },
  };
}

export type ChannelSyncResult = Awaited<ReturnType<typeof benchChannelSync>>;

const loadText = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const databaseName = (database: 'pglite' | 'postgres') =>
  database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL 15 (local)';
const ms = (value: number) => `${round1(value)} ms`;
const percent = (value: number, base: number) => {
  const delta = Math.round((value / base - 1) * 1000) / 10;
  return `${delta > 0 ? '+' : ''}${delta}%`;
};
const databases = ['pglite', 'postgres'] as const;

function variantLabel(variant: Variant, baseCommit: string): string {
  return {
    none: 'A: no feeds',
    before: `P: before issue 14 (${baseCommit}), no feeds`,
    idle: 'B: 33 × 500 imported, no sync',
    pass: `C: imported, one pass of all 33 from ${PASS_AT_MS / 1000} s`,
    stress: `S: imported, a pass every ${PASS_EVERY_MS / 1000} s (stress)`,
  }[variant];
}

function contentionTable(result: ChannelSyncResult, variants: Variant[]): string {
  const rows = databases.flatMap((database) =>
    variants.map((variant) => {
      const run = result[database];
      const v = run.variants[variant];
      const delta = variant === 'none' ? '—' : percent(v.p99, run.variants.none.p99);
      const onBlocks = variant === 'before' ? '—' : v.bookingsOnBlocks;
      return `| ${databaseName(database)} | ${variantLabel(variant, result.baseCommit)} | ${v.requests} | ${v.rps} (${v.roundRps.join(', ')}) | ${v.p50} ms | ${v.p99} ms | ${delta} | ${v.roundP99s.join(', ')} | ${v.created} | ${v.conflicts} | ${v.limited} | ${v.serverErrors} | ${v.errors} | ${v.overlaps} | ${onBlocks} |`;
    }),
  );
  return `| database | variant | responses | requests/s (each round) | p50 | p99 | p99 vs A | p99 of each round | held (201) | refused (409) | 429 | 5xx | socket errors/timeouts | overlaps | bookings over an active block |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

/** The section of bench/RESULTS.md. */
export function channelSyncSection(result: ChannelSyncResult): string {
  const syncRows = databases
    .flatMap((database) => {
      const run = result[database];
      const row = (label: string, times: number[]) =>
        `| ${databaseName(database)} | ${label} | ${ms(median(times))} | ${ms(Math.max(...times))} | ${times.join(', ')} |`;
      return [
        row('(a) first sync: 16,500 blocks new', run.fullSync.first),
        row('(b) every feed 304 (ETag)', run.fullSync.notModified),
        row('(c) every feed changed: 10% moved, 5% gone, 5% new', run.fullSync.changed),
        ...(run.scheduled.first.length > 0
          ? [
              row('(a) as the minute job runs it (cross-check, see below)', run.scheduled.first),
              row('(c) as the minute job runs it (cross-check, see below)', run.scheduled.changed),
            ]
          : []),
      ];
    })
    .join('\n');
  const noiseText = (database: 'pglite' | 'postgres') => {
    const run = result[database];
    const noise = noiseOf(run);
    const judged = (['idle', 'pass'] as const)
      .map(
        (variant) =>
          `${variant === 'idle' ? 'B' : 'C'} ${run.variants[variant].p99} ms (${withinNoise(run, variant) ? 'within' : 'above'})`,
      )
      .join(', ');
    return `${databaseName(database)}: A's rounds ${noise.min}–${noise.max} ms; pooled p99 ${judged}`;
  };
  const passText = (database: 'pglite' | 'postgres', variant: 'pass' | 'stress') => {
    const v = result[database].variants[variant];
    return `${databaseName(database)}: ${v.passes.length} passes (${v.passes.map(ms).join(', ')}); the ${v.duringPass.responses} responses whose request was open during a pass p99 ${v.duringPass.p99} ms, the other ${v.outsidePass.responses} p99 ${v.outsidePass.p99} ms`;
  };
  const beforeText = (database: 'pglite' | 'postgres') => {
    const { none, before } = result[database].variants;
    return `${databaseName(database)}: p50 ${percent(none.p50, before.p50)}, p99 ${percent(none.p99, before.p99)}, requests/s ${percent(none.rps, before.rps)}`;
  };
  const afterText = (database: 'pglite' | 'postgres') => {
    const { after } = result[database];
    return `${databaseName(database)} ${after.blocks} blocks of ${after.feeds} feeds, ${after.conflicts} conflicts`;
  };
  const bytes = result.postgres.feedBytes;
  const stressPart = result.stress
    ? `

#### Stress (opt-in, \`BENCH_SYNC_STRESS=1\`): a pass of all 33 every ${PASS_EVERY_MS / 1000} s

Not the issue's load: ~450 times the real cadence (one pass per 15 minutes). In the same
cycles as above (A P B C S S C B P A).

${contentionTable(result, ['none', 'stress'])}

Passes — ${databases.map((database) => passText(database, 'stress')).join('; ')}.`
    : '';
  return `${SECTION_TITLE}

Taken on ${result.date.slice(0, 16).replace('T', ' ')} UTC with \`bench/channel-sync.ts\`
(\`npm run bench:channel-sync\`; \`npm run bench\` writes it with the rest) on ${result.machine}.
Load average (1, 5, 15 min) before ${loadText(result.loadBefore)}, after ${loadText(result.loadAfter)}.
The app runs as \`npm start\` runs it (LOG_LEVEL info, request logging on) with one setting
more: \`ICAL_ALLOW_PRIVATE=1\`, since the channels are a local HTTP server in the benchmark's
process (11 units × Airbnb, Booking.com and Other feeds, 500 all-day stays of 1–3 nights each
from 200 days ahead, Airbnb-style VEVENTs with UID, DTSTAMP, SUMMARY; ${Math.round(bytes.min / 1024)}–${Math.round(bytes.max / 1024)} KB a feed; ETag with 304).

### A full sync of 33 feeds × 500 events

A pass is started through the app: "Sync now" (\`POST /api/channel-feeds/{id}/sync\`) for all
33 feeds at once, timed until the last answer. Each request runs what the minute job runs
for a due feed — lease, fetch, parse, one write transaction under the unit's lock — all 33
side by side as the job does, plus the request's session check and an action-log row (so it
costs a little more than the job's pass). (a) follows a pass in which every feed answered an
empty calendar (all blocks gone), so all 16,500 blocks are new. ${result.repeats} passes of each
after one untimed round.

| database | pass | median | max | each pass |
|---|---|---|---|---|
${syncRows}

Cross-check on PostgreSQL: passes (a) and (c) as the app's own minute job runs them, the feeds
made due (\`update channel_feeds set next_sync_at = now()\` on a connection of the benchmark's);
timed from the channels' first request to the last feed's committed write (polled every 5 ms).
Not on PGlite, whose data dir the running app holds.
Target: every full sync (a, c) ≤ 2 s on both databases: ${verdict(result.pass.fullSync)}.

### The booking contention benchmark beside the sync

The contention benchmark (100 connections, \`POST /api/initiate-payment\`, stays in the next
120 days, ${result.durationS} s a round) with the feeds at their real cadence: each feed is synced every
15 minutes, so all 33 pass at most once in 15 minutes. Rounds alternate A P B C C B P A
(${result.cycles} cycle${result.cycles === 1 ? '' : 's'}): A on a database of this version without feeds; B on one with the 33 feeds ×
500 events imported (16,500 blocks) and no sync during the round; C on that one with a pass
of all 33 feeds (every feed changed) started ${PASS_AT_MS / 1000} s into the round — the worst 10 s of a
15-minute period; P is the app before issue 14 (commit ${result.baseCommit}, unpacked with
\`git archive\`, on a database of its own schema), so A against P is what the triggers and
the block checks cost every booking. All databases seeded by the app's own start. Every round
starts the app, warms it up for ${WARM_UP_S} s on stays far ahead (B and C after one untimed pass,
so both start from the same state), measures, stops it, checks and deletes the round's
bookings. p50/p99 pooled over a variant's rounds.

${contentionTable(result, ['none', 'before', 'idle', 'pass'])}

Noise (the spread of A's own round p99s) — ${databases.map(noiseText).join('; ')}.
C's passes during the measured rounds — ${databases.map((database) => passText(database, 'pass')).join('; ')}.
This version against the one before issue 14 (A vs P) — ${databases.map(beforeText).join('; ')}.
After the last round: ${databases.map(afterText).join('; ')}.
Clients: ${result.clients}.
Target: B's and C's pooled p99 within the noise (no higher than A's slowest round), zero
overlaps, zero bookings over an active block, zero 5xx — on PostgreSQL:
${verdict(result.pass.contention.postgres)}; on PGlite: ${verdict(result.pass.contention.pglite)}.${stressPart}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchChannelSync();
  console.log(JSON.stringify(result, null, 2));
  const section = channelSyncSection(result);
  await writeReportSection(REPORT, SECTION_TITLE, section);
  console.log(section);
}
