import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { HOLDS_UNIT } from '../bookings/inventory.repository.ts';

/** A booking as the feed shows it: its nights and when it last changed, nothing about the guest. */
export interface FeedBooking {
  id: number;
  /** Check-in and check-out dates, `YYYY-MM-DD`. */
  start_date: string;
  end_date: string;
  /** `updated_at` in UTC to the second, `YYYY-MM-DDTHH:MM:SSZ`: the event's DTSTAMP. */
  stamp: string;
}

/** What a poller already holds, so that the statement can leave out what is not needed. */
export interface HeldValidators {
  /** The entity tags of If-None-Match (quoted, `W/` removed); `*` matches any. */
  etags: string[] | null;
  /** If-Modified-Since (used only without If-None-Match). */
  since: Date | null;
}

export interface UnitFeedRow {
  token: string | null;
  room_number: string;
  /** Strong, quoted; changes exactly when the calendar's inputs do (see below). */
  etag: string;
  /**
   * Unix seconds of the last change the feed can show: a booking of the unit written (its
   * arrival, a change, its cancellation or check-out), a hold running out, the unit edited.
   */
  last_modified: number;
  /** The poller's validators still hold: answer 304. */
  not_modified: boolean;
  /** The bookings that hold the unit now; null for a 304, which does not need them. */
  bookings: FeedBooking[] | null;
}

/** Part of the ETag: bump it when the calendar's layout changes, so pollers take the new one. */
const FEED_FORMAT = 1;

/**
 * A unit's feed in one statement: its token and number, the version of its calendar, and
 * the bookings that hold it now (HOLDS_UNIT: a hold stops showing the moment it runs out)
 * only when the calendar must be made. The version hashes, for every such booking, exactly
 * what the calendar shows of it (id, nights, DTSTAMP to the second), so it changes when the
 * calendar's bytes would, with no trust in any clock; undefined for no or a deleted unit.
 */
export async function findUnitFeed(
  db: Db,
  roomId: number,
  held: HeldValidators,
): Promise<UnitFeedRow | undefined> {
  const etags = held.etags === null ? null : JSON.stringify(held.etags);
  const since = held.since?.toISOString() ?? null;
  const [row] = await queryRows<UnitFeedRow>(
    db,
    sql`select r.ical_token as token, r.room_number, version.etag, version.last_modified,
          answer.not_modified,
          case when answer.not_modified then null else (
            select coalesce(json_agg(json_build_object(
                'id', b.id,
                'start_date', to_char(b.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(b.end_date, 'YYYY-MM-DD'),
                'stamp', to_char(b.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
              order by b.start_date, b.id), '[]'::json)
            from bookings b where b.room_id = r.id and ${HOLDS_UNIT}
          ) end as bookings
        from rooms r,
        -- One pass over the unit's bookings, those that left the feed too (a cancellation is
        -- a change): what the calendar shows of the active ones, and when anything changed.
        lateral (
          select count(*) filter (where ${HOLDS_UNIT}) as active,
            coalesce(sum(hashtextextended(concat_ws(' ', b.id, b.start_date, b.end_date,
              floor(extract(epoch from b.updated_at))), 0)) filter (where ${HOLDS_UNIT}), 0) as checksum,
            max(b.updated_at) as latest_write,
            max(b.hold_expires_at) filter (where b.status = 'pending' and b.hold_expires_at <= now())
              as latest_lapse
          from bookings b where b.room_id = r.id
        ) seen,
        lateral (
          select '"' || md5(concat_ws(' ', ${FEED_FORMAT}::int, r.room_number, seen.active, seen.checksum)) || '"' as etag,
            floor(extract(epoch from greatest(r.updated_at, seen.latest_write, seen.latest_lapse)))::float8
              as last_modified
        ) version,
        lateral (
          select case
              when ${etags}::jsonb is not null
                then ${etags}::jsonb ? version.etag or ${etags}::jsonb ? '*'
              when ${since}::timestamptz is not null
                then version.last_modified <= extract(epoch from ${since}::timestamptz)
              else false end as not_modified
        ) answer
        where r.id = ${roomId} and r.deleted_at is null`,
  );
  return row;
}
