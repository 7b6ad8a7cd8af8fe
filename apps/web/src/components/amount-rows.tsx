import { formatNaira } from '@aso/core/money';
import type { PriceLineAnswer } from '@aso/core/stay-price';
import { lineAmountText, lineLabelText } from '../lib/price-lines.ts';

/**
 * A price's lines and its total, as the booking card, the guest's pages and the back
 * office show them: each line's label and amount (discounts "−₦…", conveyance on a long
 * stay "Free"), then the total, under it the taxes held in the prices ("includes VAT
 * (7.5%) ₦…", not added), and the promo code that took its part off.
 */
export function AmountRows({
  lines,
  total,
  promoCode = null,
  className = 'space-y-2 text-sm',
}: {
  lines: readonly PriceLineAnswer[];
  total: number;
  promoCode?: string | null;
  className?: string;
}) {
  const added = lines.filter((line) => !line.included);
  const included = lines.filter((line) => line.included);
  return (
    <>
      <dl className={className}>
        {added.map((line, index) => (
          <div key={`${line.kind}-${index}`} className="flex justify-between gap-4">
            <dt className="text-muted">{line.label}</dt>
            <dd className="font-semibold">{lineAmountText(line)}</dd>
          </div>
        ))}
        <div
          className={`flex justify-between gap-4 text-base ${added.length ? 'border-t border-line pt-3' : ''}`}
        >
          <dt className="font-semibold">Total</dt>
          <dd className="font-display text-xl font-semibold text-brand">{formatNaira(total)}</dd>
        </div>
        {included.map((line) => (
          <div key={line.kind} className="flex justify-between gap-4 text-muted">
            <dt>{lineLabelText(line)}</dt>
            <dd>{lineAmountText(line)}</dd>
          </div>
        ))}
      </dl>
      {promoCode ? (
        <p className="mt-3 text-sm text-muted">
          Promo code <span className="font-semibold text-ink">{promoCode}</span>
        </p>
      ) : null}
    </>
  );
}
