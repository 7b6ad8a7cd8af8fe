import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const APP_ENTRY = process.env.E2E_APP_ENTRY ?? 'apps/server/src/main.ts';

export interface ConfiguredApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second app beside the run's, on its own temporary data dir, with settings the run's
 * app does not have (a Maps key, a Google client id): started as `npm start` runs it,
 * ready once it says where it runs. `port` 0 takes any free one.
 */
export async function startConfiguredApp(
  name: string,
  env: Record<string, string>,
  port = 0,
): Promise<ConfiguredApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aso-e2e-${name}-`));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', APP_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the ${name} app exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
