import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from './client.ts';
import { blockedOn, HOLDS_UNIT, nightsOf } from './holds.ts';

/**
 * A unit that is for sale: marked available and not deleted (restated by the database
 * function `free_units`, `db/functions/free_units.sql`).
 */
export const UNIT_FOR_SALE = sql`r.is_available and r.deleted_at is null`;

/**
 * Namespace of the advisory locks that give one allocation at a time per unit (the
 * database function `claim_free_unit`, `db/functions/claim_free_unit.sql`, takes them too).
 */
const UNIT_LOCK_SPACE = 4202;

/**
 * Waits for the unit's allocation lock (decision 005) inside the transaction: staff
 * writing onto one named unit queue behind whoever is writing it now.
 */
export async function lockUnit(tx: Tx, roomId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNIT_LOCK_SPACE}, ${roomId})`);
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
              and b.stay && ${nightsOf(start, end)}
          )
          and not ${blockedOn(sql`r.id`, nightsOf(start, end))}
        group by r.room_type_id`,
  );
  return new Map(rows.map((row) => [row.room_type_id, row.free]));
}
