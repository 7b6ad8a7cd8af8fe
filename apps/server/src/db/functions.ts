/**
 * The database's own functions (PL/pgSQL and SQL functions, trigger functions): one file
 * each, `db/functions/<name>.sql`, holding the function's current text as the catalogue
 * prints it (`pg_get_functiondef`: `CREATE OR REPLACE FUNCTION public.<name>(…)`) under a
 * comment. Migrations change tables only; the migrator (`client.ts`) applies every file
 * after them, in one transaction. The readiness check and `functions.test.ts` compare the
 * catalogue with the files (see `db/functions/README.md`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

const FUNCTIONS_FOLDER = fileURLToPath(new URL('./functions', import.meta.url));

export interface FunctionFile {
  /** The function's name: the file's name without `.sql`. */
  name: string;
  /** The whole file, as it is applied. */
  text: string;
  /** The statement without the comment above it, whitespace normalized (`sameDefinition`). */
  definition: string;
}

export interface DatabaseFunction {
  name: string;
  /** `pg_get_functiondef` of the function, as the catalogue prints it. */
  definition: string;
}

/**
 * Two definitions are the same when they differ only in whitespace: any run of spaces,
 * tabs and line breaks counts as one space, and none at either end (the catalogue prints
 * the header on lines of its own; the body, between the dollar quotes, it keeps as written).
 */
export function normalizeDefinition(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The statement of a function file: the file without its leading comment and final `;`. */
function statementOf(text: string): string {
  const lines = text.split('\n');
  let first = 0;
  while (first < lines.length && /^\s*(--.*)?$/.test(lines[first]!)) first += 1;
  return lines.slice(first).join('\n').replace(/;\s*$/, '');
}

/** Every `<name>.sql` of the folder, by name; a file must create the function it is named for. */
export function readFunctionFiles(folder = FUNCTIONS_FOLDER): FunctionFile[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const statement = statementOf(text);
      if (!statement.startsWith(`CREATE OR REPLACE FUNCTION public.${name}(`)) {
        throw new Error(
          `${path.join(folder, file)} must hold one statement, CREATE OR REPLACE FUNCTION public.${name}(…), below its comment.`,
        );
      }
      return { name, text, definition: normalizeDefinition(statement) };
    });
}

/**
 * The functions and procedures of the public schema as the catalogue prints them, by name:
 * those an extension brought (btree_gist's) left out.
 */
export async function databaseFunctions(db: Db | Tx): Promise<DatabaseFunction[]> {
  const result = (await db.execute(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`)) as unknown as {
    rows: DatabaseFunction[];
  };
  return result.rows;
}

/** The files whose function the database does not have as the file has it, by name. */
export function functionsNotApplied(
  files: readonly FunctionFile[],
  inDatabase: readonly DatabaseFunction[],
): string[] {
  const applied = new Set(
    inDatabase.map((fn) => `${fn.name}\n${normalizeDefinition(fn.definition)}`),
  );
  return files
    .filter((file) => !applied.has(`${file.name}\n${file.definition}`))
    .map((file) => file.name);
}

/**
 * Creates or replaces every function of the files, in one transaction. First with
 * `check_function_bodies` off, so that the order of the files does not matter (a SQL
 * function's body is checked when it is created, and may call one that comes later), then
 * once more with it on, so that every body is checked against the functions and tables
 * there now are. Idempotent; a function whose arguments or result change cannot be
 * replaced: a migration drops the old one first (`db/functions/README.md`).
 */
export async function applyFunctions(
  db: Db,
  files: readonly FunctionFile[] = readFunctionFiles(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local check_function_bodies = off`);
    for (const file of files) await tx.execute(sql.raw(file.text));
    await tx.execute(sql`set local check_function_bodies = on`);
    for (const file of files) await tx.execute(sql.raw(file.text));
  });
}
