import { z } from 'zod';
import { nairaToKobo, koboToNaira } from '@aso/core/money';
import { nightsBetween } from '@aso/core/dates';
import {
  maxBreakfastPersons,
  priceStay,
  type PriceBreakdown,
  type PricedRoomType,
} from '@aso/core/pricing';
import {
  BookingRequestFieldsSchema,
  GuestDetailsSchema,
  refineConveyanceDays,
  refineStayDates,
  type Conveyance,
} from '@aso/core/bookings';
import type { RoomType } from '@aso/core/rooms';
import type { QuoteRequest } from './api/get-quote.ts';
import type { InitiatePaymentBody } from './api/initiate-payment.ts';
import type { StayRange } from './stay-dates.ts';

export const TERMS_REQUIRED = 'You must agree to the terms.';
export const GUEST_FIELDS_REQUIRED = 'All fields are required';
export const GUEST_BOOKING_FAILED = 'Failed to process guest booking';

/** Spec §4/§9: the redirect notice shows this long before the payment call. */
export const REDIRECT_NOTICE_MS = 2000;

/** The conveyance as the guest chose it in the modal (only the legs of the direction). */
export type ConveyanceChoice = Conveyance;

export type GuestDetails = z.infer<typeof GuestDetailsSchema>;

/**
 * The booking card's choices: the stay, the extras and the codes with the booking
 * request's own fields and rules (dates from today, legs that match the stay), the guest's
 * details (given in the guest modal when nobody is logged in), and the terms, agreed to
 * for each booking. Dates are '' until chosen.
 */
export const BookingChoicesSchema = BookingRequestFieldsSchema.pick({
  start_date: true,
  end_date: true,
  breakfast: true,
  breakfast_count: true,
  airport_conveyance: true,
  affiliate_code: true,
  promo_code: true,
})
  .extend({
    guest: GuestDetailsSchema.nullable(),
    terms_accepted: z.boolean().refine(Boolean, TERMS_REQUIRED),
  })
  .superRefine(refineStayDates)
  .superRefine(refineConveyanceDays);

/** The card's choices as the form holds them (the checked ones have the same shape). */
export type BookingChoices = z.output<typeof BookingChoicesSchema>;

/** The dates of the choices as the calendar speaks them. */
export const rangeOf = (choices: Pick<BookingChoices, 'start_date' | 'end_date'>): StayRange => ({
  start: choices.start_date || null,
  end: choices.end_date || null,
});

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

/** The persons breakfast is for, within the room's limit; null without breakfast. */
export function breakfastCountOf(room: RoomType, choices: BookingChoices): number | null {
  if (!room.breakfast_enabled || !choices.breakfast) return null;
  return Math.min(choices.breakfast_count ?? 1, maxBreakfastPersons(room.title));
}

/** The conveyance, when the room offers one. */
export const conveyanceOf = (room: RoomType, choices: BookingChoices) =>
  room.airport_conveyance_enabled ? choices.airport_conveyance : null;

/**
 * The extras' price for the echo of the booking request (the server prices the stay
 * itself; the card shows its quote): null until both dates are set.
 */
export function priceChoices(room: RoomType, choices: BookingChoices): PriceBreakdown | null {
  const nights = stayNights(rangeOf(choices));
  if (nights === 0) return null;
  return priceStay(pricedRoomType(room), {
    nights,
    breakfastCount: breakfastCountOf(room, choices),
    conveyance: conveyanceOf(room, choices)?.direction ?? null,
  });
}

/** The conveyance as the request sends it: only the legs of its direction. */
function conveyanceBody(conveyance: ConveyanceChoice | null) {
  return conveyance
    ? {
        direction: conveyance.direction,
        ...(conveyance.pickup ? { pickup: conveyance.pickup } : {}),
        ...(conveyance.dropoff ? { dropoff: conveyance.dropoff } : {}),
      }
    : null;
}

const codeOrNull = (code: string | null | undefined) => code?.trim() || null;

/**
 * What `POST /api/quote` prices for these choices: null until both dates make a stay.
 * The affiliate code is left out: it earns a partner commission and changes no price.
 */
export function quoteRequest(room: RoomType, choices: BookingChoices): QuoteRequest | null {
  if (stayNights(rangeOf(choices)) === 0) return null;
  const breakfastCount = breakfastCountOf(room, choices);
  return {
    room_type_id: room.room_type_id,
    start_date: choices.start_date,
    end_date: choices.end_date,
    breakfast: breakfastCount !== null,
    breakfast_count: breakfastCount,
    airport_conveyance: conveyanceBody(conveyanceOf(room, choices)),
    promo_code: codeOrNull(choices.promo_code),
  };
}

/**
 * What still stops BOOK NOW, in the spec's words (spec §8), in the order to fix them:
 * the first message of each choice the card's schema refuses, each said once ("Please
 * select a date range." is both dates'), as the form's resolver reads them.
 */
export function missingForBooking(choices: BookingChoices): string[] {
  const parsed = BookingChoicesSchema.safeParse(choices);
  if (parsed.success) return [];
  const firstOfEach = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!firstOfEach.has(path)) firstOfEach.set(path, issue.message);
  }
  return [...new Set(firstOfEach.values())];
}

/**
 * The `POST /api/initiate-payment` body from the checked choices; the guest's details
 * only when nobody is logged in.
 */
export function bookingRequestBody(
  room: RoomType,
  choices: BookingChoices,
  guest: GuestDetails | null,
): InitiatePaymentBody {
  const breakfastCount = breakfastCountOf(room, choices);
  const conveyance = conveyanceOf(room, choices);
  const price = priceChoices(room, choices);
  return {
    room_type_id: room.room_type_id,
    start_date: choices.start_date,
    end_date: choices.end_date,
    airport_conveyance: conveyanceBody(conveyance),
    breakfast: breakfastCount !== null,
    breakfast_count: breakfastCount,
    // Trimmed, and null when empty, by the request's own rule.
    affiliate_code: choices.affiliate_code,
    promo_code: choices.promo_code,
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
