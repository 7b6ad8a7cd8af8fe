/**
 * GET /api/rooms at 50 connections against the real app (embedded database with the
 * demo catalogue), then a bare Fastify route returning a constant JSON of the same size,
 * in the same run. The app is started as `npm start` starts it: LOG_LEVEL info, a log line
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

export async function benchRoomsThroughput() {
  const logLevel = process.env.ROOMS_LOG_LEVEL ?? 'info';
  const app = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: logLevel });
  const appUrl = `${app.url.replace('localhost', '127.0.0.1')}/api/rooms`;
  const body = await (await fetch(appUrl)).text();
  const real = await load(appUrl);
  await app.stop();

  const bare = await startProcess(
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    { BARE_BODY: body },
    /bare server at (http:\/\/[\d.:]+)/,
  );
  const baseline = await load(`${bare.match[1]}/api/rooms`);
  await stopProcess(bare.child);

  const ratio = real.rps / baseline.rps;
  return {
    logLevel,
    bodyBytes: Buffer.byteLength(body),
    real,
    baseline,
    ratio,
    pass: ratio >= 0.6 && real.p99 <= 25,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchRoomsThroughput());
}
