import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { bookingRowOf, refusalOf } from '../test/rows.ts';
import { useTestApp } from '../test/test-app.ts';
import { bookings, channelBlocks, channelFeeds, rooms } from './schema.ts';

/*
 * The database's own guard between bookings and channel blocks (migration 0009): whatever
 * the application does, a block and an active booking never hold one unit on one night.
 */
const ctx = useTestApp({ seed: true });

async function unitAndFeed() {
  const db = ctx.database.db;
  const [unit] = await db.select().from(rooms).where(eq(rooms.roomNumber, 'M101'));
  const [feed] = await db
    .insert(channelFeeds)
    .values({ roomId: unit!.id, channel: 'airbnb', url: 'https://example.com/a.ics' })
    .returning();
  return { unit: unit!, feed: feed! };
}

const booking = (unit: { id: number; roomTypeId: number }, start: string, end: string) => ({
  ...bookingRowOf(unit, start, end),
  status: 'confirmed' as const,
});

function block(
  feed: { id: number; roomId: number },
  startDate: string,
  endDate: string,
  conflictBookingId: number | null = null,
) {
  return {
    feedId: feed.id,
    roomId: feed.roomId,
    uid: `${startDate}@test`,
    startDate,
    endDate,
    conflictBookingId,
  };
}

const claimsOf = (roomId: number) =>
  queryRows<{ holder: string; stay: string }>(
    ctx.database.db,
    sql`select holder, stay::text as stay from room_claims where room_id = ${roomId} order by stay, holder`,
  );

describe('bookings and channel blocks in the database', () => {
  it('refuses a block over an active booking and a booking over a block', async () => {
    const db = ctx.database.db;
    const { unit, feed } = await unitAndFeed();
    await db.insert(bookings).values(booking(unit, '2027-05-10', '2027-05-13'));
    expect(
      await refusalOf(db.insert(channelBlocks).values(block(feed, '2027-05-12', '2027-05-14'))),
    ).toBe('23P01');

    await db.insert(channelBlocks).values(block(feed, '2027-06-01', '2027-06-05'));
    expect(
      await refusalOf(db.insert(bookings).values(booking(unit, '2027-06-04', '2027-06-06'))),
    ).toBe('23P01');
    // Back to back is fine on both sides.
    await db.insert(bookings).values(booking(unit, '2027-06-05', '2027-06-07'));
    await db.insert(channelBlocks).values(block(feed, '2027-05-13', '2027-05-15'));
  });

  it('lets blocks of two channels close the same nights, and cancelled bookings sit under blocks', async () => {
    const db = ctx.database.db;
    const { unit, feed } = await unitAndFeed();
    const [other] = await db
      .insert(channelFeeds)
      .values({ roomId: unit.id, channel: 'booking_com', url: 'https://example.com/b.ics' })
      .returning();
    await db.insert(channelBlocks).values(block(feed, '2027-07-01', '2027-07-04'));
    await db.insert(channelBlocks).values(block(other!, '2027-07-02', '2027-07-05'));
    await db
      .insert(bookings)
      .values({ ...booking(unit, '2027-07-01', '2027-07-03'), status: 'cancelled' });
    expect(await claimsOf(unit.id)).toEqual([
      { holder: 'block', stay: '[2027-07-01,2027-07-04)' },
      { holder: 'block', stay: '[2027-07-02,2027-07-05)' },
    ]);
  });

  it('stores a conflict without holding nights, and lets it hold them once the booking is cancelled', async () => {
    const db = ctx.database.db;
    const { unit, feed } = await unitAndFeed();
    const [ours] = await db
      .insert(bookings)
      .values(booking(unit, '2027-08-10', '2027-08-12'))
      .returning();
    const [conflict] = await db
      .insert(channelBlocks)
      .values(block(feed, '2027-08-11', '2027-08-14', ours!.id))
      .returning();
    expect(await claimsOf(unit.id)).toEqual([
      { holder: 'booking', stay: '[2027-08-10,2027-08-12)' },
    ]);

    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ours!.id));

    const [after] = await db.select().from(channelBlocks).where(eq(channelBlocks.id, conflict!.id));
    expect(after!.conflictBookingId).toBeNull();
    expect(await claimsOf(unit.id)).toEqual([{ holder: 'block', stay: '[2027-08-11,2027-08-14)' }]);
    // The nights are the channel's now: a booking here is refused, and so is reviving ours.
    expect(
      await refusalOf(db.insert(bookings).values(booking(unit, '2027-08-13', '2027-08-15'))),
    ).toBe('23P01');
    expect(
      await refusalOf(
        db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, ours!.id)),
      ),
    ).toBe('23P01');
  });

  it('keeps the conflict on another booking that still shares its nights', async () => {
    const db = ctx.database.db;
    const { unit, feed } = await unitAndFeed();
    const [first] = await db
      .insert(bookings)
      .values(booking(unit, '2027-09-01', '2027-09-03'))
      .returning();
    const [second] = await db
      .insert(bookings)
      .values(booking(unit, '2027-09-03', '2027-09-06'))
      .returning();
    const [conflict] = await db
      .insert(channelBlocks)
      .values(block(feed, '2027-09-02', '2027-09-05', first!.id))
      .returning();

    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first!.id));
    const [after] = await db.select().from(channelBlocks).where(eq(channelBlocks.id, conflict!.id));
    expect(after!.conflictBookingId).toBe(second!.id);
    expect((await claimsOf(unit.id)).map((row) => row.holder)).toEqual(['booking']);
  });

  it('frees the nights when the block goes', async () => {
    const db = ctx.database.db;
    const { unit, feed } = await unitAndFeed();
    const [held] = await db
      .insert(channelBlocks)
      .values(block(feed, '2027-10-01', '2027-10-03'))
      .returning();
    await db.delete(channelBlocks).where(eq(channelBlocks.id, held!.id));
    await db.insert(bookings).values(booking(unit, '2027-10-01', '2027-10-03'));
    expect(await claimsOf(unit.id)).toEqual([
      { holder: 'booking', stay: '[2027-10-01,2027-10-03)' },
    ]);
  });
});
