/**
 * The affiliate programme's reads at a year's size (issue 10; seed-affiliate-data.ts:
 * 1,000 affiliates, ~50,000 ledger rows, 100,000 visits): the affiliate's dashboard (a
 * typical affiliate and the heaviest) and the admin list of affiliates with their balances,
 * unpaged and one page of 20, against the real app started as `npm start` runs it (request
 * logging on), on embedded PGlite and on PostgreSQL, one request after another. Yardsticks
 * in the same run: `GET /api/health` and `GET /api/user` (the session lookup every signed-in
 * call makes) of the same server. Target: dashboard and admin list p95 ≤ 50 ms.
 */
import os from 'node:os';
import { createAdmin, measure, token, type Probe } from './admin-lists.ts';
import { onBothDatabases, startAppOnTempDataDir } from './lib.ts';
import { seedAffiliateData, type AffiliateSeed } from './seed-affiliate-data.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

type Caller = 'admin' | 'typical' | 'heavy';

interface AffiliateProbe extends Probe {
  as: Caller;
}

export function affiliateProbes(seed: AffiliateSeed): AffiliateProbe[] {
  return [
    { name: 'yardstick: GET /api/health', path: '/api/health', target: Infinity, as: 'admin' },
    {
      name: 'yardstick: GET /api/user (signed-in affiliate)',
      path: '/api/user',
      target: Infinity,
      as: 'typical',
    },
    {
      name: `dashboard, typical affiliate (${seed.typical.ledgerRows} ledger rows)`,
      path: '/api/affiliate/dashboard',
      target: 50,
      as: 'typical',
    },
    {
      name: `dashboard, heaviest affiliate (${seed.heavy.ledgerRows} ledger rows)`,
      path: '/api/affiliate/dashboard',
      target: 50,
      as: 'heavy',
    },
    {
      name: 'admin list, page 1 of 20',
      path: '/api/affiliate/admin/all?page=1&per_page=20',
      target: 50,
      as: 'admin',
    },
    {
      name: 'admin list, search, page 1 of 20 (not a target)',
      path: '/api/affiliate/admin/all?page=1&per_page=20&q=okafor',
      target: Infinity,
      as: 'admin',
    },
    {
      name: 'admin list, unpaged (1,000 affiliates)',
      path: '/api/affiliate/admin/all',
      target: 50,
      as: 'admin',
    },
  ];
}

const credentialsOf = ({ email, password }: { email: string; password: string }) => ({
  email,
  password,
});

async function runAgainst(env: Record<string, string>, seedTarget: () => Promise<AffiliateSeed>) {
  createAdmin(env, 'admin');
  const seed = await seedTarget();
  // As npm start runs it: LOG_LEVEL info, one JSON line per request.
  const server = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  try {
    const baseUrl = server.url.replace('localhost', '127.0.0.1');
    const tokens: Record<Caller, string> = {
      admin: await token(baseUrl),
      typical: await token(baseUrl, credentialsOf(seed.typical)),
      heavy: await token(baseUrl, credentialsOf(seed.heavy)),
    };
    const rows = [];
    for (const probe of affiliateProbes(seed)) {
      await measure(baseUrl, tokens[probe.as], { ...probe }); // warm-up: plans, caches, JIT
      rows.push(await measure(baseUrl, tokens[probe.as], probe));
    }
    return { rows, seed };
  } finally {
    await server.stop();
  }
}

export async function benchAffiliateLists() {
  const loadBefore = os.loadavg();
  const { pglite, postgres } = await onBothDatabases('affiliate', (env, open) =>
    runAgainst(env, async () => {
      const database = await open();
      try {
        return await seedAffiliateData(database);
      } finally {
        await database.close();
      }
    }),
  );
  const pass = [...pglite.rows, ...postgres.rows].every(
    (row) => row.non2xx === 0 && row.p95 <= row.target,
  );
  return {
    pglite: pglite.rows,
    postgres: postgres.rows,
    seed: pglite.seed,
    requests: REQUESTS,
    loadBefore,
    loadAfter: os.loadavg(),
    pass,
  };
}

export type AffiliateListsResult = Awaited<ReturnType<typeof benchAffiliateLists>>;

const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(', ');

/** The results as a markdown table with the seed's sizes and the load averages. */
export function affiliateListsTable(result: AffiliateListsResult): string {
  const { seed } = result;
  const rows = result.pglite
    .map((row, index) => {
      const postgres = result.postgres[index]!;
      const target = row.target === Infinity ? '—' : `≤ ${row.target} ms`;
      return `| ${row.name} | ${row.p50} ms | ${row.p95} ms | ${row.p99} ms | ${postgres.p50} ms | ${postgres.p95} ms | ${postgres.p99} ms | ${target} |`;
    })
    .join('\n');
  return `Seeded: 1,000 affiliates, ${seed.ledgerRows.toLocaleString('en')} ledger rows (${seed.bookings.toLocaleString('en')} commissions on as many bookings, their reversals and payouts), ${seed.payoutRequests.toLocaleString('en')} payout requests, ${seed.visits.toLocaleString('en')} visits. ${result.requests} requests per call, one after another, after as many to warm up. Load average (1, 5, 15 min) before ${load(result.loadBefore)}, after ${load(result.loadAfter)}.

| call | PGlite p50 | PGlite p95 | PGlite p99 | PostgreSQL p50 | PostgreSQL p95 | PostgreSQL p99 | target (p95) |
|---|---|---|---|---|---|---|---|
${rows}

Every answer 2xx and every p95 within its target: ${result.pass ? '**pass**' : '**FAIL**'}.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchAffiliateLists();
  console.log(JSON.stringify(result, null, 2));
  console.log(affiliateListsTable(result));
}
