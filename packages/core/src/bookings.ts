import { z } from 'zod';
import { CancellationOfferSchema, RefundStateSchema } from './cancellation.ts';
import { BOOKING_STATUSES, MAX_NIGHTS, PAYMENT_STATUSES } from './constants.ts';
import { EmailSchema, PhoneSchema, requiredText } from './auth.ts';
import { addDays, businessToday, isIsoDate, nightsBetween } from './dates.ts';
import { CONVEYANCE_DIRECTIONS } from './pricing.ts';
import { PriceLineAnswerSchema } from './stay-price.ts';

// The longest stay, kept in constants.ts so the public room search loads no booking schemas.
export { MAX_NIGHTS };

/** Spec §2 Conveyance modal: the airports, by the code the API speaks. */
export const AIRPORTS = {
  abuja: "Nnamdi Azikiwe Int'l",
  lagos: "Murtala Muhammed Int'l",
  phc: "Port Harcourt Int'l",
} as const;
export type AirportCode = keyof typeof AIRPORTS;
const AIRPORT_CODES = Object.keys(AIRPORTS) as [AirportCode, ...AirportCode[]];

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isIsoDate, 'The date must be a valid date (YYYY-MM-DD).');

/** A time on a 30-minute step, `HH:MM` (spec §5). */
const halfHourTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):(00|30)$/, 'The time must be on the hour or half past (HH:MM).');

const conveyanceLeg = (leg: 'pickup' | 'drop-off') =>
  z.object({
    date: isoDate(`Please select ${leg} date.`).refine(
      (date) => date >= businessToday(),
      `The ${leg} date cannot be in the past.`,
    ),
    time: halfHourTime(`Please select ${leg} time.`),
    phone: z
      .string({ error: `Please enter ${leg} phone number.` })
      .trim()
      .min(1, `Please enter ${leg} phone number.`)
      .pipe(PhoneSchema),
    airport: z.enum(AIRPORT_CODES, { error: `Please select ${leg} airport.` }),
  });
export type ConveyanceLeg = z.infer<ReturnType<typeof conveyanceLeg>>;

export const ConveyanceSchema = z
  .object({
    direction: z.enum(CONVEYANCE_DIRECTIONS, {
      error: 'The conveyance direction must be pickup, dropoff or both.',
    }),
    pickup: z.unknown().optional(),
    dropoff: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    // Only the legs of the chosen direction are read; the other may be anything.
    const wants = (leg: 'pickup' | 'dropoff') =>
      value.direction === leg || value.direction === 'both';
    const read = (leg: 'pickup' | 'dropoff') => {
      if (!wants(leg)) return null;
      const parsed = conveyanceLeg(leg === 'pickup' ? 'pickup' : 'drop-off').safeParse(
        value[leg] ?? {},
      );
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [leg, ...issue.path] });
      }
      return null;
    };
    return { direction: value.direction, pickup: read('pickup'), dropoff: read('dropoff') };
  });
export type Conveyance = z.infer<typeof ConveyanceSchema>;

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * The rules every stay's dates follow (a guest's booking or the desk's): from today in
 * Abuja, ending after it starts, at most MAX_NIGHTS nights.
 */
export function refineStayDates(
  stay: { start_date: string; end_date: string },
  ctx: z.RefinementCtx,
): void {
  if (!isIsoDate(stay.start_date) || !isIsoDate(stay.end_date)) return;
  if (stay.start_date < businessToday()) {
    ctx.addIssue({
      code: 'custom',
      path: ['start_date'],
      message: 'The start date must be today or later.',
    });
  }
  if (stay.end_date <= stay.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must be after the start date.',
    });
  } else if (nightsBetween(stay.start_date, stay.end_date) > MAX_NIGHTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `A booking may be at most ${MAX_NIGHTS} nights.`,
    });
  }
}

/** The days an airport leg may be on: the check-in day or the day after, the check-out day or the day before. */
export function conveyanceLegDays(stay: { start_date: string; end_date: string }) {
  return {
    pickup: [stay.start_date, addDays(stay.start_date, 1)],
    dropoff: [addDays(stay.end_date, -1), stay.end_date],
  } as const;
}

export const PICKUP_OUTSIDE_STAY = 'The pickup must be on the check-in day or the day after.';
export const DROPOFF_OUTSIDE_STAY = 'The drop-off must be on the check-out day or the day before.';

