import { z } from 'zod';
import { DESCRIPTION_TRUNCATE_AT, MAX_NIGHTS } from './constants.ts';
import { businessToday, isIsoDate, nightsBetween } from './dates.ts';
import { nairaToKobo } from './money.ts';

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
});
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const RoomTypeListResponseSchema = z.object({ rooms: z.array(RoomTypeSchema) });
export const RoomTypeResponseSchema = z.object({ room: RoomTypeSchema });

/** Ids in paths: a positive integer written in decimal; anything else is "not found". */
export const IdParamSchema = z.object({ id: z.string() });
export function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Spec: a type is unavailable when available_count is 0 or is_available is false. */
export function isRoomBookable(room: Pick<RoomType, 'available_count' | 'is_available'>): boolean {
  return room.is_available && room.available_count > 0;
}

/**
 * Spec §5/§9: a description longer than 120 characters is cut at the last word boundary at
 * or before 120, plus "..." (a word longer than the limit is cut where the limit falls).
 */
export function truncateDescription(text: string, limit = DESCRIPTION_TRUNCATE_AT): string {
  if (text.length <= limit) return text;
  // One character past the limit tells whether the limit itself falls between two words.
  const head = text.slice(0, limit + 1);
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : text.slice(0, limit);
  // "bright,..." and "rooms...." read badly: punctuation left at the cut goes.
  return `${cut.replace(/[\s,;:.–—-]+$/, '') || cut}...`;
}

/** Spec §5: breakfast for up to 4 persons in a two-bedroom type, otherwise 2. */
export function isTwoBedroomTitle(title: string): boolean {
  return /(2|two)[ -]?bedroom/i.test(title);
}

export const CatalogueSummarySchema = z.object({
  units: z.number().int(),
  locations: z.number().int(),
  room_types: z.number().int(),
});
export type CatalogueSummary = z.infer<typeof CatalogueSummarySchema>;

/*
 * The nights (and guests) a visitor searches the room list for: the API's query
 * (`GET /rooms?start_date=&end_date=`) and the residencies page's address
 * (`/residencies?start=&end=&guests=`), checked by one schema.
 */

/** The most guests the residencies search offers (the largest type sleeps 4). */
export const MAX_GUESTS = 10;

/** A stay's nights, half-open [start_date, end_date) (DESIGN §3). */
export interface StayDates {
  start_date: string;
  end_date: string;
}

export const INVALID_DATE = 'The date must be a valid date (YYYY-MM-DD).';
export const START_NOT_BEFORE_TODAY = 'The start date must be today or later.';
export const END_AFTER_START = 'The end date must be after the start date.';
export const TOO_MANY_NIGHTS = `A stay may be at most ${MAX_NIGHTS} nights.`;
export const START_REQUIRED = 'The start date is required with an end date.';
export const END_REQUIRED = 'The end date is required with a start date.';

/** Absent or blank is "not given" (an empty form field); anything else must be a real date. */
const queryDate = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || isIsoDate(value), INVALID_DATE);

/**
 * The room list's nights: both dates or neither; real dates, the first not before
 * `today()` in Abuja, the second after it, at most MAX_NIGHTS apart. `today` answering
 * null skips the "not in the past" rule only: a page rendered on the server, or being
 * hydrated, must not read the clock (it checks again once it may).
 */
export function stayQuerySchema(today: () => string | null = businessToday) {
  return z
    .object({ start_date: queryDate, end_date: queryDate })
    .superRefine(({ start_date: start, end_date: end }, ctx) => {
      const issue = (path: keyof StayDates, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (start === undefined && end === undefined) return;
      if (start === undefined) return issue('start_date', START_REQUIRED);
      if (end === undefined) return issue('end_date', END_REQUIRED);
      if (!isIsoDate(start) || !isIsoDate(end)) return;
      const now = today();
      if (now !== null && start < now) issue('start_date', START_NOT_BEFORE_TODAY);
      if (end <= start) issue('end_date', END_AFTER_START);
      else if (nightsBetween(start, end) > MAX_NIGHTS) issue('end_date', TOO_MANY_NIGHTS);
    });
}

/** `GET /api/rooms`'s query; the dates, once checked, are both there or both absent. */
export const RoomListQuerySchema = stayQuerySchema();
export type RoomListQuery = z.output<typeof RoomListQuerySchema>;

/** The checked query's stay, or null when it asks about no dates. */
export function stayOfQuery(query: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}): StayDates | null {
  const { start_date, end_date } = query;
  return start_date && end_date ? { start_date, end_date } : null;
}

/** A guests count as typed in an address: a whole number from 1 to MAX_GUESTS. */
export const GuestsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_GUESTS));

/** What the residencies page searches for; either part may be missing. */
export interface StaySearch {
  stay: StayDates | null;
  guests: number | null;
}

export const EMPTY_STAY_SEARCH: StaySearch = { stay: null, guests: null };

/** The page address's names for the search (`?start=&end=&guests=`). */
export const STAY_SEARCH_PARAMS = { start: 'start', end: 'end', guests: 'guests' } as const;

/**
 * The search of a page address. Bad input is ignored, not reported: dates that fail the
 * room list's rules leave no dates at all, a silly guests count no count. `today` null:
 * see `stayQuerySchema`.
 */
export function readStaySearch(
  params: { get(name: string): string | null },
  today: string | null,
): StaySearch {
  const dates = stayQuerySchema(() => today).safeParse({
    start_date: params.get(STAY_SEARCH_PARAMS.start) ?? undefined,
    end_date: params.get(STAY_SEARCH_PARAMS.end) ?? undefined,
  });
  const guests = GuestsSchema.safeParse(params.get(STAY_SEARCH_PARAMS.guests) ?? '');
  return {
    stay: dates.success ? stayOfQuery(dates.data) : null,
    guests: guests.success ? guests.data : null,
  };
}

/** The page address's query for a search (`?start=…&end=…&guests=…`), '' for none. */
export function staySearchQuery({ stay, guests }: StaySearch): string {
  // Checked dates and counts are digits and dashes: nothing to escape.
  const parts: string[] = [];
  if (stay) {
    parts.push(`${STAY_SEARCH_PARAMS.start}=${stay.start_date}`);
    parts.push(`${STAY_SEARCH_PARAMS.end}=${stay.end_date}`);
  }
  if (guests !== null) parts.push(`${STAY_SEARCH_PARAMS.guests}=${guests}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The nights alone, before any extra, in kobo: price per night × nights, exact. */
export function stayRoomKobo(pricePerNightNaira: number, stay: StayDates): number {
  return nairaToKobo(pricePerNightNaira) * nightsBetween(stay.start_date, stay.end_date);
}

/** Whether a room type of `capacity` sleeps the party (no count asked: yes). */
export const sleepsGuests = (capacity: number, guests: number | null) =>
  guests === null || capacity >= guests;
