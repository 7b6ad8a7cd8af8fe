/** Counts and rates written for people, as `Intl.NumberFormat('en-US')` writes them. */
let countFormat: Intl.NumberFormat | undefined;

/**
 * A count or a rate the server rounded to one decimal, its whole part grouped:
 * `1234` → `1,234`, `12.5` → `12.5`.
 */
export function formatDecimal(value: number): string {
  countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  return countFormat.format(value);
}
