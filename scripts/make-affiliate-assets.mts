/**
 * Renders the affiliate programme's three creative files (spec §2, creative assets page)
 * from the brand's own artwork: the mark of apps/web/public/favicon.svg, the name set in
 * the site's display face (Playfair Display SemiBold) and, behind the banner and the
 * square, the night view of the building from the home page's hero.
 *
 *   npx tsx scripts/make-affiliate-assets.mts
 *
 * Output: apps/web/public/affiliate/{aso-residences-logo.png, aso-residences-banner.jpg,
 * aso-residences-social-square.png}. Each carries the brand only: no code, price or person.
 */
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/web/public/affiliate');
const FAVICON = path.join(ROOT, 'apps/web/public/favicon.svg');
const NIGHT_VIEW = path.join(ROOT, 'apps/server/assets/images/site/hero-1.webp');
const DISPLAY_FONT_WOFF = path.join(
  ROOT,
  'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff',
);

/** The site's palette (apps/web/src/styles.css). */
const C = {
  emerald: '#1f4d3a',
  forest: '#163a2c',
  brass: '#c08a3e',
  brassDark: '#8a5a1c',
  brassLight: '#e0b878',
  cream: '#faf6ef',
  mist: '#d9d2c3',
} as const;

const BANNER = { width: 1600, height: 600 } as const;
const NAME = 'Aso Residences';
const TAGLINE = 'Serviced apartments in Abuja';
const DISPLAY_FAMILY = 'Playfair Display SemiBold';
const SANS_FAMILY = 'DejaVu Sans, Noto Sans, Arial, sans-serif';

/**
 * librsvg finds fonts through fontconfig, which reads TrueType but not this build's WOFF:
 * unwrap the WOFF 1.0 container (zlib-compressed sfnt tables) back into a plain font file.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directory = Buffer.alloc(12 + numTables * 16);
  directory.writeUInt32BE(woff.readUInt32BE(4), 0);
  directory.writeUInt16BE(numTables, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    directory.writeUInt32BE(table.tag, record);
    directory.writeUInt32BE(table.checksum, record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([directory, ...bodies]);
}

/** A private fontconfig set-up: the system's fonts plus the display face. */
async function useDisplayFont(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aso-fonts-'));
  await writeFile(
    path.join(dir, 'playfair-display-600.ttf'),
    woffToSfnt(await readFile(DISPLAY_FONT_WOFF)),
  );
  const conf = path.join(dir, 'fonts.conf');
  await writeFile(
    conf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${dir}/cache</cachedir>
</fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = conf;
  return dir;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The favicon's drawing, placed as a square of `size` px with its top-left at x, y. */
function markAt(faviconInner: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 64 64">${faviconInner}</svg>`;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle';
  family?: string;
  weight?: number;
  spacing?: number;
}

function text(content: string, options: TextOptions): string {
  const { x, y, size, fill, anchor = 'start', family = DISPLAY_FAMILY, weight = 400 } = options;
  const spacing = options.spacing ? ` letter-spacing="${options.spacing}"` : '';
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing}>${escapeXml(content)}</text>`;
}

const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Logo: mark, name and tagline on a transparent ground, for light backgrounds. */
function logoSvg(mark: string): string {
  const [width, height] = [1200, 400];
  return svgDocument(
    width,
    height,
    [
      markAt(mark, 62, 80, 240),
      text(NAME, { x: 354, y: 212, size: 112, fill: C.emerald }),
      `<rect x="358" y="250" width="72" height="4" fill="${C.brass}"/>`,
      text(TAGLINE.toUpperCase(), {
        x: 356,
        y: 308,
        size: 30,
        fill: C.brassDark,
        family: SANS_FAMILY,
        weight: 700,
        spacing: 5,
      }),
    ].join(''),
  );
}

/** Banner: the name over the night sky, the lit building kept clear on the right. */
function bannerOverlaySvg(mark: string): string {
  const [width, height] = [BANNER.width, BANNER.height];
  return svgDocument(
    width,
    height,
    [
      `<defs>
        <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="${C.forest}" stop-opacity="0.95"/>
          <stop offset="0.36" stop-color="${C.forest}" stop-opacity="0.86"/>
          <stop offset="0.62" stop-color="${C.forest}" stop-opacity="0.15"/>
          <stop offset="1" stop-color="${C.forest}" stop-opacity="0"/>
        </linearGradient>
      </defs>`,
      `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
      markAt(mark, 120, 136, 100),
      text(NAME, { x: 114, y: 352, size: 88, fill: C.cream }),
      `<rect x="122" y="390" width="72" height="4" fill="${C.brass}"/>`,
      text(TAGLINE.toUpperCase(), {
        x: 120,
        y: 448,
        size: 25,
        fill: C.brassLight,
        family: SANS_FAMILY,
        weight: 700,
        spacing: 4.5,
      }),
    ].join(''),
  );
}

