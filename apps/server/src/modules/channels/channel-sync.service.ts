import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import {
  FEED_BACKOFF_CAP_MINUTES,
  FEED_MAX_BYTES,
  FEED_SYNC_EVERY_MINUTES,
} from '@aso/core/channels';
import { addDays, businessToday } from '@aso/core/dates';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';
import { releaseExpiredHolds } from '../../db/holds.ts';
import { lockUnit } from '../../db/units.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { conflictStaffNotice } from './channel.mails.ts';
import {
  findConflictContext,
  findFeedBlocks,
  leaseDueFeeds,
  leaseFeed,
  recordFailure,
  recordSuccess,
  stillLeased,
  writeFeedDiff,
  type FeedRow,
  type NewConflict,
} from './channel-feeds.repository.ts';
import { diffFeed } from './feed-diff.ts';
import { fetchFeed, FeedFetchError } from './feed-fetch.ts';
import { FeedParseError, type FeedEvent } from './feed-parse.ts';
import { createFeedParser, type FeedParser } from './feed-parser.ts';

const MINUTE_MS = 60_000;
/** How often the job looks for due feeds (each feed is due every 15 minutes). */
const DUE_CHECK_EVERY_MS = MINUTE_MS;
/** At most this many feeds are taken per pass; they are fetched side by side. */
const FEEDS_PER_PASS = 100;
/**
 * Feeds parsed and written at once. One: a pass then never takes more than one database
 * connection and one unit's allocation lock from the bookings (the fetches, which mostly
 * wait on the network, stay side by side; the parse is on a worker thread, feed-parser.ts).
 */
const FEEDS_WRITTEN_AT_ONCE = 1;
/** Imported events: from a month back (recent stays stay on the calendar) to two years on. */
const WINDOW_PAST_DAYS = 31;
const WINDOW_FUTURE_DAYS = 731;

/** The next regular sync after a success, and the back-off after `failures` in a row. */
const SYNC_EVERY_MS = FEED_SYNC_EVERY_MINUTES * MINUTE_MS;
function backoffMs(failures: number): number {
  const minutes = FEED_SYNC_EVERY_MINUTES * 2 ** Math.max(0, failures - 1);
  return Math.min(minutes, FEED_BACKOFF_CAP_MINUTES) * MINUTE_MS;
}

export interface SyncOutcome {
  feed: FeedRow;
  /** `unchanged`: the channel answered 304. `lost`: another process holds the feed now. */
  result: 'imported' | 'unchanged' | 'failed' | 'lost';
  error?: string;
  conflicts: number;
}

/**
 * Syncs feeds in the background: every minute the due ones (15 minutes after their last
 * sync, later after failures) are leased and fetched side by side, so a slow channel only
 * holds up its own feed; `syncNow` serves "Sync now" and a newly added feed.
 */
export function createChannelSync(deps: Deps, log: FastifyBaseLogger) {
  const leaseMs = deps.config.ICAL_FETCH_TIMEOUT_MS + MINUTE_MS;
  const parser = createFeedParser();
  const runner: SyncRunner = { turn: pLimit(FEEDS_WRITTEN_AT_ONCE), parser };

  const syncDue = async () => {
    const feeds = await leaseDueFeeds(deps.db, FEEDS_PER_PASS, leaseMs);
    const outcomes = await Promise.all(feeds.map((feed) => syncLeasedFeed(deps, feed, runner)));
    for (const outcome of outcomes) {
      if (outcome.result === 'failed')
        log.warn({ feed: outcome.feed.id, error: outcome.error }, 'channel feed sync failed');
    }
    return outcomes;
  };
  const job = createIntervalJob(
    () => syncDue().catch((error: unknown) => log.warn({ err: error }, 'channel sync failed')),
    DUE_CHECK_EVERY_MS,
  );

  return {
    /** One pass over the due feeds now (tests, and after start). */
    syncDue,
    /** Syncs one feed now: undefined when a sync of it is already running. */
    async syncNow(feedId: number): Promise<SyncOutcome | undefined> {
      const feed = await leaseFeed(deps.db, feedId, leaseMs);
      return feed && syncLeasedFeed(deps, feed, runner);
    },
    start: job.start,
    async stop() {
      await job.stop();
      await parser.close();
    },
  };
}
export type ChannelSync = ReturnType<typeof createChannelSync>;

