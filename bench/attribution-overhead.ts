/**
 * What affiliate attribution costs the booking under contention (issue 10: "attribution
 * adds ≤ 5% to the booking contention benchmark's p99"). The booking contention benchmark
 * (booking-throughput.ts: 100 concurrent clients, POST /api/initiate-payment for stays in
 * the next 120 days) runs in alternating rounds on a database seeded with the affiliate
 * programme (seed-affiliate-data.ts: 1,000 affiliates, ~50,000 ledger rows): requests
 * without a code, with an approved affiliate's code (attributed) and with an unknown code,
 * in the order none, code, unknown, unknown, code, none per cycle, so drift during the run
 * weighs on every variant alike. Every round is the contention benchmark from the same
 * state: the app is started, warmed up for 3 s on stays far ahead, measured, stopped, and
 * the round's bookings are checked (attribution, overlaps) and deleted. Latencies are
 * pooled per variant. The app runs as `npm start` runs it (LOG_LEVEL info), on embedded
 * PGlite and on PostgreSQL.
 *
 *   node --import tsx bench/attribution-overhead.ts   (BENCH_DURATION s per round, default 10;
 *                                                      BENCH_CYCLES, default 2)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import {
  addBookingRound,
  newBookingRounds,
  summarizeBookingRounds,
  type BookingRounds,
} from './booking-rounds.ts';
import {
  BENCH_GUEST_EMAILS,
  BOOKING_LOAD_ENV,
  CLIENTS_NOTE,
  load,
  overlaps,
} from './booking-throughput.ts';
import { onBothDatabases, startAppOnTempDataDir } from './lib.ts';
import { seedAffiliateData } from './seed-affiliate-data.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 2);
const WARM_UP_S = 3;
/** The warm-up books stays this far ahead, clear of the measured ones (days 1–125). */
const WARM_UP_FROM_DAY = 1000;
/** Matches the code pattern, belongs to no affiliate. */
const UNKNOWN_CODE = 'NOSUCH42';

type Variant = 'none' | 'code' | 'unknown';
const CYCLE: Variant[] = ['none', 'code', 'unknown', 'unknown', 'code', 'none'];

async function attributionCounts(database: Database, code: string) {
  const [row] = await queryRows<{ attributed: number; code_unattributed: number; unknown: number }>(
    database.db,
    sql`select
          (count(*) filter (where affiliate_code_entered = ${code} and affiliate_id is not null))::int as attributed,
          (count(*) filter (where affiliate_code_entered = ${code} and affiliate_id is null))::int as code_unattributed,
          (count(*) filter (where affiliate_code_entered = ${UNKNOWN_CODE} and affiliate_id is null))::int as unknown
        from bookings where guest_email like ${BENCH_GUEST_EMAILS}`,
  );
  return row!;
}

/** Removes the benchmark's bookings: the database is as seeded again. */
async function resetBookings(database: Database) {
  await database.db.execute(
    sql`delete from payments where booking_id in (select id from bookings where guest_email like ${BENCH_GUEST_EMAILS})`,
  );
  await database.db.execute(sql`delete from bookings where guest_email like ${BENCH_GUEST_EMAILS}`);
  await database.db.execute(sql`vacuum analyze bookings, payments`);
}

async function runAgainst(env: Record<string, string>, open: () => Promise<Database>) {
  const seeding = await open();
  const seed = await seedAffiliateData(seeding).finally(() => seeding.close());
  const code = seed.typical.code;
  const totals = Object.fromEntries(
    (['none', 'code', 'unknown'] as const).map((variant) => [variant, newBookingRounds()]),
  ) as Record<Variant, BookingRounds>;
  const checks = { attributed: 0, code_unattributed: 0, unknown: 0, overlaps: 0 };
  const rounds = Array.from({ length: CYCLES }, () => CYCLE).flat();
  for (const variant of rounds) {
    const affiliateCode = { none: undefined, code, unknown: UNKNOWN_CODE }[variant];
    const options = affiliateCode === undefined ? {} : { affiliateCode };
    // As npm start runs it: LOG_LEVEL info, one JSON line per request.
    const server = await startAppOnTempDataDir({
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...BOOKING_LOAD_ENV,
      ...env,
    });
    const latencies: number[] = [];
    let run: Awaited<ReturnType<typeof load>>;
    try {
      const baseUrl = server.url.replace('localhost', '127.0.0.1');
      // Warm-up (plans, caches, JIT) on stays far beyond the measured ones.
      await load(baseUrl, { ...options, fromDay: WARM_UP_FROM_DAY, durationS: WARM_UP_S });
      run = await load(baseUrl, { ...options, onLatency: (ms) => latencies.push(ms) });
    } finally {
      await server.stop();
    }
    const database = await open();
    try {
      const counts = await attributionCounts(database, code);
      checks.attributed += counts.attributed;
      checks.code_unattributed += counts.code_unattributed;
      checks.unknown += counts.unknown;
      checks.overlaps += await overlaps(database);
      await resetBookings(database);
    } finally {
      await database.close();
    }
    addBookingRound(totals[variant], latencies, run);
  }
  return {
    code,
    variants: Object.fromEntries(
      Object.entries(totals).map(([variant, total]) => [variant, summarizeBookingRounds(total)]),
    ) as Record<Variant, VariantResult>,
    attribution: {
      attributed: checks.attributed,
      code_unattributed: checks.code_unattributed,
      unknown: checks.unknown,
    },
    overlaps: checks.overlaps,
  };
}

