/**
 * GET /api/rooms at 50 connections against the real app (embedded database with the
 * demo catalogue) and a bare Fastify route returning a constant JSON of the same size,
 * both servers up at once and measured in alternating rounds (app, bare, app, bare, …:
 * BENCH_ROUNDS each, default 3), so the machine's drift falls on both alike; the ratio is
 * of their mean requests/s. The app is started as `npm start` starts it: LOG_LEVEL info, a log line
 * per request (written to its stdout, a pipe this process drains); `ROOMS_LOG_LEVEL` sets
 * another level to compare. Target (issue 15): ≥ 60% of the bare route's requests/s,
 * p99 ≤ 25 ms.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { startAppOnTempDataDir, startProcess, stopProcess } from './lib.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function load(url: string) {
  // Warm up, then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function benchRoomsThroughput() {
  const logLevel = process.env.ROOMS_LOG_LEVEL ?? 'info';
  const app = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: logLevel });
  const appUrl = `${app.url.replace('localhost', '127.0.0.1')}/api/rooms`;
  const body = await (await fetch(appUrl)).text();
  const bare = await startProcess(
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    { BARE_BODY: body },
    /bare server at (http:\/\/[\d.:]+)/,
  );
  const bareUrl = `${bare.match[1]}/api/rooms`;
  const rounds: {
    real: Awaited<ReturnType<typeof load>>;
    baseline: Awaited<ReturnType<typeof load>>;
  }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ real: await load(appUrl), baseline: await load(bareUrl) });
  }
  await app.stop();
  await stopProcess(bare.child);

  const summary = (pick: (round: (typeof rounds)[number]) => Awaited<ReturnType<typeof load>>) => ({
    rps: mean(rounds.map((round) => pick(round).rps)),
    p50: Math.max(...rounds.map((round) => pick(round).p50)),
    p99: Math.max(...rounds.map((round) => pick(round).p99)),
  });
  const real = summary((round) => round.real);
  const baseline = summary((round) => round.baseline);
  const ratio = real.rps / baseline.rps;
  return {
    logLevel,
    bodyBytes: Buffer.byteLength(body),
    rounds: rounds.map((round) => ({
      real: Math.round(round.real.rps),
      baseline: Math.round(round.baseline.rps),
      ratio: Math.round((100 * round.real.rps) / round.baseline.rps),
    })),
    /** Mean requests/s over the rounds; p50 and p99 the worst round's. */
    real,
    baseline,
    ratio,
    pass: ratio >= 0.6 && real.p99 <= 25,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchRoomsThroughput());
}
