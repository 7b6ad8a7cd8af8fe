/**
 * Fills a database with a year of the affiliate programme for the affiliate benchmarks
 * (issue 10): 1,000 affiliates (each with a user account), about 50,000 ledger rows over
 * the last 12 months — a commission for each of 42,800 attributed online bookings (past
 * stays, 'checked_out', or 'cancelled' with a reversal for one in twelve), monthly
 * payouts with their paid payout requests — open and partly paid requests, and 100,000
 * visits over the last 90 days. Commissions are skewed as in life (a few affiliates earn
 * much, most a little): the heaviest affiliate has 400 commissions, a typical one about 40.
 * Written with set-based SQL, so it takes seconds.
 *
 *   node --import tsx bench/seed-affiliate-data.ts          (DATA_DIR or DATABASE_URL)
 */
import { sql } from 'drizzle-orm';
import { AFFILIATE_CODE_ALPHABET } from '@aso/core/affiliates';
import { BUSINESS_TIME_ZONE, COMMISSION_BASIS_POINTS } from '@aso/core/constants';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';

export const SEED_AFFILIATES = 1000;
export const SEED_COMMISSIONS = 42_800;
/** Commissions of the heaviest affiliate (the first). */
export const HEAVY_COMMISSIONS = 400;
export const SEED_VISITS = 100_000;
export const AFFILIATE_PASSWORD = 'bench-affiliate-1';

export interface BenchAffiliate {
  email: string;
  password: string;
  code: string;
  ledgerRows: number;
  commissions: number;
}

export interface AffiliateSeed {
  ledgerRows: number;
  bookings: number;
  payoutRequests: number;
  visits: number;
  /** The affiliate with the most rows. */
  heavy: BenchAffiliate;
  /** The affiliate with the median number of ledger rows. */
  typical: BenchAffiliate;
}

/** A low-discrepancy sequence in [0, 1): evenly spread, deterministic. */
const spread = (n: ReturnType<typeof sql>, step: number) =>
  sql`((${n}) * ${sql.raw(String(step))} - floor((${n}) * ${sql.raw(String(step))}))`;

