import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRowOf, refusalOf } from '../test/rows.ts';
import { useTestApp } from '../test/test-app.ts';
import { bookings, roomTypes, rooms, users } from './schema.ts';

const ctx = useTestApp({ seed: true });

async function firstUnit() {
  const [unit] = await ctx.database.db.select().from(rooms).where(eq(rooms.roomNumber, 'M101'));
  return unit!;
}

describe('the database guards', () => {
  it('refuses a second active booking of the same unit on overlapping nights', async () => {
    const unit = await firstUnit();
    await ctx.database.db.insert(bookings).values(bookingRowOf(unit, '2027-01-10', '2027-01-13'));
    const state = await refusalOf(
      ctx.database.db.insert(bookings).values(bookingRowOf(unit, '2027-01-12', '2027-01-14')),
    );
    expect(state).toBe('23P01');
  });

  it('allows back-to-back stays and overlaps with cancelled or expired bookings', async () => {
    const unit = await firstUnit();
    await ctx.database.db.insert(bookings).values(bookingRowOf(unit, '2027-01-10', '2027-01-13'));
    await ctx.database.db.insert(bookings).values(bookingRowOf(unit, '2027-01-13', '2027-01-15'));
    await ctx.database.db
      .insert(bookings)
      .values({ ...bookingRowOf(unit, '2027-01-11', '2027-01-12'), status: 'cancelled' });
    await ctx.database.db
      .insert(bookings)
      .values({ ...bookingRowOf(unit, '2027-01-11', '2027-01-12'), status: 'expired' });
    expect(await ctx.database.db.$count(bookings)).toBe(4);
  });

  it('refuses to revive a cancelled booking onto nights that are taken', async () => {
    const unit = await firstUnit();
    const [cancelled] = await ctx.database.db
      .insert(bookings)
      .values({ ...bookingRowOf(unit, '2027-02-01', '2027-02-03'), status: 'cancelled' })
      .returning();
    await ctx.database.db.insert(bookings).values(bookingRowOf(unit, '2027-02-02', '2027-02-04'));
    const state = await refusalOf(
      ctx.database.db
        .update(bookings)
        .set({ status: 'confirmed' })
        .where(eq(bookings.id, cancelled!.id)),
    );
    expect(state).toBe('23P01');
  });

  it('refuses a stay that ends before it starts, and an unknown status', async () => {
    const unit = await firstUnit();
    expect(
      await refusalOf(
        ctx.database.db.insert(bookings).values(bookingRowOf(unit, '2027-01-10', '2027-01-10')),
      ),
    ).toBe('23514');
    expect(
      await refusalOf(
        ctx.database.db.insert(bookings).values({
          ...bookingRowOf(unit, '2027-03-01', '2027-03-02'),
          status: 'lost' as 'pending',
        }),
      ),
    ).toBe('23514');
  });

  it('keeps emails unique ignoring case', async () => {
    await ctx.database.db
      .insert(users)
      .values({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' });
    const state = await refusalOf(
      ctx.database.db
        .insert(users)
        .values({ firstName: 'Ada', lastName: 'Obi', email: 'ADA@example.com' }),
    );
    expect(state).toBe('23505');
  });

  it('keeps money in whole kobo and refuses negative prices', async () => {
    const state = await refusalOf(
      ctx.database.db
        .insert(roomTypes)
        .values({ title: 'Bad', description: 'x', pricePerNightKobo: -1, capacity: 1 }),
    );
    expect(state).toBe('23514');
  });
});
