import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';

const mainScript = path.resolve(import.meta.dirname, 'main.ts');
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForUrl(started: Started): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const match = /running at (http:\/\/localhost:\d+)/.exec(started.output());
    if (match) return match[1]!;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = await once(child, 'exit');
  return code as number | null;
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

describe('npm start (main.ts)', () => {
  it('refuses an unreachable DATABASE_URL with one line and exit code 1', async () => {
    const started = startServer({ DATABASE_URL: 'postgres://aso:secret@127.0.0.1:1/nowhere' });
    expect(await exitOf(started.child)).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      'Cannot connect to PostgreSQL at postgres://aso:***@127.0.0.1:1/nowhere',
    );
    expect(started.output()).not.toContain('secret');
  });

  it('refuses a bad configuration value with one line and exit code 1', async () => {
    const started = startServer({ PORT: 'eighty' });
    expect(await exitOf(started.child)).toBe(1);
    expect(started.output().trim()).toMatch(/^Invalid configuration: PORT .*$/);
  });

  it('serves on an embedded data dir, keeps it to itself, shuts down cleanly and keeps the data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-main-'));
    const first = startServer({ DATA_DIR: dataDir });
    const url = await waitForUrl(first);
    expect(first.output()).toContain('loaded the demo catalogue');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain(`The data dir ${dataDir} is in use by another process`);

    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'aso.lock'))).toBe(false);

    const third = startServer({ DATA_DIR: dataDir });
    const thirdUrl = await waitForUrl(third);
    expect(third.output()).not.toContain('loaded the demo catalogue');
    const summary = await fetch(`${thirdUrl}/api/catalogue/summary`);
    expect(await summary.json()).toEqual({ units: 11, locations: 2, room_types: 6 });
    third.child.kill('SIGINT');
    expect(await exitOf(third.child)).toBe(0);
  });

  it('logs one JSON line per request to a pipe, no token, and every line up to "stopped" on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-main-'));
    const started = startServer({ DATA_DIR: dataDir });
    const url = await waitForUrl(started);
    expect(fs.existsSync(path.join(dataDir, 'control', 'backup.sock'))).toBe(true);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await fetch(`${url}/api/bookings/${i + 1}?access=guest-secret-${i}`);
      expect(response.status).toBe(404);
      ids.push(response.headers.get('x-request-id')!);
    }
    await fetch(`${url}/api/health`); // debug only
    started.child.kill('SIGTERM');
    expect(await exitOf(started.child)).toBe(0);

    const lines = started
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.reqId)).toEqual(ids);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/bookings/1?access=[redacted]' });
    expect(started.output()).not.toContain('guest-secret');
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
    expect(fs.existsSync(path.join(dataDir, 'control', 'backup.sock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
