import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { channelBlocks, channelFeeds, emailOutbox } from '../../db/schema.ts';
import { actionLogRows, insertBooking, signedIn, unitNumbered } from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { calendar, startFeedServer, type FeedServer } from '../../test/feed-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { Deps } from '../../deps.ts';
import { createChannelSync } from './channel-sync.service.ts';

/*
 * Issue 14 point 2, 3 and 4: feeds of other channels become blocks on the unit, through
 * real HTTP against a local calendar server, and every way of selling a night respects them.
 */
const ctx = useTestApp({
  seed: true,
  env: { ICAL_ALLOW_PRIVATE: '1', ICAL_FETCH_TIMEOUT_MS: '600', STAFF_EMAIL: 'desk@example.com' },
});
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

let paths = 0;
/** A fresh path on the feed server per feed, so tests never share answers. */
const newPath = () => `/calendar/${++paths}.ics`;

async function addFeed(roomNumber: string, path: string, channel = 'airbnb') {
  const staff = await signedIn(ctx.database.db, 'admin');
  const { unit } = await unitNumbered(ctx.database.db, roomNumber);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/rooms/${unit.id}/channel-feeds`,
    headers: staff.headers,
    payload: { channel, url: feeds.url(path) },
  });
  return { response, unit, staff, feedId: response.json<{ feed: { id: number } }>().feed?.id };
}

const blocksOf = (roomId: number) =>
  queryRows<{
    uid: string;
    start_date: string;
    end_date: string;
    conflict_booking_id: number | null;
  }>(
    ctx.database.db,
    sql`select uid, to_char(start_date, 'YYYY-MM-DD') as start_date,
          to_char(end_date, 'YYYY-MM-DD') as end_date, conflict_booking_id
        from channel_blocks where room_id = ${roomId} order by start_date, uid`,
  );

/** Makes the feed due now, as 15 minutes later, and runs one pass of the job. */
async function nextPass() {
  await ctx.database.db.update(channelFeeds).set({ nextSyncAt: sql`now()` });
  return ctx.app.channelSync.syncDue();
}

const channelsOf = async (roomId: number, headers: Record<string, string>) =>
  (await ctx.app.inject({ url: `/api/rooms/${roomId}/channels`, headers })).json<{
    feeds: { status: string; last_error: string | null; events_imported: number }[];
    conflicts: { booking_id: number; start_date: string; channel: string }[];
  }>();

describe('importing a channel feed', () => {
  it('turns each event into a block on the unit, and removes it when it leaves the feed', async () => {
    const path = newPath();
    feeds.serve(path, {
      body: calendar([
        { uid: 'a@airbnb.com', start: daysFromToday(3), end: daysFromToday(6) },
        {
          uid: 'b@airbnb.com',
          start: daysFromToday(10),
          end: daysFromToday(12),
          summary: 'Airbnb (Not available)',
        },
        {
          uid: 'c@airbnb.com',
          start: daysFromToday(20),
          end: daysFromToday(22),
          status: 'CANCELLED',
        },
      ]),
    });
    const { response, unit, staff } = await addFeed('M101', path);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Calendar added. First sync: 2 events imported.');
    expect(await blocksOf(unit.id)).toEqual([
      {
        uid: 'a@airbnb.com',
        start_date: daysFromToday(3),
        end_date: daysFromToday(6),
        conflict_booking_id: null,
      },
      {
        uid: 'b@airbnb.com',
        start_date: daysFromToday(10),
        end_date: daysFromToday(12),
        conflict_booking_id: null,
      },
    ]);

    feeds.serve(path, {
      body: calendar([{ uid: 'b@airbnb.com', start: daysFromToday(10), end: daysFromToday(12) }]),
    });
    await nextPass();
    expect((await blocksOf(unit.id)).map((block) => block.uid)).toEqual(['b@airbnb.com']);
    const [feed] = (await channelsOf(unit.id, staff.headers)).feeds;
    expect(feed).toMatchObject({ status: 'ok', events_imported: 1, last_error: null });

    // The log names the unit, the channel and the feed.
    const logs = await actionLogRows(ctx.database.db);
    expect(logs.map((log) => log.action)).toEqual(['channel.feed_added']);
    expect(logs[0]!.details).toBe(`Unit M101: Airbnb calendar ${feeds.url(path)}`);
  });

  it('follows a stay whose nights moved, a new summary and a new stay, keeping the rest', async () => {
    const path = newPath();
    const kept = { uid: 'kept@booking.com', start: daysFromToday(30), end: daysFromToday(32) };
    const moved = { uid: 'moved@booking.com', start: daysFromToday(40), end: daysFromToday(42) };
    const renamed = {
      uid: 'renamed@booking.com',
      start: daysFromToday(50),
      end: daysFromToday(51),
    };
    feeds.serve(path, { body: calendar([kept, moved, { ...renamed, summary: 'CLOSED' }]) });
    const { unit, staff } = await addFeed('M102', path, 'booking_com');
    const [before] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from channel_blocks where uid = 'kept@booking.com'`,
    );

    const added = { uid: 'added@booking.com', start: daysFromToday(60), end: daysFromToday(63) };
    feeds.serve(path, {
      body: calendar([
        kept,
        { ...moved, end: daysFromToday(44) },
        { ...renamed, summary: 'Not available' },
        added,
      ]),
    });
    await nextPass();

    const blocks = await queryRows<{ id: number; uid: string; end_date: string; summary: string }>(
      ctx.database.db,
      sql`select id, uid, to_char(end_date, 'YYYY-MM-DD') as end_date, summary
          from channel_blocks where room_id = ${unit.id} order by start_date`,
    );
    expect(blocks.map(({ uid, end_date, summary }) => ({ uid, end_date, summary }))).toEqual([
      { uid: kept.uid, end_date: kept.end, summary: 'Reserved' },
      { uid: moved.uid, end_date: daysFromToday(44), summary: 'Reserved' },
      { uid: renamed.uid, end_date: renamed.end, summary: 'Not available' },
      { uid: added.uid, end_date: added.end, summary: 'Reserved' },
    ]);
    // The unchanged stay's block is the same row: only what changed was written.
    expect(blocks[0]!.id).toBe(before!.id);
    const [feed] = (await channelsOf(unit.id, staff.headers)).feeds;
    expect(feed).toMatchObject({ status: 'ok', events_imported: 4 });
  });

  it('asks with the last ETag and changes nothing on 304', async () => {
    const path = newPath();
    feeds.serve(path, {
      body: calendar([{ uid: 'x@airbnb.com', start: daysFromToday(4), end: daysFromToday(5) }]),
    });
    const { unit } = await addFeed('M102', path);
    const before = await blocksOf(unit.id);
    const [pass] = await nextPass();
    expect(pass!.result).toBe('unchanged');
    const asked = feeds.requestsTo(path);
    expect(asked).toHaveLength(2);
    expect(asked[0]!.ifNoneMatch).toBeUndefined();
    expect(asked[1]!.ifNoneMatch).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await blocksOf(unit.id)).toEqual(before);
  });

  it('refuses a 5 MB answer and a page that is not a calendar, keeping the blocks it had', async () => {
    const path = newPath();
    feeds.serve(path, {
      body: calendar([{ uid: 'k@airbnb.com', start: daysFromToday(2), end: daysFromToday(4) }]),
    });
    const { unit, staff } = await addFeed('M103', path);
    const kept = await blocksOf(unit.id);
    expect(kept).toHaveLength(1);

    feeds.serve(path, { body: `${calendar([])}${'X'.repeat(5 * 1024 * 1024)}` });
    const [tooLarge] = await nextPass();
    expect(tooLarge).toMatchObject({ result: 'failed', error: 'The feed is larger than 2 MB.' });
    expect(await blocksOf(unit.id)).toEqual(kept);

    feeds.serve(path, { body: '<!doctype html><h1>Sign in</h1>', contentType: 'text/html' });
    const [notCalendar] = await nextPass();
    expect(notCalendar).toMatchObject({ result: 'failed' });
    expect(notCalendar!.error).toMatch(/not an iCalendar/i);
    expect(await blocksOf(unit.id)).toEqual(kept);

    // The third failure in a row flags the feed with the last error.
    feeds.serve(path, { body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027' });
    await nextPass();
    const [feed] = (await channelsOf(unit.id, staff.headers)).feeds;
    expect(feed!.status).toBe('failing');
    expect(feed!.last_error).toBeTruthy();
    expect(await blocksOf(unit.id)).toEqual(kept);
    const [row] = await ctx.database.db.select().from(channelFeeds);
    // Backed off: the fourth try waits an hour (15, 30, 60 minutes).
    expect(row!.nextSyncAt.getTime() - row!.lastSyncedAt!.getTime()).toBe(60 * 60_000);
  });

  it('does not let a feed that hangs hold up another', async () => {
    const slow = newPath();
    const quick = newPath();
    feeds.serve(quick, {
      body: calendar([{ uid: 'q@booking.com', start: daysFromToday(5), end: daysFromToday(7) }]),
    });
    const { unit } = await addFeed('M201', quick, 'booking_com');
    feeds.serve(slow, { hang: true });
    const staff = await signedIn(ctx.database.db, 'admin');
    await ctx.database.db.insert(channelFeeds).values({
      roomId: unit.id,
      channel: 'airbnb',
      url: feeds.url(slow),
    });
    feeds.serve(quick, {
      body: calendar([{ uid: 'q2@booking.com', start: daysFromToday(8), end: daysFromToday(9) }]),
    });

    const started = Date.now();
    const pass = nextPass();
    // The quick feed is written while the slow one still waits for its answer.
    for (;;) {
      const blocks = await blocksOf(unit.id);
      if (blocks.some((block) => block.uid === 'q2@booking.com')) break;
      expect(Date.now() - started).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const quickAt = Date.now() - started;
    const answered = await ctx.app.inject({ url: '/api/rooms' });
    expect(answered.statusCode).toBe(200);
    const outcomes = await pass;
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(quickAt).toBeLessThan(600);
    const slowOutcome = outcomes.find((outcome) => outcome.feed.url === feeds.url(slow));
    expect(slowOutcome).toMatchObject({ result: 'failed' });
    expect(slowOutcome!.error).toMatch(/^The channel did not answer within/);
    void staff;
  });
});

it('writes the feeds of a pass one at a time, so bookings keep the other connections', async () => {
  const units = ['M101', 'M102', 'M103', 'M201', 'M202', 'J101'];
  for (const [index, roomNumber] of units.entries()) {
    const path = newPath();
    feeds.serve(path, {
      body: calendar(
        Array.from({ length: 40 }, (_, event) => ({
          uid: `${index}-${event}@airbnb.com`,
          start: daysFromToday(100 + event * 3),
          end: daysFromToday(101 + event * 3),
        })),
      ),
    });
    const { unit } = await unitNumbered(ctx.database.db, roomNumber);
    await ctx.database.db.insert(channelFeeds).values({
      roomId: unit.id,
      channel: 'airbnb',
      url: feeds.url(path),
    });
  }
  // The app's own database handle, counting the transactions open at once (on PostgreSQL,
  // where a pass writing its feeds side by side would open one per feed; PGlite's single
  // connection runs them in turn anyway).
  const db = ctx.database.db;
  let open = 0;
  let most = 0;
  const counted = Object.create(db) as typeof db;
  counted.transaction = (async (work: Parameters<typeof db.transaction>[0]) => {
    most = Math.max(most, ++open);
    try {
      return await db.transaction(work);
    } finally {
      open -= 1;
    }
  }) as typeof db.transaction;
  const sync = createChannelSync(
    { db: counted, config: ctx.config, mailer: ctx.app.mailer } as Deps,
    ctx.app.log,
  );

  await ctx.database.db.update(channelFeeds).set({ nextSyncAt: sql`now()` });
  const outcomes = await sync.syncDue();

  expect(outcomes.map((outcome) => outcome.result)).toEqual(units.map(() => 'imported'));
  expect(most).toBe(1);
  const [imported] = await queryRows<{ count: number }>(
    ctx.database.db,
    sql`select count(*)::int as count from channel_blocks where uid like '%-%@airbnb.com'`,
  );
  expect(imported!.count).toBe(units.length * 40);
});

describe('a block is not for sale', () => {
  it('answers 409 to a booking on a blocked night, and the calendar and search show it taken', async () => {
    const path = newPath();
    feeds.serve(path, {
      body: calendar([
        { uid: 'only@airbnb.com', start: daysFromToday(30), end: daysFromToday(33) },
      ]),
    });
    const { unit, staff } = await addFeed('M301', path);

    const online = await initiate(ctx.app, guestRequest(unit.roomTypeId, 31, 2));
    expect(online.statusCode).toBe(409);
    const manual = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/manual',
      headers: staff.headers,
      payload: {
        room_id: unit.id,
        room_type_id: unit.roomTypeId,
        start_date: daysFromToday(32),
        end_date: daysFromToday(34),
        guest_name: 'Emeka Eze',
        guest_email: 'emeka@example.com',
        guest_phone: '+234 802 555 0199',
      },
    });
    expect(manual.statusCode).toBe(409);

    const calendarAnswer = await ctx.app.inject({
      url: `/api/rooms/${unit.roomTypeId}/calendar?from=${daysFromToday(29)}&to=${daysFromToday(34)}`,
    });
    expect(calendarAnswer.json().unavailable_dates).toEqual([
      daysFromToday(30),
      daysFromToday(31),
      daysFromToday(32),
    ]);
    expect(calendarAnswer.json().held_dates).toEqual([]);

    const search = await ctx.app.inject({
      url: `/api/rooms?start_date=${daysFromToday(31)}&end_date=${daysFromToday(32)}`,
    });
    const type = search
      .json<{ rooms: { id: number; available_count: number; is_available: boolean }[] }>()
      .rooms.find((row) => row.id === unit.roomTypeId);
    expect(type).toMatchObject({ available_count: 0, is_available: false });

    const occupancy = await ctx.app.inject({
      url: `/api/admin/occupancy?from=${daysFromToday(29)}&days=7`,
      headers: staff.headers,
    });
    const row = occupancy
      .json<{ room_types: { units: { id: number; blocks: unknown[] }[] }[] }>()
      .room_types.flatMap((group) => group.units)
      .find((candidate) => candidate.id === unit.id);
    expect(row!.blocks).toEqual([
      {
        id: expect.any(Number),
        start_date: daysFromToday(30),
        end_date: daysFromToday(33),
        channel: 'airbnb',
        summary: 'Reserved',
        conflict_booking_id: null,
      },
    ]);

    // Nights around the block are still for sale.
    const after = await initiate(ctx.app, guestRequest(unit.roomTypeId, 33, 2));
    expect(after.statusCode).toBe(201);
  });
});

