import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, MAX_IMAGE_BYTES } from '@aso/core/images';
import { users } from '../../db/schema.ts';
import { jpegWithExif, png, storedImageCount } from '../../test/images.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { importDiskUploads } from './disk-import.ts';
import { NOT_A_PICTURE, PICTURE_TOO_LARGE, prepareImages, saveImages } from './image-store.ts';

const ctx = useTestApp();

async function store(bytes: Buffer) {
  const prepared = await prepareImages([bytes], 'images');
  return ctx.database.db.transaction((tx) => saveImages(tx, prepared)).then(([path]) => path!);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('prepareImages and saveImages', () => {
  it('keeps a JPEG as WebP in every width, turned upright, without its EXIF', async () => {
    const upload = await jpegWithExif(2400, 1800); // orientation 6: upright it is 1800 × 2400
    const stored = await store(upload);
    expect(stored).toMatch(/^\/images\/store\/[\w-]{16}-960\.webp$/);
    const widths = [];
    for (const candidate of imageSrcSet(stored)!.split(', ')) {
      const [url, descriptor] = candidate.split(' ');
      const response = await get(url!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(response.rawPayload.includes('Secret Owner')).toBe(false);
      expect(metadata.width! / metadata.height!).toBeCloseTo(1800 / 2400, 2);
      expect(`${metadata.width}w`).toBe(descriptor);
      widths.push(metadata.width);
    }
    expect(widths).toEqual([...IMAGE_WIDTHS]);
  });

  it('never enlarges a small picture', async () => {
    const stored = await store(await png(300, 200));
    const large = await get(stored.replace('-960.webp', '-1600.webp'));
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some text, not a picture at all')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    [
      'a JPEG header with garbage after it',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 422 and stores nothing', async (_case, bytes) => {
    const good = await png();
    await expect(prepareImages([good, bytes], 'images')).rejects.toMatchObject({
      statusCode: 422,
      errors: { images: [NOT_A_PICTURE] },
    });
    expect(await storedImageCount(ctx.database.db)).toBe(0);
  });

  it('refuses a file over 10 MB with 422 before decoding it', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expect(prepareImages([big], 'images')).rejects.toMatchObject({
      statusCode: 422,
      errors: { images: [PICTURE_TOO_LARGE] },
    });
  });
});

describe('GET /images/store/{key}-{width}.webp', () => {
  it('is cached for good and answers 304 to its ETag', async () => {
    const stored = await store(await png());
    const first = await get(stored);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(stored, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    '/images/store/AAAAAAAAAAAAAAAAAAAAAAAA-960.webp',
    '/images/store/nope',
    '/images/store/..%2f..%2fpackage.json',
  ])('answers %s with 404 in the error envelope', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found.' });
  });

  it('answers 404 for a width that is not kept', async () => {
    const stored = await store(await png());
    const response = await get(stored.replace('-960.webp', '-777.webp'));
    expect(response.statusCode).toBe(404);
  });
});

describe('importDiskUploads', () => {
  it('moves profile photos from the data dir into the store, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-import-'));
    fs.mkdirSync(path.join(dataDir, 'images', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'images', 'uploads', 'a.png'), await png());
    const db = ctx.database.db;
    const kept = await createUser(db, { email: 'kept@example.com' });
    const lost = await createUser(db, { email: 'lost@example.com' });
    await db
      .update(users)
      .set({ profilePhoto: '/images/uploads/a.png' })
      .where(eq(users.id, kept.id));
    await db
      .update(users)
      .set({ profilePhoto: '/images/uploads/gone.png' })
      .where(eq(users.id, lost.id));
    const log: string[] = [];

    expect(await importDiskUploads(db, dataDir, (message) => log.push(message))).toBe(1);
    const [keptNow] = await db.select().from(users).where(eq(users.id, kept.id));
    expect(keptNow!.profilePhoto).toMatch(/^\/images\/store\//);
    expect((await get(keptNow!.profilePhoto!)).statusCode).toBe(200);
    const [lostNow] = await db.select().from(users).where(eq(users.id, lost.id));
    expect(lostNow!.profilePhoto).toBeNull();
    expect(log).toEqual([expect.stringContaining('/images/uploads/gone.png')]);

    expect(await importDiskUploads(db, dataDir, () => {})).toBe(0);
    expect(await storedImageCount(db)).toBe(1);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
