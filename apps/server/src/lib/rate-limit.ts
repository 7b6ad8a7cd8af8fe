import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

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
  accountResolution: { perIp: 20, perEmail: 10, windowSeconds: 60 * 60 },
  findBooking: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  passwordForgot: { perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  // Per IP only: the reset carries a token, not an email.
  passwordReset: { perIp: 20, perEmail: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, AttemptLimit>;

export type LimitedAction = keyof typeof LIMITS;

/**
 * Counts attempts per IP and per email for each abuse-prone action (in memory: each app
 * process counts its own). Over the limit → 429 with `Retry-After`.
 */
export function createRateLimits() {
  const limiters = new Map<string, RateLimiterMemory>();
  const limiterFor = (action: LimitedAction, scope: 'ip' | 'email') => {
    const key = `${action}:${scope}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      const limit: AttemptLimit = LIMITS[action];
      limiter = new RateLimiterMemory({
        keyPrefix: key,
        points: scope === 'ip' ? limit.perIp : limit.perEmail,
        duration: limit.windowSeconds,
      });
      limiters.set(key, limiter);
    }
    return limiter;
  };

  return {
    async consume(action: LimitedAction, keys: { ip: string; email?: string }): Promise<void> {
      try {
        await limiterFor(action, 'ip').consume(keys.ip);
        if (keys.email) await limiterFor(action, 'email').consume(keys.email.toLowerCase());
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw new AppError(
          429,
          `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
    },
    /** Forget every count (tests start each case with a clean slate). */
    reset() {
      limiters.clear();
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
