/** Money is kept in integer kobo; the JSON API and the screens speak naira. */

export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

let nairaFormat: Intl.NumberFormat | undefined;

/**
 * Kobo shown as naira: `1_000_050` → `₦10,000.5`; thousands separated by commas, trailing
 * zeros dropped (`Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })`).
 */
export function formatKobo(kobo: number): string {
  nairaFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  // `+ 0` turns a negative zero (a rounded -0.001 naira) into 0, which Intl writes "0".
  return `₦${nairaFormat.format(koboToNaira(kobo) + 0)}`;
}

/** `45000` → `₦45,000`: naira rounded to whole kobo as `nairaToKobo` stores them, then shown. */
export function formatNaira(naira: number): string {
  return formatKobo(nairaToKobo(naira));
}
