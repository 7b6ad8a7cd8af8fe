import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface AttemptCount {
  key: string;
  /** Attempts in the current window, this one included. */
  points: number;
  /** Until the window ends, on the database clock. */
  msLeft: number;
}

/**
 * Counts one attempt against each key in one statement: a key whose window ended (or that
 * has none) starts a new one of `windowSeconds` at 1. The row lock of the upsert makes
 * concurrent attempts from any number of processes count exactly; keys must be distinct.
 */
export async function countAttempt(
  db: Db,
  keys: string[],
  windowSeconds: number,
): Promise<AttemptCount[]> {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const rows = await queryRows<{ key: string; points: number; ms_left: number }>(
    db,
    sql`insert into rate_limits as counted (key, points, expires_at)
        values ${sql.join(
          keys.map((key) => sql`(${key}, 1, ${windowEnd})`),
          sql`, `,
        )}
        on conflict (key) do update set
          points = case when counted.expires_at <= now() then 1 else counted.points + 1 end,
          expires_at = case when counted.expires_at <= now()
            then excluded.expires_at else counted.expires_at end
        returning key, points,
          (extract(epoch from expires_at - now()) * 1000)::float8 as ms_left`,
  );
  return rows.map((row) => ({ key: row.key, points: row.points, msLeft: Number(row.ms_left) }));
}

/** Drops counters whose window has ended (a new attempt would start from 1 anyway). */
export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} <= now()`);
}

export async function deleteAllCounters(db: Db): Promise<void> {
  await db.delete(rateLimits);
}