interface SyncRunner {
  /** Runs a feed's parse and write when its turn comes (see FEEDS_WRITTEN_AT_ONCE). */
  turn: <T>(work: () => Promise<T>) => Promise<T>;
  parser: Pick<FeedParser, 'parse'>;
}

/**
 * Fetches the feed outside any transaction, then, in its turn, parses it and writes all of
 * it in one: a feed that fails (network, size, not a calendar, malformed) changes nothing
 * but its own failure count and error.
 */
async function syncLeasedFeed(
  deps: Deps,
  feed: FeedRow,
  { turn, parser }: SyncRunner,
): Promise<SyncOutcome> {
  let answer: Awaited<ReturnType<typeof fetchFeed>>;
  try {
    answer = await fetchFeed(feed.url, {
      timeoutMs: deps.config.ICAL_FETCH_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
      allowPrivate: deps.config.ICAL_ALLOW_PRIVATE,
      etag: feed.etag,
      lastModified: feed.lastModified,
    });
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    return failed(deps, feed, error.message);
  }
  return turn(async () => {
    let events: FeedEvent[] | null = null;
    if (answer.kind === 'ok') {
      const today = businessToday();
      try {
        events = await parser.parse(answer.body, {
          from: addDays(today, -WINDOW_PAST_DAYS),
          to: addDays(today, WINDOW_FUTURE_DAYS),
        });
      } catch (error) {
        if (!(error instanceof FeedParseError)) throw error;
        return failed(deps, feed, error.message);
      }
    }
    const written = await deps.db.transaction(async (tx) => {
      if (!(await stillLeased(tx, feed))) return null;
      if (events === null) {
        const row = await recordSuccess(tx, feed.id, { nextInMs: SYNC_EVERY_MS });
        return { row, conflicts: [] as NewConflict[] };
      }
      // What changed is worked out before the unit's lock, which bookings onto it wait for.
      const stored = await findFeedBlocks(tx, feed);
      const diff = diffFeed(stored, events);
      // Bookings onto the unit wait meanwhile (decision 005): whether a new block is a
      // conflict is decided against the bookings there are.
      await lockUnit(tx, feed.roomId);
      // A hold that ran out is not a booking to conflict with.
      await releaseExpiredHolds(tx, { roomId: feed.roomId });
      const { conflicts, count } = await writeFeedDiff(tx, feed, diff, stored.length);
      const row = await recordSuccess(tx, feed.id, {
        ...(answer.kind === 'ok' ? { etag: answer.etag, lastModified: answer.lastModified } : {}),
        eventsImported: count,
        nextInMs: SYNC_EVERY_MS,
      });
      await mailConflicts(deps, tx, row, conflicts);
      return { row, conflicts };
    });
    if (!written) return { feed, result: 'lost', conflicts: 0 } satisfies SyncOutcome;
    if (written.conflicts.length > 0) deps.mailer.kick();
    return {
      feed: written.row,
      result: events === null ? 'unchanged' : 'imported',
      conflicts: written.conflicts.length,
    } satisfies SyncOutcome;
  });
}

async function failed(deps: Deps, feed: FeedRow, error: string): Promise<SyncOutcome> {
  const row = await recordFailure(deps.db, feed, error, backoffMs);
  return row
    ? { feed: row, result: 'failed', error, conflicts: 0 }
    : { feed, result: 'lost', conflicts: 0 };
}

/** One mail to the front desk per new conflict, in the transaction that records it. */
async function mailConflicts(deps: Deps, tx: Tx, feed: FeedRow, conflicts: NewConflict[]) {
  if (conflicts.length === 0) return;
  const bookings = await findConflictContext(
    tx,
    feed.roomId,
    conflicts.map((conflict) => conflict.bookingId),
  );
  for (const conflict of conflicts) {
    const booking = bookings.find((row) => row.booking_id === conflict.bookingId)!;
    await enqueueMail(tx, {
      to: deps.config.STAFF_EMAIL,
      ...conflictStaffNotice(
        {
          roomId: feed.roomId,
          roomNumber: booking.room_number,
          roomType: booking.room_type,
          channel: feed.channel,
          startDate: conflict.startDate,
          endDate: conflict.endDate,
          summary: conflict.summary,
          booking: {
            id: booking.booking_id,
            startDate: booking.start_date,
            endDate: booking.end_date,
            guestName: booking.guest_name,
            status: booking.status,
          },
        },
        deps.config.APP_URL,
      ),
    });
  }
}
