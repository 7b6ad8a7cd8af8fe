import type { BookingDetail } from '@aso/core/bookings';
import type { AdminSettableStatus } from '@aso/core/constants';
import { formatNaira } from '@aso/core/money';
import { bookingStatusLabel } from '../../../../components/booking-status.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';

/**
 * Making a refunded booking hold its unit again: the money went back to the guest, so the
 * server refuses it unless staff say they keep the refund (`keep_refund`), which this asks.
 */
export function KeepRefundDialog({
  booking,
  refunded,
  status,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  booking: BookingDetail;
  /** The refund the server reports on the booking, in naira. */
  refunded: number;
  status: AdminSettableStatus;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={`Make booking #${booking.id} ${bookingStatusLabel(status)} again?`}
      confirmLabel="Keep the refund and reactivate"
      cancelLabel="Leave it as it is"
      pendingLabel="Updating..."
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        This booking was refunded {formatNaira(refunded)}. Usually you make a new booking instead,
        so the guest pays for the stay again.
      </p>
      <p className="mt-3">
        Reactivating it takes unit {booking.room_number} for {booking.stayDates} again and leaves
        the refund with the guest; the audit log records that.
      </p>
    </ConfirmDialog>
  );
}
