import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '@aso/core/bookings';
import { BOOKING_CANCELLED, CANCEL_NOT_ALLOWED } from '@aso/core/cancellation';
import { makeBookingDetail } from '../../test/bookings.ts';
import {
  jsonResponse,
  makeUser,
  renderPage,
  sentBody,
  storeSession,
  stubApi,
} from '../../test/render.tsx';
import { PaymentSuccessPage } from './payment-success-page.tsx';
import { ReservationDetailsPage } from './reservation-details-page.tsx';

const guestBooking = (overrides: Partial<BookingDetail> = {}) =>
  makeBookingDetail({
    booking_type: 'guest',
    user: null,
    guest_name: 'Chioma Eze',
    guest_email: 'chioma@example.com',
    ...overrides,
  });

const FULL_REFUND =
  'Cancelling today refunds the full ₦175,000 (no charge, 10 days before check-in).';

const cancelledGuestBooking = (refund: BookingDetail['refund'], refunded = 0) =>
  guestBooking({
    status: 'cancelled',
    payment_status: refunded > 0 ? 'refunded' : 'success',
    refunded_amount: refunded,
    refund,
    cancellation: null,
  });

const openSuccessPage = () =>
  renderPage(<PaymentSuccessPage />, {
    path: '/payment-success?booking_id=12&guest=true&access=TOKEN',
  });

const cancellationCard = () =>
  within(screen.getByRole('heading', { name: 'Cancellation' }).closest('section')!);

describe('managing a booking from its page', () => {
  it('shows the unit, the address, the reference and what cancelling today refunds', async () => {
    stubApi({
      'GET /api/bookings/12?access=TOKEN': () => jsonResponse({ booking: guestBooking() }),
    });
    openSuccessPage();

    expect(await screen.findByText('ASO-000012')).toBeInTheDocument();
    expect(screen.getByText('Unit').nextElementSibling).toHaveTextContent('M-101');
    expect(screen.getByText('Address').nextElementSibling).toHaveTextContent(
      'Aso Residences Maitama14 Gana Street, Maitama, Abuja',
    );
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('₦175,000');
    expect(cancellationCard().getByText(FULL_REFUND)).toBeInTheDocument();
    expect(cancellationCard().getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByText(/call the front desk on .* to cancel/i)).not.toBeInTheDocument();
  });

  it('asks first with the exact refund, then cancels with the access token and shows the refund', async () => {
    const fetchMock = stubApi({
      'GET /api/bookings/12?access=TOKEN': () => jsonResponse({ booking: guestBooking() }),
      'POST /api/bookings/12/cancel?access=TOKEN': () =>
        jsonResponse({
          message: BOOKING_CANCELLED,
          booking: cancelledGuestBooking({ amount: 175000, status: 'succeeded' }, 175000),
        }),
    });
    const user = userEvent.setup();
    openSuccessPage();

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(FULL_REFUND)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Deluxe Studio, unit M-101, Tue, 20 Jan 2026 – Fri, 23 Jan 2026',
    );
    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is cancelled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/bookings/12/cancel?access=TOKEN')).toEqual({});
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBeNull();
    expect(cancellationCard().getByText(BOOKING_CANCELLED)).toHaveFocus();
    expect(cancellationCard().getByText(/refund of ₦175,000 is on its way/)).toBeInTheDocument();
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('₦175,000');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText('CANCELLED')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the cancel is refused', async () => {
    stubApi({
      'GET /api/bookings/12?access=TOKEN': () => jsonResponse({ booking: guestBooking() }),
      'POST /api/bookings/12/cancel?access=TOKEN': () =>
        jsonResponse({ message: CANCEL_NOT_ALLOWED }, 409),
    });
    const user = userEvent.setup();
    openSuccessPage();

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCEL_NOT_ALLOWED);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your booking is confirmed',
    );
  });

  it('says the 25% charge in naira between 3 and 6 days before check-in', async () => {
    stubApi({
      'GET /api/bookings/12?access=TOKEN': () =>
        jsonResponse({
          booking: guestBooking({
            cancellation: {
              allowed: true,
              days_before_check_in: 5,
              charge_percent: 25,
              paid_amount: 175000,
              charge_amount: 43750,
              refund_amount: 131250,
            },
          }),
        }),
    });
    openSuccessPage();

    expect(
      await screen.findByText(
        'Cancelling today refunds ₦131,250 of ₦175,000 (25% charge, 5 days before check-in).',
      ),
    ).toBeInTheDocument();
  });

  it('sends a guest to the front desk once online cancellation has closed', async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/bookings/me/12': () =>
        jsonResponse({
          booking: makeBookingDetail({
            status: 'checked_in',
            cancellation: {
              allowed: false,
              days_before_check_in: -1,
              charge_percent: 100,
              paid_amount: 175000,
              charge_amount: 0,
              refund_amount: 0,
            },
          }),
        }),
    });
    renderPage([{ path: '/reservation-details/:id', element: <ReservationDetailsPage /> }], {
      path: '/reservation-details/12',
    });

    const card = await screen.findByRole('heading', { name: 'Cancellation' });
    const section = within(card.closest('section')!);
    expect(section.getByText(new RegExp(CANCEL_NOT_ALLOWED.replace('.', '\\.')))).toBeVisible();
    expect(section.getByRole('link', { name: '+234 809 555 0147' })).toHaveAttribute(
      'href',
      'tel:+2348095550147',
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('lets an account holder cancel with their session from the reservation page', async () => {
    storeSession(makeUser());
    const fetchMock = stubApi({
      'GET /api/bookings/me/12': () => jsonResponse({ booking: makeBookingDetail() }),
      'POST /api/bookings/12/cancel': () =>
        jsonResponse({
          message: BOOKING_CANCELLED,
          booking: makeBookingDetail({
            status: 'cancelled',
            cancellation: null,
            refund: { amount: 175000, status: 'pending' },
          }),
        }),
    });
    const user = userEvent.setup();
    renderPage([{ path: '/reservation-details/:id', element: <ReservationDetailsPage /> }], {
      path: '/reservation-details/12',
    });

    const reference = await screen.findByText('Booking reference');
    expect(reference.nextElementSibling).toHaveTextContent('ASO-000012');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }),
    );

    expect(await screen.findByText('CANCELLED')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(call?.[0]).toBe('/api/bookings/12/cancel');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(cancellationCard().getByText(/refund of ₦175,000 is pending/)).toBeInTheDocument();
    expect(screen.getByText('Refund pending').nextElementSibling).toHaveTextContent('₦175,000');
  });

  it('tells a guest the front desk returns a refund it has to give back by hand', async () => {
    stubApi({
      'GET /api/bookings/12?access=TOKEN': () =>
        jsonResponse({ booking: cancelledGuestBooking({ amount: 87500, status: 'manual' }) }),
    });
    openSuccessPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is cancelled' }),
    ).toBeInTheDocument();
    expect(
      cancellationCard().getByText(/₦87,500 will be returned to you by the front desk/),
    ).toHaveTextContent(/Please contact them on \+234 809 555 0147 or frontdesk@/);
    expect(
      screen.getByText('To be refunded by the front desk').nextElementSibling,
    ).toHaveTextContent('₦87,500');
  });

  it('offers no cancellation for a checkout that was never paid', async () => {
    stubApi({
      'GET /api/bookings/12?access=TOKEN': () =>
        jsonResponse({
          booking: guestBooking({
            status: 'pending',
            payment_status: 'pending',
            cancellation: null,
          }),
        }),
    });
    openSuccessPage();

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Your booking is not paid yet',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Cancellation' })).not.toBeInTheDocument();
  });
});
