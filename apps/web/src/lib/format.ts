import { MONTHS } from '@aso/core/dates';

/** `1, 'Unit'` → `Unit`; `11, 'Unit'` → `Units`. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** `Sleeps 4` (spec: capacity of a room type). */
export function sleepsLabel(capacity: number): string {
  return `Sleeps ${capacity}`;
}

/**
 * The app's names for the shared formatters of `@aso/core/display-dates`: a day reads
 * "Sat, 5 Dec 2026" and a time "3:00 PM" (noon "12:00 noon") on every page, mail and receipt.
 */
export {
  formatDate as formatDay,
  formatDateTime,
  formatStayDates,
  formatTime as formatTimeOfDay,
} from '@aso/core/display-dates';

/** A calendar date without its weekday, for a table's narrow columns: "1 Dec 2026". */
export const formatShortDay = (isoDate: string) =>
  `${Number(isoDate.slice(8, 10))} ${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''} ${isoDate.slice(0, 4)}`;
