import type { AdminBookingListResponse, AdminBookingRow, BookingListQuery } from '@aso/core/admin';
import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { bookingReference, type BookingDetail, type CalendarResponse } from '@aso/core/bookings';
import { quoteCancellation, type CancellationOffer } from '@aso/core/cancellation';
import { addDays, businessToday, isIsoDate } from '@aso/core/dates';
import { formatStayDates } from '@aso/core/display-dates';
import { koboToNaira } from '@aso/core/money';
import {
  linesOfStoredAmounts,
  NO_HOUSE_CHARGES,
  priceStayOnCalendar,
  toPriceLineAnswer,
} from '@aso/core/stay-price';
import type { StayPricing } from '../../db/pricing.ts';
import { findStayPricing } from '../rates/stay-pricing.repository.ts';
import type { Db } from '../../db/client.ts';
import { checkDateRange } from '../../lib/date-range.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import {
  countBookingRows,
  findBookingDetail,
  findBookingRows,
  type BookingDetailRow,
  type BookingListRow,
} from './bookings.repository.ts';
import type { GuestAccess } from './guest-access.ts';
import { fullNights } from './bookings.repository.ts';

export const BOOKING_NOT_FOUND = 'Booking not found';
/** The longest calendar window one request may ask for. */
const CALENDAR_MAX_DAYS = 400;

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

function toRow(row: BookingListRow): AdminBookingRow {
  return {
    id: row.id,
    roomID: row.room_id,
    roomType: row.room_title,
    roomNumber: row.room_number,
    stayDates: formatStayDates(row.start_date, row.end_date),
    start_date: row.start_date,
    end_date: row.end_date,
    cost: koboToNaira(Number(row.total_kobo)),
    image: row.image,
    booking_type: row.user_id === null ? 'guest' : 'user',
    guest_email: row.guest_email,
    guest_phone: row.guest_phone,
    status: row.status,
    user_id: row.user_id,
    hold_expires_at: row.status === 'pending' ? iso(row.hold_expires_at) : null,
    name: row.name,
    email: row.email,
    created_at: iso(row.created_at)!,
  };
}

/**
 * `GET /bookings`: every booking for staff, one's own for everyone else (spec §7), with
 * the optional search, filters and paging of DESIGN §7 applied in SQL.
 */
export async function listBookings(
  db: Db,
  reader: Pick<UserRow, 'id' | 'role'>,
  query: BookingListQuery,
): Promise<AdminBookingListResponse> {
  const filters = reader.role === 'user' ? { ...query, userId: reader.id } : query;
  const window = pageWindow(query, ADMIN_PAGE_SIZE.reservations);
  const { rows, pagination } = await paged(await findBookingRows(db, filters, window), window, () =>
    countBookingRows(db, filters),
  );
  return { bookings: rows.map(toRow), ...(pagination ? { pagination } : {}) };
}

/**
 * Who a booking is answered to: its guest (the owner, or the holder of its access token)
 * or staff. Only the cancellation offer differs (see `cancellationOffer`).
 */
export type BookingReader = 'guest' | 'staff';

export function toDetail(row: BookingDetailRow & object, readBy: BookingReader): BookingDetail {
  const { booking } = row;
  const pricePerNight = koboToNaira(row.pricePerNightKobo);
  return {
    id: booking.id,
    status: booking.status,
    start_date: booking.startDate,
    end_date: booking.endDate,
    stayDates: formatStayDates(booking.startDate, booking.endDate),
    nights: booking.nights,
    total_amount: koboToNaira(booking.totalKobo),
    room_amount: koboToNaira(booking.roomKobo),
    breakfast_amount: koboToNaira(booking.breakfastKobo),
    conveyance_amount: koboToNaira(booking.conveyanceKobo),
    includes_pickup: booking.conveyanceDirection !== null,
    includes_breakfast: booking.includesBreakfast,
    breakfast_count: booking.breakfastCount,
    conveyance_direction: booking.conveyanceDirection,
    pickup_date: booking.pickupDate,
    pickup_time: booking.pickupTime,
    pickup_phone: booking.pickupPhone,
    pickup_airport: booking.pickupAirport,
    dropoff_date: booking.dropoffDate,
    dropoff_time: booking.dropoffTime,
    dropoff_phone: booking.dropoffPhone,
    dropoff_airport: booking.dropoffAirport,
    guest_name: booking.guestName,
    guest_email: booking.guestEmail,
    guest_phone: booking.guestPhone,
    booking_type: booking.userId === null ? 'guest' : 'user',
    user: row.user
      ? { first_name: row.user.firstName, last_name: row.user.lastName, email: row.user.email }
      : null,
    room: {
      id: booking.roomTypeId,
      title: row.roomTitle,
      name: row.roomTitle,
      description: row.roomDescription,
      price: pricePerNight,
      price_per_night: pricePerNight,
      images: row.images,
    },
    room_id: booking.roomId,
    room_number: row.roomNumber,
    payment_status: row.paymentStatus as BookingDetail['payment_status'],
    payment_date: iso(row.paymentDate),
    payment_amount: row.paymentKobo === null ? null : koboToNaira(Number(row.paymentKobo)),
    affiliate_code: booking.affiliateId ? booking.affiliateCodeEntered : null,
    created_at: iso(booking.createdAt)!,
    reference: bookingReference(booking.id),
    location: { name: row.locationName ?? 'Aso Residences', address: row.address ?? 'Abuja' },
    hold_expires_at: booking.status === 'pending' ? iso(booking.holdExpiresAt) : null,
    refunded_amount: koboToNaira(Number(row.paidRefundedKobo ?? 0)),
    refund:
      row.refundKobo === null || row.refundStatus === null
        ? null
        : { amount: koboToNaira(Number(row.refundKobo)), status: row.refundStatus },
    cancellation: cancellationOffer(row, readBy),
    lines: (row.lines.length > 0 ? row.lines : linesOfStoredAmounts(booking)).map(
      toPriceLineAnswer,
    ),
    promo_code: row.promoCode,
  };
}

