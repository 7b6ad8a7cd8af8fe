import { useId, useState } from 'react';
import type { BookingDetail } from '@aso/core/bookings';
import type { CancellationOffer } from '@aso/core/cancellation';
import { ADMIN_SETTABLE_STATUSES, type AdminSettableStatus } from '@aso/core/constants';
import { bookingStatusLabel } from '../../../../components/booking-status.tsx';
import { statusErrorMessage, useUpdateBookingStatus } from '../api/update-booking-status.ts';
import { RefundDialog } from './refund-dialog.tsx';

export const CANCEL_NOTE =
  'Cancelling releases the unit; for a paid booking you choose the refund: by the policy, in full, or none.';

const isSettable = (status: string): status is AdminSettableStatus =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);

/**
 * The server's offer for cancelling today when money paid is still held (staff then
 * choose the refund), else null: the cancel goes ahead at once.
 */
const refundToChoose = (booking: BookingDetail) =>
  booking.cancellation && booking.cancellation.paid_amount > 0 ? booking.cancellation : null;

/** Spec §4: any settable status to any other; the server refuses what it cannot do. */
export function BookingStatusSelector({ booking }: { booking: BookingDetail }) {
  const update = useUpdateBookingStatus(booking.id);
  const selectId = useId();
  const noteId = useId();
  // The offer staff are asked about, while the refund dialog is open.
  const [refundOffer, setRefundOffer] = useState<CancellationOffer | null>(null);
  const shown = update.isPending ? update.variables.status : booking.status;

  const closeRefund = () => {
    setRefundOffer(null);
    update.reset();
  };

  return (
    <div>
      <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
        Booking status
      </label>
      <select
        id={selectId}
        value={shown}
        aria-describedby={noteId}
        // Not disabled while saving: a disabled control would drop the keyboard focus.
        onChange={(event) => {
          const status = event.target.value;
          if (update.isPending || !isSettable(status) || status === booking.status) return;
          // Money was paid: staff choose how much goes back before anything changes.
          const offer = status === 'cancelled' ? refundToChoose(booking) : null;
          if (offer) {
            update.reset();
            setRefundOffer(offer);
            return;
          }
          update.mutate({ status });
        }}
        className="mt-2 block min-h-11 w-full rounded-xl border border-field bg-white px-4 py-2.5 text-base text-ink focus-visible:border-brand"
      >
        {isSettable(booking.status) ? null : (
          <option value={booking.status} disabled>
            {bookingStatusLabel(booking.status)}
          </option>
        )}
        {ADMIN_SETTABLE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {bookingStatusLabel(status)}
          </option>
        ))}
      </select>
      <p id={noteId} className="mt-2 text-sm text-muted">
        {CANCEL_NOTE}
      </p>
      <div role="status" aria-live="polite" className="mt-2 text-sm font-medium text-brand">
        {update.isPending ? 'Updating...' : update.isSuccess ? update.data.message : null}
      </div>
      {update.isError && !refundOffer ? (
        <p role="alert" className="mt-2 text-sm font-medium text-terracotta-dark">
          {statusErrorMessage(update.error)}
        </p>
      ) : null}
      {refundOffer ? (
        <RefundDialog
          booking={booking}
          offer={refundOffer}
          pending={update.isPending}
          error={update.isError ? statusErrorMessage(update.error) : null}
          onConfirm={(refund) =>
            update.mutate(
              { status: 'cancelled', refund },
              { onSuccess: () => setRefundOffer(null) },
            )
          }
          onCancel={closeRefund}
        />
      ) : null}
    </div>
  );
}
