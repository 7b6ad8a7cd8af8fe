import { z } from 'zod';
import { businessToday, isIsoDate } from './dates.ts';
import { INVALID_DATE, queryDateOf, stayDateIssues } from './stay-search.ts';

// Their own modules, without Zod, for pages that must load light; named here as well.
export * from './room-facts.ts';
export * from './stay-search.ts';

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.string(),
  address: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

/** A room type's price, place and extras, as every answer about it names them; in naira. */
export const RoomTypeTermsSchema = z.object({
  price_per_night: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  breakfast_enabled: z.boolean(),
  breakfast_price: z.number(),
  airport_conveyance_enabled: z.boolean(),
  airport_conveyance_price: z.number().nullable(),
  airport_pickup_price: z.number().nullable(),
  airport_dropoff_price: z.number().nullable(),
  airport_both_price: z.number().nullable(),
});
export type RoomTypeTerms = z.infer<typeof RoomTypeTermsSchema>;

/** A room type as the public sees it (`GET /rooms`, `GET /rooms/{id}`); prices in naira. */
export const RoomTypeSchema = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  ...RoomTypeTermsSchema.shape,
  capacity: z.number().int(),
  number_of_rooms: z.number().int(),
  available_count: z.number().int(),
  is_available: z.boolean(),
  location: LocationSchema.nullable(),
  /**
   * With dates searched (issue 31): the stay's price by the house's calendar, in naira,
   * without extras or a code: the nights at their periods' prices, the long-stay discount,
   * service charge and taxes. Absent without dates.
   */
  stay_total: z.number().optional(),
});
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const RoomTypeListResponseSchema = z.object({ rooms: z.array(RoomTypeSchema) });
export const RoomTypeResponseSchema = z.object({ room: RoomTypeSchema });

/** Ids in paths: a positive integer written in decimal; anything else is "not found". */
export const IdParamSchema = z.object({ id: z.string() });

export const CatalogueSummarySchema = z.object({
  units: z.number().int(),
  locations: z.number().int(),
  room_types: z.number().int(),
});
export type CatalogueSummary = z.infer<typeof CatalogueSummarySchema>;

/** Absent or blank is "not given" (an empty form field); anything else must be a real date. */
const queryDate = z
  .string()
  .optional()
  .transform(queryDateOf)
  .refine((value) => value === undefined || isIsoDate(value), INVALID_DATE);

/**
 * The room list's nights, held to `stayDateIssues` (stay-search.ts). `today` answering
 * null skips the "not in the past" rule only: a page rendered on the server, or being
 * hydrated, must not read the clock (it checks again once it may).
 */
export function stayQuerySchema(today: () => string | null = businessToday) {
  return z
    .object({ start_date: queryDate, end_date: queryDate })
    .superRefine(({ start_date, end_date }, ctx) => {
      for (const { path, message } of stayDateIssues(start_date, end_date, today())) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

/** `GET /api/rooms`'s query; the dates, once checked, are both there or both absent. */
export const RoomListQuerySchema = stayQuerySchema();
export type RoomListQuery = z.output<typeof RoomListQuerySchema>;
