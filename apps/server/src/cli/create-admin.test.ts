import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';

const script = path.resolve(import.meta.dirname, 'create-admin.ts');

function run(args: string[], dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run create-admin', () => {
  it('creates a verified admin, then promotes to super_admin, on the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-admin-'));
    const created = await run(['--email', 'Boss@Aso.ng', '--password', 'very-secret-1'], dataDir);
    expect(created.code).toBe(0);
    expect(created.output).toMatch(/^Created admin boss@aso\.ng \(user 1\) on embedded PGlite at /);

    const promoted = await run(
      [
        '--email',
        'boss@aso.ng',
        '--password',
        'another-secret-2',
        '--role',
        'super_admin',
        '--first-name',
        'Ngozi',
        '--last-name',
        'Okafor',
      ],
      dataDir,
    );
    expect(promoted.code).toBe(0);
    expect(promoted.output).toContain('Promoted boss@aso.ng (user 1) to super_admin');

    const database = await openDatabase({ dataDir });
    const user = await findUserByEmail(database.db, 'boss@aso.ng');
    await database.close();
    expect(user).toMatchObject({ role: 'super_admin', firstName: 'Ngozi', lastName: 'Okafor' });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword('another-secret-2', user!.passwordHash!)).toBe(true);
  });

  it('refuses while another process holds the data dir', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-admin-'));
    const release = lockDataDir(dataDir);
    try {
      const result = await run(['--email', 'boss@aso.ng', '--password', 'very-secret-1'], dataDir);
      expect(result.code).toBe(1);
      expect(result.output.trim()).toBe(
        `The data dir ${dataDir} is in use by another process (pid ${process.pid}). ` +
          'Stop that process first, or set DATA_DIR to another directory.',
      );
    } finally {
      release();
    }
  });

  it.each([
    [['--email', 'boss@aso.ng'], /--password/],
    [['--email', 'nope', '--password', 'very-secret-1'], /--email/],
    [['--email', 'boss@aso.ng', '--password', 'short'], /--password/],
    [['--email', 'boss@aso.ng', '--password', 'very-secret-1', '--role', 'user'], /--role/],
  ])('refuses the arguments %j with usage help', async (args, message) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-admin-'));
    const result = await run(args, dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(message);
    expect(result.output).toContain('Usage: npm run create-admin');
  });
});
