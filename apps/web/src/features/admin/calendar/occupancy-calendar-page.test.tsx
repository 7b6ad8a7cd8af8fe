import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OccupancyResponse, RoomRow } from '@aso/core/admin';
import { addDays } from '@aso/core/dates';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { jsonResponse, renderAsAdmin, stubApi } from '../../../test/render.tsx';
import {
  NARROW_QUERY,
  NO_ROOMS,
  OCCUPANCY_LOAD_FAILED,
  OccupancyCalendarPage,
} from './occupancy-calendar-page.tsx';

const routes = [{ path: '/admin/calendar', element: <OccupancyCalendarPage /> }];
const FROM = '2030-03-10';

function occupancy(from: string, days: number): OccupancyResponse {
  return {
    from,
    to: addDays(from, days),
    days,
    room_types: [
      {
        id: 2,
        title: 'Deluxe Studio',
        units: [
          { id: 1, room_number: 'M101', is_available: true, bookings: [], blocks: [] },
          {
            id: 4,
            room_number: 'M102',
            is_available: true,
            bookings: [
              {
                id: 5,
                start_date: '2030-03-12',
                end_date: '2030-03-15',
                status: 'confirmed',
                guest_name: 'Ada Obi',
              },
              {
                id: 6,
                start_date: '2030-03-07',
                end_date: '2030-03-11',
                status: 'pending',
                guest_name: 'Chidi Okafor',
              },
            ],
            // Sold on Airbnb too before the feeds caught up: a conflict over booking #5.
            blocks: [
              {
                id: 30,
                start_date: '2030-03-13',
                end_date: '2030-03-15',
                channel: 'airbnb',
                summary: 'Reserved',
                conflict_booking_id: 5,
              },
            ],
          },
          {
            id: 5,
            room_number: 'M103',
            is_available: true,
            bookings: [],
            blocks: [
              {
                id: 31,
                start_date: '2030-03-12',
                end_date: '2030-03-14',
                channel: 'airbnb',
                summary: 'Reserved',
                conflict_booking_id: null,
              },
              {
                id: 32,
                start_date: '2030-03-13',
                end_date: '2030-03-16',
                channel: 'booking_com',
                summary: 'CLOSED - Not available',
                conflict_booking_id: null,
              },
              {
                id: 33,
                start_date: '2030-03-20',
                end_date: '2030-03-22',
                channel: 'other',
                summary: null,
                conflict_booking_id: null,
              },
            ],
          },
        ],
      },
      {
        id: 3,
        title: 'Two Bedroom Suite',
        units: [{ id: 9, room_number: 'W201', is_available: false, bookings: [], blocks: [] }],
      },
    ],
  };
}

const UNITS: RoomRow[] = [
  {
    id: 1,
    roomID: 'M101',
    roomType: 'Deluxe Studio',
    room_type_id: 2,
    availability: 'Available',
    image: null,
    cost: 35000,
    created_at: '2026-01-01T10:00:00.000Z',
  },
];

function stubOccupancy() {
  return stubApi({
    'GET /api/admin/occupancy': ({ query }) =>
      jsonResponse(occupancy(query.get('from') ?? FROM, Number(query.get('days')))),
    'GET /api/roommanagement': () => jsonResponse({ rooms: UNITS }),
  });
}

const occupancyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/occupancy'));

