import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CREATIVE_ASSETS } from './affiliate-assets.ts';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
/** The file behind a site URL: public/ is served at the root. */
const publicFile = (url: string) => path.join(PUBLIC_DIR, ...url.split('/'));

const MAGIC = {
  PNG: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  JPG: [0xff, 0xd8, 0xff],
} as const;
const SHARP_FORMAT = { PNG: 'png', JPG: 'jpeg' } as const;

describe('the creative files in public/affiliate', () => {
  it('are the three of spec §2: a logo, a banner and a social square', () => {
    expect(CREATIVE_ASSETS.map((asset) => asset.type)).toEqual(['logo', 'banner', 'social']);
  });

  it.each(CREATIVE_ASSETS.map((asset) => [asset.url, asset] as const))(
    '%s has the format and size the page announces',
    async (_url, asset) => {
      const file = publicFile(asset.url);
      const bytes = await readFile(file);
      const magic = MAGIC[asset.format];
      expect([...bytes.subarray(0, magic.length)]).toEqual([...magic]);

      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(SHARP_FORMAT[asset.format]);
      expect([metadata.width, metadata.height]).toEqual([asset.width, asset.height]);
      expect((await stat(file)).size).toBeLessThan(250 * 1024);
    },
  );

  it('gives the square its exact 1:1 shape and the logo a transparent ground', async () => {
    const social = CREATIVE_ASSETS.find((asset) => asset.type === 'social')!;
    expect(social.width).toBe(social.height);
    const logo = CREATIVE_ASSETS.find((asset) => asset.type === 'logo')!;
    const { hasAlpha } = await sharp(publicFile(logo.url)).metadata();
    expect(hasAlpha).toBe(true);
    const corner = await sharp(publicFile(logo.url))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(corner[3]).toBe(0);
  });
});
