import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const SIGNATURES: { ext: string; matches: (bytes: Buffer) => boolean }[] = [
  { ext: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type by its first bytes (the declared content type is not trusted). */
export function detectImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.ext ?? null;
}

/** Stores an upload under `${DATA_DIR}/images/uploads/` and returns its `/images/…` path. */
export async function storeUploadedImage(dataDir: string, bytes: Buffer, ext: string) {
  const dir = path.join(dataDir, 'images', 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await fs.writeFile(path.join(dir, name), bytes);
  return `/images/uploads/${name}`;
}
