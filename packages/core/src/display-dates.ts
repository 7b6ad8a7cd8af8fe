/**
 * The one way dates and times are written for people: pages, emails and PDF receipts.
 * "Sat, 5 Dec 2026", "3:00 PM", "Sat, 5 Dec 2026, 3:00 PM", "Sat, 5 Dec 2026 – Mon, 7 Dec 2026".
 * Built from numbers, not from a locale's pattern, so Node and every browser write the
 * same text (a server-rendered page must hydrate to identical text); moments are read
 * in Africa/Lagos whatever the machine's zone.
 */
import { inLagos, MONTHS } from './dates.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;
/** An instant with its offset: `…T14:30:00Z`, `…T14:30:00.123456+00:00`, `… 14:30:00+00`. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/** Midnight UTC of a day; `setUTCFullYear`, as `Date.UTC` reads years 0–99 as 1900–1999. */
function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function calendarDay(isoDate: string): CalendarDay | null {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = utcDay(year, month, day);
  // 2026-02-30 rolls over to March: not a day.
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? { year, month, day } : null;
}

/** Parsed by hand: `Date.parse` of anything but the exact ISO form differs between engines. */
function instantOf(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0'] = match;
  if (!calendarDay(`${year}-${month}-${day}`) || Number(hour) > 23 || Number(minute) > 59) {
    return null;
  }
  const sign = match[9] === '-' ? -1 : 1;
  const offsetMinutes = match[8] ? 0 : sign * (Number(match[10]) * 60 + Number(match[11] ?? 0));
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  return new Date(utc - offsetMinutes * 60_000);
}

function dayText({ year, month, day }: CalendarDay): string {
  const weekday = WEEKDAYS[utcDay(year, month, day).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 12-hour clock; exactly noon reads "12:00 noon", as the house rules write check-out (spec §9). */
function clockText(hour: number, minute: number): string {
  const minutes = String(minute).padStart(2, '0');
  if (hour === 12 && minute === 0) return '12:00 noon';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

const unreadable = (value: string | Date) => (value instanceof Date ? 'Invalid date' : value);

/**
 * A day as people read it: `'2026-12-05'` → "Sat, 5 Dec 2026" (a calendar date is that
 * day in any zone); a timestamp gives its day in Abuja. Anything else is returned as it is.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const day = calendarDay(value);
    if (day) return dayText(day);
  }
  const instant = instantOf(value);
  return instant ? dayText(inLagos(instant)) : unreadable(value);
}

/**
 * A time of day: `'15:00'` → "3:00 PM" (a house or pickup time, as stored), a timestamp
 * → its time in Abuja. Anything else is returned as it is.
 */
export function formatTime(value: string | Date): string {
  if (typeof value === 'string') {
    const clock = CLOCK_TIME.exec(value);
    if (clock) {
      const [hour, minute] = [Number(clock[1]), Number(clock[2])];
      return hour < 24 && minute < 60 ? clockText(hour, minute) : value;
    }
  }
  const instant = instantOf(value);
  if (!instant) return unreadable(value);
  const { hour, minute } = inLagos(instant);
  return clockText(hour, minute);
}

/** A moment: "Sat, 5 Dec 2026, 3:00 PM" in Abuja. Anything else is returned as it is. */
export function formatDateTime(value: string | Date): string {
  const instant = instantOf(value);
  if (!instant) return unreadable(value);
  const lagos = inLagos(instant);
  return `${dayText(lagos)}, ${clockText(lagos.hour, lagos.minute)}`;
}

/** A day and a clock time kept apart, as a pickup is stored: "Sat, 5 Dec 2026 at 2:30 PM". */
export function formatDateAtTime(isoDate: string, time: string): string {
  return `${formatDate(isoDate)} at ${formatTime(time)}`;
}

/** The stay: "Sat, 5 Dec 2026 – Mon, 7 Dec 2026". */
export function formatStayDates(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}
