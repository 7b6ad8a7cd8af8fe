import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { storedImages } from '../db/schema.ts';

/** A real camera-like JPEG with EXIF (a copyright, a GPS-ish comment, orientation 6). */
export function jpegWithExif(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a5c3e' } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'home at 9.0765,7.3986' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small real PNG. */
export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#1d4ed8ff' } })
    .png()
    .toBuffer();
}

export async function storedImageCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storedImages);
  return row!.n;
}

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body for `app.inject`: text fields (repeatable) then files. */
export function multipartBody(fields: Record<string, string | string[]>, files: UploadFile[] = []) {
  const boundary = '----aso-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
