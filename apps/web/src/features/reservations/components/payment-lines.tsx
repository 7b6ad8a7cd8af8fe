import { formatNaira } from '@aso/core/money';
import { REFUND_STATUS_LABELS } from '../cancellation-text.ts';
import { formatDay } from '../../../lib/format.ts';
import type { PaymentView } from '../reservation-view.ts';

export const NO_PAYMENT_INFO = 'Payment info not available';

/** What was paid and when, and what has been (or is still to be) given back. */
export function PaymentLines({ payment }: { payment: PaymentView | null }) {
  if (!payment || (payment.date === null && payment.amount === null)) {
    return <p className="text-muted">{NO_PAYMENT_INFO}</p>;
  }
  const refund = payment.refund ?? null;
  const refunded = payment.refunded ?? 0;
  return (
    <dl className="grid grid-cols-2 gap-4 text-sm">
      <div>
        <dt className="text-muted">Paid on</dt>
        <dd className="mt-1 font-semibold">{payment.date ? formatDay(payment.date) : '—'}</dd>
      </div>
      <div>
        <dt className="text-muted">Amount</dt>
        <dd className="mt-1 font-semibold">
          {payment.amount === null ? '—' : formatNaira(payment.amount)}
        </dd>
      </div>
      {refund && refund.amount > 0 ? (
        <div className="col-span-2">
          <dt className="text-muted">{REFUND_STATUS_LABELS[refund.status]}</dt>
          <dd className="mt-1 font-semibold">{formatNaira(refund.amount)}</dd>
        </div>
      ) : refunded > 0 ? (
        <div className="col-span-2">
          <dt className="text-muted">Refunded</dt>
          <dd className="mt-1 font-semibold">{formatNaira(refunded)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
