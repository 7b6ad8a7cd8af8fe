import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DECLINED, PAYMENT_NOT_COMPLETED } from '@aso/core/bookings';
import { browserLocation } from '../../lib/browser-location.ts';
import { pendingCheckout, rememberCheckout } from '../../lib/pending-checkout.ts';
import { jsonResponse, renderPage, stubApi, stubPage } from '../../test/render.tsx';
import { PAYMENT_NOT_VERIFIED, PaymentFailedPage } from './payment-failed-page.tsx';

const routes = [
  { path: '/payment-failed', element: <PaymentFailedPage /> },
  stubPage('/rooms/:id', 'Room page'),
  stubPage('/residencies', 'Residencies page'),
];

const RETRIED = {
  authorization_url: '/api/sandbox/checkout/ASO-12b',
  reference: 'ASO-12b',
  booking_id: 12,
  access: 'TOKEN',
};

function storeCheckout() {
  rememberCheckout({
    bookingId: 12,
    access: 'TOKEN',
    roomId: 3,
    roomTitle: 'Deluxe Studio',
    startDate: '2030-01-20',
    endDate: '2030-01-23',
    startedAt: Date.now(),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PaymentFailedPage', () => {
  it('says the payment could not be verified and links back to the residencies and support', () => {
    renderPage(<PaymentFailedPage />, { path: '/payment-failed' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(PAYMENT_NOT_VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to residencies' })).toHaveAttribute(
      'href',
      '/residencies',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['declined', 'Payment declined', PAYMENT_DECLINED],
    ['abandoned', 'Payment not completed', PAYMENT_NOT_COMPLETED],
  ])('says a %s payment took no money, not that verification failed', (outcome, title, message) => {
    renderPage(routes, { path: `/payment-failed?outcome=${outcome}&booking_id=12&access=TOKEN` });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_NOT_VERIFIED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose other dates' })).toBeEnabled();
  });

  it('tries the same hold again with the access token and leaves for the new payment page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubApi({
      'POST /api/bookings/12/retry-payment?access=TOKEN': () => jsonResponse(RETRIED, 201),
    });
    renderPage(routes, { path: '/payment-failed?outcome=declined&booking_id=12&access=TOKEN' });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/ASO-12b'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('releases the hold for other dates and goes back to the room with the choices kept', async () => {
    storeCheckout();
    const fetchMock = stubApi({
      'POST /api/bookings/12/release?access=TOKEN': () =>
        jsonResponse({ message: 'Your hold has been released.' }),
    });
    const { router } = renderPage(routes, {
      path: '/payment-failed?outcome=declined&booking_id=12',
    });

    expect(
      screen.getByText('Deluxe Studio, Sun, 20 Jan 2030 – Wed, 23 Jan 2030'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose other dates' }));

    expect(await screen.findByRole('heading', { name: 'Room page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rooms/3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pendingCheckout(12)).toBeNull();
  });

  it('says when the room went meanwhile, and then only offers other dates', async () => {
    storeCheckout();
    const fetchMock = stubApi({
      'POST /api/bookings/12/retry-payment?access=TOKEN': () =>
        jsonResponse({ message: 'This room is no longer available for the selected dates.' }, 409),
    });
    const { router } = renderPage(routes, {
      path: '/payment-failed?outcome=abandoned&booking_id=12',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This room is no longer available for the selected dates.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose other dates' }));
    expect(router.state.location.pathname).toBe('/rooms/3');
    // Nothing left to release.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers the checkout this browser started last when verification failed', () => {
    storeCheckout();
    renderPage(routes, { path: '/payment-failed' });

    expect(screen.getByText(PAYMENT_NOT_VERIFIED)).toBeInTheDocument();
    expect(screen.getByText(/If you were charged, call the front desk/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose other dates' })).toBeInTheDocument();
  });

  it('says why a release failed and stays', async () => {
    storeCheckout();
    stubApi({
      'POST /api/bookings/12/release?access=TOKEN': () =>
        jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    const { router } = renderPage(routes, {
      path: '/payment-failed?outcome=declined&booking_id=12',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Choose other dates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not release your hold just now. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/payment-failed');
    expect(pendingCheckout(12)).not.toBeNull();
  });
});
