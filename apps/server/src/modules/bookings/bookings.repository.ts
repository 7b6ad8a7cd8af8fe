import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListQuery } from '@aso/core/admin';
import { MONTHS } from '@aso/core/dates';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, locations, payments, roomTypes, rooms, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';
import type { StayForMail } from './booking.mails.ts';

const firstImage = sql<string | null>`(
  select i.path from room_type_images i where i.room_type_id = ${bookings.roomTypeId}
  order by i.position, i.id limit 1
)`;
const allImages = sql<string[]>`coalesce((
  select array_agg(i.path order by i.position, i.id) from room_type_images i
  where i.room_type_id = ${bookings.roomTypeId}
), '{}')`;
/** The booking's latest payment (a booking has one per checkout attempt). */
const latestPayment = (column: string) =>
  sql.raw(`(select p.${column} from payments p where p.booking_id = bookings.id
    order by p.id desc limit 1)`);

const detailColumns = {
  booking: bookings,
  roomNumber: rooms.roomNumber,
  roomTitle: roomTypes.title,
  roomDescription: roomTypes.description,
  pricePerNightKobo: roomTypes.pricePerNightKobo,
  images: allImages,
  address: locations.address,
  user: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phoneNumber: users.phoneNumber,
  },
  paymentStatus: sql<string | null>`${latestPayment('status')}`,
  paymentDate: sql<string | null>`${latestPayment('payment_date')}`,
  paymentKobo: sql<number | null>`${latestPayment('amount_kobo')}::bigint`,
};

function selectDetails(db: Db | Tx) {
  return db
    .select(detailColumns)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(locations, eq(locations.id, roomTypes.locationId))
    .leftJoin(users, eq(users.id, bookings.userId));
}

export type BookingDetailRow = Awaited<ReturnType<typeof findBookingDetail>>;

export async function findBookingDetail(db: Db, id: number) {
  const [row] = await selectDetails(db).where(eq(bookings.id, id));
  return row;
}

/** The stay as the confirmation and refund mails tell it. */
export async function loadStayForMail(
  tx: Tx,
  bookingId: number,
  reference: string,
): Promise<StayForMail & { email: string }> {
  const [row] = await selectDetails(tx).where(eq(bookings.id, bookingId));
  const { booking, user } = row!;
  return {
    bookingId,
    reference,
    email: user?.email ?? booking.guestEmail ?? '',
    guestEmail: user?.email ?? booking.guestEmail ?? '',
    guestPhone: booking.guestPhone ?? user?.phoneNumber ?? null,
    guestName: user ? `${user.firstName} ${user.lastName}` : (booking.guestName ?? 'Guest'),
    roomTitle: row!.roomTitle,
    roomNumber: row!.roomNumber,
    address: row!.address,
    startDate: booking.startDate,
    endDate: booking.endDate,
    nights: booking.nights,
    roomKobo: booking.roomKobo,
    breakfastKobo: booking.breakfastKobo,
    breakfastCount: booking.breakfastCount,
    conveyanceKobo: booking.conveyanceKobo,
    conveyanceDirection: booking.conveyanceDirection,
    pickup: {
      date: booking.pickupDate,
      time: booking.pickupTime,
      airport: booking.pickupAirport,
      phone: booking.pickupPhone,
    },
    dropoff: {
      date: booking.dropoffDate,
      time: booking.dropoffTime,
      airport: booking.dropoffAirport,
      phone: booking.dropoffPhone,
    },
    totalKobo: booking.totalKobo,
  };
}

/** Used by tests and the payment flow: the payment of a reference. */
export async function findPaymentByReference(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

/** Who booked, as staff read it: the account's name, else the guest's, else "Guest". */
const bookerName = sql<string>`coalesce(
  nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${bookings.guestName}, 'Guest')`;
const bookerEmail = sql<string | null>`coalesce(${users.email}, ${bookings.guestEmail})`;

/**
 * The WHERE of a bookings list: optionally one user's; a status (abandoned checkouts,
 * `expired`, only when asked for); a month of the stay dates (spec: the three-letter
 * month in the stay-dates text, so the month of check-in or of check-out); a search in
 * the booker's name and email, the room and the booking id.
 */
function bookingListWhere(filters: Partial<BookingListQuery> & { userId?: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.userId !== undefined) conditions.push(eq(bookings.userId, filters.userId));
  if (!filters.status) conditions.push(ne(bookings.status, 'expired'));
  else if (filters.status !== 'all') conditions.push(eq(bookings.status, filters.status));
  if (filters.month) {
    const month = MONTHS.indexOf(filters.month) + 1;
    conditions.push(
      sql`(extract(month from ${bookings.startDate}) = ${month} or extract(month from ${bookings.endDate}) = ${month})`,
    );
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const id = /^#?([1-9][0-9]{0,8})$/.exec(filters.q)?.[1];
    conditions.push(
      or(
        id ? eq(bookings.id, Number(id)) : undefined,
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(bookings.guestName, pattern),
        ilike(bookings.guestEmail, pattern),
        ilike(rooms.roomNumber, pattern),
        ilike(roomTypes.title, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Bookings as list rows, newest (or oldest) first: one page with the filtered total in
 * every row (`count(*) over ()`), or the whole filtered list.
 */
export function findBookingRows(
  db: Db,
  filters: Partial<BookingListQuery> & { userId?: number },
  window: { limit: number; offset: number } | null,
) {
  const query = db
    .select({
      booking: bookings,
      roomNumber: rooms.roomNumber,
      roomTitle: roomTypes.title,
      image: firstImage,
      name: bookerName,
      email: bookerEmail,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(bookingListWhere(filters))
    .orderBy(filters.sort === 'oldest' ? asc(bookings.id) : desc(bookings.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countBookingRows(
  db: Db,
  filters: Partial<BookingListQuery> & { userId?: number },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(bookingListWhere(filters));
  return row?.count ?? 0;
}

export type BookingListRow = Awaited<ReturnType<typeof findBookingRows>>[number];
