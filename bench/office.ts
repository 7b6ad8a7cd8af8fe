/**
 * The office's lists and receipts at a busy house's size (seed-admin-data.ts: 5,000 users,
 * 10,000 bookings, a payment each), against the real app as `npm start` runs it (request
 * logging on), on embedded PGlite and on PostgreSQL. Yardstick in the same run:
 * `GET /api/health` of the same server. Targets (p95): users paged ≤ 50 ms, users
 * unpaged (the spec's client) ≤ 300 ms, payments ≤ 50 ms, a receipt PDF ≤ 100 ms.
 */
import { createAdmin, measure, token, type Probe } from './admin-lists.ts';
import { machineDescription, onBothDatabases, startAppOnTempDataDir } from './lib.ts';
import { seedAdminData } from './seed-admin-data.ts';

function probes(): Probe[] {
  return [
    { name: 'yardstick: GET /api/health', path: '/api/health', target: Infinity },
    { name: 'users, page 1', path: '/api/users?page=1&per_page=10', target: 50 },
    {
      name: 'users, search + old + oldest, page 2',
      path: '/api/users?page=2&per_page=10&q=okafor&type=old&sort=oldest',
      target: 50,
    },
    { name: 'users, unpaged (spec client)', path: '/api/users', target: 300 },
    { name: 'payments, page 1', path: '/api/payments?page=1&per_page=5', target: 50 },
    { name: 'payments, page 900', path: '/api/payments?page=900&per_page=5', target: 50 },
    { name: 'receipt PDF', path: '/api/payments/4321/receipt.pdf', target: 100 },
  ];
}

async function runAgainst(env: Record<string, string>, seed: () => Promise<void>) {
  createAdmin(env);
  await seed();
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

export async function benchOffice() {
  const { pglite, postgres } = await onBothDatabases('office', (env, open) =>
    runAgainst(env, async () => {
      const database = await open();
      await seedAdminData(database);
      await database.close();
    }),
  );
  const pass = [...pglite, ...postgres].every((row) => row.non2xx === 0 && row.p95 <= row.target);
  return { machine: machineDescription(), pglite, postgres, pass };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOffice(), null, 2));
}

/** The office's table for RESULTS.md. */
export function officeTable(result: Awaited<ReturnType<typeof benchOffice>>): string {
  const rows = result.pglite.map((row, index) => {
    const postgres = result.postgres[index]!;
    const target = row.target === Infinity ? '—' : `≤ ${row.target} ms`;
    return `| ${row.name} | ${row.p50} ms | ${row.p95} ms | ${postgres.p50} ms | ${postgres.p95} ms | ${target} |`;
  });
  return `| call | PGlite p50 | PGlite p95 | PostgreSQL p50 | PostgreSQL p95 | target (p95) |
|---|---|---|---|---|---|
${rows.join('\n')}

Every answer 2xx and every p95 within its target: ${result.pass ? '**pass**' : '**FAIL**'}.
`;
}
