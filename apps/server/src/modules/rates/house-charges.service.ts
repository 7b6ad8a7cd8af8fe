/**
 * The house charges (issue 31 point 4): service charge, VAT and consumption tax, and
 * whether the prices already hold the taxes. Bookings keep the lines they were priced
 * with, so a change here changes no booking already made.
 */
import type { HouseChargesAnswer } from '@aso/core/rates';
import type { HouseCharges } from '@aso/core/stay-price';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { findHouseCharges, writeHouseCharges } from './house-charges.repository.ts';

const toAnswer = (charges: HouseCharges): HouseChargesAnswer => ({
  vat_percent: charges.vatPercent,
  consumption_tax_percent: charges.consumptionTaxPercent,
  service_charge_percent: charges.serviceChargePercent,
  taxes_included: charges.taxesIncluded,
});

const described = (charges: HouseCharges) =>
  `VAT ${charges.vatPercent}%, consumption tax ${charges.consumptionTaxPercent}%, service charge ${charges.serviceChargePercent}%, taxes ${charges.taxesIncluded ? 'included in' : 'added to'} the prices`;

export async function readHouseCharges(db: Db): Promise<HouseChargesAnswer> {
  return toAnswer(await findHouseCharges(db));
}

export async function updateHouseCharges(
  deps: Deps,
  adminId: number,
  input: HouseChargesAnswer,
): Promise<HouseChargesAnswer> {
  const values: HouseCharges = {
    vatPercent: input.vat_percent,
    consumptionTaxPercent: input.consumption_tax_percent,
    serviceChargePercent: input.service_charge_percent,
    taxesIncluded: input.taxes_included,
  };
  const { after } = await deps.db.transaction(async (tx) => {
    const change = await writeHouseCharges(tx, values);
    await recordAdminAction(tx, {
      adminId,
      action: 'settings.charges_updated',
      details: `House charges changed from ${described(change.before)} to ${described(change.after)}`,
    });
    return change;
  });
  return toAnswer(after);
}
