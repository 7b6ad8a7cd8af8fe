import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { createIntervalJob } from './interval-job.ts';
import { countAttempt, deleteAllCounters, deleteEndedCounters } from './rate-limit.repository.ts';

export interface AttemptLimit {
  /** Attempts allowed per window, per IP and per email. */
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

export const LIMITS = {
  login: { perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
  register: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  resendVerification: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  contact: { perIp: 5, perEmail: 5, windowSeconds: 60 * 60 },
  // Per IP only: a code check or a visit carries no email.
  affiliateCodeCheck: { perIp: 30, perEmail: 30, windowSeconds: 60 },
  affiliateVisit: { perIp: 20, perEmail: 20, windowSeconds: 60 },
  promoCodeCheck: { perIp: 30, perEmail: 30, windowSeconds: 60 },
  accountResolution: { perIp: 20, perEmail: 10, windowSeconds: 60 * 60 },
  findBooking: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  passwordForgot: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  // Per IP only: the reset carries a token, not an email.
  passwordReset: { perIp: 20, perEmail: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, AttemptLimit>;

export type LimitedAction = keyof typeof LIMITS;

/** How often ended windows are deleted from the table. */
const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Counts attempts per IP and per email for each abuse-prone action in the database, so
 * every app process on it shares the counts (fixed windows on the database clock). Over
 * the limit → 429 with `Retry-After`. One statement per attempt.
 */
export function createRateLimits(db: Db, log: Pick<FastifyBaseLogger, 'warn'>) {
  // A reset's delete runs before any attempt counted after it (tests need not await it).
  let resetting: Promise<void> = Promise.resolve();
  const cleanup = createIntervalJob(
    () =>
      deleteEndedCounters(db).catch((error: unknown) =>
        log.warn({ err: error }, 'rate limit cleanup failed'),
      ),
    CLEANUP_EVERY_MS,
  );

  return {
    async consume(action: LimitedAction, keys: { ip: string; email?: string }): Promise<void> {
      await resetting;
      const limit: AttemptLimit = LIMITS[action];
      const ipKey = `${action}:ip:${keys.ip}`;
      const counted = await countAttempt(
        db,
        keys.email ? [ipKey, `${action}:email:${keys.email.toLowerCase()}`] : [ipKey],
        limit.windowSeconds,
      );
      // Every attempt counts against both; the address's refusal is the one reported first.
      const over =
        counted.find((count) => count.key === ipKey && count.points > limit.perIp) ??
        counted.find((count) => count.key !== ipKey && count.points > limit.perEmail);
      if (!over) return;
      const seconds = Math.max(1, Math.ceil(over.msLeft / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        429,
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },
    /** Forget every count (tests start each case with a clean slate). */
    reset(): Promise<void> {
      const done = deleteAllCounters(db);
      resetting = done.catch(() => undefined);
      return done;
    },
    /** Deletes ended windows now and then (each process; the deletes do not conflict). */
    start: cleanup.start,
    stop: cleanup.stop,
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
