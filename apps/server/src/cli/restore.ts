/**
 * npm run restore -- FILE
 * Replaces the embedded database in DATA_DIR (stop the server first) by a backup of
 * `npm run backup`, keeping what was there as DATA_DIR/pglite.before-restore-….
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, restoreBackup } from '../lib/backup.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';

class UsageError extends Error {}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError('Usage: npm run restore -- FILE');
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, "Backups").',
    );
  }
  const file = path.resolve(positionals[0]!);
  const restored = await restoreBackup({ dataDir: config.dataDir, file });
  console.log(
    `Restored ${file} into ${config.dataDir}: ${restored.bookings} bookings, ${restored.users} users.`,
  );
  if (restored.previous)
    console.log(`The database that was there is kept in ${restored.previous}.`);
}

main().catch((error: unknown) => {
  const expected = [UsageError, BackupError, ConfigError, DataDirLockedError];
  if (expected.some((kind) => error instanceof kind)) console.error((error as Error).message);
  else console.error('restore failed:', error);
  process.exit(1);
});
