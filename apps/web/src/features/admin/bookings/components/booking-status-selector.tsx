import { useId, useState } from 'react';
import type { BookingDetail } from '@aso/core/bookings';
import type { CancellationOffer } from '@aso/core/cancellation';
import {
  ACTIVE_BOOKING_STATUSES,
  ADMIN_SETTABLE_STATUSES,
  type AdminSettableStatus,
} from '@aso/core/constants';
import { bookingStatusLabel } from '../../../../components/booking-status.tsx';
import { statusErrorMessage, useUpdateBookingStatus } from '../api/update-booking-status.ts';
import { KeepRefundDialog } from './keep-refund-dialog.tsx';
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

const holdsUnit = (status: string) =>
  (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/**
 * The refund the server reports when `status` would make the booking hold its unit again
 * after money went back to its guest (the server then wants `keep_refund`), else null.
 */
const refundToKeep = (booking: BookingDetail, status: string) =>
  holdsUnit(status) && !holdsUnit(booking.status) && booking.refund && booking.refund.amount > 0
    ? booking.refund.amount
    : null;

/** Spec §4: any settable status to any other; the server refuses what it cannot do. */
export function BookingStatusSelector({ booking }: { booking: BookingDetail }) {
  const update = useUpdateBookingStatus(booking.id);
  const selectId = useId();
  const noteId = useId();
  // The offer staff are asked about, while the refund dialog is open.
  const [refundOffer, setRefundOffer] = useState<CancellationOffer | null>(null);
  // The active status asked for a refunded booking, while staff confirm keeping the refund.
  const [reactivateTo, setReactivateTo] = useState<AdminSettableStatus | null>(null);
  const shown = update.isPending ? update.variables.status : booking.status;

  const closeDialogs = () => {
    setRefundOffer(null);
    setReactivateTo(null);
    update.reset();
  };
  const keptRefund = reactivateTo ? refundToKeep(booking, reactivateTo) : null;

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
          if (refundToKeep(booking, status) !== null) {
            update.reset();
            setReactivateTo(status);
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
      {update.isError && !refundOffer && !reactivateTo ? (
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
          onCancel={closeDialogs}
        />
      ) : null}
      {reactivateTo && keptRefund !== null ? (
        <KeepRefundDialog
          booking={booking}
          refunded={keptRefund}
          status={reactivateTo}
          pending={update.isPending}
          error={update.isError ? statusErrorMessage(update.error) : null}
          onConfirm={() =>
            update.mutate(
              { status: reactivateTo, keep_refund: true },
              { onSuccess: () => setReactivateTo(null) },
            )
          }
          onCancel={closeDialogs}
        />
      ) : null}
    </div>
  );
}
