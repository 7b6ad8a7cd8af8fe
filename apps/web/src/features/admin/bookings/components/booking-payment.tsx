import { PAYMENT_STATUS_LABELS } from '@aso/core/admin-payments';
import type { BookingDetail } from '@aso/core/bookings';
import type { RefundState } from '@aso/core/cancellation';
import { formatNaira } from '@aso/core/money';
import { AmountRows } from '../../../../components/amount-rows.tsx';
import { formatDay } from '../../../../lib/format.ts';

export const NO_PAYMENT_INFO = 'Payment info not available';

/** Where a refund stands, for staff: `pending` and `manual` are still owed to the guest. */
export const REFUND_STATUS_TEXT: Record<RefundState['status'], string> = {
  succeeded: 'Refunded',
  pending: 'Pending with the provider (retried until accepted)',
  manual: 'Owed: to be paid back by the front desk',
};

/** The Payment card's content: what was paid and refunded, the price's lines, the codes. */
export function BookingPayment({ booking }: { booking: BookingDetail }) {
  return (
    <>
      <PaymentLine booking={booking} />
      <AmountRows
        lines={booking.lines}
        total={booking.total_amount}
        promoCode={booking.promo_code}
        className="mt-5 space-y-2 border-t border-line pt-4 text-sm"
      />
      {booking.affiliate_code ? (
        <p className="mt-4 text-sm text-muted">
          Affiliate code <span className="font-semibold text-ink">{booking.affiliate_code}</span>
        </p>
      ) : null}
    </>
  );
}

/** "Paid ₦X on {date}" with the payment's status and any refund, or the spec's fallback. */
function PaymentLine({ booking }: { booking: BookingDetail }) {
  const { payment_status: status, payment_amount: amount, payment_date: date } = booking;
  if (status === null && amount === null && date === null) {
    return <p className="text-muted">{NO_PAYMENT_INFO}</p>;
  }
  const money = amount === null ? '' : formatNaira(amount);
  const on = date ? `on ${formatDay(date)}` : '';
  const paid = status === 'success' || status === 'refunded' || status === 'partially_refunded';
  const text = (paid ? ['Paid', money, on] : [money, on]).filter(Boolean).join(' ');
  const refund = booking.refund;
  return (
    <div className="space-y-2">
      {text ? <p className="font-semibold">{text}</p> : null}
      {status ? (
        <p className="text-sm text-muted">
          Payment status:{' '}
          <span className="font-semibold text-ink">{PAYMENT_STATUS_LABELS[status]}</span>
        </p>
      ) : null}
      {refund ? (
        <p className="text-sm text-muted">
          Refund {formatNaira(refund.amount)}:{' '}
          <span
            className={`font-semibold ${refund.status === 'succeeded' ? 'text-ink' : 'text-terracotta-dark'}`}
          >
            {REFUND_STATUS_TEXT[refund.status]}
          </span>
        </p>
      ) : booking.refunded_amount > 0 ? (
        <p className="text-sm text-muted">
          Refunded{' '}
          <span className="font-semibold text-ink">{formatNaira(booking.refunded_amount)}</span>
        </p>
      ) : null}
    </div>
  );
}
