import {
  BookingDetailSchema,
  BookingRowSchema,
  type BookingDetail,
  type BookingRow,
} from '@aso/core/bookings';
import { nightsBetween } from '@aso/core/dates';
import type { User } from '@aso/core/auth';
import type { RefundState } from '@aso/core/cancellation';
import type { PaymentStatus } from '@aso/core/constants';
import type { PriceLineAnswer } from '@aso/core/stay-price';
import { conveyanceLegs, type ConveyanceLegView } from '../../lib/conveyance-legs.ts';

export interface PaymentView {
  date: string | null;
  amount: number | null;
  /** The latest payment's status; a settled payment offers the receipt. */
  status?: PaymentStatus | null;
  /** Naira given back so far. */
  refunded?: number;
  /** The refund owed after a cancellation, if any. */
  refund?: RefundState | null;
}

/**
 * A reservation as the pages show it, from a full booking or, until that arrives (or
 * when it cannot), from the list row the profile passed along; what a row does not
 * carry is null and the page says so.
 */
export interface ReservationView {
  id: number;
  /** The booking reference (ASO-000012); null when only a list row is known. */
  reference: string | null;
  title: string;
  /** The unit's number (M101); null when not known. */
  unitNumber: string | null;
  location: { name: string; address: string } | null;
  images: string[];
  status: string;
  stayDates: string;
  nights: number;
  pricePerNight: number | null;
  total: number;
  /** null: not known; a payment without date and amount reads as not available. */
  payment: PaymentView | null;
  guest: { name: string; email: string; phone: string };
  breakfastCount: number | null;
  /** null: not known; [] none requested. */
  conveyance: ConveyanceLegView[] | null;
  /** The price's lines as the booking stored them; null when only a list row is known. */
  lines: PriceLineAnswer[] | null;
  promoCode: string | null;
}

const fullName = (user: Pick<User, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** The booking's own guest fields, else its account's (the session's user fills the phone). */
export function viewOfBooking(booking: BookingDetail, user: User | null = null): ReservationView {
  const booker = booking.user;
  return {
    id: booking.id,
    reference: booking.reference,
    title: booking.room.title || booking.room.name,
    unitNumber: booking.room_number,
    location: booking.location,
    images: booking.room.images,
    status: booking.status,
    stayDates: booking.stayDates,
    nights: booking.nights,
    pricePerNight: booking.room.price_per_night ?? booking.room.price,
    total: booking.total_amount,
    payment: {
      date: booking.payment_date,
      amount: booking.payment_amount,
      status: booking.payment_status,
      refunded: booking.refunded_amount,
      refund: booking.refund,
    },
    guest: {
      name: booking.guest_name ?? (booker ? fullName(booker) : ''),
      email: booking.guest_email ?? booker?.email ?? '',
      phone: booking.guest_phone ?? user?.phone_number ?? user?.phone ?? '',
    },
    breakfastCount: booking.includes_breakfast ? (booking.breakfast_count ?? 1) : null,
    conveyance: conveyanceLegs(booking),
    lines: booking.lines,
    promoCode: booking.promo_code,
  };
}

export function viewOfRow(row: BookingRow, user: User | null): ReservationView {
  return {
    id: row.id,
    reference: null,
    title: row.roomType,
    unitNumber: row.roomNumber,
    location: null,
    images: row.image ? [row.image] : [],
    status: row.status,
    stayDates: row.stayDates,
    nights: Math.max(0, nightsBetween(row.start_date, row.end_date)),
    pricePerNight: null,
    total: row.cost,
    payment: null,
    guest: {
      name: user ? fullName(user) : '',
      email: row.guest_email ?? user?.email ?? '',
      phone: user?.phone_number ?? user?.phone ?? '',
    },
    breakfastCount: null,
    conveyance: null,
    lines: null,
    promoCode: null,
  };
}

/** A settled payment (kept or given back) has a receipt; an attempt in progress has not. */
export function hasReceipt(view: ReservationView): boolean {
  const status = view.payment?.status;
  return status === 'success' || status === 'partially_refunded' || status === 'refunded';
}

/** The booking a link brought along, if it is one (a full booking or a list row). */
export function viewOfLinkState(
  state: unknown,
  id: number,
  user: User | null,
): { view: ReservationView; complete: boolean } | null {
  const booking = (state as { booking?: unknown } | null)?.booking;
  const detail = BookingDetailSchema.safeParse(booking);
  if (detail.success && detail.data.id === id) {
    return { view: viewOfBooking(detail.data, user), complete: true };
  }
  const row = BookingRowSchema.safeParse(booking);
  if (row.success && row.data.id === id)
    return { view: viewOfRow(row.data, user), complete: false };
  return null;
}
