import { describe, expect, it } from 'vitest';
import { manualBookingOf, signedIn, unitNumbered } from '../../test/admin.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

type Headers = Record<string, string>;
interface Entry {
  id: number;
  admin_name: string;
  action: string;
  details: string;
  created_at: string;
}

async function readLog(query = '') {
  const { headers } = await signedIn(ctx.database.db, 'super_admin', { firstName: 'Owner' });
  return ctx.app.inject({ method: 'GET', url: `/api/admin-action-logs${query}`, headers });
}

function setAvailability(headers: Headers, id: number, isAvailable: boolean) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/rooms/${id}/availability`,
    headers,
    payload: { is_available: isAvailable },
  });
}

function bookManually(headers: Headers, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/bookings/manual', headers, payload });
}

/** Five entries by one admin: a unit taken off sale and put back, twice, then off again. */
async function fiveEntries() {
  const desk = await signedIn(ctx.database.db, 'admin', { firstName: 'Desk' });
  const { unit } = await unitNumbered(ctx.database.db, 'M101');
  for (const isAvailable of [false, true, false, true, false]) {
    expect((await setAvailability(desk.headers, unit.id, isAvailable)).statusCode).toBe(200);
  }
}

describe('GET /api/admin-action-logs', () => {
  it("lists what staff did, newest first, with each admin's full name", async () => {
    const db = ctx.database.db;
    const desk = await signedIn(db, 'admin', { email: 'desk@example.com', firstName: 'Desk' });
    const nneka = await signedIn(db, 'admin', { email: 'nneka@example.com', firstName: 'Nneka' });
    const { unit: j101 } = await unitNumbered(db, 'J101');
    const { unit: m201 } = await unitNumbered(db, 'M201');

    await setAvailability(desk.headers, j101.id, false);
    const { booking } = (await bookManually(nneka.headers, manualBookingOf(m201, 3, 2))).json();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: desk.headers,
      payload: { status: 'checked_in' },
    });

    const response = await readLog();
    expect(response.statusCode).toBe(200);
    const { logs } = response.json() as { logs: Entry[] };
    expect(response.json()).not.toHaveProperty('pagination');
    expect(logs.map(({ admin_name, action }) => ({ admin_name, action }))).toEqual([
      { admin_name: 'Desk Obi', action: 'booking.status_changed' },
      { admin_name: 'Nneka Obi', action: 'booking.manual_created' },
      { admin_name: 'Desk Obi', action: 'room.marked_unavailable' },
    ]);
    expect(logs[0]!.details).toBe(`Booking #${booking.id}: confirmed → checked_in`);
    expect(logs[1]!.details).toContain('Emeka Eze');
    expect(logs[2]!.details).toContain('J101');
    for (const entry of logs) {
      expect(new Date(entry.created_at).toISOString()).toBe(entry.created_at);
    }
  });

  it('pages the log with its total; a page past the end is empty with the total', async () => {
    await fiveEntries();
    const page = async (query: string) => (await readLog(query)).json();

    const first = await page('?page=1&per_page=2');
    expect(first.logs.map((entry: Entry) => entry.action)).toEqual([
      'room.marked_unavailable',
      'room.made_available',
    ]);
    expect(first.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    const ids = (await page('')).logs.map((entry: Entry) => entry.id);
    expect(ids).toEqual([5, 4, 3, 2, 1]);
    expect((await page('?page=3&per_page=2')).logs.map((entry: Entry) => entry.id)).toEqual([1]);
    expect(await page('?page=4&per_page=2')).toEqual({
      logs: [],
      pagination: { current_page: 4, last_page: 3, per_page: 2, total: 5 },
    });
    // Twenty to a page unless the client says otherwise.
    expect((await page('?page=1')).pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 5,
    });
  });

  it('has no entry for a change that was refused', async () => {
    const desk = await signedIn(ctx.database.db, 'admin', { firstName: 'Desk' });
    const { unit } = await unitNumbered(ctx.database.db, 'M301');
    expect((await bookManually(desk.headers, manualBookingOf(unit, 5, 2))).statusCode).toBe(201);

    const refusals = [
      await bookManually(desk.headers, manualBookingOf(unit, 6, 2)),
      await bookManually(desk.headers, manualBookingOf(unit, -1, 2)),
      await bookManually(desk.headers, manualBookingOf({ id: 9999, roomTypeId: 1 }, 5, 2)),
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/bookings/99999/status',
        headers: desk.headers,
        payload: { status: 'cancelled' },
      }),
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/rooms/${unit.id}`,
        headers: desk.headers,
      }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([409, 422, 404, 404, 409]);

    const { logs } = (await readLog()).json();
    expect(logs.map((entry: Entry) => entry.action)).toEqual(['booking.manual_created']);
  });

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['page=two', 'page'],
  ])('refuses ?%s with a 422 naming %s', async (query, field) => {
    const response = await readLog(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
