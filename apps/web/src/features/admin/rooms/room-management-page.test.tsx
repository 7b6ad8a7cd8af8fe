import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomRow } from '@aso/core/admin';
import { SUCCESS_BANNER_MS } from '@aso/core/constants';
import { jsonResponse, renderAsAdmin, stubApi, stubPage } from '../../../test/render.tsx';
import { RoomManagementPage } from './room-management-page.tsx';

function makeRoomRow(overrides: Partial<RoomRow> = {}): RoomRow {
  return {
    id: 5,
    roomID: 'M-101',
    roomType: 'Deluxe Studio',
    room_type_id: 1,
    availability: 'Available',
    image: '/images/rooms/deluxe-studio-1.webp',
    cost: 35000,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (rooms: RoomRow[], total = rooms.length) => ({
  rooms,
  pagination: {
    current_page: 1,
    last_page: Math.max(1, Math.ceil(total / 4)),
    per_page: 4,
    total,
  },
});

/** The list, and the unit page a row opens. */
const ROOM_MANAGEMENT = {
  route: '/admin/RoomManagement',
  routes: [stubPage('/admin/room-details/:id', 'Room details')],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('RoomManagementPage', () => {
  it('lists the units of the first page with their count, image and links', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      'GET /api/roommanagement': ({ query }) => {
        queries.push(query);
        return jsonResponse(pageOf([makeRoomRow()], 6));
      },
    });
    const user = userEvent.setup();
    const { router } = renderAsAdmin(<RoomManagementPage />, ROOM_MANAGEMENT);

    expect(screen.getByRole('heading', { level: 1, name: 'All Rooms' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rooms' });
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '4', sort: 'recent' });
    expect(screen.getByText('6 Total rooms')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Room Type', 'Availability', 'Room ID', 'Price', 'Action']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('img', { name: 'Deluxe Studio, unit M-101' })).toHaveAttribute(
      'src',
      '/images/rooms/deluxe-studio-1.webp',
    );
    expect(row).toHaveTextContent('Available');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('M-101');
    expect(row).toHaveTextContent('₦35,000');

    await user.click(within(row).getByRole('link', { name: /View Details/ }));
    expect(router.state.location.pathname).toBe('/admin/room-details/5');
  });

  it('sends the room id search and the availability filter', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      'GET /api/roommanagement': ({ query }) => {
        queries.push(query);
        return jsonResponse(pageOf([makeRoomRow()]));
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomManagementPage />, ROOM_MANAGEMENT);
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Search Room ID'), 'm-1');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Occupied');

    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        per_page: '4',
        q: 'm-1',
        availability: 'Occupied',
        sort: 'recent',
      }),
    );
  });

  it('says "No rooms found." when nothing matches', async () => {
    stubApi({ 'GET /api/roommanagement': () => jsonResponse(pageOf([], 0)) });
    renderAsAdmin(<RoomManagementPage />, ROOM_MANAGEMENT);

    expect(await screen.findByText('No rooms found.')).toBeInTheDocument();
  });

  it('deletes a room after the confirmation, shows the banner for 3 seconds and reloads', async () => {
    let rooms = [makeRoomRow({ id: 5, roomID: 'M-101' }), makeRoomRow({ id: 6, roomID: 'M-102' })];
    const deleted: number[] = [];
    stubApi({
      'GET /api/roommanagement': () => jsonResponse(pageOf(rooms)),
      'DELETE /api/rooms/5': () => {
        deleted.push(5);
        rooms = rooms.filter((room) => room.id !== 5);
        return jsonResponse({ message: 'Room deleted successfully.' });
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomManagementPage />, ROOM_MANAGEMENT);
    const table = await screen.findByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Delete room M-101' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete room' });
    expect(dialog).toHaveTextContent(
      'Delete room M-101? It leaves sale; its booking history stays readable.',
    );
    expect(deleted).toEqual([]);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Room deleted successfully.')).toBeInTheDocument();
    expect(deleted).toEqual([5]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('M-101')).not.toBeInTheDocument());
    expect(screen.getByText('M-102')).toBeInTheDocument();
    expect(screen.getByText('1 Total room')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_BANNER_MS));
    expect(screen.queryByText('Room deleted successfully.')).not.toBeInTheDocument();
  });

  it('keeps the room and shows the server reason when the delete is refused', async () => {
    stubApi({
      'GET /api/roommanagement': () => jsonResponse(pageOf([makeRoomRow()])),
      'DELETE /api/rooms/5': () =>
        jsonResponse({ message: 'Room M-101 has a current or future booking.' }, 409),
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomManagementPage />, ROOM_MANAGEMENT);
    const table = await screen.findByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Delete room M-101' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete room' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Room M-101 has a current or future booking.',
    );
    expect(screen.queryByText('Room deleted successfully.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('M-101')).toBeInTheDocument();
  });

  it('says "Failed to delete room" when the server gives no reason', async () => {
    stubApi({
      'GET /api/roommanagement': () => jsonResponse(pageOf([makeRoomRow()])),
      'DELETE /api/rooms/5': () => new Response('', { status: 502 }),
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomManagementPage />, ROOM_MANAGEMENT);
    const table = await screen.findByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Delete room M-101' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete room');
  });
});
