import { formatNaira } from '@aso/core/money';
import { FREE_CONVEYANCE_FROM_NIGHTS } from '@aso/core/pricing';
import type { QuoteResponse } from '@aso/core/rates';
import { AmountRows } from '../../../components/amount-rows.tsx';
import { pluralize } from '../../../lib/format.ts';
import type { CardQuote } from '../hooks/use-booking-form.ts';

export const FREE_CONVEYANCE_NOTE = `Airport conveyance is free for stays of ${FREE_CONVEYANCE_FROM_NIGHTS} nights or more.`;
export const QUOTE_LOADING = 'Working out your price…';
export const QUOTE_FAILED =
  'Your price could not be worked out just now. It is confirmed when you book.';
export const QUOTE_REFUSED = 'Your price shows once the choice marked above is changed.';

/** "₦50,000 × 2 nights + ₦35,000 × 1 night": the nights grouped by their price, in order. */
export function nightsSummary(nights: QuoteResponse['nights']): string {
  const groups: { price: number; count: number }[] = [];
  for (const night of nights) {
    const last = groups.at(-1);
    if (last && last.price === night.price) last.count += 1;
    else groups.push({ price: night.price, count: 1 });
  }
  return groups
    .map(({ price, count }) => `${formatNaira(price)} × ${count} ${pluralize(count, 'night')}`)
    .join(' + ');
}

/**
 * The card's price (spec §9) as the server quotes it: the nights at their prices, then
 * the lines (room, discounts, extras, charges, taxes) and the total. While new choices
 * are priced the previous figures stay, dimmed; a refusal is said at its field above.
 */
export function PriceBreakdownList({ quote }: { quote: CardQuote }) {
  if (!quote.hasDates) {
    return <p className="text-sm text-muted">Select your dates to see the total for your stay.</p>;
  }
  if (quote.refusal) {
    return (
      <p className="text-sm font-medium text-terracotta-dark">
        {quote.refusal.other ?? QUOTE_REFUSED}
      </p>
    );
  }
  if (quote.failed) return <p className="text-sm text-muted">{QUOTE_FAILED}</p>;
  const answer = quote.answer;
  if (!answer) {
    return (
      <p role="status" className="text-sm text-muted">
        {QUOTE_LOADING}
      </p>
    );
  }
  const conveyanceFree = answer.lines.some(
    (line) => line.kind === 'conveyance' && line.amount === 0,
  );
  return (
    <div
      aria-busy={quote.updating || undefined}
      className={quote.updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}
    >
      <p className="mb-2 text-sm text-muted">{nightsSummary(answer.nights)}</p>
      <AmountRows lines={answer.lines} total={answer.total_amount} />
      {conveyanceFree ? <p className="mt-2 text-sm text-brand">{FREE_CONVEYANCE_NOTE}</p> : null}
    </div>
  );
}