export async function seedAffiliateData(database: Database): Promise<AffiliateSeed> {
  const { db } = database;
  await seedDemoData(db);
  const alphabet = AFFILIATE_CODE_ALPHABET;
  const base = alphabet.length;

  await db.execute(sql`
    insert into users (first_name, last_name, email, role, email_verified_at, created_at)
    select (array['Ada','Chidi','Ngozi','Emeka','Funke','Tunde','Amaka','Bola','Ifeoma','Musa'])[1 + n % 10],
           (array['Obi','Okafor','Adeyemi','Bello','Eze','Okeke','Balogun','Danjuma','Nwosu','Ibrahim'])[1 + (n / 10) % 10],
           'affiliate' || n || '@bench.test', 'user', now(), now() - make_interval(days => 400 + n % 300)
    from generate_series(1, ${SEED_AFFILIATES}) as n`);
  // Codes: 8 characters of the code alphabet, the base-31 digits of a distinct number per n.
  await db.execute(sql`
    with u as (
      select id, email, first_name || ' ' || last_name as name,
        (row_number() over (order by id))::bigint as n
      from users where email like 'affiliate%@bench.test'
    )
    insert into affiliates (user_id, affiliate_code, full_name, email, phone_number, bank_name,
      account_number, account_name, payout_frequency, status, created_at)
    select u.id,
      (select string_agg(substr(${alphabet}, 1 + ((u.n * 2654435761 % (${base}::bigint ^ 8)::bigint) / (${base}::bigint ^ i)::bigint % ${base})::int, 1), '' order by i)
       from generate_series(0, 7) as i),
      u.name, u.email, '+234 803 100 ' || lpad(u.n::text, 4, '0'),
      (array['Access Bank','Guaranty Trust Bank','First Bank of Nigeria','Fidelity Bank','Ecobank Nigeria'])[1 + u.n % 5],
      lpad((u.n * 7919)::text, 10, '0'), upper(u.name),
      case when u.n % 4 = 0 then 'weekly' else 'monthly' end,
      case when u.n % 50 = 7 then 'suspended' else 'approved' end,
      now() - make_interval(days => 366 + (u.n % 180)::int)
    from u
    order by u.n`);

  const [{ units }] = (await queryRows<{ units: number }>(
    db,
    sql`select count(*)::int as units from rooms`,
  )) as [{ units: number }];
  // Commission n goes to affiliate 1 for the first HEAVY_COMMISSIONS, else to an affiliate
  // drawn with density ∝ x^(-1/3) over the others; its time is spread over 12 months.
  // Stays are in the past ('checked_out', or 'cancelled'): they hold no unit, so the
  // exclusion constraint has nothing to refuse.
  await db.execute(sql`
    with aff as (
      select id, affiliate_code, (row_number() over (order by id))::int as a from affiliates
    ), unit as (
      select r.id as room_id, r.room_type_id, t.price_per_night_kobo,
        (row_number() over (order by r.id))::int - 1 as u
      from rooms r join room_types t on t.id = r.room_type_id
    ), c as (
      select n,
        case when n <= ${HEAVY_COMMISSIONS} then 1
             else 2 + floor((${SEED_AFFILIATES} - 1) * power(${spread(sql`n`, 0.6180339887)}, 1.5))::int end as a,
        now() - make_interval(secs => (${spread(sql`n`, 0.7548776662)} * 365 * 86400)::int) as earned_at,
        1 + n % 4 as nights
      from generate_series(1, ${SEED_COMMISSIONS}) as n
    )
    insert into bookings (room_id, room_type_id, guest_name, guest_email, guest_phone,
      start_date, end_date, status, source, nights, room_kobo, total_kobo, affiliate_id,
      affiliate_code_entered, created_at, confirmed_at, cancelled_at)
    select unit.room_id, unit.room_type_id, 'Referred Guest ' || c.n, 'referred' || c.n || '@bench.test',
      '+234 803 200 ' || lpad((c.n % 10000)::text, 4, '0'),
      s.start_date, s.start_date + c.nights,
      case when c.n % 12 = 0 then 'cancelled' else 'checked_out' end,
      'online', c.nights, c.nights * unit.price_per_night_kobo, c.nights * unit.price_per_night_kobo,
      aff.id, aff.affiliate_code, c.earned_at - interval '10 minutes', c.earned_at,
      case when c.n % 12 = 0 then least(c.earned_at + interval '2 days', now()) end
    from c
    join aff on aff.a = c.a
    join unit on unit.u = c.n % ${units}
    cross join lateral (
      select least((c.earned_at at time zone ${BUSINESS_TIME_ZONE})::date + (c.n % 10)::int,
                   current_date - c.nights - 1) as start_date
    ) s
    order by c.earned_at`);
  await db.execute(sql`
    insert into payments (booking_id, reference, provider, amount_kobo, status, payment_date, refunded_at)
    select id, 'AFF-BENCH-' || id, 'paystack', total_kobo,
      case when status = 'cancelled' then 'refunded' else 'success' end, confirmed_at, cancelled_at
    from bookings where affiliate_id is not null`);
  await db.execute(sql`
    insert into affiliate_ledger (affiliate_id, kind, amount_kobo, booking_id, created_at)
    select affiliate_id, 'commission', floor((total_kobo * ${COMMISSION_BASIS_POINTS} + 5000) / 10000), id, confirmed_at
    from bookings where affiliate_id is not null
    order by confirmed_at`);
  await db.execute(sql`
    insert into affiliate_ledger (affiliate_id, kind, amount_kobo, booking_id, note, created_at)
    select c.affiliate_id, 'reversal', -c.amount_kobo, c.booking_id, 'Booking cancelled', b.cancelled_at
    from affiliate_ledger c join bookings b on b.id = c.booking_id
    where c.kind = 'commission' and b.status = 'cancelled'
    order by b.cancelled_at`);

  // Monthly payouts: about a third of the affiliate-months of the past 11 months are paid
  // out in full (90% of the month's commissions) early in the next month, each through a
  // payout request that is then 'paid'.
  await db.execute(sql`
    with earned as (
      select l.affiliate_id, date_trunc('month', l.created_at) as month, sum(l.amount_kobo) as kobo
      from affiliate_ledger l
      where l.kind = 'commission' and l.created_at < date_trunc('month', now())
      group by 1, 2
    )
    insert into payout_requests (affiliate_id, amount_kobo, paid_kobo, status, paid_at, created_at, updated_at)
    select affiliate_id, floor(kobo * 0.9), floor(kobo * 0.9), 'paid',
      least(month + interval '1 month 3 days', now() - interval '1 hour'),
      least(month + interval '1 month 1 day', now() - interval '2 hours'),
      least(month + interval '1 month 3 days', now() - interval '1 hour')
    from earned
    where floor(kobo * 0.9) > 0 and (affiliate_id + extract(month from month)::int) % 3 = 0
    order by month + interval '1 month 1 day'`);
  // Open requests: one in seven affiliates asked for half of this month's commissions; one
  // in 29 was paid half of such a request.
  await db.execute(sql`
    with earned as (
      select affiliate_id, sum(amount_kobo) as kobo from affiliate_ledger
      where kind = 'commission' and created_at >= date_trunc('month', now())
      group by 1
    )
    insert into payout_requests (affiliate_id, amount_kobo, paid_kobo, status, paid_at, created_at, updated_at)
    select affiliate_id, floor(kobo / 2),
      case when affiliate_id % 29 = 0 then floor(kobo / 4) else 0 end,
      case when affiliate_id % 29 = 0 then 'partially_paid' else 'requested' end,
      case when affiliate_id % 29 = 0 then now() - interval '1 hour' end,
      now() - interval '1 day', now() - interval '1 hour'
    from earned
    where floor(kobo / 4) > 0 and (affiliate_id % 7 = 0 or affiliate_id % 29 = 0)`);
  await db.execute(sql`
    insert into affiliate_ledger (affiliate_id, kind, amount_kobo, payout_request_id, note, created_at)
    select affiliate_id, 'payout', -paid_kobo, id, 'Bank transfer', paid_at
    from payout_requests where paid_kobo > 0
    order by paid_at`);

  // Visits: one row per browser per day, skewed like the commissions; one in 40 is the
  // heaviest affiliate's.
  await db.execute(sql`
    with aff as (select id, (row_number() over (order by id))::int as a from affiliates)
    insert into affiliate_visits (affiliate_id, day, visitor_hash, created_at)
    select aff.id, v.day, encode(sha256(('bench-visitor-' || v.n)::bytea), 'hex'), v.day::timestamptz + interval '12 hours'
    from (
      select n,
        case when n % 40 = 0 then 1
             else 2 + floor((${SEED_AFFILIATES} - 1) * power(${spread(sql`n`, 0.6180339887)}, 1.5))::int end as a,
        current_date - floor(${spread(sql`n`, 0.7548776662)} * 90)::int as day
      from generate_series(1, ${SEED_VISITS}) as n
    ) v join aff on aff.a = v.a`);
  await db.execute(sql`analyze`);

  const [counts] = (await queryRows<{
    ledger: number;
    bookings: number;
    requests: number;
    visits: number;
  }>(
    db,
    sql`select (select count(*)::int from affiliate_ledger) as ledger,
          (select count(*)::int from bookings where affiliate_id is not null) as bookings,
          (select count(*)::int from payout_requests) as requests,
          (select count(*)::int from affiliate_visits) as visits`,
  )) as [{ ledger: number; bookings: number; requests: number; visits: number }];
  // The heaviest approved affiliate, and the approved one at the median of ledger rows.
  const ranked = await queryRows<{
    user_id: number;
    email: string;
    affiliate_code: string;
    rows: number;
    commissions: number;
  }>(
    db,
    sql`select a.user_id, u.email, a.affiliate_code, count(l.id)::int as rows,
          (count(l.id) filter (where l.kind = 'commission'))::int as commissions
        from affiliates a join users u on u.id = a.user_id
        left join affiliate_ledger l on l.affiliate_id = a.id
        where a.status = 'approved'
        group by a.id, u.email
        order by rows desc, a.id`,
  );
  const pick = async (row: (typeof ranked)[number]): Promise<BenchAffiliate> => {
    await db.execute(
      sql`update users set password_hash = ${await hashPassword(AFFILIATE_PASSWORD)} where id = ${row.user_id}`,
    );
    return {
      email: row.email,
      password: AFFILIATE_PASSWORD,
      code: row.affiliate_code,
      ledgerRows: row.rows,
      commissions: row.commissions,
    };
  };
  return {
    ledgerRows: counts.ledger,
    bookings: counts.bookings,
    payoutRequests: counts.requests,
    visits: counts.visits,
    heavy: await pick(ranked[0]!),
    typical: await pick(ranked[Math.floor(ranked.length / 2)]!),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: process.env.DATA_DIR ?? './data' },
  );
  try {
    const started = performance.now();
    const seeded = await seedAffiliateData(database);
    console.log(
      `Seeded ${SEED_AFFILIATES} affiliates, ${seeded.bookings} attributed bookings, ${seeded.ledgerRows} ledger rows, ${seeded.payoutRequests} payout requests and ${seeded.visits} visits on ${database.description} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log('heaviest:', seeded.heavy, 'typical:', seeded.typical);
  } finally {
    await database.close();
  }
}
