import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { makeBookingRow } from '../../../test/bookings.ts';
import { jsonResponse, renderPage, stubApi } from '../../../test/render.tsx';
import { UnpaidCheckouts } from './unpaid-checkouts.tsx';

// 9:00 AM in Abuja; the hold runs out at 9:30 AM there (08:30 UTC).
const NOW = new Date('2026-01-15T08:00:00Z');
const HOLD = makeBookingRow({
  id: 12,
  status: 'pending',
  cost: 105000,
  hold_expires_at: '2026-01-15T08:30:00.000Z',
});

const render = () =>
  renderPage([{ path: '/ProfilePage', element: <UnpaidCheckouts userId={7} /> }], {
    path: '/ProfilePage',
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('UnpaidCheckouts', () => {
  it('shows a pending hold with the time it is held until, and nothing for other bookings', async () => {
    stubApi({
      'GET /api/bookings': () =>
        jsonResponse({
          bookings: [
            HOLD,
            makeBookingRow({ id: 13, status: 'confirmed' }),
            makeBookingRow({
              id: 14,
              status: 'pending',
              hold_expires_at: '2026-01-15T07:59:00.000Z',
            }),
          ],
        }),
    });
    render();

    const block = await screen.findByRole('region', { name: 'Unpaid checkout' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(1);
    expect(block).toHaveTextContent('Deluxe Studio · Tue, 20 Jan 2026 – Fri, 23 Jan 2026');
    expect(block).toHaveTextContent('₦105,000 · held for you until 9:30 AM (Abuja time)');
  });

  it('shows nothing without a pending hold', async () => {
    const fetchMock = stubApi({
      'GET /api/bookings': () => jsonResponse({ bookings: [makeBookingRow()] }),
    });
    render();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('resumes the payment with the session, off to the new payment page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubApi({
      'GET /api/bookings': () => jsonResponse({ bookings: [HOLD] }),
      'POST /api/bookings/12/retry-payment': () =>
        jsonResponse(
          {
            authorization_url: '/api/sandbox/checkout/ASO-12b',
            reference: 'ASO-12b',
            booking_id: 12,
            access: null,
          },
          201,
        ),
    });
    render();

    await userEvent.click(await screen.findByRole('button', { name: /^Resume payment/ }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/checkout/ASO-12b'));
  });

  it('asks before releasing, then releases and refreshes the list', async () => {
    let released = false;
    const fetchMock = stubApi({
      'GET /api/bookings': () =>
        jsonResponse({
          bookings: [released ? { ...HOLD, status: 'expired', hold_expires_at: null } : HOLD],
        }),
      'POST /api/bookings/12/release': () => {
        released = true;
        return jsonResponse({ message: 'Your hold has been released.' });
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render();

    await user.click(await screen.findByRole('button', { name: /^Release/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
    expect(dialog).toHaveTextContent('Deluxe Studio for Tue, 20 Jan 2026 – Fri, 23 Jan 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(released).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Release/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Release this hold?' })).getByRole(
        'button',
        { name: 'Release' },
      ),
    );

    expect(await screen.findByText('Your hold has been released.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unpaid checkout' })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/bookings' && (init?.method ?? 'GET') === 'GET',
      ),
    ).toHaveLength(2);
  });
});
