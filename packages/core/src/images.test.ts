import { describe, expect, it } from 'vitest';
import { imagePathInWidth, imageSrcSet, parseStoredImagePath, storedImagePath } from './images.ts';

const KEY = 'Ab3_-xYz09Ab3_-x';

describe('uploaded photo addresses', () => {
  it('names one address per width and parses it back', () => {
    expect(storedImagePath(KEY)).toBe(`/images/store/${KEY}-960.webp`);
    expect(parseStoredImagePath(storedImagePath(KEY, 480))).toEqual({ key: KEY, width: 480 });
  });

  it('offers every width in srcset for an uploaded photo only', () => {
    expect(imageSrcSet(storedImagePath(KEY))).toBe(
      `/images/store/${KEY}-480.webp 480w, /images/store/${KEY}-960.webp 960w, /images/store/${KEY}-1600.webp 1600w`,
    );
    expect(imageSrcSet('/images/rooms/deluxe-studio-1.webp')).toBeUndefined();
    expect(imageSrcSet(`https://evil.example/images/store/${KEY}-960.webp`)).toBeUndefined();
  });

  it('refuses paths that only look like uploads', () => {
    for (const path of [
      `/images/store/${KEY}-960.jpg`,
      `/images/store/../${KEY}-960.webp`,
      `/images/store/short-960.webp`,
      `/images/store/${KEY}-96.webp`,
    ]) {
      expect(parseStoredImagePath(path)).toBeNull();
    }
  });

  it('moves an uploaded photo to another width and leaves other paths alone', () => {
    expect(imagePathInWidth(storedImagePath(KEY), 480)).toBe(storedImagePath(KEY, 480));
    expect(imagePathInWidth('/images/site/hero-1.webp', 480)).toBe('/images/site/hero-1.webp');
  });
});