type VariantResult = ReturnType<typeof summarizeBookingRounds>;

const overhead = (run: Awaited<ReturnType<typeof runAgainst>>, variant: Variant) =>
  Math.round((run.variants[variant].p99 / run.variants.none.p99 - 1) * 1000) / 10;

export async function benchAttributionOverhead() {
  const loadBefore = os.loadavg();
  const { pglite, postgres } = await onBothDatabases('attribution', runAgainst);
  const sound = (run: typeof pglite) =>
    run.overlaps === 0 &&
    Object.values(run.variants).every(
      (variant) => variant.serverErrors === 0 && variant.limited === 0,
    ) &&
    run.attribution.attributed > 0 &&
    run.attribution.code_unattributed === 0 &&
    run.attribution.unknown > 0;
  return {
    pglite: {
      ...pglite,
      overhead: overhead(pglite, 'code'),
      unknown: overhead(pglite, 'unknown'),
    },
    postgres: {
      ...postgres,
      overhead: overhead(postgres, 'code'),
      unknown: overhead(postgres, 'unknown'),
    },
    clients: CLIENTS_NOTE,
    durationS: DURATION_S,
    cycles: CYCLES,
    loadBefore,
    loadAfter: os.loadavg(),
    // The booking benchmark's target is on PostgreSQL; PGlite is reported beside it.
    pass:
      postgres.variants.code.p99 <= postgres.variants.none.p99 * 1.05 &&
      sound(pglite) &&
      sound(postgres),
  };
}

export type AttributionResult = Awaited<ReturnType<typeof benchAttributionOverhead>>;

const loadText = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');
const signed = (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`;

/** The results as a markdown table with the load averages. */
export function attributionTable(result: AttributionResult): string {
  const label: Record<Variant, string> = {
    none: 'no code',
    code: 'approved affiliate code (attributed)',
    unknown: `unknown code (${UNKNOWN_CODE})`,
  };
  const rows = (['pglite', 'postgres'] as const)
    .flatMap((database) =>
      (['none', 'code', 'unknown'] as const).map((variant) => {
        const run = result[database];
        const v = run.variants[variant];
        const delta = variant === 'none' ? '—' : signed(overhead(run, variant));
        return `| ${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL 15 (local)'} | ${label[variant]} | ${v.requests} | ${v.rps} (${v.roundRps.join(', ')}) | ${v.p50} ms | ${v.p99} ms | ${delta} | ${v.roundP99s.join(', ')} | ${v.created} | ${v.conflicts} | ${v.serverErrors} | ${v.errors} |`;
      }),
    )
    .join('\n');
  const check = (database: 'pglite' | 'postgres') => {
    const run = result[database];
    return `${run.attribution.attributed} bookings attributed to the code, ${run.attribution.code_unattributed} with the code left unattributed, ${run.attribution.unknown} with the unknown code (unattributed), ${run.overlaps} overlaps`;
  };
  return `${result.cycles} cycles of 6 rounds of ${result.durationS} s (none, code, unknown, unknown, code, none), 100 connections; each round on a freshly started app from the seeded state, after a ${WARM_UP_S} s warm-up on stays far ahead; p50/p99 pooled over a variant's rounds. Load average (1, 5, 15 min) before ${loadText(result.loadBefore)}, after ${loadText(result.loadAfter)}.

| database | affiliate_code sent | responses | requests/s (each round) | p50 | p99 | p99 vs no code | p99 of each round | held (201) | refused (409) | 5xx | socket errors/timeouts |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows}

Clients: ${result.clients}; refused by them (429): ${(['pglite', 'postgres'] as const).map((database) => Object.values(result[database].variants).reduce((sum, v) => sum + v.limited, 0)).join(' (PGlite), ')} (PostgreSQL).
Checked after each round (totals, warm-ups included) — PGlite: ${check('pglite')}; PostgreSQL: ${check('postgres')}.
Target: the attributed variant's p99 ≤ 105% of the no-code p99 on PostgreSQL, every attributed booking attributed, zero overlaps, zero 5xx: ${result.pass ? '**pass**' : '**FAIL**'}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchAttributionOverhead();
  console.log(JSON.stringify(result, null, 2));
  console.log(attributionTable(result));
}
