import type { RoomDetail, RoomListQuery, RoomListResponse } from '@aso/core/admin';
import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { koboToNaira } from '@aso/core/money';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { lockUnit } from '../../db/units.ts';
import {
  countCurrentAndFutureBookings,
  countUnitRows,
  findUnit,
  findUnitRows,
  retireUnit,
  setUnitAvailability,
} from './rooms.repository.ts';

export const ROOM_NOT_FOUND = 'Room not found';
export const ROOM_DELETED = 'Room deleted successfully.';

/** `GET /roommanagement`: spec §3 room list rows, paged in SQL when asked. */
export async function listUnits(db: Db, query: RoomListQuery): Promise<RoomListResponse> {
  const window = pageWindow(query, ADMIN_PAGE_SIZE.rooms);
  const { rows, pagination } = await paged(await findUnitRows(db, query, window), window, () =>
    countUnitRows(db, query),
  );
  return {
    rooms: rows.map((unit) => ({
      id: unit.id,
      roomID: unit.room_number,
      roomType: unit.title,
      room_type_id: unit.room_type_id,
      availability: unit.availability,
      image: unit.image,
      cost: koboToNaira(Number(unit.price_per_night_kobo)),
      created_at: new Date(unit.created_at).toISOString(),
    })),
    ...(pagination ? { pagination } : {}),
  };
}

export async function readUnit(db: Db, id: number): Promise<RoomDetail> {
  const unit = await findUnit(db, id);
  if (!unit) throw notFound(ROOM_NOT_FOUND);
  return {
    id: unit.id,
    room_number: unit.roomNumber,
    room_type_id: unit.roomTypeId,
    title: unit.title,
    room_type: unit.title,
    description: unit.description,
    images: unit.images,
    capacity: unit.capacity,
    price_per_night: koboToNaira(unit.pricePerNightKobo),
    is_available: unit.isAvailable,
    availability: unit.availability,
  };
}

/**
 * Staff take a unit off sale or put it back: an unavailable unit is never allocated, and
 * the public counts change at once (the caller drops the cached room list).
 */
export async function changeUnitAvailability(
  deps: Deps,
  adminId: number,
  id: number,
  isAvailable: boolean,
): Promise<{ id: number; is_available: boolean }> {
  await deps.db.transaction(async (tx) => {
    // Under the unit's lock, as bookings onto it are written: one change at a time.
    await lockUnit(tx, id);
    const unit = await findUnit(tx, id);
    if (!unit) throw notFound(ROOM_NOT_FOUND);
    if (unit.isAvailable === isAvailable) return;
    await setUnitAvailability(tx, id, isAvailable);
    await recordAdminAction(tx, {
      adminId,
      action: isAvailable ? 'room.made_available' : 'room.marked_unavailable',
      details: `Unit ${unit.roomNumber} (${unit.title}) ${isAvailable ? 'is for sale again' : 'taken off sale'}`,
    });
  });
  return { id, is_available: isAvailable };
}

/**
 * `DELETE /rooms/{id}`: refused while the unit has bookings from today on; otherwise it
 * leaves sale for good, while its booking history stays readable.
 */
export async function deleteUnit(deps: Deps, adminId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // No booking can be written onto the unit between the count and the delete.
    await lockUnit(tx, id);
    const unit = await findUnit(tx, id);
    if (!unit) throw notFound(ROOM_NOT_FOUND);
    const blocking = await countCurrentAndFutureBookings(tx, id);
    if (blocking > 0) {
      throw new AppError(
        409,
        `Unit ${unit.roomNumber} has ${blocking} current or upcoming booking${blocking === 1 ? '' : 's'}. Cancel or move ${blocking === 1 ? 'it' : 'them'} before deleting the room.`,
      );
    }
    await retireUnit(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'room.deleted',
      details: `Unit ${unit.roomNumber} (${unit.title}) deleted`,
    });
  });
}
