import { and, asc, eq, sql } from 'drizzle-orm';
import type { Channel, ChannelConflict } from '@aso/core/channels';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { channelFeeds } from '../../db/schema.ts';
import { fullNameOrNull } from '../../db/person-name.ts';
import type { FeedDiff, StoredBlock } from './feed-diff.ts';

export type FeedRow = typeof channelFeeds.$inferSelect;

/** `ids` as one int[] parameter, for `= any(…)`. */
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** A booking holds its unit in these states (as the `room_claims` triggers read them). */
const ACTIVE = sql`('pending', 'confirmed', 'checked_in')`;

/**
 * When a lease taken now for `ms` runs out, cut to the millisecond: its holder compares it
 * with the value it read back (a JS Date), which keeps no microseconds.
 */
const leaseEnd = (ms: number) =>
  sql`date_trunc('milliseconds', now() + ${ms} * interval '1 millisecond')`;

export async function insertFeed(
  tx: Tx,
  feed: { roomId: number; channel: Channel; url: string },
): Promise<FeedRow> {
  const [row] = await tx.insert(channelFeeds).values(feed).returning();
  return row!;
}

export function findFeedsOfUnit(db: Db, roomId: number): Promise<FeedRow[]> {
  return db
    .select()
    .from(channelFeeds)
    .where(eq(channelFeeds.roomId, roomId))
    .orderBy(asc(channelFeeds.id));
}

export async function findFeed(db: Db | Tx, feedId: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
  return row;
}

/** Removes the feed; its blocks (and the nights they hold) go with it. */
export async function deleteFeed(tx: Tx, feedId: number): Promise<void> {
  await tx.delete(channelFeeds).where(eq(channelFeeds.id, feedId));
}

/** The unit's blocks that arrived over a booking made here, with that booking. */
export function findConflictsOfUnit(db: Db, roomId: number): Promise<ChannelConflict[]> {
  return queryRows<ChannelConflict>(
    db,
    sql`select k.id as block_id, f.channel,
          to_char(k.start_date, 'YYYY-MM-DD') as start_date,
          to_char(k.end_date, 'YYYY-MM-DD') as end_date, k.summary,
          b.id as booking_id,
          to_char(b.start_date, 'YYYY-MM-DD') as booking_start_date,
          to_char(b.end_date, 'YYYY-MM-DD') as booking_end_date,
          coalesce(${fullNameOrNull(sql`u.first_name`, sql`u.last_name`)}, b.guest_name, 'Guest') as guest_name
        from channel_blocks k
          join channel_feeds f on f.id = k.feed_id
          join bookings b on b.id = k.conflict_booking_id
          left join users u on u.id = b.user_id
        where k.room_id = ${roomId}
        order by k.start_date, k.id`,
  );
}

/**
 * Takes up to `limit` feeds that are due (of units still in the catalogue) for this
 * process until the lease runs out: another process skips them meanwhile (SKIP LOCKED,
 * then the lease). The lease's end identifies the holder when it writes the result.
 */
