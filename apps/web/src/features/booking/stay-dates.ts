import { addDays, nightsBetween } from '@aso/core/dates';
import { MAX_NIGHTS } from '@aso/core/bookings';

/*
 * The date picker speaks local `Date`s; the API and the rules speak `YYYY-MM-DD`. A
 * calendar day is the local midnight of that date, whatever the visitor's time zone.
 */

const pad = (value: number) => String(value).padStart(2, '0');

export function dateFromIso(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function isoFromDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `2026-01-20` → `2026-01`. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** The months from `first` to `last`, both `YYYY-MM`, in order. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last && months.length < 24;) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${year}-${pad(month)}`;
  }
  return months;
}

/** The stay being picked: a check-in, then a check-out after it. */
export interface StayRange {
  start: string | null;
  end: string | null;
}

export const EMPTY_RANGE: StayRange = { start: null, end: null };

/**
 * Whether `end` can close a stay that begins on `start`: none of the nights from `start`
 * to the night before `end` may be unavailable (the morning of an unavailable night is a
 * fine check-out day), and the stay is at most MAX_NIGHTS long.
 */
export function canCheckOut(start: string, end: string, unavailable: ReadonlySet<string>): boolean {
  const nights = nightsBetween(start, end);
  if (nights < 1 || nights > MAX_NIGHTS) return false;
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (unavailable.has(night)) return false;
  }
  return true;
}

/** A rate period's rules of a stay starting on a night (the calendar's `rates`). */
export interface ArrivalRule {
  min_nights: number | null;
  max_nights: number | null;
  closed_to_arrival: boolean;
}

/** Whether a guest may arrive on `day`: not on a night closed to arrival. */
export const canArrive = (day: string, rules: ReadonlyMap<string, ArrivalRule>) =>
  !rules.get(day)?.closed_to_arrival;

/**
 * Whether a stay from `start` to `end` is as long as the period covering its first
 * night allows (the server's `stayRuleViolation` reads the same night).
 */
export function keepsStayRule(
  start: string,
  end: string,
  rules: ReadonlyMap<string, ArrivalRule>,
): boolean {
  const rule = rules.get(start);
  if (!rule) return true;
  const nights = nightsBetween(start, end);
  if (rule.min_nights !== null && nights < rule.min_nights) return false;
  return rule.max_nights === null || nights <= rule.max_nights;
}

/** Whether `day` is being looked at as a check-out: a check-in is picked and it is later. */
export const isCheckOutChoice = (day: string, range: StayRange) =>
  range.start !== null && range.end === null && day > range.start;

/**
 * Whether a day cannot be clicked now: a past day never; while a check-out is being
 * picked, a later day only when the stay to it is possible and as long as its check-in
 * night allows; otherwise a day whose night is taken or closed to arrival (it cannot
 * begin a stay).
 */
export function isDayDisabled(
  day: string,
  {
    today,
    unavailable,
    range,
    rules = new Map(),
  }: {
    today: string;
    unavailable: ReadonlySet<string>;
    range: StayRange;
    rules?: ReadonlyMap<string, ArrivalRule>;
  },
): boolean {
  if (day < today) return true;
  if (isCheckOutChoice(day, range)) {
    return !canCheckOut(range.start!, day, unavailable) || !keepsStayRule(range.start!, day, rules);
  }
  return unavailable.has(day) || !canArrive(day, rules);
}

/** The range after a click on `day` (which was enabled). */
export function nextRange(range: StayRange, day: string): StayRange {
  if (!range.start || range.end) return { start: day, end: null };
  if (day > range.start) return { start: range.start, end: day };
  if (day === range.start) return EMPTY_RANGE;
  return { start: day, end: null };
}
