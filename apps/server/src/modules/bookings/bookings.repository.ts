import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, locations, payments, roomTypes, rooms, users } from '../../db/schema.ts';
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
  user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
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
    pickup: { date: booking.pickupDate, time: booking.pickupTime, airport: booking.pickupAirport },
    dropoff: {
      date: booking.dropoffDate,
      time: booking.dropoffTime,
      airport: booking.dropoffAirport,
    },
    totalKobo: booking.totalKobo,
  };
}

/** A user's own bookings, newest stay first; abandoned checkouts are left out. */
export function findUserBookings(db: Db, userId: number) {
  return db
    .select({
      booking: bookings,
      roomNumber: rooms.roomNumber,
      roomTitle: roomTypes.title,
      image: firstImage,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(
      sql`${bookings.userId} = ${userId} and ${bookings.status} in ('pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled')`,
    )
    .orderBy(desc(bookings.startDate), desc(bookings.id));
}

export type UserBookingRow = Awaited<ReturnType<typeof findUserBookings>>[number];

/** Used by tests and the payment flow: the payment of a reference. */
export async function findPaymentByReference(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}
