/**
 * The attempt counters in the database (runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL): limiters on one database share their counts, concurrent attempts are
 * counted exactly, a window that ended starts over, and the cleanup drops ended windows only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { AppError } from './errors.ts';
import { createRateLimits, LIMITS, type LimitedAction } from './rate-limit.ts';
import { deleteEndedCounters } from './rate-limit.repository.ts';

let database: TestDatabase;
const log = { warn() {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => database.reset());
afterAll(() => database?.destroy());

/** The status of one attempt: 'ok', or 429 with its Retry-After. */
async function attempt(
  limits: ReturnType<typeof createRateLimits>,
  keys: { ip: string; email?: string },
  action: LimitedAction = 'login',
) {
  try {
    await limits.consume(action, keys);
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return `${error.statusCode} ${error.headers?.['retry-after']}`;
  }
}

const counters = () =>
  queryRows<{ key: string; points: number }>(
    database.db,
    sql`select key, points from rate_limits order by key`,
  );

describe('attempt limits kept in the database', () => {
  it('shares one count per email between limiters on the same database', async () => {
    const first = createRateLimits(database.db, log);
    const second = createRateLimits(database.db, log);
    const outcomes: string[] = [];
    for (let index = 0; index < LIMITS.login.perEmail + 2; index++) {
      const limits = index % 2 === 0 ? first : second;
      outcomes.push(await attempt(limits, { ip: `10.0.0.${index}`, email: 'Ada@Example.com' }));
    }
    const window = LIMITS.login.windowSeconds;
    expect(outcomes.slice(0, LIMITS.login.perEmail)).toEqual(
      Array(LIMITS.login.perEmail).fill('ok'),
    );
    // Retry-After is the window left on the database clock: all of it, a second or two gone.
    for (const refused of outcomes.slice(LIMITS.login.perEmail)) {
      const [status, seconds] = refused.split(' ');
      expect(status).toBe('429');
      expect(Number(seconds)).toBeGreaterThan(window - 5);
      expect(Number(seconds)).toBeLessThanOrEqual(window);
    }
    expect(await counters()).toContainEqual({
      key: 'login:email:ada@example.com',
      points: LIMITS.login.perEmail + 2,
    });
  });

  it('counts simultaneous attempts exactly: the limit passes, every one after it is refused', async () => {
    const limiters = [createRateLimits(database.db, log), createRateLimits(database.db, log)];
    const outcomes = await Promise.all(
      Array.from({ length: 3 * LIMITS.login.perIp }, (_, index) =>
        attempt(limiters[index % 2]!, { ip: '203.0.113.9' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(LIMITS.login.perIp);
    expect(outcomes.filter((outcome) => outcome.startsWith('429 '))).toHaveLength(
      2 * LIMITS.login.perIp,
    );
  });

  it('starts a window that ended over at one attempt', async () => {
    const limits = createRateLimits(database.db, log);
    for (let index = 0; index < LIMITS.login.perIp; index++) {
      expect(await attempt(limits, { ip: '198.51.100.1' })).toBe('ok');
    }
    expect(await attempt(limits, { ip: '198.51.100.1' })).toMatch(/^429 /);
    await database.db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await attempt(limits, { ip: '198.51.100.1' })).toBe('ok');
    expect(await counters()).toEqual([{ key: 'login:ip:198.51.100.1', points: 1 }]);
  });

  it('cleans up ended windows only, and reset forgets every count before the next attempt', async () => {
    const limits = createRateLimits(database.db, log);
    await limits.consume('contact', { ip: '192.0.2.1', email: 'old@example.com' });
    await database.db.update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` });
    await limits.consume('contact', { ip: '192.0.2.2', email: 'new@example.com' });
    await deleteEndedCounters(database.db);
    expect((await counters()).map((row) => row.key)).toEqual([
      'contact:email:new@example.com',
      'contact:ip:192.0.2.2',
    ]);

    for (let index = 1; index < LIMITS.contact.perEmail; index++) {
      await limits.consume('contact', { ip: '192.0.2.2', email: 'new@example.com' });
    }
    const keys = { ip: '192.0.2.2', email: 'new@example.com' };
    expect(await attempt(limits, keys, 'contact')).toMatch(/^429 /);
    // Not awaited, as the test app calls it.
    void limits.reset();
    const afterReset = await Promise.all(
      Array.from({ length: LIMITS.contact.perEmail }, () => attempt(limits, keys, 'contact')),
    );
    expect(afterReset).toEqual(Array(LIMITS.contact.perEmail).fill('ok'));
    expect(await counters()).toEqual([
      { key: 'contact:email:new@example.com', points: LIMITS.contact.perEmail },
      { key: 'contact:ip:192.0.2.2', points: LIMITS.contact.perEmail },
    ]);
  });
});
