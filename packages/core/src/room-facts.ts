import { DESCRIPTION_TRUNCATE_AT } from './constants.ts';
import { nightsBetween } from './dates.ts';
import { nairaToKobo } from './money.ts';
import type { RoomType } from './rooms.ts';
import type { StayDates } from './stay-search.ts';

/*
 * Rules about room types that need no schema: kept apart from rooms.ts, whose Zod
 * schemas a page pays for when it loads them, so that the room page's first load can
 * do without (rooms.ts re-exports them).
 */

/** Ids in paths: a positive integer written in decimal; anything else is "not found". */
export function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Spec: a type is unavailable when available_count is 0 or is_available is false. */
export function isRoomBookable(room: Pick<RoomType, 'available_count' | 'is_available'>): boolean {
  return room.is_available && room.available_count > 0;
}

/** Spec §5: breakfast for up to 4 persons in a two-bedroom type, otherwise 2. */
export function isTwoBedroomTitle(title: string): boolean {
  return /(2|two)[ -]?bedroom/i.test(title);
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

/** The nights alone, before any extra, in kobo: price per night × nights, exact. */
export function stayRoomKobo(pricePerNightNaira: number, stay: StayDates): number {
  return nairaToKobo(pricePerNightNaira) * nightsBetween(stay.start_date, stay.end_date);
}

/** Whether a room type of `capacity` sleeps the party (no count asked: yes). */
export const sleepsGuests = (capacity: number, guests: number | null) =>
  guests === null || capacity >= guests;
