import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createIntervalJob } from '../../lib/interval-job.ts';
import { releaseExpiredHolds } from './inventory.repository.ts';

export const SWEEP_EVERY_MS = 60_000;

/**
 * Releases holds that ran out, once a minute, so their units show as free in the
 * calendar even when nobody books (allocation releases them too, before choosing).
 */
export function createHoldSweeper(db: Db, log: FastifyBaseLogger, everyMs = SWEEP_EVERY_MS) {
  const job = createIntervalJob(
    () =>
      releaseExpiredHolds(db)
        .then((released) => {
          if (released.length > 0) log.info({ released }, 'released expired booking holds');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'hold sweep failed')),
    everyMs,
  );
  return { sweep: job.run, start: job.start, stop: job.stop };
}
