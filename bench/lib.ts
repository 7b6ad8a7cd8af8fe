import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const mainScript = path.join(repoRoot, 'apps/server/src/main.ts');

export function machineDescription(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${os.cpus().length} × ${cpu}, ${memory} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/**
 * Waits (at most `maxWaitMs`) until the machine's 1-minute load average is under `maxLoad`
 * (default: 3/4 of the cores), so timings are not taken while an earlier step (the browser
 * tests before the budget in CI) still holds the cores. Resolves with the load it saw last.
 */
export async function waitForQuietMachine({
  maxLoad = os.cpus().length * 0.75,
  maxWaitMs = 120_000,
} = {}): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  while (os.loadavg()[0]! >= maxLoad && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return os.loadavg()[0]!;
}

/** Starts a Node process and resolves once it printed a line matching `ready`. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      // Past the ready line the output (request logs, at LOG_LEVEL=info) is drained unread.
      child.stdout!.off('data', watch);
      child.stdout!.resume();
      resolve({ child, match });
    };
    child.stdout!.on('data', watch);
    child.on('exit', (code) => reject(new Error(`process exited with ${code}:\n${output}`)));
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The real app (`main.ts`) on a new temporary data dir; `stop()` also removes the dir.
 * `prepare` fills the dir's database before the app starts (a seed, staff accounts).
 */
export async function startAppOnTempDataDir(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-bench-'));
  await prepare?.(dataDir);
  const app = await startProcess(
    ['--import', 'tsx', mainScript],
    { DATA_DIR: dataDir, PORT: '0', ...env },
    /running at (http:\/\/localhost:\d+)/,
  );
  return {
    url: app.match[1]!,
    dataDir,
    /** Stops the server and keeps the data dir (to inspect the database afterwards). */
    async stopServer() {
      await stopProcess(app.child);
    },
    async stop() {
      await stopProcess(app.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { CHROME_PATH, CHROMIUM_FLAGS } from '../scripts/chromium.ts';

/** Lighthouse's mobile profile slows the CPU 4×: made for a host of benchmarkIndex 1,500–2,000. */
export const MOBILE_CPU_SLOWDOWN = 4;

/**
 * Lighthouse's config for its mobile profile with another CPU slowdown (merged into the
 * profile's throttling: the network and screen stay the mobile ones); none for 4×.
 */
export function mobileConfigWithCpuSlowdown(cpuSlowdown: number) {
  if (cpuSlowdown === MOBILE_CPU_SLOWDOWN) return undefined;
  return {
    extends: 'lighthouse:default' as const,
    settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
  };
}

/** The first six Lighthouse audits scored under 90 (those with a score), by id, for a report row. */
export function auditsUnder90(
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string }>,
): string {
  return Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => audit.id)
    .slice(0, 6)
    .join(', ');
}

/** The PostgreSQL server the benchmarks make their scratch databases on. */
export const PG_SERVER =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `run` on a fresh PGlite data dir, then on a scratch database of the local
 * PostgreSQL server, removing each afterwards. `run` gets the app's environment for that
 * database and a way to open it (to seed it before the app starts).
 */
export async function onBothDatabases<T>(
  name: string,
  run: (env: Record<string, string>, open: () => Promise<Database>) => Promise<T>,
): Promise<{ pglite: T; postgres: T }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aso-${name}-bench-`));
  const pglite = await run({ DATA_DIR: dataDir }, () => openDatabase({ dataDir })).finally(() =>
    fs.rmSync(dataDir, { recursive: true, force: true }),
  );

  const scratch = `aso_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${scratch}`;
  try {
    const postgres = await run({ DATABASE_URL: url.toString() }, () =>
      openDatabase({ url: url.toString() }),
    );
    return { pglite, postgres };
  } finally {
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}

/**
 * Writes a Markdown report formatted as `npm run lint` expects it (tables padded by
 * Prettier), so a bench run never leaves the repository failing its format check.
 */
export async function writeMarkdown(reportPath: string, text: string): Promise<void> {
  const options = await prettier.resolveConfig(reportPath);
  const formatted = await prettier.format(text, { ...options, filepath: reportPath });
  fs.writeFileSync(reportPath, formatted);
}

/** Writes `section` (starting with `title`) into a Markdown report, replacing that section. */
export async function writeReportSection(
  reportPath: string,
  title: string,
  section: string,
): Promise<void> {
  const report = fs.existsSync(reportPath)
    ? fs.readFileSync(reportPath, 'utf8')
    : '# Lighthouse results\n';
  const start = report.indexOf(title);
  const next = start === -1 ? -1 : report.indexOf('\n## ', start + title.length);
  const before = (start === -1 ? report : report.slice(0, start)).trimEnd();
  const after = next === -1 ? '' : `\n${report.slice(next + 1)}`;
  await writeMarkdown(reportPath, `${before}\n\n${section}${after}`);
}
