import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_BANNER_MS } from '@aso/core/constants';
import { jsonResponse, renderAsAdmin, stubApi } from '../../../test/render.tsx';
import { RoomTypesPage } from './room-types-page.tsx';
import { makeRoomType, pageOf, STORED } from './test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('RoomTypesPage', () => {
  it('lists the first page with the total, the columns and each first image', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      'GET /api/room-types': ({ query }) => {
        queries.push(query);
        return jsonResponse(
          pageOf([makeRoomType(), makeRoomType({ id: 4, title: 'Bare Loft', images: [] })], 6),
        );
      },
    });
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });

    expect(screen.getByRole('heading', { level: 1, name: 'All Room Types' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Room types' });
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '4', sort: 'recent' });
    expect(screen.getByText('6 Total types')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Description', 'Price/Night', 'Capacity', 'Images', 'Action']);

    const [, garden, bare] = within(table).getAllByRole('row');
    expect(within(garden!).getByRole('rowheader')).toHaveTextContent('Garden Studio');
    expect(garden).toHaveTextContent('A quiet studio over the garden.');
    expect(garden).toHaveTextContent('₦42,000');
    const thumbnail = within(garden!).getByRole('img', { name: 'Garden Studio, first photo' });
    expect(thumbnail).toHaveAttribute('src', STORED);
    expect(thumbnail.getAttribute('srcset')).toContain(
      '/images/store/abcdefgh12345678-480.webp 480w',
    );
    expect(garden).toHaveTextContent('+1');
    expect(bare).toHaveTextContent('No image');
    expect(within(bare!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('searches by title and sorts, going back to page 1', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      'GET /api/room-types': ({ query }) => {
        queries.push(query);
        return jsonResponse(pageOf([makeRoomType()], 9, Number(query.get('page'))));
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));

    await user.type(screen.getByLabelText('Search Room Type'), 'studio');
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        per_page: '4',
        q: 'studio',
        sort: 'recent',
      }),
    );

    await user.click(screen.getByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest');
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        per_page: '4',
        q: 'studio',
        sort: 'oldest',
      }),
    );
  });

  it('says "No room types found." when nothing matches', async () => {
    stubApi({ 'GET /api/room-types': () => jsonResponse(pageOf([], 0)) });
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });

    expect(await screen.findByText('No room types found.')).toBeInTheDocument();
    expect(screen.getByText('0 Total types')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/room-types': () => new Response('', { status: 500 }) });
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the room types just now.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('deletes a room type after the confirmation and shows the banner for 3 seconds', async () => {
    let roomTypes = [makeRoomType(), makeRoomType({ id: 4, title: 'Bare Loft' })];
    const deleted: number[] = [];
    stubApi({
      'GET /api/room-types': () => jsonResponse(pageOf(roomTypes)),
      'DELETE /api/room-types/3': () => {
        deleted.push(3);
        roomTypes = roomTypes.filter((type) => type.id !== 3);
        return jsonResponse({ message: 'Room type deleted successfully.' });
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const table = await screen.findByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Delete Garden Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete room type' });
    expect(dialog).toHaveTextContent(
      'Delete Garden Studio and its 2 rooms (R101, R102)? They leave sale; their booking history stays readable.',
    );
    expect(deleted).toEqual([]);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Room type deleted successfully.')).toBeInTheDocument();
    expect(deleted).toEqual([3]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Garden Studio')).not.toBeInTheDocument());
    expect(screen.getByText('1 Total type')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_BANNER_MS));
    expect(screen.queryByText('Room type deleted successfully.')).not.toBeInTheDocument();
  });

  it('shows the server reason in the dialog when the delete is refused, else a fallback', async () => {
    let answer = () =>
      jsonResponse(
        {
          message:
            'Garden Studio has 1 current or upcoming booking. Cancel or move it before deleting the room type.',
        },
        409,
      );
    stubApi({
      'GET /api/room-types': () => jsonResponse(pageOf([makeRoomType()])),
      'DELETE /api/room-types/3': () => answer(),
    });
    const user = userEvent.setup();
    renderAsAdmin(<RoomTypesPage />, { route: '/admin/RoomTypeManagement' });
    const table = await screen.findByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Delete Garden Studio' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete room type' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Garden Studio has 1 current or upcoming booking.',
    );

    answer = () => new Response('', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to delete room type'),
    );
    expect(screen.queryByText('Room type deleted successfully.')).not.toBeInTheDocument();
  });
});
