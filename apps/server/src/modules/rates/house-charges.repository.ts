import { eq } from 'drizzle-orm';
import { NO_HOUSE_CHARGES, type HouseCharges } from '@aso/core/stay-price';
import type { Db, Tx } from '../../db/client.ts';
import { houseCharges } from '../../db/schema.ts';

const chargeColumns = {
  vatPercent: houseCharges.vatPercent,
  consumptionTaxPercent: houseCharges.consumptionTaxPercent,
  serviceChargePercent: houseCharges.serviceChargePercent,
  taxesIncluded: houseCharges.taxesIncluded,
};

/** The house's one row of charges (written by migration 0018; none is all zero). */
export async function findHouseCharges(db: Db | Tx): Promise<HouseCharges> {
  const [row] = await db.select(chargeColumns).from(houseCharges).where(eq(houseCharges.id, true));
  return row ?? NO_HOUSE_CHARGES;
}

/** Replaces the charges; the row before the change, locked, comes back for the log. */
export async function writeHouseCharges(
  tx: Tx,
  values: HouseCharges,
): Promise<{ before: HouseCharges; after: HouseCharges }> {
  const [before] = await tx
    .select(chargeColumns)
    .from(houseCharges)
    .where(eq(houseCharges.id, true))
    .for('update');
  const [after] = await tx
    .insert(houseCharges)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: houseCharges.id, set: { ...values, updatedAt: new Date() } })
    .returning(chargeColumns);
  return { before: before ?? NO_HOUSE_CHARGES, after: after! };
}
