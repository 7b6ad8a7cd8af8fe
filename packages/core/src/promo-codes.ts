/**
 * Promo codes (issue 31 point 3): staff create them (`/promo-codes`), guests check one
 * against a stay (`/promo-codes/check`) and book with it (`promo_code` of
 * `initiate-payment`). A code takes a percentage or a fixed amount off the room, after
 * the long-stay discount; the rules of which stays it serves are decided here, the same
 * on the server and in the browser.
 */
import { z } from 'zod';
import { MAX_NIGHTS } from './constants.ts';
import { isIsoDate, nightsBetween } from './dates.ts';
import {
  dateValue,
  flag,
  formValue,
  isBlank,
  koboOf,
  optionalWholeNumber,
  percentValue,
  refineEndAfterStart,
  wholeNumber,
} from './form-values.ts';
import { formatKobo, koboToNaira } from './money.ts';

export const MAX_PROMO_PERCENT = 90;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export const PROMO_CODE_CREATED = 'Promo code created successfully.';
export const PROMO_CODE_UPDATED = 'Promo code updated successfully.';
export const PROMO_CODE_NOT_FOUND = 'Promo code not found.';
export const PROMO_CODE_TAKEN = 'A promo code with this code already exists.';
export const PROMO_UNKNOWN = "We don't know this code.";
export const PROMO_EXPIRED = 'This code has expired.';
export const PROMO_WRONG_DATES = 'This code is not valid for these dates.';
export const PROMO_WRONG_ROOM = 'This code is not valid for this apartment.';
export const PROMO_USED_UP = 'This code has been used up.';
export const promoNeedsNights = (nights: number) =>
  `This code needs a stay of at least ${nights} ${nights === 1 ? 'night' : 'nights'}.`;

const roomTypeIds = z
  .array(
    z.coerce
      .number({ error: 'Each room type must be a room type id.' })
      .int('Each room type must be a room type id.')
      .positive('Each room type must be a room type id.')
      .max(2_147_483_647, 'Each room type must be a room type id.'),
    { error: 'The room types must be a list of room type ids.' },
  )
  .max(100, 'A code may name at most 100 room types.')
  .optional()
  .default([])
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** `POST /promo-codes`, `PUT /promo-codes/{id}`. */
export const PromoCodeInputSchema = z
  .object({
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .regex(PROMO_CODE_PATTERN, 'The code must be 4 to 20 letters or digits.')
      .transform((code) => code.toUpperCase()),
    percent_off: percentValue('percent off', MAX_PROMO_PERCENT),
    /** Naira. */
    amount_off: formValue('amount off').transform((value, ctx) =>
      isBlank(value) ? null : koboOf(value!, 'amount off', 'positive', ctx),
    ),
    stays_from: dateValue('stays from'),
    stays_to: dateValue('stays to'),
    valid_until: dateValue('valid until'),
    min_nights: wholeNumber('minimum stay', 1, MAX_NIGHTS, 1),
    max_uses: optionalWholeNumber('maximum uses', 1, 1_000_000),
    room_type_ids: roomTypeIds,
    active: flag('active').optional().default(true),
  })
  .superRefine((promo, ctx) => {
    const percent = promo.percent_off !== undefined && promo.percent_off !== null;
    const amount = promo.amount_off !== null && promo.amount_off !== undefined;
    if (percent === amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent_off'],
        message: 'Give either a percentage off or an amount off, not both.',
      });
    }
    if (percent && promo.percent_off === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent_off'],
        message: 'The percent off must be greater than 0.',
      });
    }
    if (
      isIsoDate(promo.stays_from) &&
      isIsoDate(promo.stays_to) &&
      promo.stays_to < promo.stays_from
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['stays_to'],
        message: 'The last stay date may not be before the first.',
      });
    }
  })
  .transform((promo) => ({
    code: promo.code,
    percentOff: promo.percent_off ?? null,
    amountOffKobo: promo.amount_off ?? null,
    staysFrom: promo.stays_from,
    staysTo: promo.stays_to,
    validUntil: promo.valid_until,
    minNights: promo.min_nights,
    maxUses: promo.max_uses,
    roomTypeIds: promo.room_type_ids,
    active: promo.active,
  }));
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>;
export type PromoCodeValues = z.output<typeof PromoCodeInputSchema>;

