/**
 * DESIGN §2 held by a test: a service holds the rules and a repository the queries, so no
 * `*.service.ts` imports Drizzle or the tables (issue 30, point 1). The types of
 * `db/client.ts` and the shared fragments of `db/` (holds, units, business today) stay
 * open to services.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.join(import.meta.dirname, 'modules');

/**
 * Import and re-export statements (`import … from`, `export … from`, a bare `import '…'`)
 * and dynamic `import('…')`: the module each names and the line the statement starts on.
 * A statement starts a line, so a comment that quotes one is not taken for it.
 */
const IMPORT =
  /^[ \t]*(?:import|export)\b[\w$*{},\s]*?\bfrom\s*(['"])([^'"\n]+)\1|^[ \t]*import\s*(['"])([^'"\n]+)\3|\bimport\s*\(\s*(['"])([^'"\n]+)\5/gm;

function importsOf(source: string): { line: number; module: string }[] {
  return [...source.matchAll(IMPORT)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    module: (match[2] ?? match[4] ?? match[6])!,
  }));
}

/** Drizzle (any of its entry points) or the table definitions, however the path is spelt. */
const isQueryBuilding = (module: string) =>
  module === 'drizzle-orm' ||
  module.startsWith('drizzle-orm/') ||
  /(^|\/)db\/schema(\.[jt]s)?$/.test(module);

/** Every `*.service.ts` under `modules/`, as `area/name.service.ts`. */
const services = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.service.ts'))
  .sort();

describe('the server layers', () => {
  it('find the imports of a file, however they are written', () => {
    const source = [
      "import { and, eq } from 'drizzle-orm';",
      '// a comment that reads: import { sql } from "drizzle-orm";',
      'import type {',
      '  Db,',
      "} from '../../db/client.ts';",
      "export { bookings } from '../../db/schema.ts';",
      "import 'side-effect';",
      "const pg = await import('drizzle-orm/pg-core');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { line: 1, module: 'drizzle-orm' },
      { line: 3, module: '../../db/client.ts' },
      { line: 6, module: '../../db/schema.ts' },
      { line: 7, module: 'side-effect' },
      { line: 8, module: 'drizzle-orm/pg-core' },
    ]);
  });

  it('keep queries out of services: none imports drizzle-orm or db/schema.ts', () => {
    expect(services.length).toBeGreaterThan(20);
    const violations = services.flatMap((file) =>
      importsOf(readFileSync(path.join(MODULES, file), 'utf8'))
        .filter(({ module }) => isQueryBuilding(module))
        .map(({ line, module }) => `modules/${file}:${line} imports '${module}'`),
    );
    expect(violations, "a service's queries belong in its module's repository (DESIGN §2)").toEqual(
      [],
    );
  });
});
