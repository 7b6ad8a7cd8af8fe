/**
 * Backups of the embedded database (decision 013): taken from a running server while
 * bookings are written, restored into another data dir by the real CLIs, and opened.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createGuestAccess } from '../modules/bookings/guest-access.ts';
import { guestRequest, initiate } from '../test/bookings.ts';
import { testConfig } from '../test/test-app.ts';
import {
  backupSocketPath,
  restoreBackup,
  serveBackups,
  takeBackup,
  type BackupServer,
} from './backup.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const quiet = { info: () => {}, warn: () => {} };

/** A server as main.ts runs it: the app on an embedded data dir, answering backups. */
async function runningServer(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await seedDemoData(database.db);
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, webDir: null });
  const backups = await serveBackups({ database, dataDir, log: quiet });
  const server = { database, app, backups, stopped: false };
  const stop = async () => {
    if (server.stopped) return;
    server.stopped = true;
    await backups.close();
    await app.close();
    await database.close();
  };
  cleanups.push(stop);
  return { ...server, stop } as {
    database: Database;
    app: FastifyInstance;
    backups: BackupServer;
    stop: () => Promise<void>;
  };
}

/** Runs `npm run backup` / `npm run restore` as the operator would (the scripts' command). */
function runCli(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, `apps/server/src/cli/${name}.ts`), ...args],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const TABLES = [
  'users',
  'room_types',
  'rooms',
  'bookings',
  'payments',
  'stored_images',
  'stored_image_variants',
  'email_outbox',
  'app_secrets',
] as const;

async function countsOf(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    counts[table] = row!.n;
  }
  return counts;
}

const bookingRows = (database: Database) =>
  queryRows<Record<string, unknown>>(
    database.db,
    sql`select b.id, b.room_id, b.start_date::text, b.end_date::text, b.guest_email, b.status,
               b.room_kobo, p.reference, p.amount_kobo
        from bookings b left join payments p on p.booking_id = b.id order by b.id`,
  );

async function openRestored(dataDir: string) {
  const database = await openDatabase({ dataDir });
  cleanups.push(() => database.close());
  return database;
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('copies a running server while bookings are written; the restore holds whole transactions', async () => {
    const dataDir = tempDir();
    const server = await runningServer(dataDir);
    // A guest checkout per request: a booking and its payment in one transaction.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let i = 0; writing && i < 150; i++) {
        const response = await initiate(
          server.app,
          guestRequest((i % 6) + 1, 10 + 2 * Math.floor(i / 6), 1, {
            guest_email: `guest${i}@x.ng`,
          }),
        );
        expect(response.statusCode, response.body).toBe(201);
        written += 1;
      }
    })();
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = written;

    const file = path.join(tempDir(), 'during.tar.gz');
    const backup = await runCli('backup', dataDir, ['--out', file]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('from the running server');
    const during = written;
    writing = false;
    await writer;
    expect(during).toBeGreaterThan(before); // the writes went on while the CLI ran
    const source = await bookingRows(server.database);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoreDir = tempDir();
    const restore = await runCli('restore', restoreDir, [file]);
    expect(restore.code, restore.output).toBe(0);
    const restored = await openRestored(restoreDir);
    const rows = await bookingRows(restored);
    // A point in the stream of checkouts: every booking up to it, each with its payment.
    expect(rows.length).toBeGreaterThanOrEqual(before);
    expect(rows.length).toBeLessThanOrEqual(source.length);
    expect(rows).toEqual(source.slice(0, rows.length));
    expect(rows.every((row) => row.reference !== null)).toBe(true);

    // The restored app reads a guest's booking with the link the guest was mailed.
    const guestId = rows.at(-1)!.id as number;
    const access = await createGuestAccess(server.database.db).tokenFor(guestId);
    const app = await buildApp({ config: testConfig(), database: restored, webDir: null });
    cleanups.push(() => app.close());
    const read = await app.inject({ url: `/api/bookings/${guestId}?access=${access}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ booking: { id: guestId } });
  }, 120_000);

  it('restores a quiet server exactly, over an existing database kept aside', async () => {
    const dataDir = tempDir();
    const server = await runningServer(dataDir);
    for (let i = 0; i < 3; i++) {
      expect((await initiate(server.app, guestRequest(i + 1, 30, 2))).statusCode).toBe(201);
    }
    const file = path.join(tempDir(), 'quiet.tar.gz');
    expect(await takeBackup({ dataDir, outFile: file })).toMatchObject({ from: 'server' });
    const counts = await countsOf(server.database);
    const source = await bookingRows(server.database);

    // The target already has a database: it is moved aside, not lost.
    const restoreDir = tempDir();
    const other = await openDatabase({ dataDir: restoreDir });
    await other.close();
    const summary = await restoreBackup({ dataDir: restoreDir, file });
    expect(summary).toMatchObject({ bookings: 3, users: counts.users });
    expect(summary.previous).toMatch(/pglite\.before-restore-/);
    expect(fs.existsSync(path.join(summary.previous!, 'PG_VERSION'))).toBe(true);

    const restored = await openRestored(restoreDir);
    expect(await countsOf(restored)).toEqual(counts);
    expect(await bookingRows(restored)).toEqual(source);
  }, 120_000);

  it('refuses to restore into the data dir of a running server, and keeps its database', async () => {
    const dataDir = tempDir();
    const server = await runningServer(dataDir);
    const file = path.join(tempDir(), 'b.tar.gz');
    await takeBackup({ dataDir, outFile: file });

    const restore = await runCli('restore', dataDir, [file]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`The data dir ${dataDir} is in use by another process`);
    expect(fs.readdirSync(dataDir).some((name) => name.includes('before-restore'))).toBe(false);
    expect(await server.database.ping()).toBe(true);
  }, 60_000);

  it('backs up a stopped data dir by opening it, and refuses a file that is no backup', async () => {
    const dataDir = tempDir();
    const server = await runningServer(dataDir);
    await server.stop();
    expect(fs.existsSync(backupSocketPath(dataDir))).toBe(false);

    const file = path.join(tempDir(), 'stopped.tar.gz');
    const backup = await runCli('backup', dataDir, ['--out', file]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('from the data dir (no server running)');
    expect(fs.existsSync(path.join(dataDir, 'aso.lock'))).toBe(false);

    const garbage = path.join(tempDir(), 'notes.tar.gz');
    fs.writeFileSync(garbage, 'not a backup');
    const refused = await runCli('restore', dataDir, [garbage]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not a backup made by npm run backup');
    const kept = await openRestored(dataDir);
    expect((await countsOf(kept)).rooms).toBe(11);
  }, 120_000);
});