/** Airport legs that match the stay (a pickup two months after check-out is a mistake). */
export function refineConveyanceDays(
  request: {
    start_date: string;
    end_date: string;
    airport_conveyance: Conveyance | null;
  },
  ctx: z.RefinementCtx,
): void {
  const conveyance = request.airport_conveyance;
  if (!conveyance || !isIsoDate(request.start_date) || !isIsoDate(request.end_date)) return;
  if (request.end_date <= request.start_date) return;
  const days = conveyanceLegDays(request);
  const legs = [
    ['pickup', conveyance.pickup, days.pickup, PICKUP_OUTSIDE_STAY],
    ['dropoff', conveyance.dropoff, days.dropoff, DROPOFF_OUTSIDE_STAY],
  ] as const;
  for (const [name, leg, allowed, message] of legs) {
    if (leg && !(allowed as readonly string[]).includes(leg.date)) {
      ctx.addIssue({ code: 'custom', path: ['airport_conveyance', name, 'date'], message });
    }
  }
}

/**
 * The booking request's fields, each with its own rule, before the rules across them: the
 * booking card's form is built from these (`BookingChoicesSchema` of the web app).
 */
export const BookingRequestFieldsSchema = z.object({
  room_type_id: z.coerce
    .number({ error: 'The room type is required.' })
    .int('The room type is required.')
    .positive('The room type is required.')
    .max(2_147_483_647, 'The room type is required.'),
  start_date: isoDate('Please select a date range.'),
  end_date: isoDate('Please select a date range.'),
  airport_conveyance: ConveyanceSchema.nullish().transform((value) => value ?? null),
  breakfast: z.boolean().optional().default(false),
  breakfast_count: z.coerce
    .number()
    .int('The breakfast count must be a whole number.')
    .min(1, 'The breakfast count must be at least 1.')
    .nullish(),
  affiliate_code: optionalText(64),
  /** A promo code (issue 31), matched without regard to case. */
  promo_code: optionalText(64),
  guest_name: optionalText(200),
  guest_email: z.preprocess(emptyToNull, EmailSchema.nullish()).transform((email) => email ?? null),
  guest_phone: z.preprocess(emptyToNull, PhoneSchema.nullish()).transform((phone) => phone ?? null),
});

/**
 * Spec §3 Booking request. The echoed prices (`breakfast_price`, …) are accepted and
 * ignored: the server prices the stay itself. The breakfast count's upper bound depends
 * on the room type and is checked by the booking service.
 */
export const BookingRequestSchema = BookingRequestFieldsSchema.superRefine(refineStayDates)
  .superRefine(refineConveyanceDays)
  .transform((request) => ({
    ...request,
    breakfast_count: request.breakfast ? (request.breakfast_count ?? 1) : null,
  }));
export type BookingRequest = z.input<typeof BookingRequestSchema>;
export type ParsedBookingRequest = z.output<typeof BookingRequestSchema>;

/** The guest's details, required when nobody is logged in. */
export const GuestDetailsSchema = z.object({
  guest_name: requiredText('guest name', 200),
  guest_email: EmailSchema,
  guest_phone: z
    .string({ error: 'The guest phone field is required.' })
    .trim()
    .min(1, 'The guest phone field is required.')
    .pipe(PhoneSchema),
});

export const InitiatePaymentResponseSchema = z.object({
  authorization_url: z.string(),
  reference: z.string(),
  booking_id: z.number().int(),
  /** A guest's access token for this booking (resume, release, read); null for accounts. */
  access: z.string().nullable(),
});
export type InitiatePaymentResponse = z.infer<typeof InitiatePaymentResponseSchema>;

