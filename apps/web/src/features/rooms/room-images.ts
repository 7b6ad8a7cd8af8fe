import type { RoomType } from '@aso/core/rooms';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** Spec: with no images of its own, a room shows three default slides. */
export const DEFAULT_ROOM_SLIDES: GalleryImage[] = [
  { src: '/images/site/hero-1.webp', alt: 'The Aso Residences building lit up at dusk' },
  { src: '/images/site/hero-2.webp', alt: 'Living room of an Aso Residences apartment' },
  { src: '/images/site/hero-3.webp', alt: 'Waterside terrace at Aso Residences' },
];

/**
 * The gallery of a room type: its own images, else the three default slides. (The
 * public API already answers with the room type, so the spec's "room, then room type"
 * chain is one step here.)
 */
export function roomGalleryImages(room: Pick<RoomType, 'title' | 'images'>): GalleryImage[] {
  const own = room.images.filter((path) => path.trim() !== '');
  if (own.length === 0) return DEFAULT_ROOM_SLIDES;
  return own.map((src, index) => ({ src, alt: `${room.title} photo ${index + 1}` }));
}

/** The card picture: the first image, or none (the placeholder is shown). */
export function roomCoverImage(room: Pick<RoomType, 'images'>): string | null {
  return room.images.find((path) => path.trim() !== '') ?? null;
}