describe('OccupancyCalendarPage', () => {
  it("lays a booking's bar over its nights, checkout day left free", async () => {
    const fetchMock = stubOccupancy();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    const bar = await screen.findByRole('link', {
      name: 'Ada Obi, confirmed, Tue, 12 Mar 2030 – Fri, 15 Mar 2030, booking #5',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Occupancy calendar' })).toBeVisible();
    expect(occupancyCalls(fetchMock)).toEqual([`/api/admin/occupancy?from=${FROM}&days=14`]);
    expect(bar).toHaveAttribute('href', '/admin/bookings/details/5');
    expect(bar).toHaveTextContent('Ada Obi');
    // Columns: 1 is the unit, 2 is 10 Mar; the nights of 12, 13 and 14 Mar are 4 to 6.
    expect(bar.style.gridColumn).toBe('4 / 7');
    for (const day of ['Tue, 12', 'Wed, 13', 'Thu, 14']) {
      expect(
        screen.queryByRole('button', { name: `Book unit M102 on ${day} Mar 2030` }),
      ).not.toBeInTheDocument();
    }
    expect(
      screen.getByRole('button', { name: 'Book unit M102 on Fri, 15 Mar 2030' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Book unit M102 on Mon, 11 Mar 2030' }),
    ).toBeVisible();

    // A stay that began before the window is cut at its first column.
    const earlier = screen.getByRole('link', { name: /Chidi Okafor, pending/ });
    expect(earlier.style.gridColumn).toBe('2 / 3');
  });

  it("draws another channel's nights in its colour, stacked where two channels overlap", async () => {
    stubOccupancy();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    const airbnb = await screen.findByRole('img', {
      name: 'Airbnb: Reserved, Tue, 12 Mar 2030 – Thu, 14 Mar 2030',
    });
    expect(airbnb).toHaveTextContent('Airbnb: Reserved');
    expect(airbnb.className).toContain('bg-[#fde7ee]');
    expect(airbnb.style.gridColumn).toBe('4 / 6');
    expect(airbnb.style.gridRow).toBe('1');

    // Booking.com closed some of the same nights: it takes a second line of the row.
    const bookingCom = screen.getByRole('img', {
      name: 'Booking.com: CLOSED - Not available, Wed, 13 Mar 2030 – Sat, 16 Mar 2030',
    });
    expect(bookingCom.className).toContain('bg-[#e1ebfb]');
    expect(bookingCom.style.gridColumn).toBe('5 / 8');
    expect(bookingCom.style.gridRow).toBe('2');

    const other = screen.getByRole('img', {
      name: 'Other: Blocked, Wed, 20 Mar 2030 – Fri, 22 Mar 2030',
    });
    expect(other.className).toContain('bg-[#eceff1]');

    // Closed nights cannot be booked here; the check-out day of a block can.
    for (const day of ['Tue, 12', 'Wed, 13', 'Thu, 14', 'Fri, 15', 'Wed, 20', 'Thu, 21']) {
      expect(
        screen.queryByRole('button', { name: `Book unit M103 on ${day} Mar 2030` }),
      ).not.toBeInTheDocument();
    }
    expect(
      screen.getByRole('button', { name: 'Book unit M103 on Sat, 16 Mar 2030' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Book unit M103 on Fri, 22 Mar 2030' }),
    ).toBeVisible();

    const legend = screen.getByRole('heading', { name: 'Legend' }).parentElement!;
    for (const item of ['Airbnb', 'Booking.com', 'Other channel', 'Conflict (sold twice)']) {
      expect(within(legend).getByText(item)).toBeInTheDocument();
    }
  });

  it('shows a block sold over a booking as a red "Conflict" beside the booking, opening it', async () => {
    stubOccupancy();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    const conflict = await screen.findByRole('link', {
      name: 'Conflict with booking #5: Airbnb: Reserved, Wed, 13 Mar 2030 – Fri, 15 Mar 2030',
    });
    // The mark and the word only, so the word fits a two-night bar; the channel is in its
    // name. The bar's width (a container query) hides the word where even it cannot fit.
    expect(conflict).toHaveTextContent(/^!Conflict$/);
    expect(within(conflict).getByText('Conflict')).toHaveClass('hidden', '@min-[6rem]:inline');
    expect(conflict).toHaveClass('@container');
    expect(conflict).toHaveAttribute('href', '/admin/bookings/details/5');
    expect(conflict.className).toContain('#b42318');
    // Both stay in sight: the booking on the first line, the block under it.
    const booking = screen.getByRole('link', { name: /Ada Obi, confirmed/ });
    expect(booking.style.gridRow).toBe('1');
    expect(conflict.style.gridRow).toBe('2');
    expect(conflict.style.gridColumn).toBe('5 / 7');
  });

  it('groups units under their room type and books nothing on an unavailable unit', async () => {
    stubOccupancy();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    const suite = await screen.findByRole('group', { name: 'Two Bedroom Suite' });
    expect(within(suite).getByText('W201')).toBeInTheDocument();
    expect(within(suite).getByText('(unavailable)')).toBeInTheDocument();
    expect(within(suite).queryAllByRole('button')).toHaveLength(0);
    const deluxe = screen.getByRole('group', { name: 'Deluxe Studio' });
    expect(within(deluxe).getAllByRole('button', { name: /^Book unit M101/ })).toHaveLength(14);
  });

  it('opens the manual booking on a free day, prefilled with the unit and the date', async () => {
    stubOccupancy();
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    await user.click(
      await screen.findByRole('button', { name: 'Book unit M101 on Sat, 16 Mar 2030' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Manual Booking' });
    await within(dialog).findByRole('option', { name: 'M101 — Deluxe Studio' });
    expect(within(dialog).getByRole('combobox', { name: 'Room' })).toHaveValue('1');
    expect(within(dialog).getByLabelText('Check-in date')).toHaveValue('2030-03-16');
    expect(within(dialog).getByLabelText('Check-out date')).toHaveValue('2030-03-17');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves by the days shown: 14 on a desk, 7 on a phone', async () => {
    const fetchMock = stubOccupancy();
    const user = userEvent.setup();
    const { router } = renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });
    await screen.findByRole('link', { name: /Ada Obi/ });

    await user.click(screen.getByRole('button', { name: 'Next 14 days' }));
    await screen.findByRole('button', { name: 'Book unit M101 on Sun, 24 Mar 2030' });
    expect(router.state.location.search).toBe('?from=2030-03-24');
    await user.click(screen.getByRole('button', { name: 'Previous 14 days' }));
    await user.click(screen.getByRole('button', { name: 'Previous 14 days' }));
    await screen.findByRole('button', { name: 'Book unit M101 on Sun, 24 Feb 2030' });
    expect(occupancyCalls(fetchMock)).toContain('/api/admin/occupancy?from=2030-02-24&days=14');

    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2030-05-01');
    await screen.findByRole('button', { name: 'Book unit M101 on Wed, 1 May 2030' });
  });

  it('shows a week on a narrow screen', async () => {
    stubMatchMedia([NARROW_QUERY]);
    const fetchMock = stubOccupancy();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    await screen.findByRole('link', { name: /Ada Obi/ });
    expect(occupancyCalls(fetchMock)).toEqual([`/api/admin/occupancy?from=${FROM}&days=7`]);
    expect(screen.getAllByRole('button', { name: /^Book unit M101/ })).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeInTheDocument();
  });

  it('says "No rooms yet." when there are no units', async () => {
    stubApi({
      'GET /api/admin/occupancy': () =>
        jsonResponse({ from: FROM, to: addDays(FROM, 14), days: 14, room_types: [] }),
    });
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });
    expect(await screen.findByText(NO_ROOMS)).toBeInTheDocument();
  });

  it('offers Retry when the grid cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/occupancy': ({ query }) =>
        fail
          ? new Response('', { status: 500 })
          : jsonResponse(occupancy(query.get('from') ?? FROM, 14)),
    });
    const user = userEvent.setup();
    renderAsAdmin(routes, { path: `/admin/calendar?from=${FROM}` });

    expect(await screen.findByRole('alert')).toHaveTextContent(OCCUPANCY_LOAD_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Ada Obi/ })).toBeInTheDocument();
  });
});
