import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client.ts';

export interface TestDatabase extends Database {
  /** Back to a freshly migrated, empty database (all rows gone, ids restarted). */
  reset(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of `DATABASE_URL` (dropped afterwards). Opening PGlite costs a second
 * or two, so tests share one per file and `reset()` it before each test.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: undefined });
    return withReset(database, () => database.close());
  }
  const name = `aso_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return withReset(database, async () => {
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  });
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withReset(database: Database, destroy: () => Promise<void>): TestDatabase {
  let tables: string | null = null;
  return {
    ...database,
    async reset() {
      if (tables === null) {
        const rows = await queryRows<{ tablename: string }>(
          database.db,
          sql`select tablename from pg_tables where schemaname = 'public'`,
        );
        tables = rows.map((row) => `"${row.tablename}"`).join(', ');
      }
      await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
    },
    destroy,
  };
}
