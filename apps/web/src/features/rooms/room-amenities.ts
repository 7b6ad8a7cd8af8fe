import { formatNaira } from '@aso/core/money';
import type { RoomType } from '@aso/core/rooms';

const STANDARD_AMENITIES = [
  'Fast fibre Wi-Fi',
  'Air conditioning',
  'Smart TV with streaming apps',
  '24/7 power (inverter and generator backup)',
  '24-hour security and CCTV',
  'Housekeeping every other day',
  'Kitchen or kitchenette with essentials',
  'Fresh linen and towels',
];

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
