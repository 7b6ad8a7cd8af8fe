import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { applyFunctions } from './functions.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where it lives, safe to print (no password). */
  description: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { url: string }
  | {
      dataDir: string | undefined;
      /** Skip the one-process lock (tests on in-memory databases). */
      lock?: boolean;
      /** A dump of a migrated database to start from (fast fresh databases in tests). */
      loadDataDir?: Blob | File;
    };

/**
 * Opens the database named by the configuration and brings its schema up to date: the
 * migrations (tables, constraints, triggers), then the functions of `db/functions/`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url) : openPglite(options);
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

async function openPglite(options: {
  dataDir: string | undefined;
  lock?: boolean;
  loadDataDir?: Blob | File;
}): Promise<Database> {
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  const release = options.dataDir && options.lock !== false ? lockDataDir(options.dataDir) : null;
  try {
    const client = await PGlite.create({
      dataDir,
      extensions: { btree_gist },
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await applyFunctions(db);
    return {
      db,
      kind: 'pglite',
      description: dataDir ? `embedded PGlite at ${dataDir}` : 'in-memory PGlite',
      ping: () => ping(db),
      async close() {
        try {
          await client.close();
        } finally {
          release?.();
        }
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {}); // an idle client's error must not crash the process
  const description = `PostgreSQL at ${redactUrl(url)}`;
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to ${description}: ${(error as Error).message}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Several app processes may start together: one migrates and replaces the functions,
  // the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    const lockDb = drizzlePg(lockClient, { schema });
    await migratePg(lockDb, { migrationsFolder });
    await applyFunctions(lockDb as unknown as Db);
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    description,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query, the same for the PGlite and the node-postgres drivers. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The array of a query that answers one row with one json column `rows` (built with
 * `json_agg`): the embedded database hands over one value far faster than many rows.
 */
export async function queryJsonArray<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const [result] = await queryRows<{ rows: T[] | string | null }>(db, query);
  const rows = result?.rows ?? [];
  // node-postgres and PGlite parse a json column; a driver that does not hands over text.
  return typeof rows === 'string' ? (JSON.parse(rows) as T[]) : rows;
}
