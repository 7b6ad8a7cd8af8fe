/**
 * Uploaded photos, kept in the database (stored_images + stored_image_variants) so that
 * every app instance serves the same files and a database backup holds them.
 * Two steps so that nothing is stored when any image of a request is refused:
 * `prepareImages` checks every upload by its content and renders its WebP widths
 * (outside any transaction; throws 422 on a refused file), then `saveImages` writes them
 * in the caller's transaction and answers their public paths.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, storedImagePath } from '@aso/core/images';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { insertStoredImage } from './image-store.repository.ts';

export interface PreparedImage {
  key: string;
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer; etag: string }[];
}

export const NOT_A_PICTURE = 'Each image must be a JPEG, PNG or WebP picture.';
export const PICTURE_TOO_LARGE = `Each image may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
/** Larger than any camera's picture; refuses decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;

const SIGNATURES: { type: 'jpeg' | 'png' | 'webp'; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { type: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The picture type by its first bytes (the declared content type and name are not trusted). */
function detectPictureType(bytes: Buffer) {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

// libvips works on its own threads, off the event loop. One picture at a time per process,
// on one libvips thread, leaves the other core to the requests meanwhile.
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

const refused = (field: string, message: string) =>
  new AppError(422, message, { [field]: [message] });

const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * Renders every width of one upload as WebP, EXIF orientation applied and all metadata
 * (EXIF, GPS, XMP) dropped; never enlarged. Each width decodes the upload afresh, which
 * lets JPEG decoding shrink on load for the small ones.
 */
async function render(bytes: Buffer, field: string): Promise<PreparedImage> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const metadata = await open().metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    const variants = [];
    for (const width of IMAGE_WIDTHS) {
      const webp = await open()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width, bytes: webp, etag: etagOf(webp) });
    }
    return {
      key: randomBytes(12).toString('base64url'),
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
      variants,
    };
  } catch {
    throw refused(field, NOT_A_PICTURE);
  }
}

/** Each upload checked by content (JPEG, PNG, WebP) and re-encoded; 422 on `field` if one is refused. */
export async function prepareImages(files: Buffer[], field: string): Promise<PreparedImage[]> {
  for (const bytes of files) {
    if (bytes.length > MAX_IMAGE_BYTES) throw refused(field, PICTURE_TOO_LARGE);
    if (!detectPictureType(bytes)) throw refused(field, NOT_A_PICTURE);
  }
  const prepared: PreparedImage[] = [];
  for (const bytes of files) prepared.push(await oneAtATime(() => render(bytes, field)));
  return prepared;
}

/** Stores prepared images in `tx`; answers each one's `/images/store/{key}-960.webp` path. */
export async function saveImages(tx: Tx, images: PreparedImage[]): Promise<string[]> {
  for (const image of images) await insertStoredImage(tx, image);
  return images.map((image) => storedImagePath(image.key));
}
