/**
 * The back office's lists at a busy house's size (seed-admin-data.ts: 10,000 bookings,
 * 5,000 users): each admin list with search, filters and paging, the occupancy grid, and
 * the unpaged `GET /api/bookings` the spec's client loads, against the real app started
 * as `npm start` runs it (request logging on), on embedded PGlite and on PostgreSQL.
 * Yardstick in the same run: `GET /api/health` of the same server (framework, logging
 * and one database round trip). Targets: lists and occupancy p95 ≤ 50 ms; the unpaged
 * list p95 ≤ 300 ms.
 */
import { spawnSync } from 'node:child_process';
import { businessToday } from '@aso/core/dates';
import { onBothDatabases, repoRoot, startAppOnTempDataDir } from './lib.ts';
import { seedAdminData } from './seed-admin-data.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const ADMIN = { email: 'bench-admin@aso.test', password: 'bench-secret-1' };

export interface Probe {
  name: string;
  path: string;
  target: number;
}

export function probes(): Probe[] {
  const today = businessToday();
  return [
    { name: 'yardstick: GET /api/health', path: '/api/health', target: Infinity },
    { name: 'reservations, page 1', path: '/api/bookings?page=1&per_page=4', target: 50 },
    {
      name: 'reservations, search + month + oldest, page 2',
      path: '/api/bookings?page=2&per_page=4&q=okafor&month=Mar&sort=oldest',
      target: 50,
    },
    {
      name: 'reservations, status=cancelled, page 5',
      path: '/api/bookings?page=5&per_page=4&status=cancelled',
      target: 50,
    },
    { name: 'reservations, booking id search', path: '/api/bookings?page=1&q=%234321', target: 50 },
    {
      name: 'rooms, availability + search',
      path: '/api/roommanagement?page=1&per_page=4&availability=Available&q=m',
      target: 50,
    },
    { name: 'action log, page 3', path: '/api/admin-action-logs?page=3&per_page=20', target: 50 },
    { name: 'occupancy, 14 days', path: `/api/admin/occupancy?from=${today}&days=14`, target: 50 },
    { name: 'occupancy, 62 days', path: `/api/admin/occupancy?from=${today}&days=62`, target: 50 },
    { name: 'reservations, unpaged (spec client)', path: '/api/bookings', target: 300 },
  ];
}

export async function token(
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One client after another, as staff use the back office: latency, not throughput. */
export async function measure(baseUrl: string, auth: string, probe: Probe) {
  const times: number[] = [];
  let non2xx = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${probe.path}`, {
      headers: { authorization: `Bearer ${auth}`, 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) non2xx++;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    ...probe,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    non2xx,
  };
}

export function createAdmin(
  env: Record<string, string>,
  role: 'admin' | 'super_admin' = 'super_admin',
) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/create-admin.ts',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--role',
      role,
    ],
    { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`create-admin failed: ${run.stderr}${run.stdout}`);
}

async function runAgainst(env: Record<string, string>, seedTarget: () => Promise<void>) {
  createAdmin(env);
  await seedTarget();
  // As npm start runs it: LOG_LEVEL info, one JSON line per request.
  const server = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  try {
    const baseUrl = server.url.replace('localhost', '127.0.0.1');
    const auth = await token(baseUrl);
    const rows = [];
    for (const probe of probes()) {
      await measure(baseUrl, auth, { ...probe }); // warm-up: plans, caches, JIT
      rows.push(await measure(baseUrl, auth, probe));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function benchAdminLists() {
  const { pglite, postgres } = await onBothDatabases('admin', (env, open) =>
    runAgainst(env, async () => {
      const database = await open();
      await seedAdminData(database);
      await database.close();
    }),
  );
  const pass = [...pglite, ...postgres].every((row) => row.non2xx === 0 && row.p95 <= row.target);
  return { pglite, postgres, requests: REQUESTS, pass };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAdminLists(), null, 2));
}
