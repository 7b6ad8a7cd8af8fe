import { describe, expect, it } from 'vitest';
import { imageUrl, PLACEHOLDER_IMAGE } from './image-url.ts';

describe('imageUrl', () => {
  it('keeps /images/ paths and absolute URLs as they are', () => {
    expect(imageUrl('/images/rooms/a-1.webp')).toBe('/images/rooms/a-1.webp');
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('prefixes any other path with the API host', () => {
    expect(imageUrl('storage/rooms/a.jpg')).toBe('/storage/rooms/a.jpg');
    expect(imageUrl('/storage/rooms/a.jpg')).toBe('/storage/rooms/a.jpg');
  });

  it('uses the placeholder when there is no path', () => {
    expect(imageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('  ')).toBe(PLACEHOLDER_IMAGE);
  });
});
