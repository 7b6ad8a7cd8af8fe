import { describe, expect, it } from 'vitest';
import { addDays } from '@aso/core/dates';
import { seedLocations } from '../../db/seed/catalogue.ts';
import { insertBooking, signedIn, unitNumbered } from '../../test/admin.ts';
import { daysFromToday } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

interface Grid {
  from: string;
  to: string;
  days: number;
  room_types: {
    id: number;
    title: string;
    units: {
      id: number;
      room_number: string;
      is_available: boolean;
      bookings: { id: number; guest_name: string; status: string }[];
    }[];
  }[];
}

/** The grid as a new admin reads it. */
async function occupancy(query = '') {
  const { headers } = await signedIn(ctx.database.db, 'admin');
  return ctx.app.inject({ method: 'GET', url: `/api/admin/occupancy${query}`, headers });
}

const unitOf = (grid: Grid, roomNumber: string) =>
  grid.room_types.flatMap((type) => type.units).find((unit) => unit.room_number === roomNumber)!;

/** The window every test looks at: 14 nights from 10 days ahead. */
const FROM = daysFromToday(10);

describe('GET /api/admin/occupancy', () => {
  it('groups all eleven units under their room types', async () => {
    const response = await occupancy(`?from=${FROM}&days=7`);
    expect(response.statusCode).toBe(200);
    const grid: Grid = response.json();
    expect(grid).toMatchObject({ from: FROM, to: addDays(FROM, 7), days: 7 });

    const seeded = seedLocations.flatMap((location) => location.roomTypes);
    expect(
      grid.room_types.map((type) => [type.title, type.units.map((unit) => unit.room_number)]),
    ).toEqual(seeded.map((type) => [type.title, type.roomNumbers]));
    expect(grid.room_types.flatMap((type) => type.units)).toHaveLength(11);
    for (const unit of grid.room_types.flatMap((type) => type.units)) {
      expect(unit).toMatchObject({ is_available: true, bookings: [] });
    }
  });

  it("shows a booking on its unit, with the guest's or the user's name, on any night it overlaps", async () => {
    const db = ctx.database.db;
    const user = await signedIn(db, 'user', { email: 'bola@example.com', firstName: 'Bola' });
    // Starts before the window and ends on its second day.
    const early = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(8),
      end: daysFromToday(11),
      guestName: 'Early Guest',
    });
    // Starts on the window's last night.
    const late = await insertBooking(db, {
      roomNumber: 'J201',
      start: daysFromToday(23),
      end: daysFromToday(30),
      userId: user.user.id,
    });
    const checkedIn = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(12),
      end: daysFromToday(14),
      status: 'checked_in',
      guestName: 'Staying Guest',
    });

    const grid: Grid = (await occupancy(`?from=${FROM}&days=14`)).json();
    expect(unitOf(grid, 'M101').bookings).toEqual([
      expect.objectContaining({ id: early.id, guest_name: 'Early Guest', status: 'confirmed' }),
      expect.objectContaining({ id: checkedIn.id, guest_name: 'Staying Guest' }),
    ]);
    expect(unitOf(grid, 'J201').bookings).toEqual([
      {
        id: late.id,
        guest_name: 'Bola Obi',
        status: 'confirmed',
        start_date: daysFromToday(23),
        end_date: daysFromToday(30),
      },
    ]);
  });

  it('leaves out bookings outside the window and those that hold no unit', async () => {
    const db = ctx.database.db;
    const outside: [string, string, string][] = [
      ['M102', daysFromToday(5), FROM], // checks out on the window's first day
      ['M103', daysFromToday(24), daysFromToday(26)], // checks in the day after it
    ];
    for (const [roomNumber, start, end] of outside) {
      await insertBooking(db, { roomNumber, start, end });
    }
    for (const [roomNumber, status] of [
      ['M201', 'cancelled'],
      ['M202', 'expired'],
      ['M301', 'checked_out'],
    ] as const) {
      await insertBooking(db, {
        roomNumber,
        start: daysFromToday(12),
        end: daysFromToday(14),
        status,
      });
    }

    const grid: Grid = (await occupancy(`?from=${FROM}&days=14`)).json();
    for (const roomNumber of ['M102', 'M103', 'M201', 'M202', 'M301']) {
      expect(unitOf(grid, roomNumber).bookings, roomNumber).toEqual([]);
    }
  });

  it('marks a unit taken off sale as not available', async () => {
    const { headers } = await signedIn(ctx.database.db, 'admin', { email: 'desk@example.com' });
    const { unit } = await unitNumbered(ctx.database.db, 'J102');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/rooms/${unit.id}/availability`,
      headers,
      payload: { is_available: false },
    });
    const grid: Grid = (await occupancy(`?from=${FROM}`)).json();
    expect(unitOf(grid, 'J102').is_available).toBe(false);
    expect(unitOf(grid, 'J101').is_available).toBe(true);
  });

  it('covers 14 days from today unless told otherwise', async () => {
    const grid: Grid = (await occupancy()).json();
    expect(grid).toMatchObject({
      from: daysFromToday(0),
      to: daysFromToday(14),
      days: 14,
    });
    const fromOnly: Grid = (await occupancy(`?from=${FROM}`)).json();
    expect(fromOnly).toMatchObject({ from: FROM, to: addDays(FROM, 14), days: 14 });
    const longest: Grid = (await occupancy(`?from=${FROM}&days=62`)).json();
    expect(longest.to).toBe(addDays(FROM, 62));
  });

  it.each([
    ['days=63', 'days'],
    ['days=0', 'days'],
    ['days=two', 'days'],
    ['from=2026-13-01', 'from'],
    ['from=2027-02-30', 'from'],
    ['from=tomorrow', 'from'],
  ])('refuses ?%s with a 422 naming %s', async (query, field) => {
    const response = await occupancy(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
