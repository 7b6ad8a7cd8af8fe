import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
}

/**
 * Most suites start many checkouts from one address (app.inject's 127.0.0.1) and one guest
 * email, so their app has the checkout limits off; the limits' own tests keep the defaults.
 */
const CHECKOUT_LIMITS_OFF = { HOLDS_PER_CLIENT: '0', CHECKOUTS_PER_MINUTE: '0' };

export function testConfig(
  env: Record<string, string> = {},
  { checkoutLimits = false }: { checkoutLimits?: boolean } = {},
): Config {
  return loadConfig({
    DATA_DIR: '.tmp/test-data',
    LOG_LEVEL: 'silent',
    ...(checkoutLimits ? {} : CHECKOUT_LIMITS_OFF),
    ...env,
  });
}

/**
 * Registers hooks giving every test a fresh database (optionally with the demo data)
 * behind a real app; `ctx` is filled in before the first test runs.
 */
export function useTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Keep HOLDS_PER_CLIENT and CHECKOUTS_PER_MINUTE at their defaults (else off). */
    checkoutLimits?: boolean;
  } & Partial<Pick<AppOptions, 'webDir'>> = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.config = testConfig(options.env, { checkoutLimits: options.checkoutLimits });
    ctx.database = await createTestDatabase();
    ctx.app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      webDir: options.webDir ?? null,
    });
  });
  beforeEach(async () => {
    await ctx.database.reset();
    if (options.seed) await seedDemoData(ctx.database.db);
    ctx.app.roomListCache.invalidate();
    ctx.app.rateLimits.reset();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.destroy();
  });
  return ctx;
}
