/** Money is kept in integer kobo; the JSON API and the screens speak naira. */
import { groupThousands } from './numbers.ts';

export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * Kobo shown as naira: `1_000_050` → `₦10,000.5`; thousands separated by commas, trailing
 * zeros dropped. The text of `Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })`,
 * written from the integer without Intl (numbers.ts says why); money.test.ts holds the two
 * equal. A value that is not a whole number of kobo (never one the app holds) is left to Intl.
 */
export function formatKobo(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) {
    const naira = koboToNaira(kobo);
    return `₦${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(naira)}`;
  }
  const abs = Math.abs(kobo);
  const whole = groupThousands(String(Math.floor(abs / KOBO_PER_NAIRA)));
  const rest = abs % KOBO_PER_NAIRA;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `₦${kobo < 0 ? '-' : ''}${whole}${fraction}`;
}

/** `45000` → `₦45,000`: naira rounded to whole kobo as `nairaToKobo` stores them, then shown. */
export function formatNaira(naira: number): string {
  return formatKobo(nairaToKobo(naira));
}