describe('conflicts', () => {
  it('stores an event over a booking made here as a conflict, mails it once, and clears it when our booking is cancelled', async () => {
    const ours = await insertBooking(ctx.database.db, {
      roomNumber: 'J301',
      start: daysFromToday(40),
      end: daysFromToday(43),
      guestName: 'Ngozi Okafor',
    });
    const path = newPath();
    feeds.serve(path, {
      body: calendar([
        {
          uid: 'clash@booking.com',
          start: daysFromToday(42),
          end: daysFromToday(45),
          summary: 'CLOSED - Not available',
        },
      ]),
    });
    const { unit, staff, response } = await addFeed('J301', path, 'booking_com');
    expect(response.json().message).toBe(
      'Calendar added. First sync: 1 event imported, 1 new conflict.',
    );
    expect(await blocksOf(unit.id)).toEqual([
      {
        uid: 'clash@booking.com',
        start_date: daysFromToday(42),
        end_date: daysFromToday(45),
        conflict_booking_id: ours.id,
      },
    ]);
    const { conflicts } = await channelsOf(unit.id, staff.headers);
    expect(conflicts).toEqual([
      expect.objectContaining({
        booking_id: ours.id,
        channel: 'booking_com',
        start_date: daysFromToday(42),
        guest_name: 'Ngozi Okafor',
      }),
    ]);

    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'desk@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      /^Double booking: unit J301, .* \(Booking\.com and booking #\d+\)$/,
    );
    expect(mails[0]!.textBody).toContain(`Booking #${ours.id} made here`);
    expect(mails[0]!.textBody).toContain('Ngozi Okafor');
    expect(mails[0]!.textBody).toContain('CLOSED - Not available');

    // The feed changes elsewhere: the same conflict is not mailed again.
    feeds.serve(path, {
      body: calendar([
        {
          uid: 'clash@booking.com',
          start: daysFromToday(42),
          end: daysFromToday(45),
          summary: 'CLOSED - Not available',
        },
        { uid: 'later@booking.com', start: daysFromToday(60), end: daysFromToday(61) },
      ]),
    });
    await nextPass();
    expect(
      await ctx.database.db.$count(emailOutbox, eq(emailOutbox.toAddress, 'desk@example.com')),
    ).toBe(1);

    // Staff cancel our booking: the conflict clears and the block holds its nights.
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${ours.id}/status`,
      headers: staff.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await channelsOf(unit.id, staff.headers)).conflicts).toEqual([]);
    const [block] = await ctx.database.db
      .select()
      .from(channelBlocks)
      .where(eq(channelBlocks.uid, 'clash@booking.com'));
    expect(block!.conflictBookingId).toBeNull();
    const revived = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${ours.id}/status`,
      headers: staff.headers,
      payload: { status: 'confirmed' },
    });
    expect(revived.statusCode).toBe(409);
  });

  it('clears the conflict when the channel cancels its side', async () => {
    const ours = await insertBooking(ctx.database.db, {
      roomNumber: 'J201',
      start: daysFromToday(50),
      end: daysFromToday(52),
    });
    const path = newPath();
    const event = { uid: 'gone@airbnb.com', start: daysFromToday(51), end: daysFromToday(53) };
    feeds.serve(path, { body: calendar([event]) });
    const { unit, staff } = await addFeed('J201', path);
    expect((await channelsOf(unit.id, staff.headers)).conflicts).toHaveLength(1);

    feeds.serve(path, { body: calendar([{ ...event, status: 'CANCELLED' }]) });
    await nextPass();
    expect((await channelsOf(unit.id, staff.headers)).conflicts).toEqual([]);
    expect(await blocksOf(unit.id)).toEqual([]);
    void ours;
  });
});
