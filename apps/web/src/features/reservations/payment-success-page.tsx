import { useSearchParams } from 'react-router';
import type { BookingDetail } from '@aso/core/bookings';
import { parseId } from '@aso/core/rooms';
import { BookingStatusPill } from '../../components/booking-status.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { ConveyanceSummary } from '../../components/conveyance-summary.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { LoadingMessage } from '../../components/status-message.tsx';
import { StayFact, StayFacts } from '../../components/stay-facts.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useBooking, type BookingReader } from './api/get-booking.ts';
import { AmountsSummary } from './components/amounts-summary.tsx';
import { CancellationSection } from './components/cancellation-section.tsx';
import { PaymentLines } from './components/payment-lines.tsx';
import { ReceiptDownload } from './components/receipt-download.tsx';
import { hasReceipt, viewOfBooking, type ReservationView } from './reservation-view.ts';

export const NO_BOOKING_ID = 'No booking ID provided';
export const BOOKING_LOAD_FAILED = 'Failed to fetch booking details';
export const LOAD_FAILED_TITLE = 'Unable to Load Booking Details';

/**
 * `/payment-success?booking_id=…&guest=true&access=…&affiliate_code=…` (spec §2): the
 * confirmed booking. A guest reads it with the access token of the callback's
 * redirect_url; a logged-in guest reads their own.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const id = parseId(params.get('booking_id') ?? '');
  const access = params.get('access') ?? '';
  const guest = params.get('guest') === 'true';
  const affiliateCode = params.get('affiliate_code');
  // The access token is the guest's way in; a logged-in guest reads their own booking.
  const reader: BookingReader | null =
    user && !guest ? { userId: user.id } : access ? { access } : user ? { userId: user.id } : null;
  const booking = useBooking(id, reader);

  if (id === null || reader === null || booking.isError) {
    return (
      <LoadFailed
        message={params.get('booking_id') ? BOOKING_LOAD_FAILED : NO_BOOKING_ID}
        guest={user === null}
      />
    );
  }
  if (!booking.data) {
    // A screen tall, so the footer does not show and then jump away when the booking arrives.
    return (
      <section className="wrap min-h-svh py-16">
        <DocumentTitle title="Your booking" />
        <h1 className="text-4xl text-brand">Your booking</h1>
        <LoadingMessage>Loading your booking details...</LoadingMessage>
      </section>
    );
  }
  return (
    <Confirmation
      booking={booking.data}
      reader={reader}
      view={viewOfBooking(booking.data, user)}
      affiliateCode={affiliateCode}
      loggedIn={user !== null}
    />
  );
}

function LoadFailed({ message, guest }: { message: string; guest: boolean }) {
  return (
    <section className="wrap min-h-[60svh] py-16 sm:py-20">
      <DocumentTitle title={LOAD_FAILED_TITLE} />
      <p className="eyebrow text-brass-dark">Your booking</p>
      <h1 className="mt-3 text-4xl text-brand">{LOAD_FAILED_TITLE}</h1>
      <p
        role="alert"
        className="mt-6 max-w-xl rounded-xl border border-terracotta/50 bg-blush px-4 py-3 font-medium text-terracotta-dark"
      >
        {message}
      </p>
      <p className="mt-4 max-w-xl text-muted">
        If you have paid, your booking is safe: the confirmation is in your email.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Go to home</ButtonLink>
        {guest ? (
          <ButtonLink to={paths.login} variant="outline">
            Log in
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

/** The page's heading by the booking's state: the link in the mail opens it later too. */
function headingOf(view: ReservationView) {
  const thanks = `Thank you${view.guest.name ? `, ${view.guest.name}` : ''}.`;
  if (view.status === 'cancelled') {
    return {
      eyebrow: 'Booking cancelled',
      title: 'Your booking is cancelled',
      intro: `${thanks} The details of the cancelled booking and its refund are below.`,
    };
  }
  if (view.status === 'pending') {
    return {
      eyebrow: 'Awaiting payment',
      title: 'Your booking is not paid yet',
      intro: `${thanks} The unit is held for you until the payment goes through.`,
    };
  }
  return {
    eyebrow: 'Payment successful',
    title: 'Your booking is confirmed',
    intro: `${thanks} We look forward to welcoming you${view.guest.email ? `; the confirmation is on its way to ${view.guest.email}` : ''}.`,
  };
}

function Confirmation({
  booking,
  reader,
  view,
  affiliateCode,
  loggedIn,
}: {
  booking: BookingDetail;
  /** Who reads the booking; a guest's access token also opens the receipt and the cancel. */
  reader: BookingReader;
  view: ReservationView;
  affiliateCode: string | null;
  loggedIn: boolean;
}) {
  const heading = headingOf(view);
  return (
    <>
      <DocumentTitle title={heading.title} />
      <header className="border-b border-line bg-sand">
        <div className="wrap py-12 sm:py-16">
          <p className="eyebrow inline-flex items-center gap-2 text-brass-dark">
            {view.status === 'confirmed' ? <CheckIcon className="size-4" /> : null}
            {heading.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl leading-tight text-brand sm:text-5xl">{heading.title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{heading.intro}</p>
        </div>
      </header>

      <div className="wrap grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="booking-summary-title"
          className="h-fit rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm text-muted">
                Booking reference{' '}
                <span className="font-semibold tracking-wide text-ink">{view.reference}</span>
              </p>
              <h2 id="booking-summary-title" className="mt-1 text-2xl text-brand">
                {view.title}
              </h2>
            </div>
            <BookingStatusPill status={view.status} uppercase />
          </div>
          <StayFacts view={view} className="mt-6">
            <StayFact label="Unit">{view.unitNumber}</StayFact>
            {view.location ? (
              <StayFact label="Address">
                {view.location.name}
                <span className="block font-normal">{view.location.address}</span>
              </StayFact>
            ) : null}
            {affiliateCode ? <StayFact label="Affiliate code">{affiliateCode}</StayFact> : null}
          </StayFacts>
          <h3 className="mt-8 font-sans text-base font-semibold text-ink">Airport conveyance</h3>
          <div className="mt-3 text-sm">
            <ConveyanceSummary legs={view.conveyance} />
          </div>
        </section>

        <aside className="h-fit space-y-6">
          <section
            aria-labelledby="payment-summary-title"
            className="rounded-3xl border border-line bg-white p-6 shadow-card"
          >
            <h2 id="payment-summary-title" className="mb-4 text-xl text-brand">
              Payment
            </h2>
            <AmountsSummary view={view} />
            <div className="mt-6 border-t border-line pt-4">
              <PaymentLines payment={view.payment} />
            </div>
            {hasReceipt(view) ? (
              <div className="mt-6 border-t border-line pt-4">
                <ReceiptDownload
                  bookingId={view.id}
                  {...('access' in reader ? { access: reader.access } : {})}
                />
              </div>
            ) : null}
          </section>
          <CancellationSection booking={booking} reader={reader} />
          <div className="flex flex-wrap gap-3">
            {loggedIn ? (
              <ButtonLink to={paths.profile}>Your reservations</ButtonLink>
            ) : (
              <ButtonLink to={paths.signup}>Create an account</ButtonLink>
            )}
            <ButtonLink to={paths.home} variant="outline">
              Go to home
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