/** A stored code with what the rules need. */
export interface PromoCodeRule extends PromoCodeValues {
  id: number;
}

/** The promo code as answered to staff, amounts in naira, with its uses so far. */
export const PromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
  stays_from: z.string(),
  stays_to: z.string(),
  valid_until: z.string(),
  min_nights: z.number().int(),
  max_uses: z.number().int().nullable(),
  room_type_ids: z.array(z.number().int()),
  active: z.boolean(),
  /** Confirmed bookings and running holds that used it. */
  uses: z.number().int(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export function toPromoCode(rule: PromoCodeRule, uses: number): PromoCode {
  return {
    id: rule.id,
    code: rule.code,
    percent_off: rule.percentOff,
    amount_off: rule.amountOffKobo === null ? null : koboToNaira(rule.amountOffKobo),
    stays_from: rule.staysFrom,
    stays_to: rule.staysTo,
    valid_until: rule.validUntil,
    min_nights: rule.minNights,
    max_uses: rule.maxUses,
    room_type_ids: rule.roomTypeIds,
    active: rule.active,
    uses,
  };
}

export const PromoCodeListResponseSchema = z.object({ promo_codes: z.array(PromoCodeSchema) });
export const PromoCodeSavedResponseSchema = z.object({
  message: z.string(),
  promo_code: PromoCodeSchema,
});

/** `GET /promo-codes/check`: a code against a stay. */
export const PromoCheckQuerySchema = z
  .object({
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .min(1, 'The code field is required.')
      .max(64, PROMO_UNKNOWN),
    room_type_id: z
      .string({ error: 'The room type is required.' })
      .regex(/^[1-9][0-9]{0,9}$/, 'The room type is required.')
      .transform(Number),
    start_date: dateValue('start date'),
    end_date: dateValue('end date'),
  })
  .superRefine((stay, ctx) => {
    refineEndAfterStart(stay, ctx);
  });

export const PromoCheckResponseSchema = z.object({
  code: z.string(),
  discount_label: z.string(),
  /** What the code takes off this stay, in naira. */
  discount: z.number(),
});
export type PromoCheckResponse = z.infer<typeof PromoCheckResponseSchema>;

/** What a code takes off, in words: "10% off the room" or "₦5,000 off the room". */
export function promoDiscountLabel(rule: Pick<PromoCodeRule, 'percentOff' | 'amountOffKobo'>) {
  if (rule.percentOff !== null) return `${rule.percentOff}% off the room`;
  return `${formatKobo(rule.amountOffKobo ?? 0)} off the room`;
}

/**
 * Why a code cannot serve this stay, or null when it can (uses are counted by the server,
 * under the code's lock). `today` is Abuja's date; a code is used on the day of booking.
 */
export function promoRefusal(
  rule: Omit<PromoCodeRule, 'maxUses'>,
  stay: { roomTypeId: number; startDate: string; endDate: string },
  today: string,
): string | null {
  if (!rule.active) return PROMO_UNKNOWN;
  if (today > rule.validUntil) return PROMO_EXPIRED;
  if (stay.startDate < rule.staysFrom || stay.startDate > rule.staysTo) return PROMO_WRONG_DATES;
  if (rule.roomTypeIds.length > 0 && !rule.roomTypeIds.includes(stay.roomTypeId)) {
    return PROMO_WRONG_ROOM;
  }
  if (nightsBetween(stay.startDate, stay.endDate) < rule.minNights) {
    return promoNeedsNights(rule.minNights);
  }
  return null;
}
