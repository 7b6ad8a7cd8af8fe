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

/**
 * Spec "Residencies": a description longer than 120 characters is cut at the last word
 * boundary at or before 120, plus "..." (punctuation left at the cut dropped).
 */
export const CARD_DESCRIPTION_LIMIT = 120;

export function cardDescriptionText(description: string): string {
  if (description.length <= CARD_DESCRIPTION_LIMIT) return description;
  const words = description.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > CARD_DESCRIPTION_LIMIT) break;
    kept = next;
  }
  if (!kept) kept = description.slice(0, CARD_DESCRIPTION_LIMIT);
  return `${kept.replace(/[,;:.–—-]+$/, '')}...`;
}
