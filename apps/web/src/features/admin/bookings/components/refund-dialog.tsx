import { useId, useState } from 'react';
import type { BookingDetail } from '@aso/core/bookings';
import type { CancellationOffer, RefundChoice } from '@aso/core/cancellation';
import { formatNaira } from '@aso/core/money';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { pluralize } from '../../../../lib/format.ts';

/**
 * Each refund choice as the dialog offers it, in the server's amounts for cancelling
 * today (the booking's `cancellation`): nothing is worked out here.
 */
export function refundOptions(offer: CancellationOffer) {
  const days = offer.days_before_check_in;
  const policyHint = !offer.allowed
    ? 'the stay has begun, so the policy gives nothing back'
    : offer.charge_percent === 0
      ? `no charge, ${days} days before check-in`
      : `${offer.charge_percent}% charge, ${days} ${pluralize(days, 'day')} before check-in`;
  return [
    {
      value: 'policy',
      label: `By the policy: ${formatNaira(offer.refund_amount)}`,
      hint: policyHint,
    },
    {
      value: 'full',
      label: `In full: ${formatNaira(offer.paid_amount)}`,
      hint: 'all that was paid and not yet refunded',
    },
    { value: 'none', label: 'No refund', hint: 'the unit is released, the money kept' },
  ] as const satisfies ReadonlyArray<{ value: RefundChoice; label: string; hint: string }>;
}

/** Cancelling a paid booking: by the policy (chosen at first), in full, or without a refund. */
export function RefundDialog({
  booking,
  offer,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  booking: BookingDetail;
  /** The server's answer for cancelling today. */
  offer: CancellationOffer;
  pending: boolean;
  error: string | null;
  onConfirm: (refund: RefundChoice) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<RefundChoice>('policy');
  const name = useId();
  const options = refundOptions(offer);
  return (
    <ConfirmDialog
      open
      title={`Cancel booking #${booking.id}?`}
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      pendingLabel="Cancelling..."
      pending={pending}
      error={error}
      onConfirm={() => onConfirm(choice)}
      onCancel={onCancel}
    >
      <p>
        Unit {booking.room_number} is released for {booking.stayDates}.{' '}
        {formatNaira(offer.paid_amount)} was paid and not yet refunded.
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">Refund to the guest</legend>
        <div className="mt-2 space-y-2">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 has-checked:border-brand has-checked:bg-mint/40"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="mt-1 size-4 accent-brand"
              />
              <span>
                <span className="block font-semibold">{option.label}</span>
                <span className="block text-sm text-muted">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
