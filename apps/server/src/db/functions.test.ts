import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import {
  databaseFunctions,
  normalizeDefinition,
  readFunctionFiles,
  type DatabaseFunction,
} from './functions.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/*
 * Issue 30 point 2: every function of the database (PL/pgSQL and SQL functions, trigger
 * functions; not btree_gist's) is in one file of db/functions/, with its current text,
 * and the migrator applies the files after the migrations, on PGlite and PostgreSQL alike.
 */
const serverUrl = process.env.DATABASE_URL;

/** `holds_unit` as it is not in its file: nothing holds a unit. */
const OTHER_HOLDS_UNIT = `CREATE OR REPLACE FUNCTION public.holds_unit(status text, hold_expires_at timestamp with time zone)
 RETURNS boolean LANGUAGE sql STABLE AS $function$ SELECT false $function$`;

const holdsUnit = (functions: DatabaseFunction[]) =>
  normalizeDefinition(functions.find((fn) => fn.name === 'holds_unit')!.definition);
const holdsUnitFile = () => readFunctionFiles().find((file) => file.name === 'holds_unit')!;

describe('the database functions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('are, in a freshly migrated database, exactly the files of db/functions/', async () => {
    const files = readFunctionFiles();
    const inDatabase = await databaseFunctions(database.db);
    expect(files.length).toBeGreaterThan(0);
    // Every function has a file and every file a function: one each (an overload that a
    // changed signature left behind has no file of its own).
    expect(inDatabase.map((fn) => fn.name)).toEqual(files.map((file) => file.name));
    for (const file of files) {
      const fn = inDatabase.find((candidate) => candidate.name === file.name)!;
      expect(
        normalizeDefinition(fn.definition),
        `db/functions/${file.name}.sql differs from the catalogue, which has:\n${fn.definition}\n`,
      ).toBe(file.definition);
    }
  });

  it('leave out what an extension brought', async () => {
    const [row] = (
      (await database.db.execute(sql`
        select count(*)::integer as count from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'gbt%'`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    expect(row!.count).toBeGreaterThan(0);
    expect((await databaseFunctions(database.db)).some((fn) => fn.name.startsWith('gbt'))).toBe(
      false,
    );
  });
});

describe.skipIf(serverUrl)('the migrator on PGlite', () => {
  it("puts the files' text back in a database started from a dump", async () => {
    const first = await openDatabase({ dataDir: undefined });
    await first.db.execute(sql.raw(OTHER_HOLDS_UNIT));
    expect(holdsUnit(await databaseFunctions(first.db))).not.toBe(holdsUnitFile().definition);
    const client = (first.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await first.close();

    const second = await openDatabase({ dataDir: undefined, loadDataDir: dump });
    try {
      expect(holdsUnit(await databaseFunctions(second.db))).toBe(holdsUnitFile().definition);
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(!serverUrl)('the migrator on PostgreSQL', () => {
  const name = `aso_functions_${randomBytes(4).toString('hex')}`;
  const url = () => {
    const address = new URL(serverUrl!);
    address.pathname = `/${name}`;
    return address.toString();
  };
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  }
  const opened: Database[] = [];
  beforeAll(() => admin(`create database ${name}`));
  afterAll(async () => {
    for (const database of opened) await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('migrates and applies the files once at a time when processes start together', async () => {
    opened.push(...(await Promise.all([1, 2, 3].map(() => openDatabase({ url: url() })))));
    const files = readFunctionFiles();
    expect((await databaseFunctions(opened[0]!.db)).map((fn) => fn.name)).toEqual(
      files.map((file) => file.name),
    );
  });

  it("puts the files' text back in a database that has another version", async () => {
    if (opened.length === 0) opened.push(await openDatabase({ url: url() }));
    await opened[0]!.db.execute(sql.raw(OTHER_HOLDS_UNIT));
    expect(holdsUnit(await databaseFunctions(opened[0]!.db))).not.toBe(holdsUnitFile().definition);
    opened.push(await openDatabase({ url: url() }));
    expect(holdsUnit(await databaseFunctions(opened[0]!.db))).toBe(holdsUnitFile().definition);
  });
});
