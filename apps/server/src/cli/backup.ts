/**
 * npm run backup [-- --out FILE]
 * Writes a consistent copy of the embedded database (DATA_DIR) as a gzipped tarball,
 * from the running server or, with none running, from the data dir itself.
 * Default file: DATA_DIR/backups/aso-YYYY-MM-DDTHH-MM-SS.tar.gz (copy it off the machine).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, takeBackup } from '../lib/backup.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/deploy.md, "Backups").',
    );
  }
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const outFile = path.resolve(
    values.out ?? path.join(config.dataDir, 'backups', `aso-${stamp}.tar.gz`),
  );
  const { bytes, from } = await takeBackup({ dataDir: config.dataDir, outFile });
  const source = from === 'server' ? 'the running server' : 'the data dir (no server running)';
  console.log(`Backup of ${config.dataDir} from ${source}: ${outFile} (${bytes} bytes).`);
}

main().catch((error: unknown) => {
  const expected = [BackupError, ConfigError, DataDirLockedError];
  if (expected.some((kind) => error instanceof kind)) console.error((error as Error).message);
  else console.error('backup failed:', error);
  process.exit(1);
});
