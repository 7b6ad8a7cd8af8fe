import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBookingRow } from '@aso/core/admin';
import { makeBookingRow } from '../../../test/bookings.ts';
import { jsonResponse, renderAsAdmin, stubApi, stubPage } from '../../../test/render.tsx';
import { BookingManagementPage } from './booking-management-page.tsx';

// The form is another screen's; here only its opening matters.
vi.mock('../../../components/manual-booking-modal.tsx', () => ({
  ManualBookingModal: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Manual booking" /> : null,
}));

function makeAdminRow(overrides: Partial<AdminBookingRow> = {}): AdminBookingRow {
  return {
    ...makeBookingRow(),
    name: 'Ada Obi',
    email: 'ada@example.com',
    guest_phone: null,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (rows: unknown[], page = 1, total = rows.length, perPage = 4) => ({
  bookings: rows,
  pagination: {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  },
});

/** Answers `GET /api/bookings` with `answer(query)` and records every query sent. */
function stubBookings(answer: (query: URLSearchParams) => unknown) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi({
    'GET /api/bookings': ({ query }) => {
      queries.push(query);
      return jsonResponse(answer(query));
    },
  });
  return { queries, fetchMock, last: () => Object.fromEntries(queries.at(-1) ?? []) };
}

/** The list, and the booking page a row opens. */
const BOOKING_MANAGEMENT = {
  route: '/admin/BookingManagement',
  routes: [stubPage('/admin/bookings/details/:id', 'Booking details')],
};

describe('BookingManagementPage', () => {
  it('asks for the first page of four, most recent first, and lists the rows', async () => {
    const api = stubBookings(() =>
      pageOf([makeAdminRow({ id: 12, cost: 105000, roomNumber: 'M-101' })], 1, 9),
    );
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);

    expect(screen.getByRole('heading', { level: 1, name: 'All Reservations' })).toBeInTheDocument();
    expect(screen.getByText('Loading bookings...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    // "All active" and "All months" send no status and no month.
    expect(api.last()).toEqual({ page: '1', per_page: '4', sort: 'recent' });
    expect(screen.getByText('9 Total bookings')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Booking', 'Guest', 'Room', 'Stay Dates', 'Cost', 'Status', 'Action']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('#12');
    expect(row).toHaveTextContent('Ada Obi');
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Deluxe Studio');
    expect(row).toHaveTextContent('Unit M-101');
    expect(row).toHaveTextContent('Tue, 20 Jan 2026 – Fri, 23 Jan 2026');
    expect(row).toHaveTextContent('₦105,000');
    expect(row).toHaveTextContent('Confirmed');
    expect(within(row).getByRole('link', { name: 'View booking #12' })).toHaveAttribute(
      'href',
      '/admin/bookings/details/12',
    );
  });

  it('sends the search, month, status and sort, and goes back to page 1 on each', async () => {
    const user = userEvent.setup();
    const api = stubBookings((query) =>
      pageOf([makeAdminRow({ id: Number(query.get('page')) })], Number(query.get('page')), 12),
    );
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.last().page).toBe('2'));

    await user.type(screen.getByLabelText('Search bookings'), 'ada');
    await waitFor(() => expect(api.last()).toMatchObject({ q: 'ada', page: '1' }));
    // One request for the whole word, after the pause: not one per letter.
    expect(api.queries.filter((query) => query.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.last().page).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Month'), 'Jan');
    await waitFor(() => expect(api.last()).toMatchObject({ month: 'Jan', page: '1', q: 'ada' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.last().page).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(api.last()).toMatchObject({ status: 'pending', page: '1' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.last().page).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    await waitFor(() =>
      expect(api.last()).toEqual({
        page: '1',
        per_page: '4',
        q: 'ada',
        status: 'pending',
        month: 'Jan',
        sort: 'oldest',
      }),
    );
  });

  it('shows a booking with no status, or one it does not know, as Confirmed', async () => {
    stubBookings(() =>
      pageOf([
        { ...makeAdminRow({ id: 1 }), status: null },
        { ...makeAdminRow({ id: 2 }), status: 'on_hold' },
      ]),
    );
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveTextContent('Confirmed');
  });

  it('styles pending, confirmed and cancelled rows each their own way', async () => {
    stubBookings(() =>
      pageOf([
        makeAdminRow({ id: 1, status: 'pending' }),
        makeAdminRow({ id: 2, status: 'confirmed' }),
        makeAdminRow({ id: 3, status: 'cancelled' }),
      ]),
    );
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);

    const table = await screen.findByRole('table');
    const classes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.className);
    expect(new Set(classes).size).toBe(3);
    for (const name of classes) expect(name).not.toBe('');
  });

  it('says "No bookings found." when nothing matches', async () => {
    stubBookings(() => pageOf([], 1, 0));
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);

    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.getByText('0 Total bookings')).toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /api/bookings': () =>
        fail ? jsonResponse({ message: 'Boom' }, 500) : jsonResponse(pageOf([makeAdminRow()])),
    });
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);

    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fail = false;
    await user.click(retry);

    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens the Manual Booking form', async () => {
    const user = userEvent.setup();
    stubBookings(() => pageOf([makeAdminRow()]));
    renderAsAdmin(<BookingManagementPage />, BOOKING_MANAGEMENT);

    expect(screen.queryByRole('dialog', { name: 'Manual booking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manual Booking' }));
    expect(screen.getByRole('dialog', { name: 'Manual booking' })).toBeInTheDocument();
  });
});
