import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'aso.lock';

/** Lock files this process holds: its own pid in one of them is then no stale lock. */
const held = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, in clock ticks since boot (Linux: field 22 of /proc/<pid>/stat),
 * so a pid the kernel has since given to another process is told apart; null elsewhere.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces: count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** `pid` and, where known, its start on the next line. */
function readHolder(lockPath: string): { pid: number; start: string | null } {
  const [pid, start] = fs.readFileSync(lockPath, 'utf8').trim().split('\n');
  return { pid: Number(pid), start: start?.trim() || null };
}

/**
 * Whether the process that wrote the lock still runs. Not when the pid is this process's
 * own but this process took no lock there: a process restarted after a kill -9 with the
 * same pid (PID 1 in a container) finds its predecessor's lock. Nor when the pid now
 * belongs to a process that started at another time than the holder.
 */
function isHolderAlive(lockPath: string, holder: { pid: number; start: string | null }): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.pid === process.pid) return held.has(lockPath);
  if (!isProcessAlive(holder.pid)) return false;
  const start = holder.start === null ? null : processStart(holder.pid);
  return start === null || start === holder.start;
}

/**
 * The embedded database belongs to one process at a time: take an exclusive pid lock
 * on the data dir (a stale lock left by a crashed process is taken over).
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const start = processStart(process.pid);
      fs.writeFileSync(lockPath, `${process.pid}\n${start ?? ''}\n`, { flag: 'wx' });
      held.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (isHolderAlive(lockPath, holder)) {
        throw new DataDirLockedError(
          `The data dir ${dataDir} is in use by another process (pid ${holder.pid}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data dir ${dataDir}.`);
}
