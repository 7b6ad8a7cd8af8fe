import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BookingDetail } from '@aso/core/bookings';
import { BOOKING_CANCELLED, CANCEL_NOT_ALLOWED, CANCELLATION_TIERS } from '@aso/core/cancellation';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PhoneIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { FRONT_DESK_EMAIL, FRONT_DESK_PHONE, telHref } from '../../../lib/site-info.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { cancelErrorMessage, useCancelBooking } from '../api/cancel-booking.ts';
import type { BookingReader } from '../api/get-booking.ts';
import { refundOfferText, refundStateText } from '../cancellation-text.ts';

const linkClass = 'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

/** "full refund when cancelling at least 7 days before check-in; 25% charge at 3 to 6 days; …". */
const POLICY_SUMMARY = CANCELLATION_TIERS.map((tier, index) => {
  const previous = CANCELLATION_TIERS[index - 1];
  return previous === undefined
    ? `full refund when cancelling at least ${tier.minDays} days before check-in`
    : `${tier.chargePercent}% charge at ${tier.minDays} to ${previous.minDays - 1} days`;
}).join('; ');

function FrontDesk() {
  return (
    <>
      <a href={telHref(FRONT_DESK_PHONE)} className={`${linkClass} whitespace-nowrap`}>
        <PhoneIcon className="mr-1 inline size-4 align-[-2px]" />
        {FRONT_DESK_PHONE.display}
      </a>{' '}
      or{' '}
      <a href={`mailto:${FRONT_DESK_EMAIL}`} className={`${linkClass} break-words`}>
        {FRONT_DESK_EMAIL}
      </a>
    </>
  );
}

/**
 * The booking's "Cancellation" card: what cancelling today refunds (the server's exact
 * amounts) and the button that asks before it cancels; after check-in, the front desk;
 * once cancelled, where the refund stands. Nothing for a booking that was never paid.
 */
export function CancellationSection({
  booking,
  reader,
}: {
  booking: BookingDetail;
  reader: BookingReader;
}) {
  const headingId = useId();
  const cancel = useCancelBooking(reader);
  // The server's answer is "Your booking has been cancelled."; the dialog's close resets it.
  const [done, setDone] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const cancellation = useConfirmedAction<BookingDetail>(cancel, () => setDone(BOOKING_CANCELLED));
  const offer = booking.cancellation;

  // The button that opened the dialog is gone once cancelled: the result takes the focus
  // (and is read out with it).
  // The cancelled booking may reach the cache a moment after the dialog closed.
  useEffect(() => {
    if (done !== null) resultRef.current?.focus();
  }, [done, booking.status]);

  if (booking.status !== 'cancelled' && offer === null) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-white p-6 shadow-card"
    >
      <h2 id={headingId} className="text-xl text-brand">
        Cancellation
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed">
        {booking.status === 'cancelled' ? (
          <>
            <p ref={resultRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
              {done ?? 'This booking has been cancelled.'}
            </p>
            <p className="text-ink">
              {refundStateText(booking.refund, booking.refunded_amount)}
              {booking.refund?.status === 'manual' ? (
                <>
                  {' '}
                  Please contact them on <FrontDesk />.
                </>
              ) : null}
            </p>
          </>
        ) : offer?.allowed ? (
          <>
            <p className="font-semibold text-ink">{refundOfferText(offer)}</p>
            <p className="text-muted">
              Our policy: {POLICY_SUMMARY}.{' '}
              <Link to={paths.policies} className={linkClass}>
                House policies
              </Link>
            </p>
            <Button
              variant="outline"
              onClick={() => cancellation.ask(booking)}
              className="border-terracotta-dark text-terracotta-dark hover:border-terracotta-dark hover:bg-terracotta-dark"
            >
              Cancel booking
            </Button>
            <p className="text-muted">
              To change your dates instead, call the front desk on <FrontDesk />.
            </p>
          </>
        ) : (
          <p className="text-ink">
            {CANCEL_NOT_ALLOWED} You can reach them on <FrontDesk />, day and night.
          </p>
        )}
      </div>

      <ConfirmDialog
        open={cancellation.target !== null}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        error={cancel.isError ? cancelErrorMessage(cancel.error) : null}
        onConfirm={cancellation.confirm}
        onCancel={cancellation.close}
      >
        <p>
          {booking.room.title || booking.room.name}, unit {booking.room_number}, {booking.stayDates}{' '}
          (booking <span className="whitespace-nowrap">{booking.reference}</span>).
        </p>
        {offer ? <p className="mt-3 font-semibold">{refundOfferText(offer)}</p> : null}
        <p className="mt-3 text-muted">
          The unit is released at once; a cancelled booking cannot be restored.
        </p>
      </ConfirmDialog>
    </section>
  );
}
