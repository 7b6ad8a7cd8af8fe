import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { serialize } from 'pg-protocol';
import type { Db } from './client.ts';

/** A bind parameter of a prepared read: sent as text, cast in the statement (`$1::int`). */
export type Param = string | number | null;

/**
 * A read run on every request of a hot path, parsed and planned once per database session
 * and then only bound and executed (decision 015). Its statement answers one json column,
 * `result`, one row per result: one value per row, whatever the row's shape, is what both
 * drivers hand over fastest and what needs no type parsers.
 *
 * - PostgreSQL: node-postgres's named statement, prepared on each pooled connection the
 *   first time that connection runs it.
 * - PGlite: drizzle's driver sends every statement unnamed, so PGlite parsed and planned it
 *   on every call, on the app's own thread. Here it is parsed once under `name` in PGlite's
 *   one session, and each call is one Bind / Execute / Sync exchange (`execProtocol`, with
 *   the messages written by pg-protocol, node-postgres's own serializer), taken under the
 *   same two locks as PGlite's `query`: never inside another caller's transaction.
 *
 * Only for statements outside a transaction (`Db`, not `Tx`).
 */
export function preparedRead<Row>(name: string, text: string) {
  const parsedBy = new WeakSet<PGlite>();

  async function onPglite(client: PGlite, params: Param[]): Promise<Row[]> {
    const exchange = (messages: Buffer[]) =>
      client.execProtocol(new Uint8Array(Buffer.concat(messages)), { syncToFs: false });
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        if (!parsedBy.has(client)) {
          // Parsed on its own first: a failed first Bind must not leave it parsed but unknown.
          await exchange([serialize.parse({ name, text, types: [] }), serialize.sync()]);
          parsedBy.add(client);
        }
        const { messages } = await exchange([
          serialize.bind({ statement: name, values: params.map(toText) }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        const rows: Row[] = [];
        for (const message of messages) {
          if (message.name === 'dataRow') {
            rows.push(JSON.parse((message as unknown as { fields: string[] }).fields[0]!) as Row);
          }
        }
        return rows;
      }),
    );
  }

  return async (db: Db, params: Param[]): Promise<Row[]> => {
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    if (client instanceof PGlite) return onPglite(client, params);
    const { rows } = await client.query<{ result: Row }>({ name, text, values: params });
    return rows.map((row) => row.result);
  };
}

const toText = (value: Param): string | null => (value === null ? null : String(value));