/** How a payment ended: `declined` and `abandoned` took no money; `failed` = not verified. */
export const PAYMENT_OUTCOMES = [
  'confirmed',
  'declined',
  'abandoned',
  'failed',
  'refunded',
  'pending',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
/** Outcome `declined`: the card was refused. */
export const PAYMENT_DECLINED = 'Your card was declined. No money was taken.';
/** Outcome `abandoned`: the checkout was left before paying. */
export const PAYMENT_NOT_COMPLETED = 'The payment was not completed. No money was taken.';

export const PaymentCallbackResponseSchema = z.object({
  success: z.boolean(),
  redirect_url: z.string().nullable(),
  message: z.string(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** The booking paid for, so a declined payment can be tried again or released. */
  booking_id: z.number().int().nullable(),
  /** A guest's access token for that booking; null for accounts. */
  access: z.string().nullable(),
});
export type PaymentCallbackResponse = z.infer<typeof PaymentCallbackResponseSchema>;

export const CalendarResponseSchema = z.object({
  room_type_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Nights on which no unit of the type is free. */
  unavailable_dates: z.array(z.string()),
  /** Of those, the nights that are full only because of unpaid checkouts ("may free up"). */
  held_dates: z.array(z.string()),
  /**
   * The nights a rate period covers (issue 31), with their price in naira and the rules of
   * a stay that starts on them; every other night is at the room type's own price, free of rules.
   */
  rates: z.array(
    z.object({
      date: z.string(),
      price: z.number(),
      min_nights: z.number().int().nullable(),
      max_nights: z.number().int().nullable(),
      closed_to_arrival: z.boolean(),
    }),
  ),
});
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;

/** Spec §3 Booking list row. */
export const BookingRowSchema = z.object({
  id: z.number().int(),
  roomID: z.number().int(),
  roomType: z.string(),
  roomNumber: z.string(),
  stayDates: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cost: z.number(),
  image: z.string().nullable(),
  booking_type: z.enum(['guest', 'user']),
  guest_email: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  user_id: z.number().int().nullable(),
  /** When an unpaid checkout's hold runs out (pending bookings only). */
  hold_expires_at: z.string().nullable(),
});
export type BookingRow = z.infer<typeof BookingRowSchema>;
export const BookingListResponseSchema = z.object({ bookings: z.array(BookingRowSchema) });

/** Spec §3 Booking detail, with the drop-off leg beside the spec's pickup fields. */
export const BookingDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  stayDates: z.string(),
  nights: z.number().int(),
  total_amount: z.number(),
  room_amount: z.number(),
  breakfast_amount: z.number(),
  conveyance_amount: z.number(),
  includes_pickup: z.boolean(),
  includes_breakfast: z.boolean(),
  breakfast_count: z.number().int().nullable(),
  conveyance_direction: z.enum(CONVEYANCE_DIRECTIONS).nullable(),
  pickup_date: z.string().nullable(),
  pickup_time: z.string().nullable(),
  pickup_phone: z.string().nullable(),
  pickup_airport: z.string().nullable(),
  dropoff_date: z.string().nullable(),
  dropoff_time: z.string().nullable(),
  dropoff_phone: z.string().nullable(),
  dropoff_airport: z.string().nullable(),
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  guest_phone: z.string().nullable(),
  booking_type: z.enum(['guest', 'user']),
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  room: z.object({
    id: z.number().int(),
    title: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    price_per_night: z.number(),
    images: z.array(z.string()),
  }),
  room_id: z.number().int(),
  room_number: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  payment_date: z.string().nullable(),
  payment_amount: z.number().nullable(),
  affiliate_code: z.string().nullable(),
  created_at: z.string(),
  /** The booking reference guests quote and type into /find-booking (ASO-000123). */
  reference: z.string(),
  /** Where the unit is: the location's name and street address. */
  location: z.object({ name: z.string(), address: z.string() }),
  hold_expires_at: z.string().nullable(),
  refunded_amount: z.number(),
  refund: RefundStateSchema.nullable(),
  /**
   * What cancelling today would refund; null when the reader cannot cancel it at all: for
   * its guest, any booking but a confirmed one; for staff, a cancelled one.
   */
  cancellation: CancellationOfferSchema.nullable(),
  /** What the stay was priced with (issue 31): room, discounts, extras, charges and taxes. */
  lines: z.array(PriceLineAnswerSchema),
  /** The promo code the booking used, as the house spells it. */
  promo_code: z.string().nullable(),
});
export type BookingDetail = z.infer<typeof BookingDetailSchema>;
export const BookingDetailResponseSchema = z.object({ booking: BookingDetailSchema });

/** `POST /bookings/{id}/cancel` answers the cancelled booking. */
export const CancelBookingResponseSchema = z.object({
  message: z.string(),
  booking: BookingDetailSchema,
});

/** `/find-booking`: the reference and the email the booking was made with. */
export const FindBookingRequestSchema = z.object({
  reference: z
    .string({ error: 'The booking reference is required.' })
    .trim()
    .min(1, 'The booking reference is required.')
    .max(40, 'That is not a booking reference.'),
  email: EmailSchema,
});
export type FindBookingRequest = z.infer<typeof FindBookingRequestSchema>;
export const FIND_BOOKING_ANSWER =
  'If a booking with that reference was made with that email, we have sent its details there.';

const BOOKING_REFERENCE_PREFIX = 'ASO-';
/** Booking #42 → `ASO-000042`. */
export function bookingReference(id: number): string {
  return `${BOOKING_REFERENCE_PREFIX}${String(id).padStart(6, '0')}`;
}
/** `aso-000042`, `ASO-42` or `42` → 42; null for anything else. */
export function parseBookingReference(text: string): number | null {
  const match = /^(?:aso-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
