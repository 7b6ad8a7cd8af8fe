/*
 * Imported first by main.tsx, before Zod loads. Zod compiles object parsers with
 * `new Function` when it may, and finds out whether it may by trying it: under the
 * server's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported
 * as a violation on every page, though Zod catches it. Jitless, it never tries.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already
 * there (so that copies of Zod share them); setting it here costs the home page nothing,
 * where `import { config } from 'zod'` would add ~4 KB to a page that parses no schema.
 * zod-jitless.test.ts checks that Zod still reads it.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};