export function leaseDueFeeds(db: Db, limit: number, leaseMs: number): Promise<FeedRow[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select f.id from channel_feeds f join rooms r on r.id = f.room_id
          where f.next_sync_at <= now() and r.deleted_at is null
            and (f.lease_until is null or f.lease_until < now())
          order by f.next_sync_at, f.id
          limit ${limit}
          for update of f skip locked`,
    );
    if (rows.length === 0) return [];
    return tx
      .update(channelFeeds)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(
        sql`${channelFeeds.id} in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/** Takes one feed now ("Sync now"), unless a sync of it is running: undefined then. */
export async function leaseFeed(
  db: Db,
  feedId: number,
  leaseMs: number,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .update(channelFeeds)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(
      and(
        eq(channelFeeds.id, feedId),
        sql`(${channelFeeds.leaseUntil} is null or ${channelFeeds.leaseUntil} < now())`,
      ),
    )
    .returning();
  return row;
}

/**
 * Locks the feed's row if this process still holds its lease (`leaseUntil` as taken):
 * false when the lease ran out and the feed may be someone else's now.
 */
export async function stillLeased(tx: Tx, feed: FeedRow): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from channel_feeds
        where id = ${feed.id} and lease_until = ${feed.leaseUntil!.toISOString()}::timestamptz
        for update`,
  );
  return rows.length === 1;
}

export interface NewConflict {
  blockId: number;
  uid: string;
  startDate: string;
  endDate: string;
  summary: string | null;
  bookingId: number;
}

/**
 * The feed's blocks as the diff compares them (feed-diff.ts). A feed's blocks are written
 * only by the process holding its lease, with its row locked (`stillLeased`), so they may
 * be read before the unit's allocation lock is taken. A feed without blocks (its first
 * import) has nothing to read: its count is written with its blocks, in one transaction.
 */
export async function findFeedBlocks(
  tx: Tx,
  feed: Pick<FeedRow, 'id' | 'eventsImported'>,
): Promise<StoredBlock[]> {
  if (feed.eventsImported === 0) return [];
  return queryRows<StoredBlock>(
    tx,
    sql`select id, uid, to_char(start_date, 'YYYY-MM-DD') as start_date,
          to_char(end_date, 'YYYY-MM-DD') as end_date, summary
        from channel_blocks where feed_id = ${feed.id}`,
  );
}

/**
 * Makes the feed's blocks the feed's events, in the caller's transaction, holding the
 * unit's lock: the diff of its `stored` blocks (feed-diff.ts) says what goes, what is
 * renamed and what comes, so the statements touch only what changed; each new block over
 * a booking made here is stored as a conflict with that booking. Returns the conflicts it
 * created and how many blocks the feed now has.
 */
export async function writeFeedDiff(
  tx: Tx,
  feed: Pick<FeedRow, 'id' | 'roomId'>,
  { removed, renamed, added }: FeedDiff,
  stored: number,
): Promise<{ conflicts: NewConflict[]; count: number }> {
  if (removed.length > 0) {
    await tx.execute(
      sql`delete from channel_blocks
          where feed_id = ${feed.id} and id = any(${idArray(removed)})`,
    );
  }
  if (renamed.length > 0) {
    await tx.execute(
      sql`update channel_blocks k set summary = e.summary
          from jsonb_to_recordset(${JSON.stringify(renamed)}::jsonb) as e(id int, summary text)
          where k.feed_id = ${feed.id} and k.id = e.id`,
    );
  }
  const inserted =
    added.length === 0
      ? []
      : await queryRows<Omit<NewConflict, 'bookingId'> & { bookingId: number | null }>(
          tx,
          sql`with added as (
                insert into channel_blocks (feed_id, room_id, uid, start_date, end_date, summary, conflict_booking_id)
                select ${feed.id}, ${feed.roomId}, e.uid, e.start_date, e.end_date, e.summary, (
                    select b.id from bookings b
                    where b.room_id = ${feed.roomId} and b.status in ${ACTIVE}
                      and b.stay && daterange(e.start_date, e.end_date, '[)')
                    order by b.start_date, b.id limit 1)
                from jsonb_to_recordset(${JSON.stringify(added)}::jsonb)
                  as e(uid text, start_date date, end_date date, summary text)
                returning id, uid, start_date, end_date, summary, conflict_booking_id
              )
              select id as "blockId", uid, to_char(start_date, 'YYYY-MM-DD') as "startDate",
                to_char(end_date, 'YYYY-MM-DD') as "endDate", summary,
                conflict_booking_id as "bookingId"
              from added
              order by start_date, id`,
        );
  const conflicts = inserted.filter((block): block is NewConflict => block.bookingId !== null);
  return { conflicts, count: stored - removed.length + inserted.length };
}

/** A sync that worked: validators kept for the next conditional GET, next one on schedule. */
export async function recordSuccess(
  tx: Tx,
  feedId: number,
  result: {
    etag?: string | null;
    lastModified?: string | null;
    eventsImported?: number;
    nextInMs: number;
  },
): Promise<FeedRow> {
  const [row] = await tx
    .update(channelFeeds)
    .set({
      ...(result.etag !== undefined ? { etag: result.etag } : {}),
      ...(result.lastModified !== undefined ? { lastModified: result.lastModified } : {}),
      ...(result.eventsImported !== undefined ? { eventsImported: result.eventsImported } : {}),
      lastSyncedAt: sql`now()`,
      lastSuccessAt: sql`now()`,
      consecutiveFailures: 0,
      lastError: null,
      nextSyncAt: sql`now() + ${result.nextInMs} * interval '1 millisecond'`,
      leaseUntil: null,
    })
    .where(eq(channelFeeds.id, feedId))
    .returning();
  return row!;
}

/**
 * A sync that failed: nothing of the feed changed; counted, its error kept for staff, the
 * next attempt put off by `nextInMs(failures)` (back-off). Only while the lease is ours.
 */
export async function recordFailure(
  db: Db,
  feed: FeedRow,
  error: string,
  nextInMs: (failures: number) => number,
): Promise<FeedRow | undefined> {
  const failures = feed.consecutiveFailures + 1;
  const [row] = await db
    .update(channelFeeds)
    .set({
      lastSyncedAt: sql`now()`,
      consecutiveFailures: failures,
      lastError: error,
      nextSyncAt: sql`now() + ${nextInMs(failures)} * interval '1 millisecond'`,
      leaseUntil: null,
    })
    .where(
      and(
        eq(channelFeeds.id, feed.id),
        sql`${channelFeeds.leaseUntil} = ${feed.leaseUntil!.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

/** What a conflict mail names: the unit and the booking made here. */
export async function findConflictContext(tx: Tx, roomId: number, bookingIds: number[]) {
  const rows = await queryRows<{
    room_number: string;
    room_type: string;
    booking_id: number;
    start_date: string;
    end_date: string;
    status: string;
    guest_name: string;
  }>(
    tx,
    sql`select r.room_number, t.title as room_type, b.id as booking_id,
          to_char(b.start_date, 'YYYY-MM-DD') as start_date,
          to_char(b.end_date, 'YYYY-MM-DD') as end_date, b.status,
          coalesce(${fullNameOrNull(sql`u.first_name`, sql`u.last_name`)}, b.guest_name, 'Guest') as guest_name
        from rooms r join room_types t on t.id = r.room_type_id
          join bookings b on b.room_id = r.id
          left join users u on u.id = b.user_id
        where r.id = ${roomId} and b.id = any(${idArray(bookingIds)})`,
  );
  return rows;
}
