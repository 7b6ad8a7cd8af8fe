import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';

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

/** The database function `unit_feed` (migration 0014), as a prepared read (decision 015). */
const unitFeed = preparedRead<UnitFeedRow>(
  'aso_unit_feed',
  `select row_to_json(feed) as result
   from unit_feed($1::int, $2::jsonb, $3::timestamptz) as feed`,
);

/**
 * A unit's feed in one call: its token and number, the version of its calendar, and the
 * bookings that hold it now (a hold stops showing the moment it runs out) only when the
 * calendar must be made. The statement is the database function `unit_feed` (migration
 * 0014), whose plan PL/pgSQL keeps per connection, called by a prepared read (planned once
 * per session, decision 015): the channels poll every few minutes. The version is the
 * unit's row of `unit_calendar_versions`, which every write of one of its bookings bumps
 * (migration 0013), with the number of its holds that ran out since (a lapse changes the
 * feed without a write), so a poll that is answered 304 reads two index entries, not the
 * bookings. Undefined for no or a deleted unit.
 */
export async function findUnitFeed(
  db: Db,
  roomId: number,
  held: HeldValidators,
): Promise<UnitFeedRow | undefined> {
  const etags = held.etags === null ? null : JSON.stringify(held.etags);
  const since = held.since?.toISOString() ?? null;
  const [row] = await unitFeed(db, [roomId, etags, since]);
  return row;
}

/** The unit's export token (null before the first), or undefined when there is no such unit. */
export async function findIcalToken(
  db: Db | Tx,
  roomId: number,
): Promise<string | null | undefined> {
  const [row] = await queryRows<{ ical_token: string | null }>(
    db,
    sql`select ical_token from rooms where id = ${roomId} and deleted_at is null`,
  );
  return row ? row.ical_token : undefined;
}

/** Writes the token only when the unit has none yet; null when another was there first. */
export async function setIcalTokenIfNone(
  db: Db | Tx,
  roomId: number,
  token: string,
): Promise<string | null> {
  const [made] = await queryRows<{ ical_token: string }>(
    db,
    sql`update rooms set ical_token = ${token}
        where id = ${roomId} and deleted_at is null and ical_token is null
        returning ical_token`,
  );
  return made?.ical_token ?? null;
}

/** Replaces the unit's token (revoking the old URL); null for no (or a deleted) unit. */
export async function replaceIcalToken(
  db: Db | Tx,
  roomId: number,
  token: string,
): Promise<string | null> {
  const [made] = await queryRows<{ ical_token: string }>(
    db,
    sql`update rooms set ical_token = ${token}
        where id = ${roomId} and deleted_at is null
        returning ical_token`,
  );
  return made?.ical_token ?? null;
}
