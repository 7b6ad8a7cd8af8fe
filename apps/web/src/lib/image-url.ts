/** Shown wherever a room has no image, or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/images/site/placeholder.svg';

/**
 * The API and its uploads share this origin, so the "backend host" of spec §3 is empty
 * here; a split deployment would put the API's origin in this one place.
 */
const API_HOST = '';

/**
 * Spec §3: paths starting with /images/ are used as is, absolute URLs too; any other
 * path is prefixed with the API host; no path at all gives the placeholder.
 */
export function imageUrl(path: string | null | undefined): string {
  const trimmed = path?.trim();
  if (!trimmed) return PLACEHOLDER_IMAGE;
  if (trimmed.startsWith('/images/')) return trimmed;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${API_HOST}/${trimmed.replace(/^\/+/, '')}`;
}
