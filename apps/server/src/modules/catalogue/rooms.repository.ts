import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { RoomListQuery } from '@aso/core/admin';
import type { RoomAvailability } from '@aso/core/constants';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { roomTypes, rooms } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';
import { HOLDS_UNIT } from '../bookings/inventory.repository.ts';

/**
 * Spec §3/§4: Occupied when a confirmed or checked-in booking covers today (in Abuja),
 * Unavailable when staff marked the unit so, else Available.
 */
const availability = sql<RoomAvailability>`case
  when exists (
    select 1 from bookings b where b.room_id = ${rooms.id}
      and b.status in ('confirmed', 'checked_in')
      and b.stay @> (now() at time zone 'Africa/Lagos')::date
  ) then 'Occupied'
  when not ${rooms.isAvailable} then 'Unavailable'
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

/**
 * The units for `GET /roommanagement`: searched by room number (ignoring case), filtered
 * by availability, newest or oldest first, one page (the filtered total in each row) or all.
 */
export function findUnitRows(
  db: Db,
  query: Pick<RoomListQuery, 'q' | 'availability' | 'sort'>,
  window: { limit: number; offset: number } | null,
) {
  const units = unitsQuery(
    db,
    query.q ? ilike(rooms.roomNumber, containsPattern(query.q)) : undefined,
  ).as('units');
  const order = query.sort === 'oldest' ? asc : desc;
  const select = db
    .select({
      unit: {
        id: units.id,
        roomNumber: units.roomNumber,
        roomTypeId: units.roomTypeId,
        title: units.title,
        pricePerNightKobo: units.pricePerNightKobo,
        availability: units.availability,
        createdAt: units.createdAt,
      },
      image: sql<string | null>`${units.images}[1]`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(units)
    .where(query.availability ? eq(units.availability, query.availability) : undefined)
    .orderBy(order(units.createdAt), order(units.id));
  return window ? select.limit(window.limit).offset(window.offset) : select;
}

export async function countUnitRows(
  db: Db,
  query: Pick<RoomListQuery, 'q' | 'availability'>,
): Promise<number> {
  const units = unitsQuery(
    db,
    query.q ? ilike(rooms.roomNumber, containsPattern(query.q)) : undefined,
  ).as('units');
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(units)
    .where(query.availability ? eq(units.availability, query.availability) : undefined);
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
          and b.end_date > (now() at time zone 'Africa/Lagos')::date`,
  );
  return row?.count ?? 0;
}
