import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListQuery } from '@aso/core/admin';
import type { BookingStatus } from '@aso/core/constants';
import { MONTHS } from '@aso/core/dates';
import { linesOfStoredAmounts } from '@aso/core/stay-price';
import { queryJsonArray, queryRows, type Db, type Tx } from '../../db/client.ts';
import { bookings, locations, payments, roomTypes, rooms, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';
import type { StayForMail } from './booking.mails.ts';
import { blockedOn, HOLDS_UNIT, nightsOf } from '../../db/holds.ts';
import { bookingLinesOf } from '../../db/booking-lines.ts';
import { fullNameOrNull } from '../../db/person-name.ts';
import { UNIT_FOR_SALE } from '../../db/units.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** The booking, locked until the transaction ends (a payment or a cancellation changes it). */
export async function lockBooking(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return booking;
}

const allImages = sql<string[]>`coalesce((
  select array_agg(i.path order by i.position, i.id) from room_type_images i
  where i.room_type_id = ${bookings.roomTypeId}
), '{}')`;
/** The booking's latest payment (a booking has one per checkout attempt). */
const latestPayment = (column: string) =>
  sql.raw(`(select p.${column} from payments p where p.booking_id = bookings.id
    order by p.id desc limit 1)`);

/** The booking's paid payment (the one a cancellation refunds), if any. */
const paidPayment = (column: string) =>
  sql.raw(`(select p.${column} from payments p where p.booking_id = bookings.id
    and p.status in ('success', 'partially_refunded', 'refunded') order by p.id desc limit 1)`);
/** The refund owed or made after a cancellation, on that payment. */
const refundOf = (column: string) =>
  sql.raw(`(select r.${column} from refunds r where r.booking_id = bookings.id
    order by r.id desc limit 1)`);

const detailColumns = {
  booking: bookings,
  roomNumber: rooms.roomNumber,
  roomTitle: roomTypes.title,
  roomDescription: roomTypes.description,
  pricePerNightKobo: roomTypes.pricePerNightKobo,
  images: allImages,
  address: locations.address,
  locationName: locations.name,
  user: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phoneNumber: users.phoneNumber,
  },
  paymentStatus: sql<string | null>`${latestPayment('status')}`,
  paymentDate: sql<string | null>`${latestPayment('payment_date')}`,
  paymentKobo: sql<number | null>`${latestPayment('amount_kobo')}::bigint`,
  paidKobo: sql<number | null>`${paidPayment('amount_kobo')}::bigint`,
  paidRefundedKobo: sql<number | null>`${paidPayment('refunded_kobo')}::bigint`,
  refundKobo: sql<number | null>`${refundOf('amount_kobo')}::bigint`,
  refundStatus: sql<'pending' | 'succeeded' | 'manual' | null>`${refundOf('status')}`,
  /** The lines the stay was priced with (none for a booking made before issue 31). */
  lines: bookingLinesOf(bookings.id),
  promoCode: sql<
    string | null
  >`(select c.code from promo_codes c where c.id = ${bookings.promoCodeId})`,
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
    lines: row!.lines.length > 0 ? row!.lines : linesOfStoredAmounts(booking),
  };
}

/**
 * The booking `id` when it is paid for (confirmed, checked in or out, with a paid
 * payment) and was made with `email` (lower case) as the guest's or the account's email,
 * with that payment's id and reference.
 */
export async function findPaidBookingOfEmail(tx: Tx, id: number, email: string) {
  const [found] = await tx
    .select({ booking: bookings, paymentId: payments.id, reference: payments.reference })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .innerJoin(
      payments,
      and(
        eq(payments.bookingId, bookings.id),
        inArray(payments.status, ['success', 'partially_refunded', 'refunded']),
      ),
    )
    .where(
      and(
        eq(bookings.id, id),
        inArray(bookings.status, ['confirmed', 'checked_in', 'checked_out']),
        or(sql`lower(${bookings.guestEmail}) = ${email}`, sql`lower(${users.email}) = ${email}`),
      ),
    )
    .limit(1);
  return found;
}

/** The guest cancels their confirmed booking (its unit is released). */
export async function cancelBookingByGuest(tx: Tx, id: number) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: 'guest' })
    .where(eq(bookings.id, id));
}

