import { isIsoDate, nightsBetween } from '@aso/core/dates';
import { failIfAny } from './errors.ts';

/**
 * A [start, end) range of query dates, checked the same way wherever the API takes one:
 * both valid YYYY-MM-DD, end after start, and at most `maxNights` apart when given.
 * Field names and the words of the messages are the caller's (`from`/`to`, `start_date`/…).
 */
export function checkDateRange(
  range: { start: string; end: string },
  fields: { start: string; end: string },
  words: { start: string; end: string },
  limit?: { maxNights: number; message: string },
): void {
  const errors: Record<string, string[]> = {};
  const startValid = isIsoDate(range.start);
  if (!startValid)
    errors[fields.start] = [`The ${words.start} date must be a valid date (YYYY-MM-DD).`];
  if (!isIsoDate(range.end)) {
    errors[fields.end] = [`The ${words.end} date must be a valid date (YYYY-MM-DD).`];
  } else if (startValid && range.end <= range.start) {
    errors[fields.end] = [`The ${words.end} date must be after the ${words.start} date.`];
  } else if (startValid && limit && nightsBetween(range.start, range.end) > limit.maxNights) {
    errors[fields.end] = [limit.message];
  }
  failIfAny(errors);
}
