import { PhotoGrid } from '../../components/photo-grid.tsx';
import { FeatureList } from '../../components/feature-list.tsx';
import { Link, useLocation, useParams } from 'react-router';
import type { User } from '@aso/core/auth';
import type { BookingDetail } from '@aso/core/bookings';
import { formatNaira } from '@aso/core/money';
import { parseId } from '@aso/core/rooms';
import { BookingStatusPill } from '../../components/booking-status.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { ConveyanceSummary } from '../../components/conveyance-summary.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { TextField } from '../../components/form-field.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/status-message.tsx';
import { StayFact, StayFacts } from '../../components/stay-facts.tsx';
import { pluralize } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { STANDARD_AMENITIES } from '../../lib/standard-amenities.ts';
import { useBooking } from './api/get-booking.ts';
import { AmountsSummary } from './components/amounts-summary.tsx';
import { CancellationSection } from './components/cancellation-section.tsx';
import { PaymentLines } from './components/payment-lines.tsx';
import { ReceiptDownload } from './components/receipt-download.tsx';
import {
  hasReceipt,
  viewOfBooking,
  viewOfLinkState,
  type ReservationView,
} from './reservation-view.ts';

export const BOOKING_LOAD_FAILED = 'Failed to load booking';

/**
 * `/reservation-details/{id}` (spec §2): one of the user's reservations. The profile
 * passes the list row along, shown at once; the full booking comes from
 * `GET /api/bookings/me/{id}`. The edit and review sections are static, as specified.
 */
export function ReservationDetailsPage() {
  const { user } = useSession();
  // RequireUser renders this page only with a user; after a logout it is about to go.
  if (!user) return null;
  return <ReservationDetails user={user} />;
}

function ReservationDetails({ user }: { user: User }) {
  const id = parseId(useParams().id ?? '');
  const location = useLocation();
  const passed = id === null ? null : viewOfLinkState(location.state, id, user);
  // Read even when a full booking was passed: its cancellation offer is today's.
  const booking = useBooking(id, { userId: user.id });
  const view = booking.data ? viewOfBooking(booking.data, user) : (passed?.view ?? null);

  if (view) {
    return (
      <Details
        view={view}
        booking={booking.data ?? null}
        user={user}
        partial={!booking.data && booking.isError}
      />
    );
  }
  if (id === null || booking.isError) {
    return (
      <section className="wrap min-h-[60svh] py-16">
        <DocumentTitle title="Reservation details" />
        <h1 className="mb-6 text-4xl text-brand">Reservation details</h1>
        <ErrorMessage
          onRetry={id === null ? undefined : () => void booking.refetch()}
          retrying={booking.isFetching}
        >
          {BOOKING_LOAD_FAILED}
        </ErrorMessage>
        <ButtonLink to={paths.profile} variant="outline" className="mt-6">
          Back to your reservations
        </ButtonLink>
      </section>
    );
  }
  // A screen tall, so the footer does not show and then jump away when the booking arrives.
  return (
    <section className="wrap min-h-svh py-16">
      <DocumentTitle title="Reservation details" />
      <h1 className="text-4xl text-brand">Reservation details</h1>
      <LoadingMessage>Loading your reservation...</LoadingMessage>
    </section>
  );
}

function Details({
  view,
  booking,
  user,
  partial,
}: {
  view: ReservationView;
  /** The full booking once loaded: its cancellation offer and refund. */
  booking: BookingDetail | null;
  user: User;
  partial: boolean;
}) {
  const features = [
    ...(view.breakfastCount
      ? [
          `Breakfast for ${view.breakfastCount} ${pluralize(view.breakfastCount, 'person', 'persons')}`,
        ]
      : []),
    ...(view.conveyance && view.conveyance.length > 0
      ? [`Airport ${view.conveyance.map((leg) => leg.name.toLowerCase()).join(' and ')}`]
      : []),
    ...STANDARD_AMENITIES,
  ];

  return (
    <article className="wrap pt-8 pb-20">
      <DocumentTitle title={`Reservation ${view.id}`} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link
              to={paths.profile}
              className="rounded underline underline-offset-4 hover:text-brand"
            >
              Your profile
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            Reservation {view.id}
          </li>
        </ol>
      </nav>

      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-brass-dark">
            {view.reference ? `Booking ${view.reference}` : `Reservation ${view.id}`}
          </p>
          <h1 className="mt-2 text-4xl leading-tight text-brand sm:text-5xl">{view.title}</h1>
          {view.pricePerNight !== null ? (
            <p className="mt-2 text-muted">
              <span className="font-semibold text-ink">{formatNaira(view.pricePerNight)}</span> per
              night
            </p>
          ) : null}
        </div>
        <BookingStatusPill status={view.status} uppercase />
      </header>

      {partial ? (
        <p role="status" className="mt-4 text-sm text-muted">
          Some details of this reservation could not be loaded just now.
        </p>
      ) : null}

      <PhotoGrid images={view.images} title={view.title} className="mt-8" />

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-10">
          <section aria-labelledby="stay-title">
            <h2 id="stay-title" className="text-2xl text-brand">
              Your stay
            </h2>
            <StayFacts view={view} className="mt-4">
              {view.unitNumber ? <StayFact label="Unit">{view.unitNumber}</StayFact> : null}
              {view.location ? (
                <StayFact label="Address">
                  {view.location.name}
                  <span className="block font-normal">{view.location.address}</span>
                </StayFact>
              ) : null}
              {view.reference ? (
                <StayFact label="Booking reference">{view.reference}</StayFact>
              ) : null}
            </StayFacts>
          </section>

          <section aria-labelledby="guest-title">
            <h2 id="guest-title" className="text-2xl text-brand">
              Guest
            </h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <TextField
                id="reservation-guest-name"
                label="Name"
                value={view.guest.name}
                readOnly
              />
              <TextField
                id="reservation-guest-email"
                label="Email"
                type="email"
                value={view.guest.email}
                readOnly
              />
              <TextField
                id="reservation-guest-phone"
                label="Phone"
                type="tel"
                value={view.guest.phone}
                readOnly
              />
            </div>
          </section>

          <section aria-labelledby="conveyance-title">
            <h2 id="conveyance-title" className="text-2xl text-brand">
              Airport conveyance
            </h2>
            <div className="mt-4">
              <ConveyanceSummary legs={view.conveyance} />
            </div>
          </section>

          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl text-brand">
              Features
            </h2>
            <FeatureList features={features} />
          </section>
        </div>

        <aside className="h-fit space-y-6">
          <section
            aria-labelledby="payment-title"
            className="rounded-3xl border border-line bg-white p-6 shadow-card"
          >
            <h2 id="payment-title" className="text-xl text-brand">
              Payment
            </h2>
            <div className="mt-4">
              <PaymentLines payment={view.payment} />
            </div>
            <div className="mt-6 border-t border-line pt-4">
              <AmountsSummary view={view} />
            </div>
            {hasReceipt(view) ? (
              <div className="mt-6 border-t border-line pt-4">
                <ReceiptDownload bookingId={view.id} />
              </div>
            ) : null}
          </section>
          {booking ? <CancellationSection booking={booking} reader={{ userId: user.id }} /> : null}
        </aside>
      </div>
    </article>
  );
}
