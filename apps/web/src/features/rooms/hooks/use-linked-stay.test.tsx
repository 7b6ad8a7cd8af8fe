import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The room page as the app routes it, with the booking feature's card in it.
import { RoomDetailRoute } from '../../../app/room-detail-route.tsx';
import {
  calendarAnswer,
  jsonResponse,
  makeRoom,
  renderPage,
  stubApi,
} from '../../../test/render.tsx';
import { quoteAnswer } from '../../../test/quotes.ts';

// 09:00 in Abuja on Thursday 15 January 2026: "today" for these tests.
const NOW = new Date('2026-01-15T08:00:00Z');
const STUDIO = makeRoom({ id: 1, title: 'Deluxe Studio', price_per_night: 35000 });

/** The room page's API; the dated room list says the studio has `free` units on any nights. */
function stubRoomPage(free: number | 'fails') {
  return stubApi({
    'GET /api/rooms/1': () => jsonResponse({ room: STUDIO }),
    'GET /api/rooms': () =>
      free === 'fails'
        ? jsonResponse({ message: 'Internal Server Error' }, 500)
        : jsonResponse({
            rooms: [{ ...STUDIO, available_count: free, is_available: free > 0 }],
          }),
    'GET /api/config': () =>
      jsonResponse({ google_maps_api_key: null, google_client_id: null, payment_mode: 'sandbox' }),
    'GET /api/rooms/1/calendar': calendarAnswer(1),
    'POST /api/quote': quoteAnswer(STUDIO),
  });
}

const datedCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/rooms?'));

async function bookingCard() {
  const slot = await screen.findByTestId('booking-card-slot');
  // The card's body is a lazy chunk: its first import in a test run takes a while.
  await within(slot).findByRole('button', { name: 'BOOK NOW' }, { timeout: 10_000 });
  return slot;
}

const atRoom = (query: string) => ({ path: `/rooms/1${query}`, route: '/rooms/:id' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the booking card of a room page linked from a search', () => {
  it('starts with the dates of the address when the type is free on them', async () => {
    const fetchMock = stubRoomPage(1);
    renderPage(<RoomDetailRoute />, atRoom('?start=2026-01-20&end=2026-01-23&guests=2'));

    const card = await bookingCard();
    expect(await within(card).findByText('₦35,000 × 3 nights')).toBeInTheDocument();
    expect(
      within(card).queryByText('Select your dates to see the total for your stay.'),
    ).not.toBeInTheDocument();
    expect(datedCalls(fetchMock)).toEqual(['/api/rooms?start_date=2026-01-20&end_date=2026-01-23']);
  }, 15_000);

  it('takes the address before the choices saved in this tab', async () => {
    window.sessionStorage.setItem(
      'booking_draft:1',
      JSON.stringify({ range: { start: '2026-02-01', end: '2026-02-03' } }),
    );
    stubRoomPage(2);
    renderPage(<RoomDetailRoute />, atRoom('?start=2026-01-20&end=2026-01-23'));

    const card = await bookingCard();
    expect(await within(card).findByText('₦35,000 × 3 nights')).toBeInTheDocument();
  }, 15_000);

  it('starts empty when the type is full on those nights', async () => {
    stubRoomPage(0);
    renderPage(<RoomDetailRoute />, atRoom('?start=2026-01-20&end=2026-01-23'));

    const card = await bookingCard();
    expect(
      within(card).getByText('Select your dates to see the total for your stay.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/× 3 nights/)).not.toBeInTheDocument();
  }, 15_000);

  it('keeps the dates when they could not be checked: the booking checks them again', async () => {
    stubRoomPage('fails');
    renderPage(<RoomDetailRoute />, atRoom('?start=2026-01-20&end=2026-01-23'));

    const card = await bookingCard();
    expect(await within(card).findByText('₦35,000 × 3 nights')).toBeInTheDocument();
  }, 15_000);

  it.each([
    '?start=2026-01-10&end=2026-01-12',
    '?start=2026-01-23&end=2026-01-20',
    '?start=x&end=y',
  ])(
    'ignores the bad dates of %s and asks nothing about them',
    async (query) => {
      const fetchMock = stubRoomPage(1);
      renderPage(<RoomDetailRoute />, atRoom(query));

      const card = await bookingCard();
      expect(
        within(card).getByText('Select your dates to see the total for your stay.'),
      ).toBeInTheDocument();
      expect(datedCalls(fetchMock)).toEqual([]);
    },
    15_000,
  );
});
