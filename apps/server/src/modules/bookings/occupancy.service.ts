import type { OccupancyResponse } from '@aso/core/admin';
import { addDays, businessToday } from '@aso/core/dates';
import type { Db } from '../../db/client.ts';
import { findOccupancy } from './occupancy.repository.ts';

/**
 * `GET /admin/occupancy`: every unit for sale, grouped by room type, with the bookings
 * that hold it on some night of [from, from + days) and the channel blocks on those
 * nights, in one query.
 */
export async function readOccupancy(
  db: Db,
  query: { from?: string | undefined; days: number },
): Promise<OccupancyResponse> {
  const from = query.from ?? businessToday();
  const to = addDays(from, query.days);
  const units = await findOccupancy(db, from, to);
  const roomTypes: OccupancyResponse['room_types'] = [];
  for (const unit of units) {
    let group = roomTypes.at(-1);
    if (group?.id !== unit.room_type_id) {
      group = { id: unit.room_type_id, title: unit.room_type, units: [] };
      roomTypes.push(group);
    }
    group.units.push({
      id: unit.id,
      room_number: unit.room_number,
      is_available: unit.is_available,
      bookings: unit.bookings,
      blocks: unit.blocks,
    });
  }
  return { from, to, days: query.days, room_types: roomTypes };
}
