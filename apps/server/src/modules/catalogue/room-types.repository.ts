import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RoomTypeFields, RoomTypeListQuery } from '@aso/core/room-types';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { roomTypeImages, roomTypes, rooms, storedImages } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';
import { BUSINESS_TODAY } from '../../db/business-today.ts';
import { HOLDS_UNIT } from '../../db/holds.ts';
import { roomTypeFieldColumns } from './catalogue.repository.ts';

// `room_types.id` written out: in a one-table select Drizzle leaves column names bare, and
// a bare `id` inside the subquery would be the subquery's own.
const imagePaths = sql<string[]>`coalesce((
  select array_agg(i.path order by i.position, i.id) from room_type_images i
  where i.room_type_id = room_types.id
), '{}')`;
/** The type's units that are not deleted (for sale or taken off sale), oldest first. */
const roomNumbers = sql<string[]>`coalesce((
  select array_agg(r.room_number order by r.id) from rooms r
  where r.room_type_id = room_types.id and r.deleted_at is null
), '{}')`;

const adminColumns = {
  ...roomTypeFieldColumns,
  weeklyDiscountPercent: roomTypes.weeklyDiscountPercent,
  monthlyDiscountPercent: roomTypes.monthlyDiscountPercent,
  createdAt: roomTypes.createdAt,
  images: imagePaths,
  roomNumbers,
};

export type AdminRoomTypeRow = NonNullable<Awaited<ReturnType<typeof findAdminRoomType>>>;

/** Room types not deleted whose title contains `q` (ignoring case). */
const listed = (q: string | undefined): SQL | undefined =>
  and(isNull(roomTypes.deletedAt), q ? ilike(roomTypes.title, containsPattern(q)) : undefined);

/** `GET /room-types`: newest or oldest first, one page or all. */
export function findAdminRoomTypes(
  db: Db,
  query: Pick<RoomTypeListQuery, 'q' | 'sort'>,
  window: { limit: number; offset: number } | null,
) {
  const order = query.sort === 'oldest' ? asc : desc;
  const rows = db
    .select(adminColumns)
    .from(roomTypes)
    .where(listed(query.q))
    .orderBy(order(roomTypes.createdAt), order(roomTypes.id))
    .$dynamic();
  return window ? rows.limit(window.limit).offset(window.offset) : rows;
}

export function countAdminRoomTypes(db: Db, q: string | undefined): Promise<number> {
  return db.$count(roomTypes, listed(q));
}

export async function findAdminRoomType(db: Db | Tx, id: number) {
  const [row] = await db
    .select(adminColumns)
    .from(roomTypes)
    .where(and(eq(roomTypes.id, id), isNull(roomTypes.deletedAt)));
  return row;
}

/**
 * Locks the room type's row for the rest of the transaction (edits and the delete of
 * one type go one at a time); its title, or undefined when it does not exist or is deleted.
 */
export async function lockRoomType(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ title: roomTypes.title })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, id), isNull(roomTypes.deletedAt)))
    .for('update');
  return row?.title;
}

export async function insertRoomType(tx: Tx, fields: RoomTypeFields): Promise<number> {
  const [row] = await tx.insert(roomTypes).values(fields).returning({ id: roomTypes.id });
  return row!.id;
}

export async function updateRoomTypeRow(tx: Tx, id: number, fields: RoomTypeFields) {
  await tx.update(roomTypes).set(fields).where(eq(roomTypes.id, id));
}

export function findImages(db: Db | Tx, roomTypeId: number) {
  return db
    .select({ path: roomTypeImages.path, altText: roomTypeImages.altText })
    .from(roomTypeImages)
    .where(eq(roomTypeImages.roomTypeId, roomTypeId))
    .orderBy(asc(roomTypeImages.position), asc(roomTypeImages.id));
}

/** The type's images become exactly `images`, in that order. */
export async function replaceImages(
  tx: Tx,
  roomTypeId: number,
  images: { path: string; altText: string }[],
) {
  await tx.delete(roomTypeImages).where(eq(roomTypeImages.roomTypeId, roomTypeId));
  if (images.length === 0) return;
  await tx
    .insert(roomTypeImages)
    .values(images.map((image, position) => ({ roomTypeId, ...image, position })));
}

/** Which of these uploaded-photo keys the image store holds. */
export async function findStoredImageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: storedImages.key })
    .from(storedImages)
    .where(inArray(storedImages.key, keys));
  return new Set(rows.map((row) => row.key));
}

/** Namespace of the advisory lock that hands out new room numbers one creation at a time. */
const ROOM_NUMBER_LOCK_SPACE = 4203;
const NEW_ROOM_PREFIX = 'R';
const FIRST_NEW_ROOM = 101;

/**
 * `count` room numbers never used before: `R101`, `R102`, … after the highest R-number
 * ever given, deleted units included, so a booking's history never names two units alike.
 * Holds a lock until the transaction ends, so two creations cannot pick the same ones.
 */
export async function nextRoomNumbers(tx: Tx, count: number): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_NUMBER_LOCK_SPACE}, 0)`);
  const [row] = await queryRows<{ last: number | null }>(
    tx,
    sql`select max(substring(room_number from 2)::int) as last from ${rooms}
        where room_number ~ ${`^${NEW_ROOM_PREFIX}[0-9]{1,9}$`}`,
  );
  const first = Math.max(FIRST_NEW_ROOM, (row?.last ?? 0) + 1);
  return Array.from({ length: count }, (_, index) => `${NEW_ROOM_PREFIX}${first + index}`);
}

export async function insertUnits(tx: Tx, roomTypeId: number, roomNumbers: string[]) {
  await tx.insert(rooms).values(roomNumbers.map((roomNumber) => ({ roomTypeId, roomNumber })));
}

/** The type's units that are not deleted, by id (the order their locks are taken in). */
export async function findLiveUnitIds(tx: Tx, roomTypeId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.roomTypeId, roomTypeId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.id));
  return rows.map((row) => row.id);
}

/**
 * Bookings of the type holding a unit on some night from today on (as for one unit,
 * `countCurrentAndFutureBookings`): what stops the type from being deleted.
 */
export async function countCurrentAndFutureBookingsOfType(
  tx: Tx,
  roomTypeId: number,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from bookings b
        where b.room_type_id = ${roomTypeId} and ${HOLDS_UNIT}
          and b.end_date > ${BUSINESS_TODAY}`,
  );
  return row?.count ?? 0;
}

/** Takes the type and its units off sale for good; the rows stay for the bookings' history. */
export async function retireRoomType(tx: Tx, roomTypeId: number) {
  await tx
    .update(rooms)
    .set({ deletedAt: sql`now()`, isAvailable: false })
    .where(and(eq(rooms.roomTypeId, roomTypeId), isNull(rooms.deletedAt)));
  await tx
    .update(roomTypes)
    .set({ deletedAt: sql`now()` })
    .where(eq(roomTypes.id, roomTypeId));
}
