import { formatNaira } from '@aso/core/money';
import type { PriceLineAnswer } from '@aso/core/stay-price';

/**
 * A price line's amount as the pages show it: "₦105,000", "−₦10,500" for a discount,
 * "Free" for conveyance that costs nothing (from 10 nights).
 */
export function lineAmountText(line: Pick<PriceLineAnswer, 'kind' | 'amount'>): string {
  if (line.kind === 'conveyance' && line.amount === 0) return 'Free';
  return line.amount < 0 ? `−${formatNaira(-line.amount)}` : formatNaira(line.amount);
}

/** A line's label: a tax held in the prices reads "includes VAT (7.5%)", not added. */
export const lineLabelText = (line: Pick<PriceLineAnswer, 'label' | 'included'>) =>
  line.included ? `includes ${line.label}` : line.label;
