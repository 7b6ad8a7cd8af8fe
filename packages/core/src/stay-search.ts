import { MAX_NIGHTS } from './constants.ts';
import { isIsoDate, nightsBetween } from './dates.ts';

/*
 * The nights (and guests) a visitor searches the room list for: the API's query
 * (`GET /rooms?start_date=&end_date=`, `stayQuerySchema` of rooms.ts) and the residencies
 * page's address (`/residencies?start=&end=&guests=`), held to the same rules
 * (`stayDateIssues`). Without Zod, so that a room page reads its address without
 * loading it (rooms.ts re-exports all of this).
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

/** What is wrong with a stay's two dates together, and which of them it is said of. */
export interface StayDateIssue {
  path: keyof StayDates;
  message: string;
}

/**
 * The rules the two dates must keep together: both or neither; the first not before
 * `today` in Abuja (null skips this rule only: a page rendered on the server, or being
 * hydrated, must not read the clock), the second after it, at most MAX_NIGHTS apart.
 * Dates that are not real dates have no issue here: each says so itself (INVALID_DATE).
 */
export function stayDateIssues(
  start: string | undefined,
  end: string | undefined,
  today: string | null,
): StayDateIssue[] {
  if (start === undefined && end === undefined) return [];
  if (start === undefined) return [{ path: 'start_date', message: START_REQUIRED }];
  if (end === undefined) return [{ path: 'end_date', message: END_REQUIRED }];
  if (!isIsoDate(start) || !isIsoDate(end)) return [];
  const issues: StayDateIssue[] = [];
  if (today !== null && start < today) {
    issues.push({ path: 'start_date', message: START_NOT_BEFORE_TODAY });
  }
  if (end <= start) issues.push({ path: 'end_date', message: END_AFTER_START });
  else if (nightsBetween(start, end) > MAX_NIGHTS) {
    issues.push({ path: 'end_date', message: TOO_MANY_NIGHTS });
  }
  return issues;
}

/** A date as typed in a query: absent or blank is "not given" (an empty form field). */
export function queryDateOf(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** The checked query's stay, or null when it asks about no dates. */
export function stayOfQuery(query: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}): StayDates | null {
  const { start_date, end_date } = query;
  return start_date && end_date ? { start_date, end_date } : null;
}

/** A guests count as typed in an address: a whole number from 1 to MAX_GUESTS, else null. */
export function parseGuests(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const guests = Number(text);
  return guests >= 1 && guests <= MAX_GUESTS ? guests : null;
}

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
 * see `stayDateIssues`.
 */
export function readStaySearch(
  params: { get(name: string): string | null },
  today: string | null,
): StaySearch {
  const start = queryDateOf(params.get(STAY_SEARCH_PARAMS.start));
  const end = queryDateOf(params.get(STAY_SEARCH_PARAMS.end));
  const datesValid =
    [start, end].every((date) => date === undefined || isIsoDate(date)) &&
    stayDateIssues(start, end, today).length === 0;
  return {
    stay: datesValid ? stayOfQuery({ start_date: start, end_date: end }) : null,
    guests: parseGuests(params.get(STAY_SEARCH_PARAMS.guests) ?? ''),
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
