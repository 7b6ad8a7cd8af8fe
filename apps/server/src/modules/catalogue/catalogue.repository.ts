import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { locations, roomTypes, rooms } from '../../db/schema.ts';

/** Units of the type that are for sale: marked available and not deleted. */
const availableUnits = sql<number>`(
  select count(*)::int from ${rooms} r
  where r.room_type_id = ${roomTypes.id} and r.is_available and r.deleted_at is null
)`;
const allUnits = sql<number>`(
  select count(*)::int from ${rooms} r
  where r.room_type_id = ${roomTypes.id} and r.deleted_at is null
)`;
const imagePaths = sql<string[]>`coalesce((
  select array_agg(i.path order by i.position, i.id) from room_type_images i
  where i.room_type_id = ${roomTypes.id}
), '{}')`;

/** A room type's own fields, as the public catalogue and the back office both read them. */
export const roomTypeFieldColumns = {
  id: roomTypes.id,
  title: roomTypes.title,
  description: roomTypes.description,
  pricePerNightKobo: roomTypes.pricePerNightKobo,
  capacity: roomTypes.capacity,
  latitude: roomTypes.latitude,
  longitude: roomTypes.longitude,
  breakfastEnabled: roomTypes.breakfastEnabled,
  breakfastPriceKobo: roomTypes.breakfastPriceKobo,
  airportConveyanceEnabled: roomTypes.airportConveyanceEnabled,
  airportConveyancePriceKobo: roomTypes.airportConveyancePriceKobo,
  airportPickupPriceKobo: roomTypes.airportPickupPriceKobo,
  airportDropoffPriceKobo: roomTypes.airportDropoffPriceKobo,
  airportBothPriceKobo: roomTypes.airportBothPriceKobo,
};

const roomTypeColumns = {
  ...roomTypeFieldColumns,
  numberOfRooms: allUnits,
  availableCount: availableUnits,
  images: imagePaths,
  location: {
    id: locations.id,
    name: locations.name,
    area: locations.area,
    address: locations.address,
  },
};

export type RoomTypeRow = Awaited<ReturnType<typeof findRoomTypes>>[number];

export function findRoomTypes(db: Db, id?: number) {
  return db
    .select(roomTypeColumns)
    .from(roomTypes)
    .leftJoin(locations, eq(locations.id, roomTypes.locationId))
    .where(and(isNull(roomTypes.deletedAt), id === undefined ? undefined : eq(roomTypes.id, id)))
    .orderBy(asc(roomTypes.id));
}

export async function countCatalogue(db: Db) {
  const [row] = await queryRows<{ units: number; locations: number; room_types: number }>(
    db,
    sql`
      select
        (select count(*)::int from ${rooms} r join ${roomTypes} t on t.id = r.room_type_id
          where r.deleted_at is null and t.deleted_at is null) as units,
        (select count(distinct t.location_id)::int from ${roomTypes} t
          where t.deleted_at is null and t.location_id is not null) as locations,
        (select count(*)::int from ${roomTypes} t where t.deleted_at is null) as room_types
    `,
  );
  return row!;
}
