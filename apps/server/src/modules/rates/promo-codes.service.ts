/**
 * Promo codes as staff manage them (issue 31 point 3). A code is never deleted (bookings
 * name it); staff deactivate it. Codes are unique without regard to case.
 */
import {
  PROMO_CODE_NOT_FOUND,
  PROMO_CODE_TAKEN,
  promoDiscountLabel,
  toPromoCode,
  type PromoCode,
  type PromoCodeValues,
} from '@aso/core/promo-codes';
import type { Db, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import {
  findPromoCode,
  findPromoCodes,
  insertPromoCode,
  lockPromoCode,
  unknownRoomTypeIds,
  updatePromoCodeRow,
} from './promo-codes.repository.ts';

export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  return (await findPromoCodes(db)).map((row) => toPromoCode(row, row.uses));
}

async function checkRoomTypes(tx: Tx, values: PromoCodeValues) {
  const unknown = await unknownRoomTypeIds(tx, values.roomTypeIds);
  if (unknown.length > 0) {
    const message = `These room types do not exist: ${unknown.join(', ')}.`;
    throw new AppError(422, message, { room_type_ids: [message] });
  }
}

/** Runs a write whose code may be taken already: 409 then, nothing written. */
async function refusingTakenCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, PROMO_CODE_TAKEN, { code: [PROMO_CODE_TAKEN] });
    }
    throw error;
  }
}

const described = (values: PromoCodeValues) =>
  `Promo code ${values.code} (${promoDiscountLabel(values)}, stays ${values.staysFrom} to ${values.staysTo}, ${values.active ? 'active' : 'inactive'})`;

async function answer(db: Db, id: number): Promise<PromoCode> {
  const row = (await findPromoCode(db, id))!;
  return toPromoCode(row, row.uses);
}

export async function createPromoCode(
  deps: Deps,
  adminId: number,
  values: PromoCodeValues,
): Promise<PromoCode> {
  const id = await refusingTakenCode(() =>
    deps.db.transaction(async (tx) => {
      await checkRoomTypes(tx, values);
      const created = await insertPromoCode(tx, values);
      await recordAdminAction(tx, {
        adminId,
        action: 'promo_code.created',
        details: `${described(values)} created`,
      });
      return created;
    }),
  );
  return answer(deps.db, id);
}

export async function updatePromoCode(
  deps: Deps,
  adminId: number,
  id: number,
  values: PromoCodeValues,
): Promise<PromoCode> {
  await refusingTakenCode(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockPromoCode(tx, id);
      if (!before) throw notFound(PROMO_CODE_NOT_FOUND);
      await checkRoomTypes(tx, values);
      await updatePromoCodeRow(tx, id, values);
      await recordAdminAction(tx, {
        adminId,
        action: 'promo_code.updated',
        details: `${described(before)} updated to ${described(values)}`,
      });
    }),
  );
  return answer(deps.db, id);
}
