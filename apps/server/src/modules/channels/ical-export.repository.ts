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
  /** Strong, quoted; changes with every write of one of the unit's bookings and every lapse. */
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

/** Part of the ETag: bump it when the calendar's layout or the version's make-up changes. */
const FEED_FORMAT = 2;

/**
 * A unit's feed in one statement: its token and number, the version of its calendar, and
 * the bookings that hold it now (HOLDS_UNIT: a hold stops showing the moment it runs out)
 * only when the calendar must be made. The version is the unit's row of
 * `unit_calendar_versions`, which every write of one of its bookings bumps (migration
 * 0013), with the number of its holds that ran out since (a lapse changes the feed without
 * a write), so a poll that is answered 304 reads two index entries, not the bookings.
 * Undefined for no or a deleted unit.
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
        from rooms r
        left join unit_calendar_versions v on v.room_id = r.id,
        -- Holds of the unit that ran out but are still pending (bookings_room_holds_idx).
        lateral (
          select count(*) as count, max(b.hold_expires_at) as latest
          from bookings b
          where b.room_id = r.id and b.status = 'pending' and b.hold_expires_at <= now()
        ) lapsed,
        lateral (
          select '"' || md5(concat_ws(' ', ${FEED_FORMAT}::int, r.room_number,
              coalesce(v.version, 0), lapsed.count)) || '"' as etag,
            floor(extract(epoch from greatest(r.updated_at, v.changed_at, lapsed.latest)))::float8
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
