import { PhotoGrid } from '../../../components/photo-grid.tsx';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PAYMENT_STATUS_LABELS } from '@aso/core/admin-payments';
import type { BookingDetail } from '@aso/core/bookings';
import { quoteCancellation, type RefundChoice, type RefundState } from '@aso/core/cancellation';
import { ADMIN_SETTABLE_STATUSES, type AdminSettableStatus } from '@aso/core/constants';
import { formatNaira, koboToNaira, nairaToKobo } from '@aso/core/money';
import { parseId } from '@aso/core/rooms';
import { BookingStatusPill, bookingStatusLabel } from '../../../components/booking-status.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConveyanceSummary } from '../../../components/conveyance-summary.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { StayFact, StayFacts } from '../../../components/stay-facts.tsx';
import { conveyanceLegs } from '../../../lib/conveyance-legs.ts';
import { formatDay, pluralize } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { STANDARD_AMENITIES } from '../../../lib/standard-amenities.ts';
import {
  BOOKING_NOT_FOUND,
  bookingLoadErrorMessage,
  useAdminBooking,
} from './api/get-admin-booking.ts';
import { statusErrorMessage, useUpdateBookingStatus } from './api/update-booking-status.ts';
import { FeatureList } from '../../../components/feature-list.tsx';

export const NO_PAYMENT_INFO = 'Payment info not available';
export const CANCEL_NOTE =
  'Cancelling releases the unit; for a paid booking you choose the refund: by the policy, in full, or none.';

/** Spec "Admin booking details": the linked account's name and email, else the guest's, else "Guest". */
export function bookingGuest(booking: BookingDetail): { name: string; email: string | null } {
  if (booking.user) {
    const name = `${booking.user.first_name} ${booking.user.last_name}`.trim();
    return { name: name || booking.guest_name || 'Guest', email: booking.user.email };
  }
  return { name: booking.guest_name?.trim() || 'Guest', email: booking.guest_email };
}

/**
 * `/admin/bookings/details/{id}` (spec "Admin booking details"): everything about one
 * reservation, and the selector that moves it between statuses.
 */
export function AdminBookingDetailsPage() {
  const id = parseId(useParams().id ?? '');
  const booking = useAdminBooking(id);

  if (booking.data) return <BookingDetails booking={booking.data} />;
  return (
    <section className="wrap py-8 sm:py-10">
      <DocumentTitle title="Booking details" />
      <BackLink />
      <h1 className="mt-6 text-3xl text-brand sm:text-4xl">Booking details</h1>
      <div className="mt-6">
        {id === null ? (
          <ErrorMessage>{BOOKING_NOT_FOUND}</ErrorMessage>
        ) : booking.isError ? (
          <ErrorMessage
            onRetry={
              bookingLoadErrorMessage(booking.error) === BOOKING_NOT_FOUND
                ? undefined
                : () => void booking.refetch()
            }
            retrying={booking.isFetching}
          >
            {bookingLoadErrorMessage(booking.error)}
          </ErrorMessage>
        ) : (
          <LoadingMessage>Loading booking details...</LoadingMessage>
        )}
      </div>
    </section>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.adminBookings}
      className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
    >
      <ChevronLeftIcon className="size-5" />
      Back to reservations
    </Link>
  );
}

/** A white card with a heading, for the side column. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-xl text-brand">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words">{children}</dd>
    </div>
  );
}

function BookingDetails({ booking }: { booking: BookingDetail }) {
  const title = booking.room.title || booking.room.name;
  const guest = bookingGuest(booking);
  const breakfast = booking.includes_breakfast
    ? `Breakfast for ${booking.breakfast_count ?? 1} ${pluralize(booking.breakfast_count ?? 1, 'person', 'persons')}`
    : 'No breakfast';

  return (
    <article className="wrap py-8 sm:py-10">
      <DocumentTitle title={`Booking #${booking.id}`} />
      <BackLink />

      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-brass-dark">Reservation</p>
          <h1 className="mt-2 text-3xl text-brand sm:text-4xl">Booking #{booking.id}</h1>
          <p className="mt-2 text-sm text-muted">
            {booking.booking_type === 'guest' ? 'Guest booking' : 'Account booking'}, made on{' '}
            {formatDay(booking.created_at)}
          </p>
        </div>
        <BookingStatusPill status={booking.status} uppercase />
      </header>

      <PhotoGrid images={booking.room.images} title={title} className="mt-8" />

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First on a phone: the status and the guest matter more there than the room's copy. */}
        <aside
          className="h-fit min-w-0 space-y-6 lg:col-start-2 lg:row-start-1"
          aria-label="Booking summary"
        >
          <Card title="Status">
            <StatusSelector booking={booking} />
          </Card>

          <Card title="Guest">
            <dl className="space-y-3 text-sm">
              <Fact label="Name">{guest.name}</Fact>
              <Fact label="Email">
                {guest.email ? (
                  <a
                    href={`mailto:${guest.email}`}
                    className="text-brand underline underline-offset-4"
                  >
                    {guest.email}
                  </a>
                ) : (
                  'Not given'
                )}
              </Fact>
              <Fact label="Phone">{booking.guest_phone ?? 'Not given'}</Fact>
            </dl>
          </Card>

          <Card title="Room">
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Fact label="Unit">{booking.room_number}</Fact>
              <Fact label="Room ID">{booking.room_id}</Fact>
            </dl>
            <Link
              to={paths.adminRoom(booking.room_id)}
              className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline underline-offset-4"
            >
              View unit {booking.room_number}
            </Link>
          </Card>

          <Card title="Payment">
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
                    {booking.conveyance_amount === 0
                      ? 'Free'
                      : formatNaira(booking.conveyance_amount)}
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
                Affiliate code{' '}
                <span className="font-semibold text-ink">{booking.affiliate_code}</span>
              </p>
            ) : null}
          </Card>
        </aside>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="room-title">
            <h2 id="room-title" className="text-2xl text-brand">
              {title}
            </h2>
            <p className="mt-2 text-muted">
              <span className="font-semibold text-ink">
                {formatNaira(booking.room.price_per_night)}
              </span>{' '}
              per night
            </p>
            <p className="mt-4 leading-relaxed whitespace-pre-line">
              {booking.room.description || 'No description provided.'}
            </p>
          </section>

          <section aria-labelledby="stay-title">
            <h2 id="stay-title" className="text-2xl text-brand">
              Stay
            </h2>
            <p className="mt-2 text-lg">
              {booking.nights} {pluralize(booking.nights, 'night')}, {booking.stayDates}
            </p>
            <StayFacts view={booking} className="mt-4">
              <StayFact label="Breakfast">{breakfast}</StayFact>
            </StayFacts>
          </section>

          <section aria-labelledby="conveyance-title">
            <h2 id="conveyance-title" className="text-2xl text-brand">
              Airport conveyance
            </h2>
            <div className="mt-4">
              <ConveyanceSummary legs={conveyanceLegs(booking)} />
            </div>
          </section>

          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl text-brand">
              Features
            </h2>
            <FeatureList features={STANDARD_AMENITIES} />
          </section>
        </div>
      </div>
    </article>
  );
}

