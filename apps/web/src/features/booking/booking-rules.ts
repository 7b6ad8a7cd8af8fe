import { nairaToKobo, koboToNaira } from '@aso/core/money';
import { nightsBetween } from '@aso/core/dates';
import {
  priceStay,
  type ConveyanceDirection,
  type PriceBreakdown,
  type PricedRoomType,
} from '@aso/core/pricing';
import { GuestDetailsSchema, type ConveyanceLeg } from '@aso/core/bookings';
import type { RoomType } from '@aso/core/rooms';
import type { InitiatePaymentBody } from './api/initiate-payment.ts';
import type { StayRange } from './stay-dates.ts';

export const DATES_REQUIRED = 'Please select a date range.';
export const TERMS_REQUIRED = 'You must agree to the terms.';
export const GUEST_FIELDS_REQUIRED = 'All fields are required';
export const GUEST_BOOKING_FAILED = 'Failed to process guest booking';

/** Spec §4/§9: the redirect notice shows this long before the payment call. */
export const REDIRECT_NOTICE_MS = 2000;

/** The conveyance as the guest chose it in the modal (only the legs of the direction). */
export interface ConveyanceChoice {
  direction: ConveyanceDirection;
  pickup: ConveyanceLeg | null;
  dropoff: ConveyanceLeg | null;
}

export interface GuestDetails {
  guest_name: string;
  guest_email: string;
  guest_phone: string;
}

/** The card's choices, from which the price and the request follow. */
export interface BookingChoices {
  range: StayRange;
  breakfast: boolean;
  breakfastCount: number;
  conveyance: ConveyanceChoice | null;
  affiliateCode: string;
  termsAccepted: boolean;
}

/** The room type's prices in kobo, as `priceStay` of @aso/core reads them. */
export function pricedRoomType(room: RoomType): PricedRoomType {
  const kobo = (naira: number | null) => (naira === null ? null : nairaToKobo(naira));
  return {
    title: room.title,
    pricePerNightKobo: nairaToKobo(room.price_per_night),
    breakfastEnabled: room.breakfast_enabled,
    breakfastPriceKobo: nairaToKobo(room.breakfast_price),
    airportConveyanceEnabled: room.airport_conveyance_enabled,
    airportPickupPriceKobo: kobo(room.airport_pickup_price),
    airportDropoffPriceKobo: kobo(room.airport_dropoff_price),
    airportBothPriceKobo: kobo(room.airport_both_price),
  };
}

/** The nights of a complete range, else 0. */
export const stayNights = ({ start, end }: StayRange) =>
  start && end ? Math.max(0, nightsBetween(start, end)) : 0;

/** The price the server will charge for these choices (null until both dates are set). */
export function priceChoices(room: RoomType, choices: BookingChoices): PriceBreakdown | null {
  const nights = stayNights(choices.range);
  if (nights === 0) return null;
  return priceStay(pricedRoomType(room), {
    nights,
    breakfastCount: room.breakfast_enabled && choices.breakfast ? choices.breakfastCount : null,
    conveyance: room.airport_conveyance_enabled ? (choices.conveyance?.direction ?? null) : null,
  });
}

/** What still stops BOOK NOW, in the spec's words (spec §8), in the order to fix them. */
export function missingForBooking(choices: BookingChoices): string[] {
  const missing: string[] = [];
  if (stayNights(choices.range) === 0) missing.push(DATES_REQUIRED);
  if (!choices.termsAccepted) missing.push(TERMS_REQUIRED);
  return missing;
}

/** The `POST /api/initiate-payment` body; the guest's details only when nobody is logged in. */
export function bookingRequestBody(
  room: RoomType,
  choices: BookingChoices,
  guest: GuestDetails | null,
): InitiatePaymentBody {
  const { start, end } = choices.range;
  if (!start || !end) throw new Error(DATES_REQUIRED);
  const breakfast = room.breakfast_enabled && choices.breakfast;
  const conveyance = room.airport_conveyance_enabled ? choices.conveyance : null;
  const price = priceChoices(room, choices);
  const affiliateCode = choices.affiliateCode.trim();
  return {
    room_type_id: room.room_type_id,
    start_date: start,
    end_date: end,
    airport_conveyance: conveyance
      ? {
          direction: conveyance.direction,
          ...(conveyance.pickup ? { pickup: conveyance.pickup } : {}),
          ...(conveyance.dropoff ? { dropoff: conveyance.dropoff } : {}),
        }
      : null,
    breakfast,
    breakfast_count: breakfast ? choices.breakfastCount : null,
    affiliate_code: affiliateCode || null,
    ...(guest ?? {}),
    breakfast_enabled: room.breakfast_enabled,
    breakfast_price: room.breakfast_price,
    airport_conveyance_enabled: room.airport_conveyance_enabled,
    airport_conveyance_price: koboToNaira(price?.conveyanceKobo ?? 0),
  };
}

export const GUEST_FIELDS = ['guest_name', 'guest_email', 'guest_phone'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestErrors = Partial<Record<GuestField, string>>;

export type GuestResult =
  { ok: true; value: GuestDetails } | { ok: false; message: string | null; errors: GuestErrors };

/**
 * Spec §5 Guest modal: name, email and phone all required ("All fields are required"),
 * then the server's own rules for an email address and a phone number.
 */
export function validateGuest(values: GuestDetails): GuestResult {
  const empty = GUEST_FIELDS.filter((field) => values[field].trim() === '');
  if (empty.length > 0) {
    const errors: GuestErrors = {};
    for (const field of empty) errors[field] = 'This field is required.';
    return { ok: false, message: GUEST_FIELDS_REQUIRED, errors };
  }
  const parsed = GuestDetailsSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: GuestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GuestField;
    errors[field] ??= issue.message;
  }
  return { ok: false, message: null, errors };
}
