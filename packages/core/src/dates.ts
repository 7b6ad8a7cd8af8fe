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

/** A calendar day and clock time in Abuja. */
export interface LagosMoment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let lagosFormat: Intl.DateTimeFormat | undefined;

/** The day and clock time an instant has in Abuja (Africa/Lagos, from the tz database). */
export function inLagos(instant: Date): LagosMoment {
  lagosFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of lagosFormat.formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** "Today" is the date in Abuja (Africa/Lagos), whatever the clock of the machine. */
export function businessToday(now: Date = new Date()): string {
  const { year, month, day } = inLagos(now);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
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
