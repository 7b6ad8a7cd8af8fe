/**
 * The app as it was at an earlier commit, to measure a change against its "before" in the
 * same run (channel-sync.ts: the booking contention benchmark before issue 14). The commit's
 * tree is unpacked with `git archive` into a directory of its own — never a worktree or a
 * checkout of the repository, which others work in — with the repository's installed
 * packages linked into it (its workspaces linked to its own folders) and its web app built
 * as `npm start` builds it. The tree is kept between runs and reused.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database, DatabaseOptions } from '../apps/server/src/db/client.ts';
import { repoRoot, stopProcess } from './lib.ts';

/** Where the tree of `commit` is unpacked. */
export const treeOf = (commit: string) => path.join(os.tmpdir(), `aso-at-${commit}`);

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const done = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (done.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${done.stderr}${done.stdout}`);
  }
}

/**
 * `to` gets a link to every package of `from` (`.bin` included, tool caches not), except
 * the workspaces in `own` (name → folder), which are linked to the tree's own folders.
 */
function linkPackages(from: string, to: string, own: Map<string, string>) {
  if (fs.existsSync(to)) return;
  fs.mkdirSync(to, { recursive: true });
  const ownScopes = new Set([...own.keys()].map((name) => name.split('/')[0]!));
  for (const entry of fs.readdirSync(from)) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    if (!ownScopes.has(entry)) {
      fs.symlinkSync(path.join(from, entry), path.join(to, entry));
      continue;
    }
    fs.mkdirSync(path.join(to, entry));
    for (const inner of fs.readdirSync(path.join(from, entry))) {
      if (own.has(`${entry}/${inner}`)) continue;
      fs.symlinkSync(path.join(from, entry, inner), path.join(to, entry, inner));
    }
  }
  for (const [name, folder] of own) fs.symlinkSync(folder, path.join(to, name));
}

/** Unpacks `commit`, links the packages and builds its web app (each step once). */
export function prepareAppAtCommit(commit: string): string {
  const root = treeOf(commit);
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    fs.mkdirSync(root, { recursive: true });
    run('bash', ['-c', `git -C '${repoRoot}' archive '${commit}' | tar -x -C '${root}'`]);
  }
  const workspaces = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    }
  ).workspaces;
  const own = new Map(
    workspaces.map((folder) => {
      const { name } = JSON.parse(
        fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'),
      ) as { name: string };
      return [name, path.join(root, folder)];
    }),
  );
  linkPackages(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), own);
  for (const folder of workspaces) {
    const installed = path.join(repoRoot, folder, 'node_modules');
    if (fs.existsSync(installed)) {
      linkPackages(installed, path.join(root, folder, 'node_modules'), new Map());
    }
  }
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    run('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  return root;
}

/**
 * The app of `root` as `npm run serve` starts it there, on a new temporary data dir;
 * `seed` writes to that dir first, as startAppOnTempDataDir's does.
 */
export async function startAppAt(
  root: string,
  env: Record<string, string>,
  seed?: (dataDir: string) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-bench-at-'));
  await seed?.(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      child.stdout!.off('data', watch);
      child.stdout!.resume();
      resolve(match[1]!);
    };
    child.stdout!.on('data', watch);
    child.on('exit', (code) => reject(new Error(`app at ${root} exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens a database with the tree's own client: its schema brought up to that commit's. */
export async function openDatabaseAt(root: string, options: DatabaseOptions): Promise<Database> {
  const client = (await import(path.join(root, 'apps/server/src/db/client.ts'))) as {
    openDatabase: (options: DatabaseOptions) => Promise<Database>;
  };
  return client.openDatabase(options);
}
