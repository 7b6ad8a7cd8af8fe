import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { startSession } from '../auth/auth.service.ts';
import { jpegWithExif } from '../../test/images.ts';
import { createUser } from '../../test/users.ts';

const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** `npm start`'s server as its own process on `url`; resolves with its address once it listens. */
function startServer(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, base: match[1]! });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

// Needs a PostgreSQL server: the PostgreSQL pass of `npm test` (and CI) runs it.
describe.skipIf(!serverUrl)('two app processes on one PostgreSQL', () => {
  const name = `aso_two_${randomBytes(4).toString('hex')}`;
  const servers: ChildProcess[] = [];
  let url = '';

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(servers.map((child) => new Promise((done) => child.once('exit', done))));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('serve the same uploaded photo', { timeout: 60_000 }, async () => {
    const first = await startServer(url);
    servers.push(first.child);
    const second = await startServer(url);
    servers.push(second.child);

    const database = await openDatabase({ url });
    const user = await createUser(database.db, { email: 'photo@example.com' });
    const { token } = await startSession(database.db, user);
    await database.close();

    const form = new FormData();
    for (const [field, value] of Object.entries({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'photo@example.com',
    })) {
      form.append(field, value);
    }
    form.append(
      'profile_photo',
      new Blob([await jpegWithExif()], { type: 'image/jpeg' }),
      'me.jpg',
    );
    const upload = await fetch(`${first.base}/api/user/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const photo = ((await upload.json()) as { user: { profile_photo: string } }).user.profile_photo;

    const fromFirst = await fetch(`${first.base}${photo}`);
    const fromSecond = await fetch(`${second.base}${photo}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    expect(fromSecond.headers.get('etag')).toBe(fromFirst.headers.get('etag'));
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(
      Buffer.from(await fromFirst.arrayBuffer()),
    );
  });
});
