/**
 * Values of the back office's forms as they arrive, multipart text (booleans as 1/0) or
 * JSON, each checked with the field's own message: prices in naira with at most two
 * decimals (kept in kobo), whole numbers, percentages, coordinates, flags and text.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { KOBO_PER_NAIRA } from './money.ts';

/** Far above any real nightly rate or extra, far below 2^53 kobo. */
export const MAX_ROOM_PRICE_NAIRA = 100_000_000;

/** A form value as it arrives: multipart text, or a JSON number; blank when left out. */
export const formValue = (label: string) =>
  z.union([z.string(), z.number()], { error: `The ${label} must be a number.` }).nullish();
type FormValue = string | number | null | undefined;

export const isBlank = (value: FormValue) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The number typed, or NaN when it is not one (`'12abc'`, `'1e3'`, `'0x10'`). */
export function numberOf(value: string | number): number {
  if (typeof value === 'number') return value;
  return /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

export type Ctx = z.RefinementCtx;

/** Naira → kobo with the field's own messages: a number, at most two decimals, in range. */
export function koboOf(
  value: string | number,
  label: string,
  minimum: 'positive' | 'zero',
  ctx: Ctx,
) {
  const naira = numberOf(value);
  const issue = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!Number.isFinite(naira)) return issue(`The ${label} must be a number.`);
  if (minimum === 'positive' && naira <= 0) return issue(`The ${label} must be greater than 0.`);
  if (naira < 0) return issue(`The ${label} must be at least 0.`);
  if (naira > MAX_ROOM_PRICE_NAIRA) {
    return issue(
      `The ${label} may not be greater than ₦${MAX_ROOM_PRICE_NAIRA.toLocaleString('en-US')}.`,
    );
  }
  // The nearest two-decimal number is the number itself (1.005 is not: it is 1.00499…).
  if (Number(naira.toFixed(2)) !== naira)
    return issue(`The ${label} may have at most two decimals.`);
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** A price that must be given: kobo above zero. */
export const requiredPrice = (label: string) =>
  formValue(label).transform((value, ctx) =>
    isBlank(value)
      ? (ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` }), z.NEVER)
      : koboOf(value!, label, 'positive', ctx),
  );

/** A price that may be blank (null); required or not is decided by its toggle. */
export const optionalPrice = (label: string) =>
  formValue(label).transform((value, ctx) =>
    isBlank(value) ? null : koboOf(value!, label, 'zero', ctx),
  );

/** A whole number in [min, max]; `fallback` when blank, else required. */
export const wholeNumber = (label: string, min: number, max: number, fallback?: number) =>
  formValue(label).transform((value, ctx) => {
    if (isBlank(value)) {
      if (fallback !== undefined) return fallback;
      ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
      return z.NEVER;
    }
    const number = numberOf(value!);
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} must be a whole number between ${min} and ${max}.`,
      });
      return z.NEVER;
    }
    return number;
  });

/** A whole number in [min, max], or null when blank. */
export const optionalWholeNumber = (label: string, min: number, max: number) =>
  formValue(label).transform((value, ctx) => {
    if (isBlank(value)) return null;
    const number = numberOf(value!);
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} must be a whole number between ${min} and ${max}.`,
      });
      return z.NEVER;
    }
    return number;
  });

/** Latitude or longitude: optional (null), else a number within ±`limit`. */
export const coordinate = (label: string, limit: number) =>
  formValue(label).transform((value, ctx) => {
    if (isBlank(value)) return null;
    const number = numberOf(value!);
    if (!Number.isFinite(number) || Math.abs(number) > limit) {
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} must be a number between -${limit} and ${limit}.`,
      });
      return z.NEVER;
    }
    return number;
  });

/** Spec §7: booleans travel as 1/0 in the multipart form; JSON may send true/false. */
export const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)], {
      error: `The ${label} field must be 1 or 0.`,
    })
    .optional()
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

export const text = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A percentage in [0, max] with at most two decimals (VAT 7.5); undefined when blank. */
export const percentValue = (label: string, max: number, required = false) =>
  formValue(label).transform((value, ctx) => {
    if (isBlank(value)) {
      if (!required) return undefined;
      ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
      return z.NEVER;
    }
    const number = numberOf(value!);
    if (!Number.isFinite(number) || number < 0 || number > max) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be between 0 and ${max}.` });
      return z.NEVER;
    }
    if (Number(number.toFixed(2)) !== number) {
      ctx.addIssue({ code: 'custom', message: `The ${label} may have at most two decimals.` });
      return z.NEVER;
    }
    return number;
  });

/** A required date, `YYYY-MM-DD`. */
export const dateValue = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .refine(isIsoDate, 'The date must be a valid date (YYYY-MM-DD).');

/** An exclusive end (like a stay's check-out) must come after the start: said at `end_date`. */
export function refineEndAfterStart(
  dates: { start_date: string; end_date: string },
  ctx: Ctx,
): void {
  if (
    isIsoDate(dates.start_date) &&
    isIsoDate(dates.end_date) &&
    dates.end_date <= dates.start_date
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must be after the start date.',
    });
  }
}
