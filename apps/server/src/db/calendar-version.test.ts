import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { bookings } from './schema.ts';
import { insertBooking, unitNumbered } from '../test/admin.ts';
import { daysFromToday } from '../test/bookings.ts';
import { useTestApp } from '../test/test-app.ts';

/*
 * The calendar export's version (migration 0013): whoever writes a booking, its unit's
 * version moves, so a poller holding the old ETag gets the new calendar.
 */
const ctx = useTestApp({ seed: true });

async function versionsOf(...roomNumbers: string[]) {
  const ids = await Promise.all(
    roomNumbers.map(async (number) => (await unitNumbered(ctx.database.db, number)).unit.id),
  );
  const rows = await queryRows<{ room_id: number; version: number }>(
    ctx.database.db,
    sql`select room_id, version::int as version from unit_calendar_versions`,
  );
  return ids.map((id) => rows.find((row) => row.room_id === id)?.version ?? 0);
}

describe('unit_calendar_versions', () => {
  it('moves with every insert, update and delete of a booking, on the unit it left too', async () => {
    const db = ctx.database.db;
    expect(await versionsOf('M101', 'M102')).toEqual([0, 0]);

    const booking = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(3),
      end: daysFromToday(5),
    });
    expect(await versionsOf('M101', 'M102')).toEqual([1, 0]);

    await db.update(bookings).set({ status: 'checked_in' }).where(eq(bookings.id, booking.id));
    expect(await versionsOf('M101', 'M102')).toEqual([2, 0]);

    const { unit: other } = await unitNumbered(db, 'M102');
    await db.update(bookings).set({ roomId: other.id }).where(eq(bookings.id, booking.id));
    expect(await versionsOf('M101', 'M102')).toEqual([3, 1]);

    await db.delete(bookings).where(eq(bookings.id, booking.id));
    expect(await versionsOf('M101', 'M102')).toEqual([3, 2]);
  });
});
