import { PhotoGrid } from '../../../components/photo-grid.tsx';
import { Link, useParams } from 'react-router';
import type { BookingDetail } from '@aso/core/bookings';
import { formatNaira } from '@aso/core/money';
import { parseId } from '@aso/core/rooms';
import { BookingStatusPill } from '../../../components/booking-status.tsx';
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
import { FeatureList } from '../../../components/feature-list.tsx';
import { BookingPayment } from './components/booking-payment.tsx';
import { BookingStatusSelector } from './components/booking-status-selector.tsx';
import { DetailCard, Fact } from './components/detail-card.tsx';

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
          <DetailCard title="Status">
            <BookingStatusSelector booking={booking} />
          </DetailCard>

          <DetailCard title="Guest">
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
          </DetailCard>

          <DetailCard title="Room">
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
          </DetailCard>

          <DetailCard title="Payment">
            <BookingPayment booking={booking} />
          </DetailCard>
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
