/**
 * The rounds of a benchmark that runs the booking load (`load` of booking-throughput.ts)
 * in alternating rounds, one variant per round (bench/attribution-overhead.ts,
 * bench/channel-sync.ts): each variant's responses pooled over its rounds, with each
 * round's own p99 and requests/s kept to show the noise between rounds.
 */
import { percentile } from './admin-lists.ts';
import type { load } from './booking-throughput.ts';

/** A latency to a tenth of a millisecond. */
export const round1 = (ms: number) => Math.round(ms * 10) / 10;

const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);

/** The p99 of unsorted values, to a tenth of a millisecond; 0 for none. */
export const p99Of = (values: number[]) =>
  values.length > 0 ? round1(percentile(sortedCopy(values), 99)) : 0;

type LoadRun = Awaited<ReturnType<typeof load>>;

/** One variant's rounds so far. */
export interface BookingRounds {
  latencies: number[];
  roundP99s: number[];
  rps: number[];
  created: number;
  conflicts: number;
  limited: number;
  serverErrors: number;
  errors: number;
}

export const newBookingRounds = (): BookingRounds => ({
  latencies: [],
  roundP99s: [],
  rps: [],
  created: 0,
  conflicts: 0,
  limited: 0,
  serverErrors: 0,
  errors: 0,
});

/** Adds a round: its latencies (ms, in any order) and what the load counted. */
export function addBookingRound(total: BookingRounds, latencies: number[], run: LoadRun): void {
  total.latencies.push(...latencies);
  total.roundP99s.push(p99Of(latencies));
  total.rps.push(run.rps);
  total.created += run.created;
  total.conflicts += run.conflicts;
  total.limited += run.limited;
  total.serverErrors += run.serverErrors;
  total.errors += run.errors;
}

/** A variant's figures: p50 and p99 pooled over its rounds, mean requests/s, the counts. */
export function summarizeBookingRounds(total: BookingRounds) {
  const sorted = sortedCopy(total.latencies);
  return {
    requests: sorted.length,
    rps: Math.round(total.rps.reduce((sum, rps) => sum + rps, 0) / total.rps.length),
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    roundP99s: total.roundP99s,
    roundRps: total.rps.map((rps) => Math.round(rps)),
    created: total.created,
    conflicts: total.conflicts,
    limited: total.limited,
    serverErrors: total.serverErrors,
    errors: total.errors,
  };
}
