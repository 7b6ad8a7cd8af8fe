import { asc, eq, inArray, isNull, and, sql } from 'drizzle-orm';
import type { PromoCodeRule, PromoCodeValues } from '@aso/core/promo-codes';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
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
 * A code's uses, as SQL text: bookings that were paid with it, or hold a unit with it now
 * (a hold that ran out, or a cancelled booking, gives its use back). `except`: a booking
 * whose own hold is being taken up again, which must not count against itself.
 */
const usesText = (promoId: string, except = 'null::int') => `(select count(*)::int from bookings b
    where b.promo_code_id = ${promoId}
      and (b.status in ('confirmed', 'checked_in', 'checked_out')
        or (b.status = 'pending' and coalesce(b.hold_expires_at, 'infinity') > now()))
      and b.id is distinct from ${except})`;
/** The uses of the row's code, or (ids are whole numbers, written into the text) of one. */
const usesOf = (promoId: 'row' | number, except: number | null = null) =>
  sql<number>`${sql.raw(
    promoId === 'row'
      ? usesText('promo_codes.id')
      : usesText(
          String(Math.trunc(promoId)),
          except === null ? 'null::int' : String(Math.trunc(except)),
        ),
  )}`;

/**
 * The code typed, matched without regard to case, with its uses so far: a prepared read
 * (planned once per database session), as a quote or a checkout with a code asks it.
 */
const promoByCode = preparedRead<PromoCodeWithUses>(
  'aso_promo_by_code',
  `select json_build_object('id', c.id, 'code', c.code, 'percentOff', c.percent_off,
      'amountOffKobo', c.amount_off_kobo, 'staysFrom', c.stays_from, 'staysTo', c.stays_to,
      'validUntil', c.valid_until, 'minNights', c.min_nights, 'maxUses', c.max_uses,
      'roomTypeIds', c.room_type_ids, 'active', c.active, 'uses', ${usesText('c.id')}) as result
    from promo_codes c where lower(c.code) = lower($1::text)`,
);

export type PromoCodeWithUses = PromoCodeRule & { uses: number };

export function findPromoCodes(db: Db): Promise<PromoCodeWithUses[]> {
  return db
    .select({ ...promoColumns, uses: usesOf('row') })
    .from(promoCodes)
    .orderBy(asc(promoCodes.code));
}

/** The code typed, matched without regard to case, with its uses so far. */
export async function findPromoByCode(
  db: Db,
  code: string,
): Promise<PromoCodeWithUses | undefined> {
  const [row] = await promoByCode(db, [code.trim()]);
  return row;
}

export async function findPromoCode(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ ...promoColumns, uses: usesOf('row') })
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
