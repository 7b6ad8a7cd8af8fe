import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RoomDetail } from '@aso/core/admin';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { AVAILABILITY_UPDATE_FAILED } from './api/update-room-availability.ts';
import {
  AdminRoomDetailsPage,
  NO_DESCRIPTION,
  ROOM_FEATURES,
  ROOM_NOT_FOUND,
} from './room-details-page.tsx';

const routes = [{ path: '/admin/room-details/:id', element: <AdminRoomDetailsPage /> }];

const makeRoomDetail = (overrides: Partial<RoomDetail> = {}): RoomDetail => ({
  id: 4,
  room_number: 'M102',
  room_type_id: 2,
  title: 'Deluxe Studio',
  room_type: 'Deluxe Studio',
  description: 'A bright studio in Maitama.',
  images: ['/images/rooms/deluxe-studio-1.webp', '/images/rooms/deluxe-studio-2.webp'],
  capacity: 2,
  price_per_night: 35000,
  is_available: true,
  availability: 'Available',
  ...overrides,
});

/** The unit sells on no other channel (its sync section has its own tests). */
const noChannels = () =>
  jsonResponse({ export_url: 'http://localhost/ical/units/4/token.ics', feeds: [], conflicts: [] });

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('AdminRoomDetailsPage', () => {
  it('shows the unit: photos, type, status, ids, capacity, price, description and features', async () => {
    stubApi({
      'GET /api/rooms/4/details': () => jsonResponse({ room: makeRoomDetail() }),
      'GET /api/rooms/4/channels': noChannels,
    });
    renderAsAdmin(routes, { path: '/admin/room-details/4' });

    expect(screen.getByRole('heading', { level: 1, name: 'Room Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Deluxe Studio' })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Room ID').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Room number').nextElementSibling).toHaveTextContent('M102');
    expect(screen.getByText('Capacity').nextElementSibling).toHaveTextContent('Sleeps 2');
    expect(screen.getByText('Price per night').nextElementSibling).toHaveTextContent('₦35,000');
    expect(screen.getByText('A bright studio in Maitama.')).toBeInTheDocument();
    for (const feature of ROOM_FEATURES) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deluxe Studio photo 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to rooms' })).toHaveAttribute(
      'href',
      '/admin/RoomManagement',
    );
  });

  it('says "No description provided." for an empty description', async () => {
    stubApi({
      'GET /api/rooms/4/details': () =>
        jsonResponse({ room: makeRoomDetail({ description: '  ' }) }),
      'GET /api/rooms/4/channels': noChannels,
    });
    renderAsAdmin(routes, { path: '/admin/room-details/4' });
    expect(await screen.findByText(NO_DESCRIPTION)).toBeInTheDocument();
  });

  it('marks an available unit unavailable: "Updating..." meanwhile, then "Make Available"', async () => {
    const answer = deferred<Response>();
    let room = makeRoomDetail();
    const fetchMock = stubApi({
      'GET /api/rooms/4/details': () => jsonResponse({ room }),
      'GET /api/rooms/4/channels': noChannels,
      'PUT /api/rooms/4/availability': () => answer.promise,
    });
    const user = userEvent.setup();
    const { queryClient } = renderAsAdmin(routes, { path: '/admin/room-details/4' });
    queryClient.setQueryData(['rooms'], []);
    queryClient.setQueryData(['admin', 'occupancy', '2026-01-10', 14], {});

    await user.click(await screen.findByRole('button', { name: 'Mark as Unavailable' }));
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/rooms/4/availability')).toEqual({
      is_available: false,
    });

    room = makeRoomDetail({ is_available: false, availability: 'Unavailable' });
    answer.resolve(
      jsonResponse({ message: 'Room marked unavailable.', room: { id: 4, is_available: false } }),
    );
    expect(await screen.findByRole('button', { name: 'Make Available' })).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(queryClient.getQueryState(['rooms'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['admin', 'occupancy', '2026-01-10', 14])?.isInvalidated).toBe(
      true,
    );
  });

  it('offers "Make Available" for an unavailable unit and says when the change failed', async () => {
    const fetchMock = stubApi({
      'GET /api/rooms/4/details': () =>
        jsonResponse({
          room: makeRoomDetail({ is_available: false, availability: 'Unavailable' }),
        }),
      'GET /api/rooms/4/channels': noChannels,
      'PUT /api/rooms/4/availability': () => jsonResponse({ message: 'Server error' }, 500),
    });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: '/admin/room-details/4' });

    await user.click(await screen.findByRole('button', { name: 'Make Available' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AVAILABILITY_UPDATE_FAILED);
    expect(sentBody(fetchMock, 'PUT', '/api/rooms/4/availability')).toEqual({ is_available: true });
    expect(screen.getByRole('button', { name: 'Make Available' })).toBeInTheDocument();
  });

  it('says "Room not found" when the unit cannot be loaded', async () => {
    stubApi({
      'GET /api/rooms/99/details': () => jsonResponse({ message: 'Room not found.' }, 404),
    });
    renderAsAdmin(routes, { path: '/admin/room-details/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ROOM_NOT_FOUND);
  });
});
