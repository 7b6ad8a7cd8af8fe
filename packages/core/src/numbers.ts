/**
 * Numbers written for people without Intl: the first Intl object a browser page makes
 * starts ICU (20–80 ms on this machine's Chromium, four times that on Lighthouse's phone),
 * and the public pages and the affiliate dashboard show numbers as they hydrate.
 * numbers.test.ts and money.test.ts hold the text equal to `Intl.NumberFormat('en-US')`.
 */

/** Thousands separated by commas: `"1234567"` → `"1,234,567"` (digits only). */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A number as JavaScript writes it, its whole part grouped: `1234.5` → `1,234.5`. What
 * `Intl.NumberFormat('en-US')` writes for a number already rounded to the decimals shown
 * (a count, a rate the server rounded). Not for numbers JavaScript writes with an exponent.
 */
export function formatDecimal(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}
