import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_DECLINED,
  PAYMENT_NOT_COMPLETED,
  type PaymentCallbackResponse,
} from '@aso/core/bookings';
import { readBookingDraft, saveBookingDraft } from '../../lib/booking-draft.ts';
import { pendingCheckout, rememberCheckout } from '../../lib/pending-checkout.ts';
import { jsonResponse, renderPage, stubApi, stubPage } from '../../test/render.tsx';
import { HANDLED_REFERENCES_KEY } from './handled-references.ts';
import {
  NO_REFERENCE,
  PaymentCallbackPage,
  VERIFICATION_FAILED,
} from './payment-callback-page.tsx';

const routes = [
  { path: '/payment/callback', element: <PaymentCallbackPage /> },
  stubPage('/payment-success', 'Payment success page'),
  stubPage('/payment-failed', 'Payment failed page'),
  stubPage('/ProfilePage', 'Profile page'),
];

const CALLBACK = 'GET /api/paystack/callback?reference=ASO-1';

/** A callback answer as the server sends it, for booking 12 of a guest. */
const answer = (overrides: Partial<PaymentCallbackResponse>): PaymentCallbackResponse => ({
  success: false,
  redirect_url: null,
  message: '',
  outcome: 'failed',
  booking_id: 12,
  access: 'TOKEN',
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentCallbackPage', () => {
  it('verifies the reference and goes to the redirect_url it gets back', async () => {
    const fetchMock = stubApi({
      [CALLBACK]: () =>
        jsonResponse(
          answer({
            success: true,
            outcome: 'confirmed',
            redirect_url: '/payment-success?booking_id=12&guest=true&access=TOKEN',
            message: 'Payment verified',
          }),
        ),
    });
    const { router } = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirming your payment' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Payment success page' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.search).toBe('?booking_id=12&guest=true&access=TOKEN');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes to the profile when the success carries no redirect_url', async () => {
    stubApi({
      [CALLBACK]: () =>
        jsonResponse(
          answer({ success: true, outcome: 'confirmed', redirect_url: null, message: 'ok' }),
        ),
    });
    renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('verifies a reference once per session: a second visit skips the call', async () => {
    const fetchMock = stubApi({
      [CALLBACK]: () =>
        jsonResponse(
          answer({
            success: true,
            outcome: 'confirmed',
            redirect_url: '/payment-success?booking_id=12',
            message: 'Payment verified',
          }),
        ),
    });
    const first = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });
    await screen.findByRole('heading', { name: 'Payment success page' });
    first.unmount();

    const second = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

    expect(
      await screen.findByRole('heading', { name: 'Payment success page' }),
    ).toBeInTheDocument();
    expect(second.router.state.location.search).toBe('?booking_id=12');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('skips a reference this session is still verifying', () => {
    window.sessionStorage.setItem(
      HANDLED_REFERENCES_KEY,
      JSON.stringify({ 'ASO-1': { status: 'pending' } }),
    );
    const fetchMock = stubApi({});
    renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

    expect(screen.getByText(/already being confirmed/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the payment could not be verified',
      () => jsonResponse(answer({ outcome: 'failed', message: VERIFICATION_FAILED })),
    ],
    [
      'the provider still has the payment pending',
      () => jsonResponse(answer({ outcome: 'pending', message: VERIFICATION_FAILED })),
    ],
    ['the reference is unknown', () => jsonResponse({ message: 'Payment not found' }, 404)],
    ['the server fails', () => jsonResponse({ message: 'Internal Server Error' }, 500)],
  ])(
    'says verification failed when %s, then opens /payment-failed after 3 s',
    async (_, answer) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      stubApi({ [CALLBACK]: answer });
      const { router } = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

      expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_FAILED);
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(router.state.location.pathname).toBe('/payment/callback');

      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(router.state.location.pathname).toBe('/payment-failed');
    },
  );

  it('says "No payment reference found." without a reference, then opens /payment-failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({});
    const { router } = renderPage(routes, { path: '/payment/callback' });

    expect(screen.getByRole('alert')).toHaveTextContent(NO_REFERENCE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3000));

    expect(router.state.location.pathname).toBe('/payment-failed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['declined', PAYMENT_DECLINED],
    ['abandoned', PAYMENT_NOT_COMPLETED],
  ] as const)(
    'goes straight to /payment-failed with the booking to retry when the payment was %s',
    async (outcome, message) => {
      const fetchMock = stubApi({ [CALLBACK]: () => jsonResponse(answer({ outcome, message })) });
      const { router, unmount } = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

      expect(await screen.findByRole('heading', { name: 'Payment failed page' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/payment-failed');
      expect(router.state.location.search).toBe(`?outcome=${outcome}&booking_id=12&access=TOKEN`);
      expect(screen.queryByText(VERIFICATION_FAILED)).not.toBeInTheDocument();
      unmount();

      // Back to the callback later: the same place, without asking the server again.
      const again = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });
      await screen.findByRole('heading', { name: 'Payment failed page' });
      expect(again.router.state.location.search).toBe(
        `?outcome=${outcome}&booking_id=12&access=TOKEN`,
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it("forgets a confirmed checkout and its room's kept choices", async () => {
    rememberCheckout({
      bookingId: 12,
      access: 'TOKEN',
      roomId: 3,
      roomTitle: 'Deluxe Studio',
      startDate: '2030-01-20',
      endDate: '2030-01-23',
      startedAt: Date.now(),
    });
    saveBookingDraft(3, { breakfast: true });
    stubApi({
      [CALLBACK]: () =>
        jsonResponse(
          answer({
            success: true,
            outcome: 'confirmed',
            redirect_url: '/payment-success?booking_id=12',
          }),
        ),
    });
    renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

    await screen.findByRole('heading', { name: 'Payment success page' });
    expect(pendingCheckout(12)).toBeNull();
    expect(readBookingDraft(3)).toBeNull();
  });

  it('says a late payment was refunded, and stays on the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message =
      'Your payment arrived after the room was released and has been refunded in full. Please contact us to rebook.';
    stubApi({ [CALLBACK]: () => jsonResponse(answer({ outcome: 'refunded', message })) });
    const { router } = renderPage(routes, { path: '/payment/callback?reference=ASO-1' });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment refunded' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/payment/callback');
  });
});
