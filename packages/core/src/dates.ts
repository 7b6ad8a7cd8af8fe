import { BUSINESS_TIME_ZONE } from './constants.ts';

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

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last date formatted, by the minute it was formatted for (every booking request asks). */
let lastToday = { minute: NaN, date: '' };

/** "Today" is the date in Abuja (Africa/Lagos), whatever the clock of the machine. */
export function businessToday(now: Date = new Date()): string {
  // Abuja's midnight falls on a whole minute, so within one minute the date is one date.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute) lastToday = { minute, date: lagosDate.format(now) };
  return lastToday.date;
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
