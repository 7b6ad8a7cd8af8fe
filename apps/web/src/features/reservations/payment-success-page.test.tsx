import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBookingDetail } from '../../test/bookings.ts';
import { jsonResponse, makeUser, renderPage, storeSession, stubApi } from '../../test/render.tsx';
import {
  BOOKING_LOAD_FAILED,
  LOAD_FAILED_TITLE,
  NO_BOOKING_ID,
  PaymentSuccessPage,
} from './payment-success-page.tsx';

const at = (query: string) => ({ path: `/payment-success${query}` });

describe('PaymentSuccessPage', () => {
  it("loads a guest's booking with the access token and shows its details", async () => {
    const fetchMock = stubApi({
      'GET /api/bookings/12?access=TOKEN': () =>
        jsonResponse({
          booking: makeBookingDetail({
            booking_type: 'guest',
            user: null,
            guest_name: 'Chioma Eze',
            guest_email: 'chioma@example.com',
            guest_phone: '+234 805 111 2222',
          }),
        }),
    });
    renderPage(
      <PaymentSuccessPage />,
      at('?booking_id=12&guest=true&access=TOKEN&affiliate_code=ASO-TUNDE'),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Thank you, Chioma Eze/)).toHaveTextContent('chioma@example.com');
    expect(screen.getByRole('heading', { name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(screen.getByText('Tue, 20 Jan 2026 – Fri, 23 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.getByText('from 3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('ASO-TUNDE')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Room (3 nights)').nextElementSibling).toHaveTextContent(
      '₦105,000',
    );
    expect(
      within(payment).getByText('Breakfast (2 persons × 3 nights)').nextElementSibling,
    ).toHaveTextContent('₦30,000');
    expect(within(payment).getByText('Airport conveyance').nextElementSibling).toHaveTextContent(
      '₦40,000',
    );
    expect(within(payment).getByText('Total').nextElementSibling).toHaveTextContent('₦175,000');
    expect(screen.getByText('Pickup')).toBeInTheDocument();
    expect(screen.getByText("Nnamdi Azikiwe Int'l")).toBeInTheDocument();
    expect(screen.getByText('2:30 PM')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("loads a logged-in guest's own booking from /api/bookings/me/{id}", async () => {
    storeSession(makeUser());
    const fetchMock = stubApi({
      'GET /api/bookings/me/12': () =>
        jsonResponse({
          booking: makeBookingDetail({ conveyance_direction: null, includes_pickup: false }),
        }),
    });
    renderPage(<PaymentSuccessPage />, at('?booking_id=12'));

    expect(await screen.findByText(/Thank you, Ada Obi/)).toBeInTheDocument();
    expect(screen.getByText('No airport pickup requested')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your reservations' })).toHaveAttribute(
      'href',
      '/ProfilePage',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/me/12', expect.anything());
  });

  it('says "No booking ID provided" without one, with Home and Log in for a guest', () => {
    const fetchMock = stubApi({});
    renderPage(<PaymentSuccessPage />, at('?guest=true'));

    expect(screen.getByRole('heading', { level: 1, name: LOAD_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NO_BOOKING_ID);
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Failed to fetch booking details" when the booking cannot be read', async () => {
    stubApi({
      'GET /api/bookings/12?access=WRONG': () =>
        jsonResponse({ message: 'Booking not found' }, 404),
    });
    renderPage(<PaymentSuccessPage />, at('?booking_id=12&guest=true&access=WRONG'));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_LOAD_FAILED);
    expect(screen.getByRole('heading', { level: 1, name: LOAD_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers no Log in button to a logged-in guest when the load fails', async () => {
    storeSession(makeUser());
    stubApi({ 'GET /api/bookings/me/12': () => jsonResponse({ message: 'Server error' }, 500) });
    renderPage(<PaymentSuccessPage />, at('?booking_id=12'));

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_LOAD_FAILED);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
