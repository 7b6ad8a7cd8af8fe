import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBookingRow } from '../../../test/bookings.ts';
import { jsonResponse, renderPage, stubApi } from '../../../test/render.tsx';
import { ReservationsTable } from './reservations-table.tsx';

function ReservationState() {
  return <h1>Reservation details</h1>;
}

const routes = (bookingCount = 1) => [
  { path: '/ProfilePage', element: <ReservationsTable userId={7} bookingCount={bookingCount} /> },
  { path: '/reservation-details/:id', element: <ReservationState /> },
];

describe('ReservationsTable', () => {
  it('lists room type, stay dates, status, total cost and a link to the details with the row', async () => {
    const row = makeBookingRow({ id: 12, cost: 105000, status: 'checked_in' });
    stubApi({ 'GET /api/bookings': () => jsonResponse({ bookings: [row] }) });
    const { router } = renderPage(routes(), { path: '/ProfilePage' });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Room Type', 'Stay Dates', 'Status', 'Total Cost', 'Action']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Deluxe Studio',
      'Tue, 20 Jan 2026 – Fri, 23 Jan 2026',
      'Checked in',
      '₦105,000',
    ]);

    await userEvent.click(within(table).getByRole('link', { name: /View details/ }));
    expect(router.state.location.pathname).toBe('/reservation-details/12');
    expect(router.state.location.state).toEqual({ booking: row });
  });

  it.each([
    [0, 'No bookings yet.'],
    [2, 'No reservations found.'],
  ])('with no rows and a booking count of %i says "%s"', async (count, message) => {
    stubApi({ 'GET /api/bookings': () => jsonResponse({ bookings: [] }) });
    renderPage(routes(count), { path: '/ProfilePage' });

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('treats a 404 as a failure, not as an empty list', async () => {
    stubApi({});
    renderPage(routes(), { path: '/ProfilePage' });

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No bookings yet.')).not.toBeInTheDocument();
  });
});
