/**
 * The residencies search (issue 13): `GET /api/rooms?start_date=&end_date=`, the free
 * units of every room type for given nights, against the real app as `npm start` runs it
 * (LOG_LEVEL info, a log line per request), on embedded PGlite and on PostgreSQL, with
 * the demo data as `npm start` loads it (no bookings) and with the demo catalogue under a
 * busy house's 10,000 bookings (seed-admin-data.ts). One request after another, the calls
 * in turn, each search asking about other nights (no answer can come from a cache), after
 * as many to warm up.
 * Yardsticks in the same run: `GET /api/health` (framework, logging, one round trip)
 * and the plain `GET /api/rooms` (served from memory). Target: p95 ≤ 20 ms.
 *
 *   node --import tsx bench/room-availability.ts   (BENCH_REQUESTS per call, default 300)
 */
import os from 'node:os';
import { addDays, businessToday } from '@aso/core/dates';
import { percentile } from './admin-lists.ts';
import { machineDescription, onBothDatabases, startAppOnTempDataDir } from './lib.ts';
import { seedAdminData } from './seed-admin-data.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
export const TARGET_P95_MS = 20;

/** A call measured in turn with others: its request for the i-th round, and its p95 target. */
export interface Probe {
  name: string;
  request: (i: number) => { path: string; body?: object };
  target: number;
}

/** `nights` nights starting 1–120 days ahead, a different start for each request. */
const dated = (nights: number) => (i: number) => {
  const start = addDays(businessToday(), 1 + (i % 120));
  return `/api/rooms?start_date=${start}&end_date=${addDays(start, nights)}`;
};

const get = (path: (i: number) => string) => (i: number) => ({ path: path(i) });

const PROBES: Probe[] = [
  { name: 'yardstick: GET /api/health', request: get(() => '/api/health'), target: Infinity },
  {
    name: 'yardstick: GET /api/rooms (from memory)',
    request: get(() => '/api/rooms'),
    target: Infinity,
  },
  { name: 'GET /api/rooms, 3 nights', request: get(dated(3)), target: TARGET_P95_MS },
  { name: 'GET /api/rooms, 14 nights', request: get(dated(14)), target: TARGET_P95_MS },
  {
    name: 'GET /api/rooms, 90 nights (the longest stay)',
    request: get(dated(90)),
    target: TARGET_P95_MS,
  },
];

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One client after another, as visitors search (latency, not throughput), the calls taken
 * in turn (health, list, 3 nights, 14 nights, 90 nights, health, …): on a shared machine
 * a burst of someone else's work then falls on the yardsticks as much as on the searches.
 */
export async function measureInTurn(baseUrl: string, probes: Probe[], requests: number) {
  const times = probes.map((): number[] => []);
  const non2xx = probes.map(() => 0);
  for (let i = 0; i < requests; i++) {
    for (const [index, probe] of probes.entries()) {
      const { path, body } = probe.request(i);
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'accept-encoding': 'gzip, br',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      await response.arrayBuffer();
      times[index]!.push(performance.now() - started);
      if (!response.ok) non2xx[index]!++;
    }
  }
  return probes.map((probe, index) => {
    const sorted = times[index]!.sort((a, b) => a - b);
    return {
      name: probe.name,
      target: probe.target,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      non2xx: non2xx[index]!,
    };
  });
}

export type Row = Awaited<ReturnType<typeof measureInTurn>>[number];

/** The app as `npm start` runs it on `env`'s database: the probes once to warm up, then measured. */
export async function measureAppInTurn(
  env: Record<string, string>,
  probes: Probe[],
  requests: number,
) {
  const server = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  try {
    const baseUrl = server.url.replace('localhost', '127.0.0.1');
    await measureInTurn(baseUrl, probes, requests); // warm-up: plans, caches, JIT
    return await measureInTurn(baseUrl, probes, requests);
  } finally {
    await server.stop();
  }
}

const runAgainst = (env: Record<string, string>): Promise<Row[]> =>
  measureAppInTurn(env, PROBES, REQUESTS);

export async function benchRoomAvailability() {
  const loadBefore = os.loadavg();
  // The demo data as `npm start` loads it into an empty database (main.ts seeds it).
  const demo = await onBothDatabases('availability', (env) => runAgainst(env));
  const busy = await onBothDatabases('availability-busy', async (env, open) => {
    const database = await open();
    await seedAdminData(database);
    await database.close();
    return runAgainst(env);
  });
  const rows = [demo.pglite, demo.postgres, busy.pglite, busy.postgres].flat();
  return {
    machine: machineDescription(),
    requests: REQUESTS,
    loadBefore,
    loadAfter: os.loadavg(),
    demo,
    busy,
    pass: rows.every((row) => row.non2xx === 0 && row.p95 <= row.target),
  };
}

const loadText = (load: number[]) => load.map((value) => value.toFixed(2)).join(', ');

/** The section's table for RESULTS.md. */
export function roomAvailabilityTable(
  result: Awaited<ReturnType<typeof benchRoomAvailability>>,
): string {
  const cells = (row: Row) => `${row.p50} ms | ${row.p95} ms`;
  const rows = result.demo.pglite.map((row, index) => {
    const target = row.target === Infinity ? '—' : `≤ ${row.target} ms`;
    return `| ${row.name} | ${cells(row)} | ${cells(result.demo.postgres[index]!)} | ${cells(result.busy.pglite[index]!)} | ${cells(result.busy.postgres[index]!)} | ${target} |`;
  });
  return `| call | demo, PGlite p50 | p95 | demo, PostgreSQL p50 | p95 | 10,000 bookings, PGlite p50 | p95 | 10,000 bookings, PostgreSQL p50 | p95 | target (p95) |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${result.requests} requests per call, one after another and the calls in turn, after as many to warm up. Load average (1, 5, 15 min) before ${loadText(result.loadBefore)}, after ${loadText(result.loadAfter)}.
Every answer 2xx and every p95 within its target: ${result.pass ? '**pass**' : '**FAIL**'}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchRoomAvailability();
  console.log(JSON.stringify(result, null, 2));
  console.log(`Machine: ${result.machine}.\n\n${roomAvailabilityTable(result)}`);
}