/** Where a refund stands, for staff: `pending` and `manual` are still owed to the guest. */
export const REFUND_STATUS_TEXT: Record<RefundState['status'], string> = {
  succeeded: 'Refunded',
  pending: 'Pending with the provider (retried until accepted)',
  manual: 'Owed: to be paid back by the front desk',
};

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

const isSettable = (status: string): status is AdminSettableStatus =>
  (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(status);

/** Naira paid and not yet given back: what a cancel may still refund. */
export function refundableAmount(booking: BookingDetail): number {
  const status = booking.payment_status;
  if (status !== 'success' && status !== 'partially_refunded') return 0;
  return Math.max(0, (booking.payment_amount ?? 0) - booking.refunded_amount);
}

/** Each refund choice as the dialog offers it, with what it gives back today. */
export function refundOptions(booking: BookingDetail, now: Date = new Date()) {
  const refundable = refundableAmount(booking);
  const quote = quoteCancellation(booking.start_date, nairaToKobo(refundable), now);
  const policy = koboToNaira(quote.refundKobo);
  const policyHint = !quote.allowed
    ? 'the stay has begun, so the policy gives nothing back'
    : quote.chargePercent === 0
      ? `no charge, ${quote.daysBeforeCheckIn} days before check-in`
      : `${quote.chargePercent}% charge, ${quote.daysBeforeCheckIn} ${pluralize(quote.daysBeforeCheckIn, 'day')} before check-in`;
  return [
    { value: 'policy', label: `By the policy: ${formatNaira(policy)}`, hint: policyHint },
    {
      value: 'full',
      label: `In full: ${formatNaira(refundable)}`,
      hint: 'all that was paid and not yet refunded',
    },
    { value: 'none', label: 'No refund', hint: 'the unit is released, the money kept' },
  ] as const satisfies ReadonlyArray<{ value: RefundChoice; label: string; hint: string }>;
}

/** Spec §4: any settable status to any other; the server refuses what it cannot do. */
function StatusSelector({ booking }: { booking: BookingDetail }) {
  const update = useUpdateBookingStatus(booking.id);
  const selectId = useId();
  const noteId = useId();
  const [askingRefund, setAskingRefund] = useState(false);
  const shown = update.isPending ? update.variables.status : booking.status;

  const closeRefund = () => {
    setAskingRefund(false);
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
          if (status === 'cancelled' && refundableAmount(booking) > 0) {
            update.reset();
            setAskingRefund(true);
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
      {update.isError && !askingRefund ? (
        <p role="alert" className="mt-2 text-sm font-medium text-terracotta-dark">
          {statusErrorMessage(update.error)}
        </p>
      ) : null}
      {askingRefund ? (
        <RefundDialog
          booking={booking}
          pending={update.isPending}
          error={update.isError ? statusErrorMessage(update.error) : null}
          onConfirm={(refund) =>
            update.mutate(
              { status: 'cancelled', refund },
              { onSuccess: () => setAskingRefund(false) },
            )
          }
          onCancel={closeRefund}
        />
      ) : null}
    </div>
  );
}

/** Cancelling a paid booking: by the policy (chosen at first), in full, or without a refund. */
function RefundDialog({
  booking,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  booking: BookingDetail;
  pending: boolean;
  error: string | null;
  onConfirm: (refund: RefundChoice) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState<RefundChoice>('policy');
  const name = useId();
  const options = refundOptions(booking);
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
        {formatNaira(refundableAmount(booking))} was paid and not yet refunded.
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
