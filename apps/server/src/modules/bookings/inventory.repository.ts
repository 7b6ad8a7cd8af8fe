import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

/*
 * Which units are free. A booking holds its unit while it is pending (until its hold
 * expires), confirmed or checked in; the database's exclusion constraint enforces the
 * same rule, so these queries only choose, they never have the last word.
 */

/** A unit that is for sale: marked available and not deleted. */
const UNIT_FOR_SALE = sql`r.is_available and r.deleted_at is null`;

/** Bookings that hold their unit now; a pending one only until its hold runs out. */
const HOLDS_UNIT = sql`(b.status in ('confirmed', 'checked_in')
  or (b.status = 'pending' and (b.hold_expires_at is null or b.hold_expires_at > now())))`;

/** Namespace of the advisory locks that serialize allocation per room type. */
const ALLOCATION_LOCK_SPACE = 4201;

/**
 * Takes the room type's allocation lock until the transaction ends. Allocations of one
 * type then run one after another (they take milliseconds), so two of them never wait
 * on each other's rows in a cycle; the exclusion constraint stays the final guard.
 */
export async function lockRoomTypeAllocation(tx: Tx, roomTypeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ALLOCATION_LOCK_SPACE}, ${roomTypeId})`);
}

/**
 * Marks pending bookings whose hold ran out as expired, releasing their units (before
 * every allocation and by the periodic sweep). Returns the ids it released.
 */
export async function releaseExpiredHolds(db: Db | Tx): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update bookings set status = 'expired', updated_at = now()
        where status = 'pending' and hold_expires_at <= now()
        returning id`,
  );
  return rows.map((row) => row.id);
}

/** Units of the type free for every night of [start, end), in a stable order. */
export async function freeUnitIds(
  db: Db | Tx,
  roomTypeId: number,
  start: string,
  end: string,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select r.id from rooms r
        where r.room_type_id = ${roomTypeId} and ${UNIT_FOR_SALE}
          and not exists (
            select 1 from bookings b
            where b.room_id = r.id and ${HOLDS_UNIT}
              and b.stay && daterange(${start}::date, ${end}::date, '[)')
          )
        order by r.id`,
  );
  return rows.map((row) => row.id);
}

/** Nights in [from, to) on which no unit of the type is free. */
export async function fullNights(
  db: Db,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await queryRows<{ night: string }>(
    db,
    sql`select to_char(n.night, 'YYYY-MM-DD') as night
        from generate_series(${from}::date, ${to}::date - 1, interval '1 day') as n(night)
        where not exists (
          select 1 from rooms r
          where r.room_type_id = ${roomTypeId} and ${UNIT_FOR_SALE}
            and not exists (
              select 1 from bookings b
              where b.room_id = r.id and ${HOLDS_UNIT} and b.stay @> n.night::date
            )
        )
        order by n.night`,
  );
  return rows.map((row) => row.night);
}

/** Per room type, how many of its units are free for all of [start, end). */
export async function freeUnitCounts(
  db: Db,
  start: string,
  end: string,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ room_type_id: number; free: number }>(
    db,
    sql`select r.room_type_id, count(*)::int as free from rooms r
        where ${UNIT_FOR_SALE}
          and not exists (
            select 1 from bookings b
            where b.room_id = r.id and ${HOLDS_UNIT}
              and b.stay && daterange(${start}::date, ${end}::date, '[)')
          )
        group by r.room_type_id`,
  );
  return new Map(rows.map((row) => [row.room_type_id, row.free]));
}
