/**
 * The house's rates as staff set them and guests are quoted them (issue 31): rate periods
 * (`/rate-periods`), the house charges (`/settings/charges`) and the quote of a stay
 * (`/quote`). Prices cross in naira with at most two decimals and are kept in kobo;
 * percentages have at most two decimals (VAT 7.5).
 */
import { z } from 'zod';
import { MAX_NIGHTS } from './constants.ts';
import {
  dateValue,
  flag,
  optionalPrice,
  optionalWholeNumber,
  percentValue,
  refineEndAfterStart,
  text,
} from './form-values.ts';
import { koboToNaira } from './money.ts';
import { PriceLineAnswerSchema, type RatePeriodRule } from './stay-price.ts';

export const RATE_PERIOD_NAME_MAX = 100;
/** The most any house charge may be, in percent. */
export const MAX_CHARGE_PERCENT = 90;

export const RATE_PERIOD_CREATED = 'Rate period created successfully.';
export const RATE_PERIOD_UPDATED = 'Rate period updated successfully.';
export const RATE_PERIOD_DELETED = 'Rate period deleted successfully.';
export const RATE_PERIOD_NOT_FOUND = 'Rate period not found.';
export const RATE_PERIOD_OVERLAPS =
  'This period shares nights with another period for the same room type (or, for all room types, with another such period). Change its dates or edit the other period.';
export const CHARGES_UPDATED = 'House charges updated successfully.';

const roomTypeIdField = z
  .union([z.number(), z.string()], { error: 'The room type must be a room type id or null.' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'The room type must be a room type id or null.' });
      return z.NEVER;
    }
    return id;
  });

/** `POST /rate-periods`, `PUT /rate-periods/{id}`: a season, a price and its stay rules. */
export const RatePeriodInputSchema = z
  .object({
    name: text('name', RATE_PERIOD_NAME_MAX),
    /** null: every room type. */
    room_type_id: roomTypeIdField,
    start_date: dateValue('start date'),
    /** Exclusive, like a stay's check-out: the period's last night is the day before. */
    end_date: dateValue('end date'),
    /** Naira; null keeps the room type's own price. */
    price_per_night: optionalPrice('price per night'),
    min_nights: optionalWholeNumber('minimum stay', 1, MAX_NIGHTS),
    max_nights: optionalWholeNumber('maximum stay', 1, MAX_NIGHTS),
    closed_to_arrival: flag('closed to arrival'),
  })
  .superRefine((period, ctx) => {
    refineEndAfterStart(period, ctx);
    if (
      typeof period.min_nights === 'number' &&
      typeof period.max_nights === 'number' &&
      period.max_nights < period.min_nights
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_nights'],
        message: 'The maximum stay may not be shorter than the minimum stay.',
      });
    }
  })
  .transform((period): Omit<RatePeriodRule, 'id'> => ({
    name: period.name,
    roomTypeId: period.room_type_id,
    startDate: period.start_date,
    endDate: period.end_date,
    pricePerNightKobo: period.price_per_night,
    minNights: period.min_nights,
    maxNights: period.max_nights,
    closedToArrival: period.closed_to_arrival,
  }));
export type RatePeriodInput = z.input<typeof RatePeriodInputSchema>;
export type RatePeriodChanges = z.output<typeof RatePeriodInputSchema>;

/** A rate period as answered, prices in naira. */
export const RatePeriodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  room_type_id: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  price_per_night: z.number().nullable(),
  min_nights: z.number().int().nullable(),
  max_nights: z.number().int().nullable(),
  closed_to_arrival: z.boolean(),
});
export type RatePeriod = z.infer<typeof RatePeriodSchema>;

export function toRatePeriod(rule: RatePeriodRule): RatePeriod {
  return {
    id: rule.id,
    name: rule.name,
    room_type_id: rule.roomTypeId,
    start_date: rule.startDate,
    end_date: rule.endDate,
    price_per_night: rule.pricePerNightKobo === null ? null : koboToNaira(rule.pricePerNightKobo),
    min_nights: rule.minNights,
    max_nights: rule.maxNights,
    closed_to_arrival: rule.closedToArrival,
  };
}

/** `GET /rate-periods`: every period, or a room type's own and the all-types ones. */
export const RatePeriodListQuerySchema = z.object({
  room_type_id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'The room type id must be a positive whole number.')
    .transform(Number)
    .optional(),
});
export const RatePeriodListResponseSchema = z.object({ rate_periods: z.array(RatePeriodSchema) });
export const RatePeriodSavedResponseSchema = z.object({
  message: z.string(),
  rate_period: RatePeriodSchema,
});

const chargePercent = (label: string) =>
  percentValue(label, MAX_CHARGE_PERCENT, true).transform((value) => value!);

/** `PUT /settings/charges` (super_admin): the house's service charge and taxes. */
export const HouseChargesInputSchema = z.object({
  vat_percent: chargePercent('VAT'),
  consumption_tax_percent: chargePercent('consumption tax'),
  service_charge_percent: chargePercent('service charge'),
  taxes_included: flag('taxes included'),
});
export type HouseChargesInput = z.input<typeof HouseChargesInputSchema>;

/** The house charges as answered. */
export const HouseChargesSchema = z.object({
  vat_percent: z.number(),
  consumption_tax_percent: z.number(),
  service_charge_percent: z.number(),
  taxes_included: z.boolean(),
});
export type HouseChargesAnswer = z.infer<typeof HouseChargesSchema>;
export const HouseChargesResponseSchema = z.object({ charges: HouseChargesSchema });
export const HouseChargesSavedResponseSchema = z.object({
  message: z.string(),
  charges: HouseChargesSchema,
});

/** `POST /quote` answers the stay's price as `initiate-payment` would charge it. */
export const QuoteResponseSchema = z.object({
  nights: z.array(z.object({ date: z.string(), price: z.number() })),
  lines: z.array(PriceLineAnswerSchema),
  total_amount: z.number(),
  /** The stay rules of the period covering the first night (null: none). */
  min_nights: z.number().int().nullable(),
  max_nights: z.number().int().nullable(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;
