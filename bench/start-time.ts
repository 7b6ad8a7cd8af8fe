/** Server start on an existing data dir (build done) to the first 200 from /api/health. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mainScript, repoRoot, startProcess, stopProcess } from './lib.ts';

const RUNS = 5;
const PORT = 3917;

async function timeOneStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await stopProcess(child);
  }
}

export async function benchStartTime() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-start-'));
  // First start creates the database, migrates and seeds; not measured.
  const first = await startProcess(
    ['--import', 'tsx', mainScript],
    { DATA_DIR: dataDir, PORT: '0' },
    /running at/,
  );
  await stopProcess(first.child);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await timeOneStart(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return { times, median, worst: times.at(-1)!, pass: times.at(-1)! <= 3000 };
}
