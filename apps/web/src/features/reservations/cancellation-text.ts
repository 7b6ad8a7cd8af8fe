import type { CancellationOffer, RefundState } from '@aso/core/cancellation';
import { formatNaira } from '@aso/core/money';
import { pluralize } from '../../lib/format.ts';

/** `5 days before check-in`, `1 day before check-in`, `on the day of check-in`. */
export function daysBeforeCheckInText(days: number): string {
  if (days <= 0) return 'on the day of check-in';
  return `${days} ${pluralize(days, 'day')} before check-in`;
}

/**
 * What cancelling today gives back, in the server's exact amounts (shown on the page and
 * repeated in the confirmation): "Cancelling today refunds ₦X of ₦Y (25% charge, 5 days
 * before check-in)."
 */
export function refundOfferText(offer: CancellationOffer): string {
  if (offer.paid_amount <= 0) {
    return 'Nothing was paid online for this booking, so there is nothing to refund.';
  }
  const when = daysBeforeCheckInText(offer.days_before_check_in);
  if (offer.charge_amount <= 0) {
    return `Cancelling today refunds the full ${formatNaira(offer.refund_amount)} (no charge, ${when}).`;
  }
  return `Cancelling today refunds ${formatNaira(offer.refund_amount)} of ${formatNaira(offer.paid_amount)} (${offer.charge_percent}% charge, ${when}).`;
}

/** Where the refund of a cancelled booking stands; the front desk's contact follows `manual`. */
export function refundStateText(refund: RefundState | null, refundedAmount: number): string {
  if (refund === null || refund.amount <= 0) {
    return refundedAmount > 0
      ? `${formatNaira(refundedAmount)} has been refunded to you.`
      : 'No refund was due for this booking.';
  }
  const amount = formatNaira(refund.amount);
  switch (refund.status) {
    case 'succeeded':
      return `Your refund of ${amount} is on its way to the card you paid with; banks take a few working days to show it.`;
    case 'pending':
      return `Your refund of ${amount} is pending: the payment provider has not accepted it yet, and we keep trying until it goes through.`;
    case 'manual':
      return `Your refund of ${amount} will be returned to you by the front desk.`;
  }
}

/** Short labels beside an amount ("Refunded", "Refund pending"), for the payment lines. */
export const REFUND_STATUS_LABELS: Record<RefundState['status'], string> = {
  succeeded: 'Refunded',
  pending: 'Refund pending',
  manual: 'To be refunded by the front desk',
};
