/**
 * Uploaded photos (DESIGN: stored in the database) and their public addresses. Each upload
 * is kept as WebP in a few widths at `/images/store/{key}-{width}.webp`; a page names the
 * middle one in `src` and all of them in `srcset`, so a phone downloads the small one.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 960;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const STORED_IMAGE = /^\/images\/store\/([A-Za-z0-9_-]{8,64})-(\d{3,4})\.webp$/;

/** The address of an uploaded photo in one width. */
export function storedImagePath(key: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH): string {
  return `/images/store/${key}-${width}.webp`;
}

/** The key and width of an uploaded photo's address, or null for any other path. */
export function parseStoredImagePath(path: string): { key: string; width: number } | null {
  const match = STORED_IMAGE.exec(path);
  return match ? { key: match[1]!, width: Number(match[2]) } : null;
}

/** `srcset` for an uploaded photo (every width); undefined for other images. */
export function imageSrcSet(path: string): string | undefined {
  const stored = parseStoredImagePath(path);
  if (!stored) return undefined;
  return IMAGE_WIDTHS.map((width) => `${storedImagePath(stored.key, width)} ${width}w`).join(', ');
}

/** An uploaded photo's address in another width (e.g. 480 for an avatar); other paths as they are. */
export function imagePathInWidth(path: string, width: ImageWidth): string {
  const stored = parseStoredImagePath(path);
  return stored ? storedImagePath(stored.key, width) : path;
}
