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

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent', ...env });
}

/**
 * Registers hooks giving every test a fresh database (optionally with the demo data)
 * behind a real app; `ctx` is filled in before the first test runs.
 */
export function useTestApp(
  options: { seed?: boolean; env?: Record<string, string> } & Partial<
    Pick<AppOptions, 'webDir'>
  > = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.config = testConfig(options.env);
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
