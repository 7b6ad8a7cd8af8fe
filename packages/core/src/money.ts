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
