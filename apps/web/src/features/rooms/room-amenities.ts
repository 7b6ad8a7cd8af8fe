import { formatNaira } from '@aso/core/money';
import type { RoomType } from '@aso/core/rooms';
import { STANDARD_AMENITIES } from '../../lib/standard-amenities.ts';

/** What every apartment has, plus the extras this room type offers. */
export function roomAmenities(
  room: Pick<RoomType, 'breakfast_enabled' | 'breakfast_price' | 'airport_conveyance_enabled'>,
): string[] {
  const extras: string[] = [];
  if (room.breakfast_enabled) {
    extras.push(`Breakfast on request (${formatNaira(room.breakfast_price)} per person per night)`);
  }
  if (room.airport_conveyance_enabled) extras.push('Airport pickup and drop-off on request');
  return [...STANDARD_AMENITIES, ...extras];
}
