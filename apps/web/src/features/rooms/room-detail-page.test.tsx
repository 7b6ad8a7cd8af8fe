import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// The pages as the app routes them, with the booking feature's card in them.
import { RoomDetailRoute } from '../../app/room-detail-route.tsx';
import { TwoBedroomRoute } from '../../app/two-bedroom-route.tsx';
import { jsonResponse, makeRoom, renderPage, stubApi } from '../../test/render.tsx';
import { DEFAULT_ROOM_SLIDES } from './room-images.ts';

const atRoom = (id: string) => ({ path: `/rooms/${id}`, route: '/rooms/:id' });

describe('RoomDetailPage', () => {
  it('shows "Loading room details..." and then the room with its booking card', async () => {
    const fetchMock = stubApi({
      'GET /api/rooms/4': () =>
        jsonResponse({
          room: makeRoom({
            id: 4,
            title: 'Lakeview One Bedroom',
            capacity: 2,
            price_per_night: 48000,
          }),
        }),
      'GET /api/config': () =>
        jsonResponse({
          google_maps_api_key: null,
          google_client_id: null,
          payment_mode: 'sandbox',
        }),
      'GET /api/rooms/4/calendar': () =>
        jsonResponse({ room_type_id: 4, from: '', to: '', unavailable_dates: [] }),
    });
    renderPage(<RoomDetailRoute />, atRoom('4'));

    expect(screen.getByText('Loading room details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeview One Bedroom' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Sleeps 2')).toBeInTheDocument();
    expect(screen.getAllByText('₦48,000').length).toBeGreaterThan(0);
    // The slider (phones) and the grid (desktop) are both in the page; CSS shows one.
    expect(screen.getAllByRole('img', { name: 'Lakeview One Bedroom photo 1' })).toHaveLength(2);

    // The card's frame comes with the page; its body is a lazy chunk, and its first
    // import in a test run takes a while.
    const card = screen.getByTestId('booking-card-slot');
    expect(within(card).getByRole('heading', { name: 'Book your stay' })).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'BOOK NOW' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-disabled', 'true');
    // The card's map asks for the deployment's keys once its part has loaded.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything()));
  }, 15_000);

  it('says "Room not found." for a non-numeric id without calling the API', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderPage(<RoomDetailRoute />, atRoom('abc'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Room not found.' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Room not found." when the API answers 404', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Room not found' }, 404),
    );
    renderPage(<RoomDetailRoute />, atRoom('999999'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Room not found.' }),
    ).toBeInTheDocument();
  });

  it('falls back to the three default slides when the room has no images', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ room: makeRoom({ id: 5, title: 'Classic Studio', images: [] }) }),
    );
    renderPage(<RoomDetailRoute />, atRoom('5'));

    await screen.findByRole('heading', { level: 1, name: 'Classic Studio' });
    for (const slide of DEFAULT_ROOM_SLIDES) {
      const photos = screen.getAllByRole('img', { name: slide.alt });
      expect(photos).toHaveLength(2);
      for (const photo of photos) expect(photo).toHaveAttribute('src', slide.src);
    }
  });
});

describe('TwoBedroomPage', () => {
  it('shows the first room type whose title names two bedrooms', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        rooms: [
          makeRoom({ id: 1, title: 'Deluxe Studio' }),
          makeRoom({ id: 3, title: 'Luxury 2 Bedroom Apartment' }),
          makeRoom({ id: 6, title: 'Family Two Bedroom Apartment' }),
        ],
      }),
    );
    renderPage(<TwoBedroomRoute />, { path: '/2BedroomPage' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luxury 2 Bedroom Apartment' }),
    ).toBeInTheDocument();
  });

  it('says "Room not found." when no title names two bedrooms', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ rooms: [makeRoom({ id: 1, title: 'Deluxe Studio' })] }),
    );
    renderPage(<TwoBedroomRoute />, { path: '/2BedroomPage' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Room not found.' }),
    ).toBeInTheDocument();
  });
});
