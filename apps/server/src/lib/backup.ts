/**
 * Backups of the embedded database (decision 013): a gzipped tarball of the PGlite data
 * dir made by PGlite's own `dumpDataDir()` between two transactions. The running server
 * answers on a Unix socket inside the data dir (only its owner may connect); with no
 * server running, the CLI opens the data dir itself.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

export class BackupError extends Error {}

/** Where the running server listens for backup requests: a 0700 directory of the data dir. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control', 'backup.sock');
}

const REQUEST = 'backup\n';

function pgliteOf(database: Database): PGlite {
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  if (database.kind !== 'pglite' || typeof client?.dumpDataDir !== 'function') {
    throw new BackupError(
      'npm run backup copies the embedded database; on PostgreSQL use pg_dump (docs/deploy.md).',
    );
  }
  return client;
}

/**
 * The whole database as a gzipped tar. PGlite reads its files while no statement runs;
 * waiting for the transaction in progress as well makes the copy a point between two
 * transactions (a restore starts from it without replaying half a transaction).
 */
async function dumpDatabase(database: Database): Promise<Buffer> {
  const client = pgliteOf(database);
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  // Compressed after the lock is released: writes wait only for the file copy.
  return gzip(Buffer.from(await tar.arrayBuffer()));
}

export interface BackupServer {
  close(): Promise<void>;
}

/**
 * Answers backup requests of `npm run backup` for the database this process holds. The
 * caller holds the data dir lock, so a socket file already there is a dead server's.
 */
export async function serveBackups({
  database,
  dataDir,
  log,
}: {
  database: Database;
  dataDir: string;
  log: { info(message: string): void; warn(message: string): void };
}): Promise<BackupServer> {
  const socketPath = backupSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  fs.rmSync(socketPath, { force: true });

  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.on('data', (chunk: Buffer) => {
      request += chunk.toString('latin1');
      if (!request.includes('\n') && request.length < 64) return;
      socket.removeAllListeners('data');
      if (request !== REQUEST) {
        socket.end(`${JSON.stringify({ ok: false, message: 'Unknown request.' })}\n`);
        return;
      }
      const started = Date.now();
      dumpDatabase(database).then(
        (backup) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: backup.length })}\n`);
          socket.end(backup);
          log.info(`backup taken: ${backup.length} bytes in ${Date.now() - started} ms`);
        },
        (error: unknown) => {
          const message = `The server could not take the backup: ${(error as Error).message}`;
          socket.end(`${JSON.stringify({ ok: false, message })}\n`);
          log.warn(message);
        },
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } catch (error) {
    // A data dir path too long for a socket, say: the server runs, backups need it stopped.
    log.warn(
      `backups of the running server are off (${(error as Error).message}); ` +
        'npm run backup works while the server is stopped',
    );
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server holding `dataDir` for a backup; null when no server answers there. */
async function backupFromServer(dataDir: string): Promise<Buffer | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let answered = false;
    const socket = net.connect(socketPath, () => {
      answered = true;
      socket.write(REQUEST);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) reject(new BackupError(`The backup was cut off: ${error.message}`));
      // A socket file left by a server that died: nobody listens.
      else if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else {
        reject(
          new BackupError(
            `Cannot reach the running server at ${socketPath}: ${error.message} ` +
              '(run the backup as the user the server runs as)',
          ),
        );
      }
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf('\n');
      let header: { ok: boolean; bytes?: number; message?: string };
      try {
        header = JSON.parse(answer.subarray(0, newline).toString('utf8')) as typeof header;
      } catch {
        reject(new BackupError('The server answered something that is not a backup.'));
        return;
      }
      if (!header.ok) {
        reject(new BackupError(header.message ?? 'The server refused the backup.'));
        return;
      }
      const backup = answer.subarray(newline + 1);
      if (backup.length !== header.bytes) {
        reject(
          new BackupError(`The backup was cut off (${backup.length} of ${header.bytes} bytes).`),
        );
        return;
      }
      resolve(backup);
    });
  });
}

/**
 * A backup of the embedded database in `dataDir`: from the server running on it, or,
 * with none running, by opening it here (the data dir lock keeps a server from starting
 * meanwhile). Written to `outFile` whole or not at all, readable by its owner only.
 */
export async function takeBackup({
  dataDir,
  outFile,
}: {
  dataDir: string;
  outFile: string;
}): Promise<{ bytes: number; from: 'server' | 'data dir' }> {
  let backup = await backupFromServer(dataDir);
  const from = backup ? 'server' : 'data dir';
  if (!backup) {
    if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR).`);
    }
    const database = await openDatabase({ dataDir });
    try {
      backup = await dumpDatabase(database);
    } finally {
      await database.close();
    }
  }
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const partial = `${outFile}.part`;
  fs.writeFileSync(partial, backup, { mode: 0o600 });
  fs.renameSync(partial, outFile);
  return { bytes: backup.length, from };
}

export interface RestoreSummary {
  bookings: number;
  users: number;
  /** Where the data that was there before went (null: the data dir was empty). */
  previous: string | null;
}

/**
 * Replaces the embedded database in `dataDir` (no server may hold it) by a backup. The
 * database that was there is kept beside it (`pglite.before-restore-…`) and put back if
 * the backup does not open. The restored database is migrated to this build.
 */
export async function restoreBackup({
  dataDir,
  file,
}: {
  dataDir: string;
  file: string;
}): Promise<RestoreSummary> {
  let tar: Buffer;
  try {
    tar = await gunzip(fs.readFileSync(file));
  } catch (error) {
    throw new BackupError(
      `${file} is not a backup made by npm run backup: ${(error as Error).message}`,
    );
  }
  const release = lockDataDir(dataDir);
  try {
    const target = path.join(dataDir, 'pglite');
    let previous: string | null = null;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, previous);
    }
    try {
      const database = await openDatabase({
        dataDir,
        lock: false,
        loadDataDir: new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }),
      });
      try {
        const [counts] = await queryRows<{ bookings: number; users: number }>(
          database.db,
          sql`select (select count(*) from bookings)::int as bookings,
                     (select count(*) from users)::int as users`,
        );
        return { ...counts!, previous };
      } finally {
        await database.close();
      }
    } catch (error) {
      fs.rmSync(target, { recursive: true, force: true });
      if (previous) fs.renameSync(previous, target);
      throw new BackupError(`The backup could not be restored: ${(error as Error).message}`);
    }
  } finally {
    release();
  }
}
