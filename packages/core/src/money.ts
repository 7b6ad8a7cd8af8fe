/** Money is kept in integer kobo; the JSON API and the screens speak naira. */

export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

const nairaFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `45000` → `₦45,000` (naira with thousands separators). */
export function formatNaira(naira: number): string {
  return `₦${nairaFormat.format(naira)}`;
}

/** Kobo shown as naira: `1_000_050` → `₦10,000.5`. */
export function formatKobo(kobo: number): string {
  return formatNaira(koboToNaira(kobo));
}