/** Used by tests and the payment flow: the payment of a reference. */
export async function findPaymentByReference(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

/** Who booked, as staff read it: the account's name, else the guest's, else "Guest". */
const bookerName = sql<string>`coalesce(
  ${fullNameOrNull(users.firstName, users.lastName)}, ${bookings.guestName}, 'Guest')`;
const bookerEmail = sql<string | null>`coalesce(${users.email}, ${bookings.guestEmail})`;

/**
 * The WHERE of a bookings list: optionally one user's; a status (abandoned checkouts,
 * `expired`, only when asked for); a month of the stay dates (spec: the three-letter
 * month in the stay-dates text, so the month of check-in or of check-out); a search in
 * the booker's name and email, the room and the booking id.
 */
function bookingListWhere(filters: BookingListFilters) {
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
  const bookingId = filters.q ? /^#([1-9][0-9]{0,8})$/.exec(filters.q)?.[1] : undefined;
  if (bookingId) {
    // "#123" names one booking.
    conditions.push(eq(bookings.id, Number(bookingId)));
  } else if (filters.q) {
    const pattern = containsPattern(filters.q);
    const id = /^[1-9][0-9]{0,8}$/.test(filters.q) ? Number(filters.q) : undefined;
    conditions.push(
      or(
        id ? eq(bookings.id, id) : undefined,
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

/** A bookings list row as the query hands it over (JSON: dates as text, money as numbers). */
export interface BookingListRow {
  id: number;
  room_id: number;
  user_id: number | null;
  guest_email: string | null;
  guest_phone: string | null;
  start_date: string;
  end_date: string;
  status: BookingStatus;
  total_kobo: number;
  created_at: string;
  hold_expires_at: string | null;
  room_number: string;
  room_title: string;
  image: string | null;
  name: string;
  email: string | null;
}

type BookingListFilters = Partial<BookingListQuery> & { userId?: number };

/**
 * The bookings a list shows, as `from … where …`: the tables a search reads are joined
 * only when there is a search, so an unsearched page or count reads bookings alone.
 */
function bookingListSource(filters: BookingListFilters) {
  const searchJoins = filters.q
    ? sql`join ${rooms} on rooms.id = bookings.room_id
        join ${roomTypes} on room_types.id = bookings.room_type_id
        left join ${users} on users.id = bookings.user_id`
    : sql``;
  return sql`from ${bookings} ${searchJoins} where ${bookingListWhere(filters) ?? sql`true`}`;
}

/**
 * Bookings as list rows, newest (or oldest) first: one page of them, or the whole filtered
 * list. The page's ids are chosen first (an index walk for an unsearched page), then its
 * rows come back as one JSON array built by the database: the embedded database hands
 * over one value far faster than ten thousand rows of columns.
 */
export async function findBookingRows(
  db: Db,
  filters: BookingListFilters,
  window: { limit: number; offset: number } | null,
): Promise<BookingListRow[]> {
  const direction = filters.sort === 'oldest' ? sql`asc` : sql`desc`;
  return queryJsonArray<BookingListRow>(
    db,
    sql`with chosen as (
          select bookings.id ${bookingListSource(filters)}
          order by bookings.id ${direction}
          ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}
        )
        select coalesce(json_agg(page order by page.id ${direction}), '[]'::json) as rows from (
          select bookings.id, bookings.room_id, bookings.user_id, bookings.guest_email,
            bookings.guest_phone, bookings.start_date, bookings.end_date, bookings.status,
            bookings.total_kobo, bookings.created_at, bookings.hold_expires_at, rooms.room_number,
            room_types.title as room_title, first_images.path as image,
            ${bookerName} as name, ${bookerEmail} as email
          from chosen
          join ${bookings} on bookings.id = chosen.id
          join ${rooms} on rooms.id = bookings.room_id
          join ${roomTypes} on room_types.id = bookings.room_type_id
          left join ${users} on users.id = bookings.user_id
          -- Each type's first photo, joined once rather than looked up per row.
          left join (select distinct on (room_type_id) room_type_id, path from room_type_images
            order by room_type_id, position, id) as first_images
            on first_images.room_type_id = bookings.room_type_id
        ) as page`,
  );
}

export async function countBookingRows(db: Db, filters: BookingListFilters): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count ${bookingListSource(filters)}`,
  );
  return row?.count ?? 0;
}

/**
 * Guest bookings made with `email` join the account that has just proved it owns that
 * address (email link, Google), so they show on its profile.
 */
export async function attachGuestBookings(tx: Db | Tx, userId: number, email: string) {
  await tx
    .update(bookings)
    .set({ userId })
    .where(
      and(
        sql`${bookings.userId} is null`,
        sql`lower(${bookings.guestEmail}) = ${email.toLowerCase()}`,
      ),
    );
}

/**
 * Nights in [from, to) on which no unit of the type is free (`full`), and of those the
 * nights that are full only because of unpaid holds (`held`: with those holds let go, some
 * unit would be free), in one query.
 */
export async function fullNights(
  db: Db,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<{ full: string[]; held: string[] }> {
  const rows = await queryRows<{ night: string; held: boolean }>(
    db,
    sql`select to_char(n.night, 'YYYY-MM-DD') as night,
          exists (
            select 1 from rooms r
            where r.room_type_id = ${roomTypeId} and ${UNIT_FOR_SALE}
              and not exists (
                select 1 from bookings b
                where b.room_id = r.id and b.stay @> n.night::date
                  and (b.status in ('confirmed', 'checked_in')
                    or (b.status = 'pending' and b.hold_expires_at is null))
              )
              and not ${blockedOn(sql`r.id`, nightsOf(sql`n.night`, sql`(n.night::date + 1)`))}
          ) as held
        from generate_series(${from}::date, ${to}::date - 1, interval '1 day') as n(night)
        where not exists (
          select 1 from rooms r
          where r.room_type_id = ${roomTypeId} and ${UNIT_FOR_SALE}
            and not exists (
              select 1 from bookings b
              where b.room_id = r.id and ${HOLDS_UNIT} and b.stay @> n.night::date
            )
            and not ${blockedOn(sql`r.id`, nightsOf(sql`n.night`, sql`(n.night::date + 1)`))}
        )
        order by n.night`,
  );
  return {
    full: rows.map((row) => row.night),
    held: rows.filter((row) => row.held).map((row) => row.night),
  };
}
