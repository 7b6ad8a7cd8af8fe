/**
 * The booking contention load (`load` of booking-throughput.ts: 100 clients, each request a
 * guest of its own) against the app at an earlier commit and against this working tree,
 * side by side in one run, so a change to the hold is measured against its "before" on the
 * same machine at the same time (this machine's absolute figures drift from day to day).
 * Rounds alternate B H H B per cycle on each database (B: the base commit, H: this tree),
 * each on a fresh database; responses are pooled per variant (booking-rounds.ts). The
 * working tree's rounds are checked for overlapping bookings afterwards.
 *
 *   node --import tsx bench/hold-before-after.ts
 *     BENCH_BASE_COMMIT  the "before" (default cb47d49: the hold's statements sent by the app)
 *     BENCH_HEAD_COMMIT  the "after" as an unpacked commit too (default: this working tree)
 *     BENCH_DURATION     seconds per round (default 10), BENCH_CYCLES (default 1)
 *     BENCH_DATABASE_URL the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 */
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareAppAtCommit, startAppAt } from './app-at-commit.ts';
import { BOOKING_LOAD_ENV, load, overlaps, withPostgres } from './booking-throughput.ts';
import {
  addBookingRound,
  newBookingRounds,
  summarizeBookingRounds,
  type BookingRounds,
} from './booking-rounds.ts';
import { startAppOnTempDataDir } from './lib.ts';

const BASE_COMMIT = process.env.BENCH_BASE_COMMIT ?? 'cb47d49';
/**
 * The "after" as a commit unpacked the same way as the base, instead of this working tree:
 * an A/A run (the same commit on both sides) showed the working tree's app ~20% slower on
 * PGlite than an unpacked tree of the same code, so a before/after is fairest tree to tree.
 */
const HEAD_COMMIT = process.env.BENCH_HEAD_COMMIT;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1);
const APP_ENV = { HOST: '127.0.0.1', LOG_LEVEL: 'info', ...BOOKING_LOAD_ENV };

type Variant = 'base' | 'head';
type Kind = 'pglite' | 'postgres';

/** One round: the variant's app on a fresh database under the load; overlaps when head. */
async function round(
  variant: Variant,
  kind: Kind,
  roots: { base: string; head: string | null },
  total: BookingRounds,
) {
  const baseRoot = variant === 'base' ? roots.base : roots.head;
  const latencies: number[] = [];
  const measure = (url: string) =>
    load(url.replace('localhost', '127.0.0.1'), {
      durationS: DURATION_S,
      onLatency: (ms) => latencies.push(ms),
    });
  let overlapCount: number | null = null;
  const run = await (async () => {
    if (kind === 'postgres') {
      return withPostgres(async (url) => {
        const env = { ...APP_ENV, DATABASE_URL: url };
        const app = baseRoot ? await startAppAt(baseRoot, env) : await startAppOnTempDataDir(env);
        const result = await measure(app.url);
        await app.stop();
        if (variant === 'head') {
          const database = await openDatabase({ url });
          overlapCount = await overlaps(database);
          await database.close();
        }
        return result;
      });
    }
    if (baseRoot) {
      const app = await startAppAt(baseRoot, APP_ENV);
      const result = await measure(app.url);
      await app.stop();
      return result;
    }
    const app = await startAppOnTempDataDir(APP_ENV);
    const result = await measure(app.url);
    await app.stopServer();
    const database = await openDatabase({ dataDir: app.dataDir });
    overlapCount = await overlaps(database);
    await database.close();
    await app.stop();
    return result;
  })();
  addBookingRound(total, latencies, run);
  console.log(
    `${kind} ${variant}: ${latencies.length} responses, ${Math.round(run.rps)}/s, p50 ${run.p50} ms, p99 ${run.p99} ms, 5xx ${run.serverErrors}, 429 ${run.limited}${overlapCount === null ? '' : `, overlaps ${overlapCount}`}`,
  );
  return overlapCount ?? 0;
}

export async function benchHoldBeforeAfter() {
  const roots = {
    base: prepareAppAtCommit(BASE_COMMIT),
    head: HEAD_COMMIT ? prepareAppAtCommit(HEAD_COMMIT) : null,
  };
  const results: Record<string, ReturnType<typeof summarizeBookingRounds> & { overlaps: number }> =
    {};
  for (const kind of ['pglite', 'postgres'] as const) {
    const totals = { base: newBookingRounds(), head: newBookingRounds() };
    const overlapsSeen = { base: 0, head: 0 };
    const order = Array.from({ length: CYCLES }, () => ['base', 'head', 'head', 'base'] as const);
    for (const variant of order.flat()) {
      overlapsSeen[variant] += await round(variant, kind, roots, totals[variant]);
    }
    for (const variant of ['base', 'head'] as const) {
      results[`${kind} ${variant}`] = {
        ...summarizeBookingRounds(totals[variant]),
        overlaps: overlapsSeen[variant],
      };
    }
  }
  return {
    baseCommit: BASE_COMMIT,
    headCommit: HEAD_COMMIT ?? 'working tree',
    durationS: DURATION_S,
    cycles: CYCLES,
    results,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchHoldBeforeAfter(), null, 2));
}
