import { BUSINESS_UTC_OFFSET_MINUTES } from './constants.ts';

/** An ISO calendar date, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utcMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Nights of the half-open stay [start, end): `2026-01-12` → `2026-01-15` is 3. */
export function nightsBetween(start: string, end: string): number {
  return Math.round((utcMidnight(end) - utcMidnight(start)) / DAY_MS);
}

/** `isoDate` moved by `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * "Today" is the date in Abuja (Africa/Lagos), whatever the clock of the machine. Worked
 * out from the zone's fixed offset, not with Intl: the first Intl object a browser page
 * makes starts ICU (20–80 ms on this machine's Chromium, four times that on Lighthouse's
 * phone), and the room and booking pages ask for today as they hydrate.
 */
export function businessToday(now: Date = new Date()): string {
  return new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Three-letter months, fixed here: ICU writes "Sept" in some versions and the admin filter matches three letters. */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export type MonthAbbreviation = (typeof MONTHS)[number];
