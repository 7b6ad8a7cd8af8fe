import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from './client.ts';

/*
 * What holds a unit for a night. A booking holds its unit while it is pending (until its
 * hold expires), confirmed or checked in, and a channel block holds its nights like a
 * booking; the database's exclusion constraint enforces the same rule, so the queries
 * built on these only choose, they never have the last word.
 */

/**
 * Bookings that hold their unit now; a pending one only until its hold runs out. The
 * database functions of the export feed (`db/functions/unit_feed.sql`) and of the hold
 * (`holds_unit.sql`) restate it: change them together.
 */
export const HOLDS_UNIT = sql`(b.status in ('pending', 'confirmed', 'checked_in')
  and (b.status <> 'pending' or coalesce(b.hold_expires_at, 'infinity') > now()))`;

/**
 * Some channel block (issue 14) shares a night with `range` on unit `roomId`: a block holds
 * its nights like a booking, a conflict's block too (its nights are sold twice already).
 * Read through the blocks' (room_id, stay) index.
 */
export const blockedOn = (roomId: SQL, range: SQL) =>
  sql`exists (select 1 from channel_blocks k where k.room_id = ${roomId} and k.stay && ${range})`;

/** [start, end) as a range of nights. */
export const nightsOf = (start: unknown, end: unknown) =>
  sql`daterange(${start}::date, ${end}::date, '[)')`;

/**
 * Marks pending bookings whose hold ran out as expired, releasing their units (of one
 * type before a manual booking's allocation, of one unit before a channel sync writes its
 * blocks). It waits for a hold another transaction has locked: those callers need its
 * nights free. The periodic sweep (`sweepExpiredHolds`) skips locked holds instead.
 * Returns the ids it released.
 */
export async function releaseExpiredHolds(
  db: Db | Tx,
  scope: { roomTypeId?: number; roomId?: number } = {},
): Promise<number[]> {
  const ofType =
    scope.roomTypeId === undefined ? sql`` : sql` and room_type_id = ${scope.roomTypeId}`;
  const ofUnit = scope.roomId === undefined ? sql`` : sql` and room_id = ${scope.roomId}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update bookings set status = 'expired', updated_at = now()
        where status = 'pending' and hold_expires_at <= now()${ofType}${ofUnit}
        returning id`,
  );
  return rows.map((row) => row.id);
}
