import type { CalendarRoomType } from '@aso/core/stay-price';
import type { Db } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { ROOM_TYPE_PRICE_FIELDS, stayPricingFields, type StayPricing } from '../../db/pricing.ts';

/** The room type with its periods and charges for a stay, in one prepared read. */
const stayPricing = preparedRead<CalendarRoomType & Omit<StayPricing, 'roomType'>>(
  'aso_stay_pricing',
  `select json_build_object(${ROOM_TYPE_PRICE_FIELDS},
      ${stayPricingFields('$1::int', '$2::date', '$3::date')}) as result
    from room_types t
    where t.id = $1::int and t.deleted_at is null`,
);

/** What prices a stay of [start, end) in a room type; undefined when the type does not exist. */
export async function findStayPricing(
  db: Db,
  roomTypeId: number,
  start: string,
  end: string,
): Promise<StayPricing | undefined> {
  const [row] = await stayPricing(db, [roomTypeId, start, end]);
  if (!row) return undefined;
  const { periods, charges, ...roomType } = row;
  return { roomType, periods, charges };
}

/** Every room type in sale with the periods of all types and the charges, for one stay. */
const searchPricing = preparedRead<
  { roomTypes: CalendarRoomType[] } & Omit<StayPricing, 'roomType'>
>(
  'aso_search_pricing',
  `select json_build_object(
      'roomTypes', (select coalesce(json_agg(json_build_object(${ROOM_TYPE_PRICE_FIELDS})), '[]'::json)
        from room_types t where t.deleted_at is null),
      ${stayPricingFields(null, '$1::date', '$2::date')}) as result`,
);

/** What prices a stay of [start, end) in each room type, read in one statement. */
export async function findSearchPricing(db: Db, start: string, end: string) {
  const [row] = await searchPricing(db, [start, end]);
  return row!;
}
