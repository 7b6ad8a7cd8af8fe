import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

const JOURNAL = fileURLToPath(new URL('../../db/migrations/meta/_journal.json', import.meta.url));

interface JournalEntry {
  tag: string;
  /** Drizzle writes it as the migration's `created_at` once applied. */
  when: number;
}

export type Readiness = { ready: true } | { ready: false; message: string };

export const DATABASE_NOT_ANSWERING = 'The database does not answer.';

/**
 * Ready to serve: the database answers and every migration this build ships is applied
 * (drizzle's `__drizzle_migrations` holds each journal entry's `when` as `created_at`).
 * A process on a database another build migrated, or whose migration failed, is not.
 */
export function createReadinessCheck(
  database: Pick<Database, 'db' | 'ping'>,
  journalPath = JOURNAL,
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
    if (missing.length === 0) return { ready: true };
    const tags = missing.map((entry) => entry.tag).join(', ');
    return {
      ready: false,
      message: `${missing.length} database migration${missing.length === 1 ? ' is' : 's are'} not applied: ${tags}.`,
    };
  };
}
