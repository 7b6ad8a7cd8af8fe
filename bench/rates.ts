/**
 * Prices on the house's calendar (issue 31): `POST /api/quote` for a 28-night stay with a
 * promo code, and the residencies search by dates (`GET /api/rooms?start_date=&end_date=`,
 * which now prices every type's stay), with a year of rate periods on every room type (52
 * weekly periods each, a third with a minimum stay) and 200 promo codes, against the real
 * app as `npm start` runs it (LOG_LEVEL info, a log line per request), on embedded PGlite
 * and on PostgreSQL. One request after another, the calls in turn, each asking about other
 * nights, after as many to warm up. Yardstick in the same run: `GET /api/health`.
 * Targets: the quote ≤ 15 ms p95 on PGlite, the search ≤ 25 ms p95.
 *
 *   node --import tsx bench/rates.ts   (BENCH_REQUESTS per call, default 300)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { addDays, businessToday } from '@aso/core/dates';
import type { Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { machineDescription, onBothDatabases } from './lib.ts';
import { measureAppInTurn, type Probe } from './room-availability.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
export const PERIODS_PER_TYPE = 52;
export const PROMO_CODES = 200;

/** The demo catalogue, a year of weekly periods on each type, and 200 codes. */
async function seedRates(database: Database) {
  const { db } = database;
  await seedDemoData(db);
  await db.execute(sql`
    insert into rate_periods (name, room_type_id, start_date, end_date, price_per_night_kobo, min_nights)
    select 'Week ' || w, t.id, current_date + 7 * w, current_date + 7 * (w + 1),
           t.price_per_night_kobo + (w % 5) * 500000, case when w % 3 = 0 then 2 end
    from room_types t cross join generate_series(0, ${PERIODS_PER_TYPE - 1}) as w`);
  await db.execute(sql`
    insert into promo_codes (code, percent_off, amount_off_kobo, stays_from, stays_to, valid_until, min_nights)
    select 'BENCH' || n, case when n % 2 = 0 then 10 end, case when n % 2 = 1 then 500000 end,
           current_date, current_date + 400, current_date + 400, 1
    from generate_series(1, ${PROMO_CODES}) as n`);
}

/** A stay of `nights` starting 1–120 days ahead, a different start for each request. */
const stay = (i: number, nights: number) => {
  const start = addDays(businessToday(), 1 + (i % 120));
  return { start, end: addDays(start, nights) };
};

const PROBES: Probe[] = [
  {
    name: 'yardstick: GET /api/health',
    request: () => ({ path: '/api/health' }),
    target: Infinity,
  },
  {
    name: 'POST /api/quote, 28 nights, breakfast and a promo code',
    request: (i) => {
      const { start, end } = stay(i, 28);
      return {
        path: '/api/quote',
        body: {
          room_type_id: 1 + (i % 6),
          start_date: start,
          end_date: end,
          breakfast: true,
          breakfast_count: 1,
          airport_conveyance: null,
          promo_code: `bench${1 + (i % PROMO_CODES)}`,
        },
      };
    },
    target: 15,
  },
  {
    name: 'GET /api/rooms, 28 nights (the residencies search)',
    request: (i) => {
      const { start, end } = stay(i, 28);
      return { path: `/api/rooms?start_date=${start}&end_date=${end}` };
    },
    target: 25,
  },
  {
    name: 'GET /api/rooms, 3 nights (the residencies search)',
    request: (i) => {
      const { start, end } = stay(i, 3);
      return { path: `/api/rooms?start_date=${start}&end_date=${end}` };
    },
    target: 25,
  },
];

export async function benchRates() {
  const loadBefore = os.loadavg();
  const result = await onBothDatabases('rates', async (env, open) => {
    const database = await open();
    await seedRates(database);
    await database.close();
    return measureAppInTurn(env, PROBES, REQUESTS);
  });
  return {
    machine: machineDescription(),
    requests: REQUESTS,
    loadBefore,
    loadAfter: os.loadavg(),
    result,
    // The targets are set on PGlite, the default database.
    pass: result.pglite.every((row) => row.non2xx === 0 && row.p95 <= row.target),
  };
}

const loadText = (load: number[]) => load.map((value) => value.toFixed(2)).join(', ');

export function ratesTable(run: Awaited<ReturnType<typeof benchRates>>): string {
  const rows = run.result.pglite.map((row, index) => {
    const other = run.result.postgres[index]!;
    const target = row.target === Infinity ? '—' : `≤ ${row.target} ms`;
    return `| ${row.name} | ${row.p50} ms | ${row.p95} ms | ${other.p50} ms | ${other.p95} ms | ${target} |`;
  });
  return `| call | PGlite p50 | PGlite p95 | PostgreSQL p50 | PostgreSQL p95 | target (p95, PGlite) |
|---|---|---|---|---|---|
${rows.join('\n')}

${run.requests} requests per call, one after another and the calls in turn, after as many to warm up; ${PERIODS_PER_TYPE} periods on each of the 6 room types, ${PROMO_CODES} promo codes. Load average (1, 5, 15 min) before ${loadText(run.loadBefore)}, after ${loadText(run.loadAfter)}.
Every answer 2xx and every PGlite p95 within its target: ${run.pass ? '**pass**' : '**FAIL**'}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = await benchRates();
  console.log(JSON.stringify(run, null, 2));
  console.log(`Machine: ${run.machine}.\n\n${ratesTable(run)}`);
}
