import { asc, eq, inArray, isNull, and, sql, type SQL } from 'drizzle-orm';
import type { PromoCodeRule, PromoCodeValues } from '@aso/core/promo-codes';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { promoCodes, roomTypes } from '../../db/schema.ts';

const promoColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  percentOff: promoCodes.percentOff,
  amountOffKobo: promoCodes.amountOffKobo,
  staysFrom: promoCodes.staysFrom,
  staysTo: promoCodes.staysTo,
  validUntil: promoCodes.validUntil,
  minNights: promoCodes.minNights,
  maxUses: promoCodes.maxUses,
  roomTypeIds: promoCodes.roomTypeIds,
  active: promoCodes.active,
};

/**
 * A code's uses: bookings that were paid with it, or hold a unit with it now (a hold that
 * ran out, or a cancelled booking, gives its use back). `except`: a booking whose own
 * hold is being taken up again, which must not count against itself.
 */
const usesOf = (promoId: SQL | number, except: number | null = null) =>
  sql<number>`(select count(*)::int from bookings b
    where b.promo_code_id = ${promoId}
      and (b.status in ('confirmed', 'checked_in', 'checked_out')
        or (b.status = 'pending' and coalesce(b.hold_expires_at, 'infinity') > now()))
      and b.id is distinct from ${except}::int)`;

export type PromoCodeWithUses = PromoCodeRule & { uses: number };

export function findPromoCodes(db: Db): Promise<PromoCodeWithUses[]> {
  return db
    .select({ ...promoColumns, uses: usesOf(sql`${promoCodes.id}`) })
    .from(promoCodes)
    .orderBy(asc(promoCodes.code));
}

/** The code typed, matched without regard to case, with its uses so far. */
export async function findPromoByCode(
  db: Db | Tx,
  code: string,
): Promise<PromoCodeWithUses | undefined> {
  const [row] = await db
    .select({ ...promoColumns, uses: usesOf(sql`${promoCodes.id}`) })
    .from(promoCodes)
    .where(eq(sql`lower(${promoCodes.code})`, code.trim().toLowerCase()));
  return row;
}

export async function findPromoCode(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ ...promoColumns, uses: usesOf(sql`${promoCodes.id}`) })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return row;
}

/**
 * The code locked until the transaction ends, then its uses counted: every booking that
 * takes a code locks it first, so two bookings racing for its last use are counted one
 * after the other.
 */
export async function lockPromoCode(
  tx: Tx,
  id: number,
  except: number | null = null,
): Promise<PromoCodeWithUses | undefined> {
  const [row] = await tx
    .select(promoColumns)
    .from(promoCodes)
    .where(eq(promoCodes.id, id))
    .for('update');
  if (!row) return undefined;
  const [counted] = await queryRows<{ uses: number }>(
    tx,
    sql`select ${usesOf(id, except)} as uses`,
  );
  return { ...row, uses: counted!.uses };
}

export async function insertPromoCode(tx: Tx, values: PromoCodeValues): Promise<number> {
  const [row] = await tx.insert(promoCodes).values(values).returning({ id: promoCodes.id });
  return row!.id;
}

export async function updatePromoCodeRow(tx: Tx, id: number, values: PromoCodeValues) {
  await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoCodes.id, id));
}

/** Of these room type ids, those that name no room type in sale. */
export async function unknownRoomTypeIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(inArray(roomTypes.id, ids), isNull(roomTypes.deletedAt)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
