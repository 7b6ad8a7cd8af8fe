import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/client.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { serveBackups } from './lib/backup.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { importDiskUploads } from './modules/images/disk-import.ts';

const EXPECTED_FAILURES = [ConfigError, DatabaseUnavailableError, DataDirLockedError];

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  try {
    const seeded = await seedDemoData(database.db);
    const app = await buildApp({ config, database, logger: true });
    if (seeded.catalogue) app.log.info('loaded the demo catalogue into the empty database');
    const imported = await importDiskUploads(database.db, config.dataDir, (m) => app.log.warn(m));
    if (imported > 0)
      app.log.info(`moved ${imported} uploaded photos from the disk into the database`);
    // `npm run backup` asks this process for a copy of the embedded database it holds.
    const backups =
      database.kind === 'pglite'
        ? await serveBackups({ database, dataDir: config.dataDir, log: app.log })
        : null;
    const closeApp = async () => {
      await backups?.close();
      await app.close();
    };
    installShutdown(closeApp, database, (message) => app.log.info(message));
    await app.listen({ port: config.PORT, host: config.HOST });
    const port = (app.server.address() as { port: number }).port;
    console.log(`Aso Residences is running at http://localhost:${port} (${database.description})`);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Ctrl-C / SIGTERM: stop accepting, let requests in flight finish, close the database. */
function installShutdown(
  closeApp: () => Promise<void>,
  database: Database,
  log: (message: string) => void,
) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await closeApp();
      await database.close();
      log('stopped');
      // pino writes stdout asynchronously and flushes what is left when the process exits.
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown failed: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (EXPECTED_FAILURES.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
