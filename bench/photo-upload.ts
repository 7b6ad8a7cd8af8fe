/**
 * A photo upload of a 4000×3000 JPEG (a camera's picture, ~8 MB) through the real app as
 * `npm start` runs it (request logging on), on PGlite and on PostgreSQL: how long the
 * upload takes (target ≤ 2 s: check, re-encode to three WebP widths, store), and what it
 * does to everyone else: the p99 of `GET /api/rooms` from four steady clients without any
 * upload (the yardstick, same run) and while uploads run back to back.
 */
import sharp from 'sharp';
import { createAdmin, percentile, token } from './admin-lists.ts';
import { machineDescription, onBothDatabases, startAppOnTempDataDir } from './lib.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 6);
const CLIENTS = 4;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 8000);

/** A 4000×3000 JPEG with a camera's detail (noise compresses as badly as a photo). */
function cameraPicture(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/** `CLIENTS` clients reading the room list one request after another until `done()`. */
async function steadyReaders(baseUrl: string, done: () => boolean) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!done()) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/rooms`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET /api/rooms: ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return summary(times);
}

async function upload(baseUrl: string, auth: string, picture: Buffer): Promise<number> {
  const form = new FormData();
  form.append('first_name', 'Bench');
  form.append('last_name', 'Admin');
  form.append('email', 'bench-admin@aso.test');
  form.append(
    'profile_photo',
    new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }),
    'camera.jpg',
  );
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/user/update`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}` },
    body: form,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`upload: ${response.status}`);
  return performance.now() - started;
}

async function runAgainst(env: Record<string, string>, picture: Buffer) {
  createAdmin(env);
  const server = await startAppOnTempDataDir({ HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  try {
    const baseUrl = server.url.replace('localhost', '127.0.0.1');
    const auth = await token(baseUrl);
    await upload(baseUrl, auth, picture); // warm-up: libvips, plans, JIT
    let stop = performance.now() + WINDOW_MS;
    const yardstick = await steadyReaders(baseUrl, () => performance.now() > stop);

    const uploads: number[] = [];
    let uploading = true;
    const readers = steadyReaders(baseUrl, () => !uploading);
    for (let i = 0; i < UPLOADS; i++) uploads.push(await upload(baseUrl, auth, picture));
    uploading = false;
    const during = await readers;
    stop = 0;
    return {
      upload: { ...summary(uploads), max: round(Math.max(...uploads)) },
      roomsWithoutUploads: yardstick,
      roomsDuringUploads: during,
    };
  } finally {
    await server.stop();
  }
}

export async function benchPhotoUpload() {
  const picture = await cameraPicture();
  const results = await onBothDatabases('photo', (env) => runAgainst(env, picture));
  const pass = Object.values(results).every((result) => result.upload.max <= 2000);
  return {
    machine: machineDescription(),
    picture: `4000×3000 JPEG, ${(picture.length / 1e6).toFixed(1)} MB`,
    ...results,
    pass,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchPhotoUpload(), null, 2));
}

/** The photo upload's table for RESULTS.md. */
export function photoUploadTable(result: Awaited<ReturnType<typeof benchPhotoUpload>>): string {
  const row = (name: string, run: (typeof result)['pglite']) =>
    `| ${name} | ${run.upload.p50} ms | ${run.upload.max} ms | ${run.roomsWithoutUploads.p99} ms | ${run.roomsDuringUploads.p99} ms | ${run.roomsDuringUploads.p95} ms |`;
  return `${result.picture}, uploaded one after another while four clients read \`GET /api/rooms\`.

| database | upload p50 | upload max | rooms p99 without uploads (yardstick) | rooms p99 during uploads | rooms p95 during uploads |
|---|---|---|---|---|---|
${row('embedded PGlite', result.pglite)}
${row('PostgreSQL 15 (local)', result.postgres)}

Every upload within 2 s: ${result.pass ? '**pass**' : '**FAIL**'}.
`;
}
