import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RoomListQuery } from '@aso/core/admin';
import type { RoomAvailability } from '@aso/core/constants';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { roomTypes, rooms } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';
import { BUSINESS_TODAY } from '../../db/business-today.ts';
import { HOLDS_UNIT } from '../../db/holds.ts';

/**
 * Spec §3/§4: Occupied when a confirmed or checked-in booking covers today (in Abuja),
 * Unavailable when staff marked the unit so, else Available.
 */
const availability = sql<RoomAvailability>`case
  when exists (
    select 1 from bookings b where b.room_id = rooms.id
      and b.status in ('confirmed', 'checked_in')
      and b.stay @> ${BUSINESS_TODAY}
  ) then 'Occupied'
  when not rooms.is_available then 'Unavailable'
  else 'Available' end`;

const typeImages = sql<string[]>`coalesce((
  select array_agg(i.path order by i.position, i.id) from room_type_images i
  where i.room_type_id = ${rooms.roomTypeId}
), '{}')`;

const unitColumns = {
  id: rooms.id,
  roomNumber: rooms.roomNumber,
  roomTypeId: rooms.roomTypeId,
  isAvailable: rooms.isAvailable,
  createdAt: rooms.createdAt,
  title: roomTypes.title,
  description: roomTypes.description,
  capacity: roomTypes.capacity,
  pricePerNightKobo: roomTypes.pricePerNightKobo,
  images: typeImages,
  availability,
};

const forSale = and(isNull(rooms.deletedAt), isNull(roomTypes.deletedAt));

function unitsQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(unitColumns)
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .where(and(forSale, where));
}

interface UnitRowFilters {
  q?: string | undefined;
  availability?: RoomListQuery['availability'];
}

/** Units for sale with their display availability, as a derived table `units`. */
function unitsTable({ q }: UnitRowFilters) {
  return sql`(select rooms.id, rooms.room_number, rooms.room_type_id, rooms.created_at, t.title,
      t.price_per_night_kobo,
      (select i.path from room_type_images i where i.room_type_id = rooms.room_type_id
        order by i.position, i.id limit 1) as image,
      ${availability} as availability
    from ${rooms} join ${roomTypes} t on t.id = rooms.room_type_id
    where rooms.deleted_at is null and t.deleted_at is null
      ${q ? sql`and rooms.room_number ilike ${containsPattern(q)}` : sql``}) as units`;
}

const availabilityFilter = ({ availability: wanted }: UnitRowFilters) =>
  wanted ? sql`where units.availability = ${wanted}` : sql``;

export interface UnitListRow {
  id: number;
  room_number: string;
  room_type_id: number;
  created_at: string | Date;
  title: string;
  price_per_night_kobo: number | string;
  image: string | null;
  availability: RoomAvailability;
}

/**
 * The units for `GET /roommanagement`: searched by room number (ignoring case), filtered
 * by availability, newest or oldest first, one page (the filtered total in each row) or all.
 */
export function findUnitRows(
  db: Db,
  query: UnitRowFilters & Pick<RoomListQuery, 'sort'>,
  window: { limit: number; offset: number } | null,
) {
  const direction = query.sort === 'oldest' ? sql`asc` : sql`desc`;
  return queryRows<UnitListRow>(
    db,
    sql`select units.* from ${unitsTable(query)}
        ${availabilityFilter(query)}
        order by units.created_at ${direction}, units.id ${direction}
        ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`,
  );
}

export async function countUnitRows(db: Db, query: UnitRowFilters): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${unitsTable(query)} ${availabilityFilter(query)}`,
  );
  return row?.count ?? 0;
}

export async function findUnit(db: Db | Tx, id: number) {
  const [unit] = await unitsQuery(db, eq(rooms.id, id));
  return unit;
}

export async function setUnitAvailability(tx: Tx, id: number, isAvailable: boolean) {
  await tx.update(rooms).set({ isAvailable }).where(eq(rooms.id, id));
}

/** Takes the unit off sale for good; its rows stay, so bookings of it stay readable. */
export async function retireUnit(tx: Tx, id: number) {
  await tx
    .update(rooms)
    .set({ deletedAt: sql`now()`, isAvailable: false })
    .where(eq(rooms.id, id));
}

/** Bookings holding the unit on some night from today on: what stops it from being deleted. */
export async function countCurrentAndFutureBookings(tx: Tx, roomId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from bookings b
        where b.room_id = ${roomId} and ${HOLDS_UNIT}
          and b.end_date > ${BUSINESS_TODAY}`,
  );
  return row?.count ?? 0;
}
