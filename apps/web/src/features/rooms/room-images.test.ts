import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOM_SLIDES, roomGalleryImages } from './room-images.ts';

describe('roomGalleryImages', () => {
  it('uses the room type images, named "<title> photo N"', () => {
    expect(
      roomGalleryImages({ title: 'Classic Studio', images: ['/images/a.webp', '/images/b.webp'] }),
    ).toEqual([
      { src: '/images/a.webp', alt: 'Classic Studio photo 1' },
      { src: '/images/b.webp', alt: 'Classic Studio photo 2' },
    ]);
  });

  it('falls back to three default slides when there are none', () => {
    expect(roomGalleryImages({ title: 'Classic Studio', images: [] })).toEqual(DEFAULT_ROOM_SLIDES);
    expect(roomGalleryImages({ title: 'Classic Studio', images: [' '] })).toHaveLength(3);
  });
});
