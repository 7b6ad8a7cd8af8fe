import { PAYMENT_STATUS_LABELS } from '@aso/core/admin-payments';
import type { BookingDetail } from '@aso/core/bookings';
import type { RefundState } from '@aso/core/cancellation';
import { formatNaira } from '@aso/core/money';
import { formatDay, pluralize } from '../../../../lib/format.ts';

export const NO_PAYMENT_INFO = 'Payment info not available';

/** Where a refund stands, for staff: `pending` and `manual` are still owed to the guest. */
export const REFUND_STATUS_TEXT: Record<RefundState['status'], string> = {
  succeeded: 'Refunded',
  pending: 'Pending with the provider (retried until accepted)',
  manual: 'Owed: to be paid back by the front desk',
};

/** The Payment card's content: what was paid and refunded, the price's parts, the code. */
export function BookingPayment({ booking }: { booking: BookingDetail }) {
  return (
    <>
      <PaymentLine booking={booking} />
      <dl className="mt-5 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Room ({booking.nights} {pluralize(booking.nights, 'night')})
          </dt>
          <dd className="font-semibold">{formatNaira(booking.room_amount)}</dd>
        </div>
        {booking.includes_breakfast ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Breakfast</dt>
            <dd className="font-semibold">{formatNaira(booking.breakfast_amount)}</dd>
          </div>
        ) : null}
        {booking.conveyance_direction || booking.includes_pickup ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Airport conveyance</dt>
            <dd className="font-semibold">
              {booking.conveyance_amount === 0 ? 'Free' : formatNaira(booking.conveyance_amount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-display text-xl font-semibold text-brand">
            {formatNaira(booking.total_amount)}
          </dd>
        </div>
      </dl>
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
