import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, locations, payments, roomTypes, rooms, users } from '../../db/schema.ts';
import { bookingLinesOf } from '../../db/booking-lines.ts';
import { fullNameOrNull } from '../../db/person-name.ts';

/** Everything a receipt prints, read in one query. */
const receiptColumns = {
  paymentId: payments.id,
  reference: payments.reference,
  status: payments.status,
  amountKobo: payments.amountKobo,
  currency: payments.currency,
  /** When it was paid, else started; written out by the receipt (`formatDateTime`). */
  paidAt: sql<Date>`coalesce(${payments.paymentDate}, ${payments.createdAt})`.mapWith(
    payments.paymentDate,
  ),
  bookingId: bookings.id,
  /** Null for a guest's booking: who may read the receipt depends on it. */
  userId: bookings.userId,
  guestName: sql<string>`coalesce(${fullNameOrNull(users.firstName, users.lastName)}, ${bookings.guestName}, 'Guest')`,
  guestEmail: sql<string | null>`coalesce(${users.email}, ${bookings.guestEmail})`,
  guestPhone: sql<string | null>`coalesce(${bookings.guestPhone}, ${users.phoneNumber})`,
  roomTitle: roomTypes.title,
  roomNumber: rooms.roomNumber,
  locationName: locations.name,
  address: locations.address,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  nights: bookings.nights,
  roomKobo: bookings.roomKobo,
  breakfastCount: bookings.breakfastCount,
  breakfastKobo: bookings.breakfastKobo,
  conveyanceDirection: bookings.conveyanceDirection,
  conveyanceKobo: bookings.conveyanceKobo,
  totalKobo: bookings.totalKobo,
  lines: bookingLinesOf(bookings.id),
};

export type ReceiptData = NonNullable<Awaited<ReturnType<typeof findReceiptOfPayment>>>;

function selectReceipt(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(receiptColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(locations, eq(locations.id, roomTypes.locationId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(where);
}

/** The receipt of payment `paymentId`, if there is such a payment. */
export async function findReceiptOfPayment(db: Db | Tx, paymentId: number) {
  const [row] = await selectReceipt(db, eq(payments.id, paymentId));
  return row;
}

/** The receipt of a booking: its successful payment, else its latest attempt. */
export async function findReceiptOfBooking(db: Db | Tx, bookingId: number) {
  const [row] = await selectReceipt(db, eq(payments.bookingId, bookingId))
    .orderBy(desc(sql`${payments.status} = 'success'`), desc(payments.id))
    .limit(1);
  return row;
}
