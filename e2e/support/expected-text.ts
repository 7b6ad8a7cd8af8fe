/**
 * What the screens should print for a value of the API, worked out independently of
 * the app's own formatters so a broken formatter fails the specs.
 */

/** `35000` → `₦35,000`: naira with thousands separators. */
export function nairaText(naira: number): string {
  const [whole = '', fraction] = String(naira).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `₦${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Spec "Residencies": a description is cut at 120 characters plus "..." when longer. */
export const CARD_DESCRIPTION_LIMIT = 120;

export function cardDescriptionText(description: string): string {
  return description.length > CARD_DESCRIPTION_LIMIT
    ? `${description.slice(0, CARD_DESCRIPTION_LIMIT)}...`
    : description;
}
