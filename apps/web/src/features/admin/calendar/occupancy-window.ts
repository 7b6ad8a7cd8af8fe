import { addDays, MONTHS, nightsBetween } from '@aso/core/dates';
import { formatStayDates } from '../../../lib/format.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const parts = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1] ?? '', day };
};

/** The window's columns: `days` dates from `from`. */
export function windowDates(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}

/** A column's heading: `Mon`, `12`, `Jan` (the weekday of the calendar date itself). */
export function dayHeading(isoDate: string) {
  const { month, day } = parts(isoDate);
  const weekday = WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? '';
  return { weekday, day, month };
}

/** "Sun, 10 Mar 2030 – Sat, 23 Mar 2030" for the nights shown (the last column included). */
export function windowLabel(from: string, days: number): string {
  return formatStayDates(from, addDays(from, days - 1));
}

/** Nights [start_date, end_date) of one unit: a booking or a channel block. */
export interface Stay {
  start_date: string;
  end_date: string;
}

/** Where a stay's bar lies among the columns: [start, end) indexes, cut to the window. */
export interface BarSpan<T extends Stay = Stay> {
  stay: T;
  start: number;
  end: number;
  /** The stay began before the first column or goes on after the last. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/** The nights start_date … end_date − 1 that fall in the window; null when none do. */
export function barSpan<T extends Stay>(stay: T, from: string, days: number): BarSpan<T> | null {
  const first = nightsBetween(from, stay.start_date);
  const afterLast = nightsBetween(from, stay.end_date);
  const start = Math.max(0, first);
  const end = Math.min(days, afterLast);
  if (end <= start) return null;
  return { stay, start, end, clippedStart: first < 0, clippedEnd: afterLast > days };
}
