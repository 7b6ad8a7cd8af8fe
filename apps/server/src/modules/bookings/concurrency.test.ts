import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { guestRequest, initiate } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ROOM_TAKEN } from './hold.service.ts';

const ctx = useTestApp({ seed: true });

/** Room type 1 of the demo catalogue has three units. */
const THREE_UNIT_TYPE = 1;

/** Pairs of active bookings of one unit whose nights overlap: must always be none. */
function overlappingPairs() {
  return queryRows<{ a: number; b: number }>(
    ctx.database.db,
    sql`select a.id as a, b.id as b from bookings a join bookings b
        on a.room_id = b.room_id and a.id < b.id and a.stay && b.stay
        where a.status in ('pending', 'confirmed', 'checked_in')
          and b.status in ('pending', 'confirmed', 'checked_in')`,
  );
}

describe('booking under concurrency', () => {
  it('gives 40 simultaneous requests for the same nights exactly the 3 free units', async () => {
    const responses = await Promise.all(
      // Forty guests: one guest's second checkout of the same nights would take up the first.
      Array.from({ length: 40 }, (_, index) =>
        initiate(
          ctx.app,
          guestRequest(THREE_UNIT_TYPE, 20, 3, { guest_email: `guest${index}@example.com` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(37);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: ROOM_TAKEN });
    }

    const held = await queryRows<{ room_id: number }>(
      ctx.database.db,
      sql`select room_id from bookings where status = 'pending'`,
    );
    expect(new Set(held.map((row) => row.room_id)).size).toBe(3);
    expect(await overlappingPairs()).toEqual([]);
  });

  it('never double-books with overlapping but different ranges, and never answers 500', async () => {
    const requests = Array.from({ length: 40 }, (_, index) =>
      guestRequest(THREE_UNIT_TYPE, 30 + (index % 7), 1 + (index % 4), {
        guest_email: `guest${index}@example.com`,
      }),
    );
    const responses = await Promise.all(requests.map((request) => initiate(ctx.app, request)));
    const statuses = responses.map((response) => response.statusCode);
    const odd = responses.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
    expect(odd.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(3);
    expect(await overlappingPairs()).toEqual([]);

    // Every night of the window is held by at most three bookings (three units).
    const perNight = await queryRows<{ night: string; holds: number }>(
      ctx.database.db,
      sql`select n::date::text as night, count(b.id)::int as holds
          from generate_series(current_date, current_date + 60, interval '1 day') n
          left join bookings b on b.stay @> n::date and b.status = 'pending'
          group by n order by holds desc limit 1`,
    );
    expect(perNight[0]!.holds).toBeLessThanOrEqual(3);
  });
});