/**
 * What cancelling today would refund, by the policy of packages/core on what was paid and
 * not yet given back. Its guest is offered it for a confirmed booking only (a pending one
 * is released instead, the others are past cancelling); staff may cancel any booking not
 * cancelled yet, a checked-in one too, and choose its refund from this offer (by the
 * policy, in full: what was paid and not given back, or none).
 */
function cancellationOffer(
  row: BookingDetailRow & object,
  readBy: BookingReader,
): CancellationOffer | null {
  const { status } = row.booking;
  if (readBy === 'guest' ? status !== 'confirmed' : status === 'cancelled') return null;
  const paidKobo = Number(row.paidKobo ?? 0) - Number(row.paidRefundedKobo ?? 0);
  const quote = quoteCancellation(row.booking.startDate, paidKobo);
  return {
    allowed: quote.allowed,
    days_before_check_in: quote.daysBeforeCheckIn,
    charge_percent: quote.chargePercent,
    paid_amount: koboToNaira(paidKobo),
    charge_amount: koboToNaira(quote.chargeKobo),
    refund_amount: koboToNaira(quote.refundKobo),
  };
}

/**
 * One booking for its owner, an admin, or a guest holding its access token; anyone
 * else gets the same 404 as for an id that does not exist, so ids reveal nothing.
 */
export async function readBooking(
  db: Db,
  guestAccess: GuestAccess,
  id: number | null,
  reader: { user: UserRow | null; accessToken?: string },
): Promise<BookingDetail> {
  const row = id === null ? undefined : await findBookingDetail(db, id);
  if (!row) throw new AppError(404, BOOKING_NOT_FOUND);
  const { user } = reader;
  const allowed =
    (user && (user.role !== 'user' || row.booking.userId === user.id)) ||
    // The emailed link keeps working after the booking joins the account of that email.
    (await guestAccess.allows(row.booking.id, reader.accessToken));
  if (!allowed) throw new AppError(404, BOOKING_NOT_FOUND);
  return toDetail(row, user && user.role !== 'user' ? 'staff' : 'guest');
}

/** The nights of [from, to) a rate period covers, at its price, with its stay rules. */
function periodNights(pricing: StayPricing, from: string, to: string): CalendarResponse['rates'] {
  const priced = priceStayOnCalendar(
    pricing.roomType,
    pricing.periods,
    { startDate: from, endDate: to, breakfastCount: null, conveyance: null },
    null,
    NO_HOUSE_CHARGES,
  );
  const byId = new Map(pricing.periods.map((period) => [period.id, period]));
  return priced.nights.flatMap((night) => {
    const period = night.periodId === null ? undefined : byId.get(night.periodId);
    if (!period) return [];
    return [
      {
        date: night.date,
        price: koboToNaira(night.priceKobo),
        min_nights: period.minNights,
        max_nights: period.maxNights,
        closed_to_arrival: period.closedToArrival,
      },
    ];
  });
}

/**
 * The nights in [from, to) on which no unit of the type is free, for the date picker, and
 * which of them only unpaid checkouts hold ("may free up").
 */
export async function readCalendar(
  db: Db,
  roomTypeId: number,
  range: { from?: string; to?: string },
): Promise<CalendarResponse> {
  const from = range.from ?? businessToday();
  const to = range.to ?? (isIsoDate(from) ? addDays(from, 90) : '');
  checkDateRange(
    { start: from, end: to },
    { start: 'from', end: 'to' },
    { start: 'from', end: 'to' },
    {
      maxNights: CALENDAR_MAX_DAYS,
      message: `The calendar covers at most ${CALENDAR_MAX_DAYS} days per request.`,
    },
  );
  const [nights, pricing] = await Promise.all([
    fullNights(db, roomTypeId, from, to),
    findStayPricing(db, roomTypeId, from, to),
  ]);
  return {
    room_type_id: roomTypeId,
    from,
    to,
    unavailable_dates: nights.full,
    held_dates: nights.held,
    rates: pricing ? periodNights(pricing, from, to) : [],
  };
}
