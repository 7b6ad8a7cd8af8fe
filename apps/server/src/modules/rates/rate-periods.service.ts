/**
 * Rate periods (issue 31 point 2): staff set a season's nightly price and stay rules for
 * one room type or for all. Two periods of one scope never share a night: the database's
 * exclusion constraint decides it (409), whatever two staff save at once.
 */
import {
  RATE_PERIOD_NOT_FOUND,
  RATE_PERIOD_OVERLAPS,
  toRatePeriod,
  type RatePeriod,
  type RatePeriodChanges,
} from '@aso/core/rates';
import { formatStayDates } from '@aso/core/display-dates';
import type { Db, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import {
  deleteRatePeriodRow,
  findRatePeriods,
  insertRatePeriod,
  liveRoomTypeTitle,
  lockRatePeriod,
  updateRatePeriodRow,
  type RatePeriodValues,
} from './rate-periods.repository.ts';

const UNKNOWN_ROOM_TYPE = 'The selected room type does not exist.';

export async function listRatePeriods(db: Db, roomTypeId?: number): Promise<RatePeriod[]> {
  return (await findRatePeriods(db, roomTypeId)).map(toRatePeriod);
}

/** "Christmas (Deluxe Suite, 20 Dec 2026 – 3 Jan 2027)" for the action log. */
async function described(tx: Tx, period: RatePeriodValues): Promise<string> {
  const scope =
    period.roomTypeId === null
      ? 'all room types'
      : ((await liveRoomTypeTitle(tx, period.roomTypeId)) ?? `room type #${period.roomTypeId}`);
  return `Rate period "${period.name}" (${scope}, ${formatStayDates(period.startDate, period.endDate)})`;
}

async function checkRoomType(tx: Tx, values: RatePeriodValues) {
  if (values.roomTypeId !== null && !(await liveRoomTypeTitle(tx, values.roomTypeId))) {
    throw new AppError(422, UNKNOWN_ROOM_TYPE, { room_type_id: [UNKNOWN_ROOM_TYPE] });
  }
}

/** Runs a write whose period may overlap another of its scope: 409 then, nothing written. */
async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError(409, RATE_PERIOD_OVERLAPS);
    throw error;
  }
}

export function createRatePeriod(
  deps: Deps,
  adminId: number,
  values: RatePeriodChanges,
): Promise<RatePeriod> {
  return refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      await checkRoomType(tx, values);
      const created = await insertRatePeriod(tx, values);
      await recordAdminAction(tx, {
        adminId,
        action: 'rate_period.created',
        details: `${await described(tx, created)} created`,
      });
      return toRatePeriod(created);
    }),
  );
}

export function updateRatePeriod(
  deps: Deps,
  adminId: number,
  id: number,
  values: RatePeriodChanges,
): Promise<RatePeriod> {
  return refusingOverlap(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockRatePeriod(tx, id);
      if (!before) throw notFound(RATE_PERIOD_NOT_FOUND);
      await checkRoomType(tx, values);
      const after = await updateRatePeriodRow(tx, id, values);
      const [was, is] = [await described(tx, before), await described(tx, after)];
      await recordAdminAction(tx, {
        adminId,
        action: 'rate_period.updated',
        details: was === is ? `${is} updated` : `${was} updated to ${is}`,
      });
      return toRatePeriod(after);
    }),
  );
}

export async function deleteRatePeriod(deps: Deps, adminId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const period = await lockRatePeriod(tx, id);
    if (!period) throw notFound(RATE_PERIOD_NOT_FOUND);
    await deleteRatePeriodRow(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'rate_period.deleted',
      details: `${await described(tx, period)} deleted`,
    });
  });
}
