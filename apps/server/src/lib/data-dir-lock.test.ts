import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStart } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'aso-lock-'));

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees the dir on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+\)/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left behind by a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'aso.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'aso.lock'), 'utf8').split('\n')[0]).toBe(
      String(process.pid),
    );
    release();
  });

  // A server killed with SIGKILL and started again with the same pid, as PID 1 in a
  // container always is: its predecessor's lock names its own pid (it refused to start).
  it('takes over a lock left by an earlier process that had this same pid', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'aso.lock'), `${process.pid}\n`);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  const linux = processStart(process.pid) !== null;

  it.skipIf(!linux)('takes over a lock whose pid now belongs to a process started since', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'aso.lock'), `${process.ppid}\n1\n`);
    const release = lockDataDir(dir);
    release();
  });

  it.skipIf(!linux)('refuses the lock of a live process that started when the lock says', () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, 'aso.lock'),
      `${process.ppid}\n${processStart(process.ppid)}\n`,
    );
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
    fs.writeFileSync(path.join(dir, 'aso.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });
});
