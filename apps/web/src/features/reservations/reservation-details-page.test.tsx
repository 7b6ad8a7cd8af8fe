import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBookingDetail, makeBookingRow } from '../../test/bookings.ts';
import { makeDiscountedBooking } from '../../test/discounted-booking.ts';
import { jsonResponse, makeUser, renderPage, storeSession, stubApi } from '../../test/render.tsx';
import { NO_PAYMENT_INFO } from './components/payment-lines.tsx';
import { BOOKING_LOAD_FAILED, ReservationDetailsPage } from './reservation-details-page.tsx';
import { NO_PICKUP } from '../../components/conveyance-summary.tsx';

const routes = [{ path: '/reservation-details/:id', element: <ReservationDetailsPage /> }];

describe('ReservationDetailsPage', () => {
  it('shows the full booking: payment, price per night, status, guest, features and pickup', async () => {
    storeSession(makeUser({ phone_number: '+234 803 000 0000' }));
    stubApi({ 'GET /api/bookings/me/12': () => jsonResponse({ booking: makeBookingDetail() }) });
    renderPage(routes, { path: '/reservation-details/12' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deluxe Studio' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('CONFIRMED')).toBeInTheDocument();
    expect(screen.getByText('₦35,000')).toBeInTheDocument();
    expect(screen.getByText('Paid on').nextElementSibling).toHaveTextContent('Sat, 10 Jan 2026');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('₦175,000');
    expect(screen.getByText('Tue, 20 Jan 2026 – Fri, 23 Jan 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+234 803 000 0000');
    expect(screen.getByText('Breakfast for 2 persons')).toBeInTheDocument();
    expect(screen.getByText("Nnamdi Azikiwe Int'l")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deluxe Studio photo 2' })).toBeInTheDocument();
  });

  it("lists the booking's stored lines: its discount, free conveyance, included VAT and promo code", async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/bookings/me/12': () => jsonResponse({ booking: makeDiscountedBooking() }),
    });
    renderPage(routes, { path: '/reservation-details/12' });

    const amount = async (label: string) =>
      (await screen.findByText(label)).nextElementSibling?.textContent;
    expect(await amount('Room (10 nights)')).toBe('₦375,000');
    expect(await amount('Promo DEC10 (10%)')).toBe('−₦37,500');
    expect(await amount('includes VAT (7.5%)')).toBe('₦23,546.51');
    expect(await amount('Total')).toBe('₦337,500');
    expect(screen.getByText('Promo code')).toHaveTextContent('Promo code DEC10');
  });

  it('shows the row the profile passed at once, then the full booking', async () => {
    storeSession(makeUser());
    stubApi({ 'GET /api/bookings/me/12': () => jsonResponse({ booking: makeBookingDetail() }) });
    renderPage(routes, {
      path: '/reservation-details/12',
      state: {
        booking: makeBookingRow({ roomType: 'Deluxe Studio', status: 'pending' }),
      },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(screen.getByText('PENDING')).toBeInTheDocument();
    expect(await screen.findByText('CONFIRMED')).toBeInTheDocument();
    expect(screen.getByText('Paid on')).toBeInTheDocument();
  });

  it('falls back to "Payment info not available" and "No airport pickup requested"', async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/bookings/me/12': () =>
        jsonResponse({
          booking: makeBookingDetail({
            payment_date: null,
            payment_amount: null,
            conveyance_direction: null,
            includes_pickup: false,
            conveyance_amount: 0,
          }),
        }),
    });
    renderPage(routes, { path: '/reservation-details/12' });

    expect(await screen.findByText(NO_PAYMENT_INFO)).toBeInTheDocument();
    expect(screen.getByText(NO_PICKUP)).toBeInTheDocument();
  });

  it('keeps showing the passed row when the full booking cannot be loaded', async () => {
    storeSession(makeUser());
    stubApi({ 'GET /api/bookings/me/12': () => jsonResponse({ message: 'Server error' }, 500) });
    renderPage(routes, { path: '/reservation-details/12', state: { booking: makeBookingRow() } });

    expect(await screen.findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(screen.getByText(NO_PAYMENT_INFO)).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₦105,000');
  });

  it('says "Failed to load booking" when there is nothing to show', async () => {
    storeSession(makeUser());
    stubApi({
      'GET /api/bookings/me/99': () => jsonResponse({ message: 'Booking not found' }, 404),
    });
    renderPage(routes, { path: '/reservation-details/99' });

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_LOAD_FAILED);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reservation details' }),
    ).toBeInTheDocument();
  });

  it('ignores navigation state that is not this booking', async () => {
    storeSession(makeUser());
    const fetchMock = stubApi({
      'GET /api/bookings/me/12': () => jsonResponse({ booking: makeBookingDetail() }),
    });
    renderPage(routes, {
      path: '/reservation-details/12',
      state: { booking: makeBookingRow({ id: 5 }) },
    });

    expect(await screen.findByText('Paid on')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
