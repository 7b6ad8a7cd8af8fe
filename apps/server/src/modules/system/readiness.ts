import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import {
  databaseFunctions,
  functionsNotApplied,
  readFunctionFiles,
  type FunctionFile,
} from '../../db/functions.ts';

const JOURNAL = fileURLToPath(new URL('../../db/migrations/meta/_journal.json', import.meta.url));

interface JournalEntry {
  tag: string;
  /** Drizzle writes it as the migration's `created_at` once applied. */
  when: number;
}

export type Readiness = { ready: true } | { ready: false; message: string };

const DATABASE_NOT_ANSWERING = 'The database does not answer.';

/**
 * Ready to serve: the database answers, every migration this build ships is applied
 * (drizzle's `__drizzle_migrations` holds each journal entry's `when` as `created_at`) and
 * every function of its `db/functions/` is in the database as the file has it. A process
 * on a database another build migrated, or whose functions another build replaced since
 * this one started, or whose migration failed, is not.
 */
export function createReadinessCheck(
  database: Pick<Database, 'db' | 'ping'>,
  journalPath = JOURNAL,
  functionFiles: readonly FunctionFile[] = readFunctionFiles(),
): () => Promise<Readiness> {
  const { entries } = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: JournalEntry[];
  };
  return async () => {
    let applied: Set<string>;
    try {
      const rows = await queryRows<{ created_at: string | number }>(
        database.db,
        sql`select created_at from drizzle.__drizzle_migrations`,
      );
      applied = new Set(rows.map((row) => String(row.created_at)));
    } catch {
      // No migrations table at all, or no database.
      if (!(await database.ping())) return { ready: false, message: DATABASE_NOT_ANSWERING };
      applied = new Set();
    }
    const missing = entries.filter((entry) => !applied.has(String(entry.when)));
    if (missing.length > 0) {
      const tags = missing.map((entry) => entry.tag).join(', ');
      return {
        ready: false,
        message: `${missing.length} database migration${missing.length === 1 ? ' is' : 's are'} not applied: ${tags}.`,
      };
    }
    let stale: string[];
    try {
      stale = functionsNotApplied(functionFiles, await databaseFunctions(database.db));
    } catch {
      return { ready: false, message: DATABASE_NOT_ANSWERING };
    }
    if (stale.length === 0) return { ready: true };
    return {
      ready: false,
      message: `${stale.length} database function${stale.length === 1 ? ' is' : 's are'} not as this build has ${stale.length === 1 ? 'it' : 'them'}: ${stale.join(', ')}.`,
    };
  };
}
