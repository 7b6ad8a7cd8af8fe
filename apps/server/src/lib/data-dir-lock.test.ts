import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

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
    expect(fs.readFileSync(path.join(dir, 'aso.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
