import { describe, expect, it } from 'vitest';
import { preparedRead } from './prepared.ts';
import { queryRows } from './client.ts';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/test-app.ts';

/*
 * A prepared read (decision 015) on the database the suite runs on: the same answers as
 * a plain query, typed values from its one json column, a refused parameter leaving the
 * session usable, and never a look inside another caller's open transaction (on PGlite,
 * one session serves every caller).
 */
const ctx = useTestApp();

const sum = preparedRead<{ total: number; text: string; flag: boolean; nothing: null }>(
  'aso_test_sum',
  `select json_build_object('total', $1::int + $2::int, 'text', $3::text, 'flag', $1::int > 0,
     'nothing', null) as result`,
);

const notesLike = preparedRead<{ body: string }>(
  'aso_test_notes',
  `select json_build_object('body', n.body) as result from prepared_test_notes n
   where n.body like $1::text order by n.body`,
);

describe('preparedRead', () => {
  it('answers the statement with its parameters bound, call after call', async () => {
    const db = ctx.database.db;
    expect(await sum(db, [2, 3, "it's"])).toEqual([
      { total: 5, text: "it's", flag: true, nothing: null },
    ]);
    // The second call binds the statement parsed by the first.
    expect(await sum(db, [-4, 1, null])).toEqual([
      { total: -3, text: null, flag: false, nothing: null },
    ]);
  });

  it('keeps the session usable after a refused parameter', async () => {
    const db = ctx.database.db;
    await expect(sum(db, ['not a number', 1, 'x'])).rejects.toThrow(/invalid input syntax/);
    // First call of its own refused: parsed on its own first, so it is known afterwards.
    const fresh = preparedRead<{ n: number }>(
      'aso_test_fresh',
      `select json_build_object('n', $1::int) as result`,
    );
    await expect(fresh(db, ['x'])).rejects.toThrow(/invalid input syntax/);
    expect(await fresh(db, [7])).toEqual([{ n: 7 }]);
    expect(await sum(db, [1, 1, 'ok'])).toEqual([
      { total: 2, text: 'ok', flag: true, nothing: null },
    ]);
    const [row] = await queryRows<{ one: number }>(db, sql`select 1 as one`);
    expect(row).toEqual({ one: 1 });
  });

  it('reads only what is committed: never inside another caller’s open transaction', async () => {
    const db = ctx.database.db;
    await db.execute(sql`create table if not exists prepared_test_notes (body text not null)`);
    let reportWritten!: () => void;
    const written = new Promise<void>((resolve) => (reportWritten = resolve));
    let letCommit!: () => void;
    const commit = new Promise<void>((resolve) => (letCommit = resolve));
    const writer = db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_test_notes (body) values ('uncommitted')`);
      reportWritten();
      await commit;
    });
    await written;
    let seenBeforeCommit: { body: string }[] | 'waiting' = 'waiting';
    const read = notesLike(db, ['uncommitted%']).then((rows) => {
      seenBeforeCommit = rows;
      return rows;
    });
    // Time for the read to run, or to wait, while the writer's transaction is open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (ctx.database.kind === 'pglite') {
      // One session: the read waits for the transaction instead of running inside it.
      expect(seenBeforeCommit).toBe('waiting');
    } else {
      // Another connection: it ran at once and saw nothing uncommitted.
      expect(seenBeforeCommit).toEqual([]);
    }
    letCommit();
    await writer;
    const rows = await read;
    expect(rows).toEqual(ctx.database.kind === 'pglite' ? [{ body: 'uncommitted' }] : []);
    expect(await notesLike(db, ['uncommitted%'])).toEqual([{ body: 'uncommitted' }]);
  });
});
