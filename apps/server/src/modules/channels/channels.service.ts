import {
  CHANNEL_LABELS,
  FEED_FAILING_AFTER,
  type AddChannelFeed,
  type ChannelFeed,
  type UnitChannelsResponse,
} from '@aso/core/channels';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { findUnit } from '../catalogue/rooms.repository.ts';
import { ROOM_NOT_FOUND } from '../catalogue/rooms.service.ts';
import {
  deleteFeed,
  findConflictsOfUnit,
  findFeed,
  findFeedsOfUnit,
  insertFeed,
  type FeedRow,
} from './channel-feeds.repository.ts';
import type { ChannelSync, SyncOutcome } from './channel-sync.service.ts';
import { ensureIcalToken, icalExportPath, regenerateIcalToken } from './ical-token.ts';

const FEED_NOT_FOUND = 'Feed not found';
const FEED_DUPLICATE = 'This feed is already attached to this unit.';
const FEED_BUSY = 'This feed is being synced right now. Try again in a moment.';
export const EXPORT_REGENERATED =
  'New export link made. The old link no longer works: replace it in Airbnb and Booking.com.';

/** A feed as staff see it: its status read from its failures. */
export function toChannelFeed(row: FeedRow): ChannelFeed {
  const status =
    row.consecutiveFailures >= FEED_FAILING_AFTER
      ? 'failing'
      : row.lastSuccessAt === null
        ? 'pending'
        : 'ok';
  return {
    id: row.id,
    room_id: row.roomId,
    channel: row.channel,
    url: row.url,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    next_sync_at: row.nextSyncAt.toISOString(),
    events_imported: row.eventsImported,
    consecutive_failures: row.consecutiveFailures,
    last_error: row.lastError,
    status,
  };
}

async function unitOrNotFound(deps: Deps, roomId: number) {
  const unit = await findUnit(deps.db, roomId);
  if (!unit) throw notFound(ROOM_NOT_FOUND);
  return unit;
}

/** `GET /rooms/{id}/channels`: the export link (made on first use), feeds and conflicts. */
export async function readUnitChannels(deps: Deps, roomId: number): Promise<UnitChannelsResponse> {
  // Null for a unit that does not exist or was deleted.
  const token = await ensureIcalToken(deps.db, roomId);
  if (token === null) throw notFound(ROOM_NOT_FOUND);
  const [feeds, conflicts] = await Promise.all([
    findFeedsOfUnit(deps.db, roomId),
    findConflictsOfUnit(deps.db, roomId),
  ]);
  return {
    export_url: `${deps.config.APP_URL}${icalExportPath(roomId, token)}`,
    feeds: feeds.map(toChannelFeed),
    conflicts,
  };
}

/** `POST /rooms/{id}/ical-token`: a new export link; the old one answers 404 from now on. */
export async function regenerateExport(
  deps: Deps,
  adminId: number,
  roomId: number,
): Promise<string> {
  const unit = await unitOrNotFound(deps, roomId);
  const token = await deps.db.transaction(async (tx) => {
    const made = await regenerateIcalToken(tx, roomId);
    if (made === null) throw notFound(ROOM_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId,
      action: 'channel.export_regenerated',
      details: `Unit ${unit.roomNumber}: new calendar export link, the old one revoked`,
    });
    return made;
  });
  return `${deps.config.APP_URL}${icalExportPath(roomId, token)}`;
}

/** `POST /rooms/{id}/channel-feeds`: attaches the feed, then syncs it at once. */
export async function addFeed(
  deps: Deps,
  sync: ChannelSync,
  adminId: number,
  roomId: number,
  request: AddChannelFeed,
): Promise<{ feed: ChannelFeed; outcome: SyncOutcome | undefined }> {
  const unit = await unitOrNotFound(deps, roomId);
  let feed: FeedRow;
  try {
    feed = await deps.db.transaction(async (tx) => {
      const row = await insertFeed(tx, { roomId, channel: request.channel, url: request.url });
      await recordAdminAction(tx, {
        adminId,
        action: 'channel.feed_added',
        details: `Unit ${unit.roomNumber}: ${CHANNEL_LABELS[request.channel]} calendar ${request.url}`,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, FEED_DUPLICATE);
    throw error;
  }
  const outcome = await sync.syncNow(feed.id);
  return { feed: toChannelFeed(outcome?.feed ?? feed), outcome };
}

/** `DELETE /channel-feeds/{id}`: the feed and its blocks go; their nights are for sale again. */
export async function removeFeed(deps: Deps, adminId: number, feedId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const feed = await findFeed(tx, feedId);
    if (!feed) throw notFound(FEED_NOT_FOUND);
    const unit = await findUnit(tx, feed.roomId);
    await deleteFeed(tx, feedId);
    await recordAdminAction(tx, {
      adminId,
      action: 'channel.feed_removed',
      details: `Unit ${unit?.roomNumber ?? feed.roomId}: ${CHANNEL_LABELS[feed.channel]} calendar ${feed.url} removed, ${feed.eventsImported} blocked stay${feed.eventsImported === 1 ? '' : 's'} released`,
    });
  });
}

/** `POST /channel-feeds/{id}/sync`: "Sync now", written to the action log with its result. */
export async function syncFeedNow(
  deps: Deps,
  sync: ChannelSync,
  adminId: number,
  feedId: number,
): Promise<SyncOutcome> {
  const feed = await findFeed(deps.db, feedId);
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const outcome = await sync.syncNow(feedId);
  if (!outcome || outcome.result === 'lost') throw new AppError(409, FEED_BUSY);
  const unit = await findUnit(deps.db, feed.roomId);
  await deps.db.transaction((tx) =>
    recordAdminAction(tx, {
      adminId,
      action: 'channel.feed_synced',
      details: `Unit ${unit?.roomNumber ?? feed.roomId}: ${CHANNEL_LABELS[feed.channel]} calendar synced by hand: ${outcome.result === 'failed' ? 'failed: ' : ''}${describeOutcome(outcome)}`,
    }),
  );
  return outcome;
}

/** One sentence for staff: what a sync did (a failure: its error). */
export function describeOutcome(outcome: SyncOutcome): string {
  switch (outcome.result) {
    case 'imported': {
      const count = outcome.feed.eventsImported;
      const events = `${count} event${count === 1 ? '' : 's'} imported`;
      return outcome.conflicts > 0
        ? `${events}, ${outcome.conflicts} new conflict${outcome.conflicts === 1 ? '' : 's'}.`
        : `${events}.`;
    }
    case 'unchanged':
      return 'No change since the last sync.';
    case 'failed':
      return outcome.error ?? 'The sync failed.';
    case 'lost':
      return 'Skipped: another sync of it was running.';
  }
}
