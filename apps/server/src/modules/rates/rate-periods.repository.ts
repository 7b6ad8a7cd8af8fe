import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { RatePeriodRule } from '@aso/core/stay-price';
import type { Db, Tx } from '../../db/client.ts';
import { ratePeriods, roomTypes } from '../../db/schema.ts';

const periodColumns = {
  id: ratePeriods.id,
  name: ratePeriods.name,
  roomTypeId: ratePeriods.roomTypeId,
  startDate: ratePeriods.startDate,
  endDate: ratePeriods.endDate,
  pricePerNightKobo: ratePeriods.pricePerNightKobo,
  minNights: ratePeriods.minNights,
  maxNights: ratePeriods.maxNights,
  closedToArrival: ratePeriods.closedToArrival,
};

export type RatePeriodValues = Omit<RatePeriodRule, 'id'>;

/** Every period in date order, or those that price a room type (its own and all types'). */
export function findRatePeriods(db: Db, roomTypeId?: number): Promise<RatePeriodRule[]> {
  return db
    .select(periodColumns)
    .from(ratePeriods)
    .where(
      roomTypeId === undefined
        ? undefined
        : or(eq(ratePeriods.roomTypeId, roomTypeId), isNull(ratePeriods.roomTypeId)),
    )
    .orderBy(asc(ratePeriods.startDate), asc(ratePeriods.id));
}

/** The period, locked until the transaction ends, so two edits do not interleave. */
export async function lockRatePeriod(tx: Tx, id: number): Promise<RatePeriodRule | undefined> {
  const [row] = await tx
    .select(periodColumns)
    .from(ratePeriods)
    .where(eq(ratePeriods.id, id))
    .for('update');
  return row;
}

export async function insertRatePeriod(tx: Tx, values: RatePeriodValues): Promise<RatePeriodRule> {
  const [row] = await tx.insert(ratePeriods).values(values).returning(periodColumns);
  return row!;
}

export async function updateRatePeriodRow(
  tx: Tx,
  id: number,
  values: RatePeriodValues,
): Promise<RatePeriodRule> {
  const [row] = await tx
    .update(ratePeriods)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ratePeriods.id, id))
    .returning(periodColumns);
  return row!;
}

export async function deleteRatePeriodRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(ratePeriods).where(eq(ratePeriods.id, id));
}

/** The title of a room type that is not deleted, or undefined. */
export async function liveRoomTypeTitle(db: Db | Tx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ title: roomTypes.title })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, id), isNull(roomTypes.deletedAt)));
  return row?.title;
}
