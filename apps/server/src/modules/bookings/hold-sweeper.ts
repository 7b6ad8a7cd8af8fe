import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';

const SWEEP_EVERY_MS = 60_000;
/** Holds released per statement, so one sweep never locks a long run of rows. */
const SWEEP_BATCH = 500;

/**
 * Marks pending bookings whose hold ran out as expired, skipping the rows another
 * transaction holds (a payment settling it, a checkout releasing it, another process's
 * sweep): the sweep never waits, so it can neither stall those nor deadlock with them,
 * and each hold is released by exactly one statement (the lock and the re-checked status
 * see to it). Allocation releases the holds of its own type itself
 * (`releaseExpiredHolds`, `claimFreeUnit`). Returns the ids it released.
 */
export async function sweepExpiredHolds(db: Db): Promise<number[]> {
  const released: number[] = [];
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update bookings set status = 'expired', updated_at = now()
          where id in (
            select id from bookings
            where status = 'pending' and hold_expires_at <= now()
            order by id limit ${SWEEP_BATCH}
            for update skip locked)
          returning id`,
    );
    released.push(...rows.map((row) => row.id));
    if (rows.length < SWEEP_BATCH) return released;
  }
}

/**
 * Releases holds that ran out, once a minute, so their units show as free in the
 * calendar even when nobody books (allocation releases them too, before choosing).
 * Every app process runs one; they never release the same hold twice.
 */
export function createHoldSweeper(db: Db, log: FastifyBaseLogger, everyMs = SWEEP_EVERY_MS) {
  const job = createIntervalJob(
    () =>
      sweepExpiredHolds(db)
        .then((released) => {
          if (released.length > 0) log.info({ released }, 'released expired booking holds');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'hold sweep failed')),
    everyMs,
  );
  return { sweep: job.run, start: job.start, stop: job.stop };
}