/** Social square: the building above, the name centred on a shaded foot. */
function squareOverlaySvg(mark: string): string {
  const size = 1080;
  const middle = size / 2;
  return svgDocument(
    size,
    size,
    [
      `<defs>
        <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="${C.forest}" stop-opacity="0"/>
          <stop offset="0.42" stop-color="${C.forest}" stop-opacity="0.08"/>
          <stop offset="0.62" stop-color="${C.forest}" stop-opacity="0.9"/>
          <stop offset="1" stop-color="${C.forest}" stop-opacity="0.98"/>
        </linearGradient>
      </defs>`,
      `<rect width="${size}" height="${size}" fill="url(#shade)"/>`,
      markAt(mark, middle - 56, 672, 112),
      text(NAME, { x: middle, y: 880, size: 96, fill: C.cream, anchor: 'middle' }),
      `<rect x="${middle - 36}" y="914" width="72" height="4" fill="${C.brass}"/>`,
      text(TAGLINE.toUpperCase(), {
        x: middle,
        y: 972,
        size: 28,
        fill: C.brassLight,
        anchor: 'middle',
        family: SANS_FAMILY,
        weight: 700,
        spacing: 5,
      }),
    ].join(''),
  );
}

async function main() {
  const fontDir = await useDisplayFont();
  // Imported only now: fontconfig reads FONTCONFIG_FILE once, when libvips first loads.
  const { default: sharp } = await import('sharp');
  try {
    const favicon = await readFile(FAVICON, 'utf8');
    const mark = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1];
    if (!mark) throw new Error(`No drawing found in ${FAVICON}`);
    await mkdir(OUT_DIR, { recursive: true });

    const logo = path.join(OUT_DIR, 'aso-residences-logo.png');
    await sharp(Buffer.from(logoSvg(mark)))
      .png({ compressionLevel: 9, palette: true, quality: 100, colours: 256 })
      .toFile(logo);

    const banner = path.join(OUT_DIR, 'aso-residences-banner.jpg');
    // Full width of the view, cut to the building's height: roof in, path out.
    await sharp(NIGHT_VIEW)
      .resize({ width: BANNER.width })
      .extract({ left: 0, top: 70, width: BANNER.width, height: BANNER.height })
      .composite([{ input: Buffer.from(bannerOverlaySvg(mark)) }])
      .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' })
      .toFile(banner);

    const square = path.join(OUT_DIR, 'aso-residences-social-square.png');
    // The building stands right of centre in the 16:9 view: keep it in the square.
    const view = await sharp(NIGHT_VIEW).metadata();
    const scaledWidth = Math.round((view.width * 1080) / view.height);
    const left = Math.min(scaledWidth - 1080, Math.max(0, Math.round(scaledWidth * 0.69 - 540)));
    await sharp(NIGHT_VIEW)
      .resize({ height: 1080 })
      .extract({ left, top: 0, width: 1080, height: 1080 })
      .composite([{ input: Buffer.from(squareOverlaySvg(mark)) }])
      .png({ compressionLevel: 9, palette: true, quality: 90, colours: 256, dither: 0.6 })
      .toFile(square);

    for (const file of [logo, banner, square]) {
      const { width, height, format } = await sharp(file).metadata();
      const kb = Math.round((await stat(file)).size / 1024);
      console.log(`${path.relative(ROOT, file)}  ${format} ${width}×${height}  ${kb} KB`);
    }
  } finally {
    await rm(fontDir, { recursive: true, force: true });
  }
}

await main();
