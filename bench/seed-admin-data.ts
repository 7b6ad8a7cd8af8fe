/**
 * Fills a database with a busy house's history for the admin benchmarks: 5,000 users,
 * 10,000 bookings over the demo catalogue's 11 units (about seven years back and two
 * ahead; no two active bookings of a unit overlap), a payment for each, and 2,000
 * action-log entries. Written with set-based SQL, so it takes seconds.
 *
 *   node --import tsx bench/seed-admin-data.ts            (DATA_DIR or DATABASE_URL)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';

export const SEED_USERS = 5000;
export const SEED_BOOKINGS = 10_000;
export const SEED_LOG_ENTRIES = 2000;

export async function seedAdminData(database: Database): Promise<void> {
  const { db } = database;
  await seedDemoData(db);
  await db.execute(sql`
    insert into users (first_name, last_name, email, role, email_verified_at, created_at)
    select (array['Ada','Chidi','Ngozi','Emeka','Funke','Tunde','Amaka','Bola','Ifeoma','Musa'])[1 + n % 10],
           (array['Obi','Okafor','Adeyemi','Bello','Eze','Okeke','Balogun','Danjuma','Nwosu','Ibrahim'])[1 + (n / 10) % 10],
           'guest' || n || '@bench.test', 'user', now(), now() - make_interval(days => n % 2000)
    from generate_series(1, ${SEED_USERS}) as n`);

  const [{ units }] = (await queryRows<{ units: number }>(
    db,
    sql`select count(*)::int as units from rooms`,
  )) as [{ units: number }];
  const perUnit = Math.ceil(SEED_BOOKINGS / units);
  // Each unit's k-th booking starts 4k days after a start ~7 years ago, for 1–3 nights:
  // consecutive stays of a unit never overlap, whatever their status.
  await db.execute(sql`
    with unit as (
      select r.id as room_id, r.room_type_id, t.price_per_night_kobo, (row_number() over (order by r.id))::int as u
      from rooms r join room_types t on t.id = r.room_type_id
    ), stay as (
      select unit.*, k, (current_date - 2555 + 4 * k + (u % 4)::int)::date as start_date, (1 + (k + u) % 3)::int as nights
      from unit cross join generate_series(0, ${perUnit - 1}::int) as k
    )
    insert into bookings (room_id, room_type_id, user_id, guest_name, guest_email, guest_phone,
      start_date, end_date, status, source, nights, room_kobo, total_kobo, created_at, confirmed_at)
    select room_id, room_type_id,
      case when k % 2 = 0 then 1 + (k * 7 + u * 13) % ${SEED_USERS} end,
      case when k % 2 = 1 then 'Guest ' || k || '-' || u end,
      case when k % 2 = 1 then 'walkin' || k || '-' || u || '@bench.test' end,
      case when k % 2 = 1 then '+234 803 000 ' || lpad((k % 10000)::text, 4, '0') end,
      start_date, start_date + nights,
      case
        when k % 17 = 0 then 'cancelled'
        when k % 23 = 0 then 'expired'
        when start_date + nights <= current_date then 'checked_out'
        when start_date <= current_date then 'checked_in'
        when k % 5 = 0 then 'pending'
        else 'confirmed' end,
      case when k % 9 = 0 then 'manual' else 'online' end,
      nights, nights * price_per_night_kobo, nights * price_per_night_kobo,
      start_date::timestamptz - interval '20 days', start_date::timestamptz - interval '20 days'
    from stay
    order by start_date, room_id
    limit ${SEED_BOOKINGS}`);
  await db.execute(sql`
    insert into payments (booking_id, reference, provider, amount_kobo, status, payment_date)
    select id, 'BENCH-' || id, case when source = 'manual' then 'manual' else 'sandbox' end, total_kobo,
      case when status in ('expired', 'pending') then 'pending' else 'success' end,
      case when status not in ('expired', 'pending') then created_at end
    from bookings`);
  await db.execute(sql`
    insert into admin_action_logs (admin_id, action, details, created_at)
    select 1, 'booking.status_changed', 'Booking #' || n || ': confirmed → checked_in',
      now() - make_interval(mins => n)
    from generate_series(1, ${SEED_LOG_ENTRIES}) as n`);
  await db.execute(sql`analyze`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: process.env.DATA_DIR ?? './data' },
  );
  try {
    const started = performance.now();
    await seedAdminData(database);
    console.log(
      `Seeded ${SEED_USERS} users, ${SEED_BOOKINGS} bookings and ${SEED_LOG_ENTRIES} log entries on ${database.description} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}
