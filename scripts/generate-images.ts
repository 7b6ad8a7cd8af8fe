/**
 * Generates the demo imagery of Aso Residences: illustrated SVG scenes (rooms,
 * hero banners, services, story/about) rendered to WebP with sharp, plus a small
 * SVG placeholder.
 *
 *   node --import tsx scripts/generate-images.ts
 *
 * Everything is drawn from code; nothing is downloaded. The output is
 * deterministic: randomness comes from a seeded PRNG only.
 *
 * Interiors use a tiny one-point-perspective model (`Room`): x runs along the
 * back wall in cm, y is the height above the floor in cm and z the distance in
 * cm from the back wall towards the camera. Furniture is built from boxes whose
 * visible faces are projected to screen polygons.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/server/assets/images');

/* ------------------------------------------------------------------ */
/* Palette                                                            */
/* ------------------------------------------------------------------ */

const C = {
  emerald: '#1f4d3a',
  forest: '#163a2c',
  brass: '#c08a3e',
  cream: '#faf6ef',
  sand: '#efe6d6',
  terracotta: '#b5543a',
  ink: '#1c2321',
  oak: '#c99a66',
  walnut: '#7a5336',
  linen: '#f4efe6',
  sage: '#9fb29a',
  leaf: '#3f7a4f',
  leafDark: '#2a5a3a',
  leafLight: '#6aa06a',
  mustard: '#d4a23c',
  navy: '#27364a',
  steel: '#b9c0c4',
  warmLight: '#ffcf8a',
} as const;

/* ------------------------------------------------------------------ */
/* Small utilities                                                    */
/* ------------------------------------------------------------------ */

type Pt = readonly [number, number];

/** Deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function at<T>(list: readonly T[], index: number): T {
  const value = list[((index % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (ch) => ch + ch) : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const clamp = (v: number): number => Math.max(0, Math.min(255, Math.round(v)));
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes two hex colours; t=0 gives a, t=1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(lerp(r1, r2, t), lerp(g1, g2, t), lerp(b1, b2, t));
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
/** Darkens towards a warm near-black so shadows never look grey. */
const darken = (c: string, t: number): string => mix(c, '#1a1410', t);

/* ------------------------------------------------------------------ */
/* SVG building blocks                                                */
/* ------------------------------------------------------------------ */

type Attrs = Record<string, string | number | undefined>;

function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const a = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fmt(v) : v}"`)
    .join('');
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Attrs = {},
): string => el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });

const pts = (list: readonly Pt[]): string => list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

const poly = (list: readonly Pt[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: pts(list), fill, ...extra });

const pathEl = (d: string, fill: string, extra: Attrs = {}): string =>
  el('path', { d, fill, ...extra });

const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

const line = (a: Pt, b: Pt, stroke: string, width: number, extra: Attrs = {}): string =>
  el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke, 'stroke-width': width, ...extra });

const group = (children: string | readonly string[], extra: Attrs = {}): string =>
  el('g', extra, typeof children === 'string' ? children : children.join(''));

/** Smooth open/closed path through points (Catmull-Rom converted to cubic Béziers). */
function smooth(points: readonly Pt[], closed = false): string {
  const n = points.length;
  if (n < 2) return '';
  const p = (i: number): Pt => {
    if (closed) return at(points, i);
    return at(points, Math.max(0, Math.min(n - 1, i)));
  };
  let d = `M${fmt(p(0)[0])},${fmt(p(0)[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1[0])},${fmt(c1[1])} ${fmt(c2[0])},${fmt(c2[1])} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

interface GradientBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** An SVG document under construction: collects defs (gradients, clips, filters) and body. */
class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  private readonly blurs = new Map<number, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, color, opacity]) =>
        el('stop', { offset: o, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('');
  }

  /** Linear gradient; coordinates are fractions of the shape box unless `user` is set. */
  linear(
    stops: readonly Stop[],
    box: GradientBox = { x1: 0, y1: 0, x2: 0, y2: 1 },
    user = false,
  ): string {
    const id = this.uid('lg');
    this.defs.push(
      el(
        'linearGradient',
        { id, ...box, gradientUnits: user ? 'userSpaceOnUse' : undefined },
        this.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** Vertical gradient in user space between two y values. */
  vertical(stops: readonly Stop[], y1: number, y2: number): string {
    return this.linear(stops, { x1: 0, y1, x2: 0, y2 }, true);
  }

  /** Horizontal gradient in user space between two x values. */
  horizontal(stops: readonly Stop[], x1: number, x2: number): string {
    return this.linear(stops, { x1, y1: 0, x2, y2: 0 }, true);
  }

  /** Radial gradient in user space. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, extra: Attrs = {}): string {
    const id = this.uid('rg');
    this.defs.push(
      el(
        'radialGradient',
        { id, cx, cy, r, gradientUnits: 'userSpaceOnUse', ...extra },
        this.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** Registers a clip path made of the given shapes; returns the `url(#…)` reference. */
  clip(shapes: string): string {
    const id = this.uid('cp');
    this.defs.push(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }

  /** Gaussian blur filter (cached per radius). */
  blur(std: number): string {
    const cached = this.blurs.get(std);
    if (cached) return cached;
    const id = this.uid('bl');
    this.defs.push(
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: std }),
      ),
    );
    const ref = `url(#${id})`;
    this.blurs.set(std, ref);
    return ref;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** A soft radial glow (lamp light, sun halo…). */
  glow(cx: number, cy: number, r: number, color: string, opacity: number): void {
    const fill = this.radial(
      [
        [0, color, opacity],
        [0.35, color, opacity * 0.45],
        [1, color, 0],
      ],
      cx,
      cy,
      r,
    );
    this.add(circle(cx, cy, r, fill));
  }

  /** Darkened corners plus an optional warm/cool wash, applied last. */
  finish(opts: { vignette?: number; tint?: string; tintOpacity?: number } = {}): void {
    const { width: w, height: h } = this;
    if (opts.tint) this.add(rect(0, 0, w, h, opts.tint, { opacity: opts.tintOpacity ?? 0.08 }));
    const v = opts.vignette ?? 0.28;
    if (v > 0) {
      const fill = this.radial(
        [
          [0.55, '#120d0a', 0],
          [1, '#120d0a', v],
        ],
        w / 2,
        h / 2,
        Math.hypot(w, h) / 2,
      );
      this.add(rect(0, 0, w, h, fill));
    }
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/* ------------------------------------------------------------------ */
/* One-point perspective room                                         */
/* ------------------------------------------------------------------ */

interface RoomSpec {
  /** Vanishing point (the camera's eye) in screen pixels. */
  vp: Pt;
  /** Screen y of the line where the back wall meets the floor. */
  floorY: number;
  /** Screen x of the back wall's left edge. */
  left: number;
  /** Back-wall scale in px per cm. */
  k: number;
  /** Camera distance to the back wall, px. Smaller means stronger perspective. */
  depth: number;
  /** Room width along the back wall, cm. */
  widthCm: number;
  /** Ceiling height, cm. */
  heightCm: number;
}

/** Axis-aligned box in room coordinates (cm). y0 is the bottom, y1 the top. */
interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

interface BoxStyle {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
  /** Corner radius of the front face, cm. */
  rx?: number;
  opacity?: number;
  stroke?: string;
}

interface ScreenRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

class Room {
  readonly W: number;
  readonly H: number;

  constructor(
    readonly c: Canvas,
    readonly s: RoomSpec,
  ) {
    this.W = s.widthCm;
    this.H = s.heightCm;
  }

  /** Perspective scale at depth z (cm). */
  scale(z: number): number {
    return this.s.depth / (this.s.depth - z * this.s.k);
  }

  /** Projects a room point to the screen. */
  p(x: number, y: number, z: number): Pt {
    const { vp, left, k, floorY } = this.s;
    const sc = this.scale(z);
    return [vp[0] + (left + x * k - vp[0]) * sc, vp[1] + (floorY - y * k - vp[1]) * sc];
  }

  /** Eye height in cm. */
  get eye(): number {
    return (this.s.floorY - this.s.vp[1]) / this.s.k;
  }

  /** A depth far behind the camera plane's edges, used to extend floors and walls off-screen. */
  get far(): number {
    return (0.93 * this.s.depth) / this.s.k;
  }

  /** Screen rectangle of a face parallel to the back wall at depth z. */
  face(x0: number, x1: number, y0: number, y1: number, z: number): ScreenRect {
    const [ax, ay] = this.p(x0, y1, z);
    const [bx, by] = this.p(x1, y0, z);
    return { x: ax, y: ay, w: bx - ax, h: by - ay };
  }

  /** Horizontal quad (e.g. on the floor or a table top) at height y. */
  flat(x0: number, x1: number, z0: number, z1: number, y = 0): Pt[] {
    return [this.p(x0, y, z0), this.p(x1, y, z0), this.p(x1, y, z1), this.p(x0, y, z1)];
  }

  /** Vertical quad on the plane x = const (side faces, side walls). */
  sideQuad(x: number, y0: number, y1: number, z0: number, z1: number): Pt[] {
    return [this.p(x, y0, z0), this.p(x, y1, z0), this.p(x, y1, z1), this.p(x, y0, z1)];
  }

  /** Which vertical side of a box is visible, if any. */
  visibleSide(x0: number, x1: number): number | null {
    const { vp, left, k } = this.s;
    if (left + x0 * k > vp[0] + 0.5) return x0;
    if (left + x1 * k < vp[0] - 0.5) return x1;
    return null;
  }

  /** Draws a box: the visible side/top/bottom faces, then the front face. */
  box(b: Box, st: BoxStyle): string {
    const { vp, k, floorY } = this.s;
    const parts: string[] = [];
    const common: Attrs = st.stroke
      ? { stroke: st.stroke, 'stroke-width': 1, 'stroke-linejoin': 'round' }
      : {};
    const sideX = this.visibleSide(b.x0, b.x1);
    if (sideX !== null) {
      parts.push(
        poly(
          this.sideQuad(sideX, b.y0, b.y1, b.z0, b.z1),
          st.side ?? darken(st.front, 0.16),
          common,
        ),
      );
    }
    if (floorY - b.y1 * k > vp[1] + 0.5) {
      parts.push(
        poly(this.flat(b.x0, b.x1, b.z0, b.z1, b.y1), st.top ?? lighten(st.front, 0.14), common),
      );
    } else if (floorY - b.y0 * k < vp[1] - 0.5) {
      parts.push(
        poly(this.flat(b.x0, b.x1, b.z0, b.z1, b.y0), st.bottom ?? darken(st.front, 0.22), common),
      );
    }
    const f = this.face(b.x0, b.x1, b.y0, b.y1, b.z1);
    const rx = st.rx ? Math.min(st.rx * k * this.scale(b.z1), f.w / 2, f.h / 2) : undefined;
    parts.push(rect(f.x, f.y, f.w, f.h, st.front, { rx, ...common }));
    return group(parts, { opacity: st.opacity });
  }

  /** Adds several boxes ordered so that nearer faces overlap farther ones. */
  boxes(items: readonly { b: Box; st: BoxStyle }[]): void {
    const vpx = this.s.vp[0];
    const sorted = [...items].sort((a, b) => {
      if (a.b.z1 <= b.b.z0) return -1;
      if (b.b.z1 <= a.b.z0) return 1;
      const da = Math.min(
        Math.abs(this.p(a.b.x0, 0, 0)[0] - vpx),
        Math.abs(this.p(a.b.x1, 0, 0)[0] - vpx),
      );
      const db = Math.min(
        Math.abs(this.p(b.b.x0, 0, 0)[0] - vpx),
        Math.abs(this.p(b.b.x1, 0, 0)[0] - vpx),
      );
      return db - da;
    });
    for (const item of sorted) this.c.add(this.box(item.b, item.st));
  }

  /** Soft contact shadow on the floor under a footprint. */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.28, spread = 6): void {
    this.c.add(
      poly(this.flat(x0 - spread, x1 + spread, z0 - spread / 2, z1 + spread, 0.1), '#1a1008', {
        opacity,
        filter: this.c.blur(10),
      }),
    );
  }

  /** Ellipse for a horizontal circle of radius r (cm) centred at (x, y, z). */
  disc(
    x: number,
    y: number,
    z: number,
    r: number,
  ): { cx: number; cy: number; rx: number; ry: number } {
    const { k, depth, floorY, vp } = this.s;
    const sc = this.scale(z);
    const [cx, cy] = this.p(x, y, z);
    const a = Math.abs(floorY - y * k - vp[1]);
    return { cx, cy, rx: r * k * sc, ry: Math.max(1, (r * k * a * sc * sc) / depth) };
  }
}

/* ------------------------------------------------------------------ */
/* Room shell: walls, floor, ceiling                                  */
/* ------------------------------------------------------------------ */

type FloorKind = 'wood' | 'tile' | 'stone' | 'carpet' | 'deck' | 'rubber';

interface ShellStyle {
  wall: string;
  /** Side walls default to a shade of the back wall. */
  sideWall?: string;
  ceiling?: string;
  floor: string;
  floorKind: FloorKind;
  /** Plank or tile size, cm. */
  module?: number;
  skirting?: string;
  seed?: number;
  /** Recessed ceiling spotlights (x positions, cm). */
  downlights?: readonly number[];
}

function shell(r: Room, st: ShellStyle): void {
  const { c } = r;
  const { floorY, vp } = r.s;
  const far = r.far;
  const W = r.W;
  const H = r.H;
  const rand = prng(st.seed ?? 7);

  // Floor.
  const floorPoly = [r.p(0, 0, 0), r.p(W, 0, 0), r.p(W, 0, far), r.p(0, 0, far)];
  const floorFill = c.vertical(
    [
      [0, darken(st.floor, 0.12)],
      [0.45, st.floor],
      [1, lighten(st.floor, 0.06)],
    ],
    floorY,
    c.height,
  );
  c.add(poly(floorPoly, floorFill));
  const floorClip = c.clip(poly(floorPoly, '#000'));
  const seams: string[] = [];
  const seamColor = darken(st.floor, 0.35);
  const zMax = (1 - (floorY - vp[1]) / (c.height - vp[1])) * (r.s.depth / r.s.k) + 40;
  if (st.floorKind === 'wood' || st.floorKind === 'deck') {
    const m = st.module ?? (st.floorKind === 'deck' ? 14 : 18);
    for (let x = 0; x <= W; x += m) {
      seams.push(line(r.p(x, 0, 0), r.p(x, 0, far), seamColor, st.floorKind === 'deck' ? 2 : 1.2));
      if (st.floorKind === 'wood') {
        let z = rand() * 120;
        while (z < zMax) {
          seams.push(line(r.p(x, 0, z), r.p(x + m, 0, z), seamColor, 1));
          z += 90 + rand() * 90;
        }
        // Subtle tone variation per plank.
        if (rand() < 0.45) {
          seams.push(
            poly(r.flat(x, x + m, 0, zMax), rand() < 0.5 ? '#ffffff' : '#3a2414', {
              opacity: 0.04 + rand() * 0.03,
            }),
          );
        }
      }
    }
  } else if (st.floorKind === 'tile' || st.floorKind === 'stone' || st.floorKind === 'rubber') {
    const m = st.module ?? (st.floorKind === 'stone' ? 80 : 40);
    const width = st.floorKind === 'rubber' ? 1.5 : 1.2;
    for (let x = 0; x <= W; x += m)
      seams.push(line(r.p(x, 0, 0), r.p(x, 0, far), seamColor, width));
    for (let z = m; z < zMax; z += m)
      seams.push(line(r.p(0, 0, z), r.p(W, 0, z), seamColor, width));
    if (st.floorKind === 'stone') {
      // A few soft veins for a marble feel.
      for (let i = 0; i < 7; i++) {
        const x = rand() * W;
        const z = rand() * zMax;
        const a = r.p(x, 0, z);
        const b = r.p(x + 40 + rand() * 60, 0, z + 20 + rand() * 40);
        seams.push(
          pathEl(
            `M${fmt(a[0])},${fmt(a[1])} Q${fmt((a[0] + b[0]) / 2)},${fmt(a[1] - 6)} ${fmt(b[0])},${fmt(b[1])}`,
            'none',
            {
              stroke: '#ffffff',
              'stroke-width': 1.5,
              opacity: 0.35,
            },
          ),
        );
      }
    }
  }
  c.add(group(seams, { 'clip-path': floorClip, opacity: st.floorKind === 'carpet' ? 0 : 0.5 }));
  // Sheen: floors reflect the back wall a little.
  c.add(
    poly(
      floorPoly,
      c.vertical(
        [
          [0, '#ffffff', 0.1],
          [1, '#ffffff', 0],
        ],
        floorY,
        floorY + (c.height - floorY) * 0.5,
      ),
    ),
  );

  // Ceiling.
  const ceiling = st.ceiling ?? lighten(st.wall, 0.5);
  c.add(
    poly(
      [r.p(0, H, 0), r.p(W, H, 0), r.p(W, H, far), r.p(0, H, far)],
      c.vertical(
        [
          [0, lighten(ceiling, 0.05)],
          [1, darken(ceiling, 0.08)],
        ],
        floorY - H * r.s.k,
        0,
      ),
    ),
  );
  for (const x of st.downlights ?? []) {
    for (const z of [60, 220]) {
      const d = r.disc(x, H, z, 6);
      c.add(ellipse(d.cx, d.cy, d.rx, d.ry, '#fff8e6'));
      c.add(
        ellipse(
          d.cx,
          d.cy,
          d.rx * 4,
          d.ry * 5,
          c.radial(
            [
              [0, '#fff3d6', 0.4],
              [1, '#fff3d6', 0],
            ],
            d.cx,
            d.cy,
            d.rx * 4,
          ),
        ),
      );
    }
  }

  // Side walls.
  const side = st.sideWall ?? darken(st.wall, 0.1);
  const leftWall = r.sideQuad(0, 0, H, 0, far);
  const rightWall = r.sideQuad(W, 0, H, 0, far);
  c.add(
    poly(
      leftWall,
      c.horizontal(
        [
          [0, darken(side, 0.08)],
          [1, side],
        ],
        r.p(0, 0, far)[0],
        r.p(0, 0, 0)[0],
      ),
    ),
    poly(
      rightWall,
      c.horizontal(
        [
          [0, side],
          [1, darken(side, 0.08)],
        ],
        r.p(W, 0, 0)[0],
        r.p(W, 0, far)[0],
      ),
    ),
  );

  // Back wall with a gentle light falloff towards the top.
  const back = r.face(0, W, 0, H, 0);
  c.add(
    rect(
      back.x,
      back.y,
      back.w,
      back.h,
      c.vertical(
        [
          [0, darken(st.wall, 0.06)],
          [0.6, st.wall],
          [1, lighten(st.wall, 0.04)],
        ],
        back.y,
        back.y + back.h,
      ),
    ),
  );

  // Skirting boards.
  const skirting = st.skirting ?? lighten(st.wall, 0.35);
  const sk = r.face(0, W, 0, 9, 0);
  c.add(rect(sk.x, sk.y, sk.w, sk.h, skirting));
  c.add(
    poly(r.sideQuad(0, 0, 9, 0, far), darken(skirting, 0.08)),
    poly(r.sideQuad(W, 0, 9, 0, far), darken(skirting, 0.08)),
  );

  // Corner shading lines.
  const corner = darken(st.wall, 0.25);
  c.add(
    line(r.p(0, 0, 0), r.p(0, H, 0), corner, 1.2, { opacity: 0.35 }),
    line(r.p(W, 0, 0), r.p(W, H, 0), corner, 1.2, { opacity: 0.35 }),
    line(r.p(0, H, 0), r.p(W, H, 0), corner, 1.2, { opacity: 0.25 }),
  );
}

/** Wall panelling (picture-frame mouldings) on the back wall between x0 and x1. */
function wainscot(
  r: Room,
  x0: number,
  x1: number,
  y1: number,
  color: string,
  panels: number,
): void {
  const gap = 10;
  const pw = (x1 - x0 - gap * (panels + 1)) / panels;
  const out: string[] = [];
  for (let i = 0; i < panels; i++) {
    const px = x0 + gap + i * (pw + gap);
    const f = r.face(px, px + pw, 18, y1, 0);
    out.push(
      rect(f.x, f.y, f.w, f.h, 'none', { stroke: lighten(color, 0.25), 'stroke-width': 2.5 }),
    );
    out.push(
      rect(f.x + 2, f.y + 2, f.w, f.h, 'none', {
        stroke: darken(color, 0.2),
        'stroke-width': 1.5,
        opacity: 0.5,
      }),
    );
  }
  const rail = r.face(x0, x1, y1 + 6, y1 + 9, 0);
  out.push(rect(rail.x, rail.y, rail.w, rail.h, lighten(color, 0.2)));
  r.c.add(group(out));
}

/** Vertical wooden slats on the back wall (a feature wall behind a bed or sofa). */
function slatWall(r: Room, x0: number, x1: number, y1: number, color: string): void {
  const back = r.face(x0, x1, 0, y1, 0);
  const out: string[] = [rect(back.x, back.y, back.w, back.h, darken(color, 0.35))];
  const slat = 6;
  for (let x = x0; x < x1 - slat / 2; x += slat * 1.6) {
    const f = r.face(x, Math.min(x + slat, x1), 0, y1, 0);
    out.push(rect(f.x, f.y, f.w, f.h, color));
    out.push(rect(f.x, f.y, f.w * 0.25, f.h, lighten(color, 0.12)));
  }
  r.c.add(group(out));
}

/** A flat coloured panel on the back wall, optionally with an arched top. */
function wallPanel(
  r: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  color: string,
  arch = false,
): void {
  const f = r.face(x0, x1, y0, y1, 0);
  if (!arch) {
    r.c.add(rect(f.x, f.y, f.w, f.h, color));
    return;
  }
  const rad = f.w / 2;
  const d = `M${fmt(f.x)},${fmt(f.y + f.h)} V${fmt(f.y + rad)} A${fmt(rad)},${fmt(rad)} 0 0 1 ${fmt(f.x + f.w)},${fmt(f.y + rad)} V${fmt(f.y + f.h)} Z`;
  r.c.add(pathEl(d, color));
}

/* ------------------------------------------------------------------ */
/* Outdoor views: skies, Aso Rock, hills, city, lake, trees           */
/* ------------------------------------------------------------------ */

type TimeOfDay = 'day' | 'golden' | 'sunset' | 'dusk';

interface SkyPalette {
  sky: readonly Stop[];
  sun: string;
  haze: string;
  farHill: string;
  nearHill: string;
  rock: string;
  rockLight: string;
  ground: string;
  trees: string;
  treesLight: string;
  water: readonly [string, string];
  city: string;
  windowsLit: number;
}

const SKIES: Record<TimeOfDay, SkyPalette> = {
  day: {
    sky: [
      [0, '#6fa8d6'],
      [0.65, '#a9cfe8'],
      [1, '#e3eef0'],
    ],
    sun: '#fff6d8',
    haze: '#ffffff',
    farHill: '#a4b8c0',
    nearHill: '#86a08f',
    rock: '#8e9a98',
    rockLight: '#b3bcb6',
    ground: '#88a867',
    trees: '#4f7d4a',
    treesLight: '#6f9b58',
    water: ['#6f9fc0', '#a9cadb'],
    city: '#b8c4c8',
    windowsLit: 0,
  },
  golden: {
    sky: [
      [0, '#7aa6cf'],
      [0.55, '#c9d6d8'],
      [0.85, '#f3d9ad'],
      [1, '#f7c98c'],
    ],
    sun: '#fff0c2',
    haze: '#ffe2b0',
    farHill: '#b4a8a4',
    nearHill: '#8d8f73',
    rock: '#8c7d6e',
    rockLight: '#c9a77f',
    ground: '#8d9a5a',
    trees: '#506c3c',
    treesLight: '#7b8d4a',
    water: ['#6f8fa8', '#f0cf9a'],
    city: '#c2b4a4',
    windowsLit: 0.1,
  },
  sunset: {
    sky: [
      [0, '#33426e'],
      [0.4, '#8a5f7e'],
      [0.72, '#e08a62'],
      [0.9, '#f6b46a'],
      [1, '#fbd79a'],
    ],
    sun: '#ffe4a8',
    haze: '#ffc98a',
    farHill: '#8a6178',
    nearHill: '#5a4560',
    rock: '#4d3a52',
    rockLight: '#8e5c62',
    ground: '#4a3c44',
    trees: '#33302f',
    treesLight: '#5c4a40',
    water: ['#6d5a7c', '#f0a878'],
    city: '#6e5268',
    windowsLit: 0.35,
  },
  dusk: {
    sky: [
      [0, '#141d3a'],
      [0.45, '#2f3a66'],
      [0.78, '#7a5a7c'],
      [0.93, '#d98b6a'],
      [1, '#efb07a'],
    ],
    sun: '#ffd39a',
    haze: '#f0a070',
    farHill: '#4a4268',
    nearHill: '#2e2b47',
    rock: '#2a2740',
    rockLight: '#4a3f5c',
    ground: '#1f2a2a',
    trees: '#16211f',
    treesLight: '#22302a',
    water: ['#2a3358', '#b77a6a'],
    city: '#343352',
    windowsLit: 0.7,
  },
};

interface ViewOpts {
  time: TimeOfDay;
  /** Screen y of the horizon (the eye level). */
  horizon: number;
  seed: number;
  aso?: boolean;
  /** Aso Rock position (0..1 across the view) and width (fraction of the view). */
  asoAt?: number;
  asoWidth?: number;
  city?: boolean;
  lake?: boolean;
  trees?: boolean;
  garden?: boolean;
  /** Sun position as a fraction across the view; omit to hide the sun. */
  sunAt?: number;
  sunHeight?: number;
  clouds?: number;
  /** Multiplies the size of trees and buildings (1 suits a window-sized view). */
  scale?: number;
}

function ridgePoints(
  x0: number,
  x1: number,
  base: number,
  amp: number,
  rand: () => number,
  steps: number,
): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y =
      base -
      amp *
        (0.45 + 0.55 * Math.sin(t * Math.PI * (1.3 + rand() * 0.4) + rand())) *
        (0.6 + rand() * 0.4);
    out.push([lerp(x0, x1, t), y]);
  }
  return out;
}

function closedRidge(points: readonly Pt[], bottom: number): string {
  const first = at(points, 0);
  const last = at(points, -1);
  return `${smooth(points)} L${fmt(last[0])},${fmt(bottom)} L${fmt(first[0])},${fmt(bottom)} Z`;
}

/** Aso Rock: a broad granite dome with a steep eastern face. */
function asoRock(
  cx: number,
  base: number,
  w: number,
  h: number,
  fill: string,
  light: string,
): string {
  const rel: Pt[] = [
    [-0.5, 0],
    [-0.38, -0.12],
    [-0.27, -0.32],
    [-0.18, -0.62],
    [-0.08, -0.86],
    [0.04, -1],
    [0.14, -0.95],
    [0.22, -0.99],
    [0.3, -0.84],
    [0.36, -0.55],
    [0.42, -0.3],
    [0.5, -0.06],
    [0.56, 0],
  ];
  const points: Pt[] = rel.map(([u, v]) => [cx + u * w, base + v * h]);
  const outline = `${smooth(points)} Z`;
  const lightFace: Pt[] = [
    [cx - 0.27 * w, base - 0.3 * h],
    [cx - 0.17 * w, base - 0.6 * h],
    [cx - 0.06 * w, base - 0.86 * h],
    [cx + 0.02 * w, base - 0.96 * h],
    [cx - 0.02 * w, base - 0.6 * h],
    [cx - 0.1 * w, base - 0.25 * h],
    [cx - 0.2 * w, base - 0.05 * h],
  ];
  return group([
    pathEl(outline, fill),
    pathEl(`${smooth(lightFace)} Z`, light, { opacity: 0.55 }),
    // A couple of vertical streaks of the granite face.
    pathEl(
      `M${fmt(cx + 0.12 * w)},${fmt(base - 0.9 * h)} q${fmt(0.03 * w)},${fmt(0.4 * h)} ${fmt(0.01 * w)},${fmt(0.85 * h)}`,
      'none',
      { stroke: darken(fill, 0.2), 'stroke-width': Math.max(1, w * 0.006), opacity: 0.5 },
    ),
  ]);
}

/** Cluster of round tree canopies along a line (used for tree lines and gardens). */
function treeLine(
  x0: number,
  x1: number,
  base: number,
  size: number,
  color: string,
  light: string,
  rand: () => number,
): string {
  const crowns: string[] = [];
  const highlights: string[] = [];
  let x = x0 - size;
  while (x < x1 + size) {
    const r = size * (0.6 + rand() * 0.6);
    const cy = base - r * (0.5 + rand() * 0.5);
    crowns.push(circle(x, cy, r, color));
    highlights.push(circle(x - r * 0.3, cy - r * 0.35, r * 0.5, light, { opacity: 0.5 }));
    x += r * (0.9 + rand() * 0.5);
  }
  // A solid band under the crowns so no gaps show between them.
  crowns.push(rect(x0 - size * 2, base - size * 0.75, x1 - x0 + size * 4, size * 0.95, color));
  return group([...crowns, ...highlights]);
}

/** A soft cloud made of overlapping ellipses. */
function cloud(
  x: number,
  y: number,
  w: number,
  color: string,
  opacity: number,
  streak = false,
): string {
  if (streak) {
    // Long, thin evening cloud bands.
    const h = Math.min(14, w * 0.02);
    return group(
      [
        ellipse(x, y, w * 0.5, h, color),
        ellipse(x + w * 0.12, y - h * 1.2, w * 0.32, h * 0.8, color),
        ellipse(x - w * 0.2, y + h * 1.1, w * 0.25, h * 0.7, color),
      ],
      { opacity },
    );
  }
  const h = w * 0.22;
  return group(
    [
      ellipse(x, y, w * 0.5, h * 0.42, color),
      ellipse(x - w * 0.2, y - h * 0.25, w * 0.2, h * 0.45, color),
      ellipse(x + w * 0.08, y - h * 0.42, w * 0.24, h * 0.62, color),
      ellipse(x + w * 0.3, y - h * 0.15, w * 0.16, h * 0.4, color),
    ],
    { opacity },
  );
}

/** Draws a landscape filling the given rectangle. The caller clips it. */
function view(c: Canvas, x: number, y: number, w: number, h: number, o: ViewOpts): string {
  const pal = SKIES[o.time];
  const rand = prng(o.seed);
  const k = o.scale ?? 1;
  const hz = o.horizon;
  const bottom = y + h;
  const out: string[] = [];
  const skyTop = Math.min(y, hz - 300);
  out.push(rect(x, y, w, h, c.vertical(pal.sky, skyTop, hz)));
  // Sun and halo.
  if (o.sunAt !== undefined) {
    const sx = x + w * o.sunAt;
    const sy = hz - (o.sunHeight ?? 40);
    const r = Math.max(14, Math.min(w, 900) * 0.045);
    const halo = c.radial(
      [
        [0, pal.haze, 0.6],
        [0.4, pal.haze, 0.2],
        [1, pal.haze, 0],
      ],
      sx,
      sy,
      r * 9,
    );
    out.push(circle(sx, sy, r * 9, halo));
    out.push(circle(sx, sy, r, pal.sun));
  }
  // Clouds.
  const nClouds = o.clouds ?? 3;
  const day = o.time === 'day';
  const tint = day
    ? '#ffffff'
    : o.time === 'golden'
      ? '#fff1dc'
      : o.time === 'sunset'
        ? '#f7b98f'
        : '#9a6f86';
  for (let i = 0; i < nClouds; i++) {
    const cw = w * (day ? 0.14 + rand() * 0.14 : 0.25 + rand() * 0.25);
    const cx = x + w * (0.08 + 0.84 * rand());
    const cy = lerp(Math.max(y + 20, hz - 340 * Math.min(1.6, k)), hz - 50, rand() * 0.75);
    out.push(cloud(cx, cy, cw, tint, day ? 0.8 : 0.4, !day));
  }
  // Horizon haze band.
  out.push(
    rect(
      x,
      hz - 60,
      w,
      60,
      c.vertical(
        [
          [0, pal.haze, 0],
          [1, pal.haze, 0.35],
        ],
        hz - 60,
        hz,
      ),
    ),
  );
  // Far ridges and Aso Rock.
  const span = Math.max(60, Math.min(h, 500));
  out.push(
    pathEl(
      closedRidge(ridgePoints(x - 20, x + w + 20, hz, span * 0.12, rand, 7), hz + 2),
      pal.farHill,
      { opacity: 0.9 },
    ),
  );
  if (o.aso) {
    const aw = w * (o.asoWidth ?? 0.45);
    const ah = Math.min(span * 0.42, aw * 0.34);
    out.push(asoRock(x + w * (o.asoAt ?? 0.6), hz + 2, aw, ah, pal.rock, pal.rockLight));
  }
  out.push(
    pathEl(
      closedRidge(ridgePoints(x - 20, x + w + 20, hz + 2, span * 0.06, rand, 9), hz + 4),
      pal.nearHill,
    ),
  );
  if (o.city) {
    const cityOut: string[] = [];
    let bx = x + w * 0.04;
    while (bx < x + w * 0.96) {
      const bw = (10 + rand() * 24) * k;
      const bh = (8 + rand() * 42) * k;
      cityOut.push(rect(bx, hz + 2 - bh, bw, bh, pal.city));
      cityOut.push(rect(bx, hz + 2 - bh, bw * 0.3, bh, lighten(pal.city, 0.08)));
      if (pal.windowsLit > 0) {
        for (let wy = hz - bh + 4 * k; wy < hz - 2 * k; wy += 5 * k) {
          for (let wx = bx + 2 * k; wx < bx + bw - 3 * k; wx += 5 * k) {
            if (rand() < pal.windowsLit * 0.5) cityOut.push(rect(wx, wy, 2 * k, 2 * k, '#ffd58a'));
          }
        }
      }
      bx += bw + (4 + rand() * 30) * k;
    }
    out.push(group(cityOut));
  }
  if (o.lake) {
    const [deep, shine] = pal.water;
    out.push(
      rect(
        x,
        hz + 3,
        w,
        Math.max(0, bottom - hz),
        c.vertical(
          [
            [0, shine],
            [0.3, mix(deep, shine, 0.55)],
            [1, deep],
          ],
          hz,
          Math.max(bottom, hz + 260),
        ),
      ),
    );
    const waves: string[] = [];
    for (let i = 0; i < 30; i++) {
      const wy = lerp(hz + 8, bottom, Math.pow(rand(), 1.6));
      const ww = 10 + rand() * 60 * (1 + (wy - hz) / 120);
      waves.push(
        rect(x + rand() * w, wy, ww, 1.6, '#ffffff', { opacity: 0.16 + rand() * 0.15, rx: 0.8 }),
      );
    }
    if (o.sunAt !== undefined) {
      const sx = x + w * o.sunAt;
      for (let i = 0; i < 16; i++) {
        const wy = hz + 6 + i * i * 1.4 * k;
        const ww = (30 + i * 6 + rand() * 20) * Math.min(k, 1.5);
        waves.push(
          rect(sx - ww / 2 + (rand() - 0.5) * 16, wy, ww, 2.2, pal.sun, {
            opacity: 0.6 - i * 0.03,
            rx: 1,
          }),
        );
      }
    }
    out.push(group(waves));
    out.push(treeLine(x - 10, x + w + 10, hz + 4, 6 * k, pal.trees, pal.treesLight, rand));
  } else {
    out.push(
      rect(
        x,
        hz + 3,
        w,
        Math.max(0, bottom - hz),
        c.vertical(
          [
            [0, mix(pal.ground, pal.haze, 0.35)],
            [1, darken(pal.ground, 0.1)],
          ],
          hz,
          Math.max(bottom, hz + 200),
        ),
      ),
    );
    // Rows of tree canopies (and roofs) receding to the horizon give the land some depth.
    const depthRows = [0.06, 0.16, 0.3, 0.5, 0.75];
    for (const t of depthRows) {
      const ry = hz + 4 + t * 420 * k;
      if (ry > bottom + 40) break;
      const size = (3 + t * 36) * k;
      const hazeMix = 0.45 * (1 - t);
      if (o.city && t < 0.2) {
        const roofs: string[] = [];
        let rx = x - 10;
        while (rx < x + w) {
          const rw = (14 + rand() * 30) * k * (0.5 + t * 2);
          const rh = (6 + rand() * 14) * k * (0.5 + t * 2);
          const wallTone =
            pal.windowsLit > 0.3
              ? pal.city
              : at(['#c9a58a', '#b5b0a6', '#d8cbb8'], Math.floor(rand() * 3));
          roofs.push(rect(rx, ry - rh, rw, rh + size, mix(wallTone, pal.haze, hazeMix * 0.5)));
          if (pal.windowsLit <= 0.3)
            roofs.push(
              rect(
                rx - rw * 0.05,
                ry - rh - 2 * k,
                rw * 1.1,
                3 * k,
                mix('#9a5a44', pal.haze, hazeMix * 0.5),
              ),
            );
          if (pal.windowsLit > 0.3 && rand() < 0.7)
            roofs.push(
              rect(
                rx + rw * 0.2,
                ry - rh * 0.6,
                Math.max(1.5, rw * 0.08),
                Math.max(1.5, rh * 0.15),
                '#ffd58a',
              ),
            );
          rx += rw + (10 + rand() * 40) * k;
        }
        out.push(group(roofs));
      }
      out.push(
        treeLine(
          x - 10,
          x + w + 10,
          ry + size * 0.6,
          size,
          mix(pal.trees, pal.haze, hazeMix),
          mix(pal.treesLight, pal.haze, hazeMix),
          rand,
        ),
      );
    }
    if (pal.windowsLit > 0.3) {
      const lights: string[] = [];
      for (let i = 0; i < 70; i++) {
        const ly = hz + 4 + Math.pow(rand(), 1.5) * (bottom - hz);
        lights.push(
          circle(x + rand() * w, ly, (0.8 + rand() * 1.2) * k * (1 + (ly - hz) / 240), '#ffd58a', {
            opacity: 0.45 + rand() * 0.5,
          }),
        );
      }
      out.push(group(lights));
    }
  }
  if (o.trees)
    out.push(treeLine(x - 10, x + w + 10, hz + 26 * k, 22 * k, pal.trees, pal.treesLight, rand));
  if (o.garden)
    out.push(
      treeLine(
        x - 10,
        x + w + 10,
        hz + 60 * k,
        34 * k,
        darken(pal.trees, 0.05),
        pal.treesLight,
        rand,
      ),
    );
  return group(out);
}

/* ------------------------------------------------------------------ */
/* Windows, curtains, light                                           */
/* ------------------------------------------------------------------ */

interface WindowOpts {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  view: Omit<ViewOpts, 'horizon'>;
  frame?: string;
  /** Number of vertical glazing bars. */
  bars?: number;
  /** Horizontal transom at this height (cm), if any. */
  transom?: number;
  curtain?: string;
  sheer?: boolean;
  /** Strength of the light patch thrown on the floor (0 to disable). */
  light?: number;
  reveal?: string;
  blind?: string;
}

/** A window in the back wall, set into a reveal, with a view, frame, curtains and light. */
function backWindow(r: Room, o: WindowOpts): void {
  const { c } = r;
  const frame = o.frame ?? '#2b2b2b';
  const depth = -16;
  const hole = r.face(o.x0, o.x1, o.y0, o.y1, 0);
  const glass = r.face(o.x0, o.x1, o.y0, o.y1, depth);
  const clipRef = c.clip(rect(hole.x, hole.y, hole.w, hole.h, '#000'));
  const inner: string[] = [
    view(c, hole.x, hole.y, hole.w, hole.h, { ...o.view, horizon: r.s.vp[1] }),
  ];
  // Reveals: the wall thickness seen around the glass.
  const reveal = o.reveal ?? '#e8e0d2';
  const tl = r.p(o.x0, o.y1, 0);
  const tr = r.p(o.x1, o.y1, 0);
  const bl = r.p(o.x0, o.y0, 0);
  const br = r.p(o.x1, o.y0, 0);
  const gtl = r.p(o.x0, o.y1, depth);
  const gtr = r.p(o.x1, o.y1, depth);
  const gbl = r.p(o.x0, o.y0, depth);
  const gbr = r.p(o.x1, o.y0, depth);
  inner.push(
    poly([tl, tr, gtr, gtl], darken(reveal, 0.12)),
    poly([bl, br, gbr, gbl], lighten(reveal, 0.1)),
    poly([tl, bl, gbl, gtl], darken(reveal, 0.05)),
    poly([tr, br, gbr, gtr], darken(reveal, 0.08)),
  );
  // Frame and glazing bars on the glass plane.
  const fw = Math.max(3, 4 * r.s.k);
  inner.push(
    rect(glass.x, glass.y, glass.w, glass.h, 'none', { stroke: frame, 'stroke-width': fw }),
  );
  const bars = o.bars ?? 1;
  for (let i = 1; i <= bars; i++) {
    const bx = glass.x + (glass.w * i) / (bars + 1);
    inner.push(rect(bx - fw * 0.4, glass.y, fw * 0.8, glass.h, frame));
  }
  if (o.transom !== undefined) {
    const ty = r.p(0, o.transom, depth)[1];
    inner.push(rect(glass.x, ty - fw * 0.4, glass.w, fw * 0.8, frame));
  }
  // Glass reflection streaks.
  inner.push(
    poly(
      [
        [glass.x + glass.w * 0.1, glass.y + glass.h],
        [glass.x + glass.w * 0.32, glass.y],
        [glass.x + glass.w * 0.42, glass.y],
        [glass.x + glass.w * 0.2, glass.y + glass.h],
      ],
      '#ffffff',
      { opacity: 0.07 },
    ),
  );
  if (o.blind) {
    const b: string[] = [];
    const bh = glass.h * 0.28;
    b.push(rect(glass.x, glass.y, glass.w, bh, o.blind));
    for (let yy = glass.y + 5; yy < glass.y + bh; yy += 6)
      b.push(rect(glass.x, yy, glass.w, 1, darken(o.blind, 0.12)));
    b.push(rect(glass.x, glass.y + bh - 4, glass.w, 4, darken(o.blind, 0.25)));
    inner.push(group(b));
  }
  c.add(group(inner, { 'clip-path': clipRef }));
  // Sill.
  if (o.y0 > 20) {
    r.c.add(
      r.box(
        { x0: o.x0 - 4, x1: o.x1 + 4, y0: o.y0 - 4, y1: o.y0, z0: 0, z1: 6 },
        { front: lighten(reveal, 0.2) },
      ),
    );
  }
  if (o.sheer) {
    const sh = r.face(o.x0 + (o.x1 - o.x0) * 0.7, o.x1 + 10, 0, r.H - 12, 4);
    const stops: Stop[] = [];
    for (let i = 0; i <= 12; i++) stops.push([i / 12, '#ffffff', i % 2 ? 0.55 : 0.3]);
    c.add(rect(sh.x, sh.y, sh.w, sh.h, c.horizontal(stops, sh.x, sh.x + sh.w)));
  }
  if (o.light && o.light > 0) windowLight(r, o.x0, o.x1, o.y0, o.light);
  if (o.curtain) {
    curtain(r, o.x0 - 34, o.x0 + 8, o.curtain);
    curtain(r, o.x1 - 8, o.x1 + 34, o.curtain);
    const rod = r.face(o.x0 - 44, o.x1 + 44, r.H - 14, r.H - 11, 6);
    c.add(rect(rod.x, rod.y, rod.w, rod.h, C.brass, { rx: 2 }));
  }
}

/** Pleated curtain panel hanging from near the ceiling to the floor. */
function curtain(r: Room, x0: number, x1: number, color: string): void {
  const f = r.face(x0, x1, 0, r.H - 12, 6);
  const folds = 5;
  const stops: Stop[] = [];
  for (let i = 0; i <= folds * 2; i++) {
    stops.push([i / (folds * 2), i % 2 === 0 ? darken(color, 0.14) : lighten(color, 0.1)]);
  }
  const fill = r.c.horizontal(stops, f.x, f.x + f.w);
  const d = `M${fmt(f.x)},${fmt(f.y)} H${fmt(f.x + f.w)} L${fmt(f.x + f.w * 1.04)},${fmt(f.y + f.h)} H${fmt(f.x - f.w * 0.04)} Z`;
  r.c.add(pathEl(d, fill));
  r.c.add(
    rect(
      f.x,
      f.y,
      f.w,
      f.h,
      r.c.vertical(
        [
          [0, '#000000', 0.12],
          [0.2, '#000000', 0],
          [1, '#000000', 0.1],
        ],
        f.y,
        f.y + f.h,
      ),
    ),
  );
}

/** Sunlight patch on the floor in front of a window. */
function windowLight(r: Room, x0: number, x1: number, y0: number, strength: number): void {
  const len = 180;
  const shift = 40;
  const quad: Pt[] = [
    r.p(x0, 0, 2),
    r.p(x1, 0, 2),
    r.p(x1 + shift, 0, len),
    r.p(x0 + shift, 0, len),
  ];
  const top = r.p(0, 0, 2)[1];
  const bottom = r.p(0, 0, len)[1];
  r.c.add(
    poly(
      quad,
      r.c.vertical(
        [
          [0, '#fff6dc', strength * (y0 < 5 ? 1 : 0.6)],
          [1, '#fff6dc', 0],
        ],
        top,
        bottom,
      ),
      {
        filter: r.c.blur(6),
      },
    ),
  );
}

/** A window on the left or right side wall (seen in perspective). */
function sideWindow(
  r: Room,
  side: 'left' | 'right',
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  v: Omit<ViewOpts, 'horizon'>,
  frame = '#2b2b2b',
): void {
  const { c } = r;
  const x = side === 'left' ? 0 : r.W;
  const quad = r.sideQuad(x, y0, y1, z0, z1);
  const xs = quad.map((q) => q[0]);
  const ys = quad.map((q) => q[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const clipRef = c.clip(poly(quad, '#000'));
  const inner = [
    view(c, minX - 40, minY, Math.max(...xs) - minX + 80, Math.max(...ys) - minY, {
      ...v,
      horizon: r.s.vp[1],
    }),
  ];
  inner.push(poly(quad, 'none', { stroke: frame, 'stroke-width': 7 }));
  const mid = (z0 + z1) / 2;
  inner.push(line(r.p(x, y0, mid), r.p(x, y1, mid), frame, 5));
  c.add(group(inner, { 'clip-path': clipRef }));
}

/* ------------------------------------------------------------------ */
/* Lamps                                                              */
/* ------------------------------------------------------------------ */

/** Table lamp standing on a surface at height y. */
function tableLamp(
  r: Room,
  x: number,
  y: number,
  z: number,
  shade: string = C.cream,
  base: string = C.brass,
  lit = true,
): void {
  const { c } = r;
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, y, z);
  if (lit) c.glow(bx, by - 52 * sc, 170 * sc, C.warmLight, 0.55);
  const out: string[] = [];
  // Base: a ceramic gourd.
  out.push(ellipse(bx, by - 11 * sc, 9 * sc, 11 * sc, base));
  out.push(ellipse(bx - 3 * sc, by - 14 * sc, 3 * sc, 5 * sc, '#ffffff', { opacity: 0.25 }));
  out.push(rect(bx - 1.2 * sc, by - 32 * sc, 2.4 * sc, 12 * sc, darken(base, 0.2)));
  // Shade.
  const top = by - 58 * sc;
  const bot = by - 32 * sc;
  const shadeD = `M${fmt(bx - 12 * sc)},${fmt(top)} H${fmt(bx + 12 * sc)} L${fmt(bx + 18 * sc)},${fmt(bot)} H${fmt(bx - 18 * sc)} Z`;
  out.push(
    pathEl(
      shadeD,
      lit
        ? c.vertical(
            [
              [0, lighten(shade, 0.3)],
              [1, mix(shade, C.warmLight, 0.55)],
            ],
            top,
            bot,
          )
        : shade,
    ),
  );
  out.push(ellipse(bx, bot, 18 * sc, 2.5 * sc, lit ? '#fff2cf' : darken(shade, 0.1)));
  c.add(group(out));
}

/** Floor lamp with a drum shade. */
function floorLamp(
  r: Room,
  x: number,
  z: number,
  shade: string = C.cream,
  metal: string = C.brass,
  lit = true,
): void {
  const { c } = r;
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, 0, z);
  const top = by - 165 * sc;
  if (lit) c.glow(bx, top + 12 * sc, 260 * sc, C.warmLight, 0.5);
  c.add(ellipse(bx, by, 16 * sc, 3 * sc, darken(metal, 0.3)));
  c.add(rect(bx - 1.3 * sc, top + 20 * sc, 2.6 * sc, by - top - 20 * sc, metal));
  const d = `M${fmt(bx - 17 * sc)},${fmt(top)} H${fmt(bx + 17 * sc)} L${fmt(bx + 21 * sc)},${fmt(top + 28 * sc)} H${fmt(bx - 21 * sc)} Z`;
  c.add(
    pathEl(
      d,
      lit
        ? c.vertical(
            [
              [0, lighten(shade, 0.3)],
              [1, mix(shade, C.warmLight, 0.5)],
            ],
            top,
            top + 28 * sc,
          )
        : shade,
    ),
  );
  if (lit) c.add(ellipse(bx, top + 28 * sc, 21 * sc, 3 * sc, '#fff4d6'));
}

/** Pendant light hanging from the ceiling. */
function pendant(
  r: Room,
  x: number,
  z: number,
  drop: number,
  color: string = C.brass,
  style: 'dome' | 'globe' | 'cone' = 'dome',
  lit = true,
): void {
  const { c } = r;
  const sc = r.scale(z) * r.s.k;
  const [cx, cTop] = r.p(x, r.H, z);
  const [, y] = r.p(x, r.H - drop, z);
  c.add(line([cx, Math.min(cTop, 0) - 5], [cx, y], darken(color, 0.5), Math.max(1, 0.8 * sc)));
  if (lit) c.glow(cx, y + 10 * sc, 140 * sc, C.warmLight, 0.45);
  if (style === 'globe') {
    c.add(
      circle(
        cx,
        y + 12 * sc,
        13 * sc,
        c.radial(
          [
            [0, '#fffbe9'],
            [0.7, '#ffe7b3'],
            [1, '#f3c77d'],
          ],
          cx,
          y + 10 * sc,
          14 * sc,
        ),
      ),
    );
    return;
  }
  const w = style === 'dome' ? 22 : 14;
  const h = style === 'dome' ? 16 : 24;
  const d =
    style === 'dome'
      ? `M${fmt(cx - w * sc)},${fmt(y + h * sc)} Q${fmt(cx - w * sc)},${fmt(y)} ${fmt(cx)},${fmt(y)} Q${fmt(cx + w * sc)},${fmt(y)} ${fmt(cx + w * sc)},${fmt(y + h * sc)} Z`
      : `M${fmt(cx - 3 * sc)},${fmt(y)} H${fmt(cx + 3 * sc)} L${fmt(cx + w * sc)},${fmt(y + h * sc)} H${fmt(cx - w * sc)} Z`;
  c.add(
    pathEl(
      d,
      c.vertical(
        [
          [0, lighten(color, 0.15)],
          [1, darken(color, 0.15)],
        ],
        y,
        y + h * sc,
      ),
    ),
  );
  if (lit) c.add(ellipse(cx, y + h * sc, w * sc * 0.92, 3 * sc, '#fff3cf'));
}

/** Wall sconce on the back wall. */
function sconce(r: Room, x: number, y: number, color: string = C.brass): void {
  const { c } = r;
  const [cx, cy] = r.p(x, y, 0);
  const sc = r.s.k;
  c.add(
    ellipse(
      cx,
      cy - 18 * sc,
      22 * sc,
      40 * sc,
      c.radial(
        [
          [0, C.warmLight, 0.5],
          [1, C.warmLight, 0],
        ],
        cx,
        cy - 18 * sc,
        40 * sc,
      ),
    ),
  );
  c.add(
    ellipse(
      cx,
      cy + 18 * sc,
      16 * sc,
      26 * sc,
      c.radial(
        [
          [0, C.warmLight, 0.35],
          [1, C.warmLight, 0],
        ],
        cx,
        cy + 18 * sc,
        26 * sc,
      ),
    ),
  );
  c.add(rect(cx - 3 * sc, cy - 5 * sc, 6 * sc, 12 * sc, color, { rx: 1.5 * sc }));
  c.add(
    pathEl(
      `M${fmt(cx - 7 * sc)},${fmt(cy - 12 * sc)} H${fmt(cx + 7 * sc)} L${fmt(cx + 5 * sc)},${fmt(cy - 2 * sc)} H${fmt(cx - 5 * sc)} Z`,
      '#fff2d0',
    ),
  );
}

/* ------------------------------------------------------------------ */
/* Plants, art, rugs and small decor                                  */
/* ------------------------------------------------------------------ */

function leaf(
  base: Pt,
  angle: number,
  len: number,
  width: number,
  fill: string,
  rib?: string,
): string {
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const tx = (u: number, v: number): Pt => [base[0] + u * ca - v * sa, base[1] + u * sa + v * ca];
  const tip = tx(len, 0);
  const l1 = tx(len * 0.35, width);
  const l2 = tx(len * 0.8, width * 0.7);
  const r1 = tx(len * 0.35, -width);
  const r2 = tx(len * 0.8, -width * 0.7);
  const d = `M${fmt(base[0])},${fmt(base[1])} C${fmt(l1[0])},${fmt(l1[1])} ${fmt(l2[0])},${fmt(l2[1])} ${fmt(tip[0])},${fmt(tip[1])} C${fmt(r2[0])},${fmt(r2[1])} ${fmt(r1[0])},${fmt(r1[1])} ${fmt(base[0])},${fmt(base[1])} Z`;
  const parts = [pathEl(d, fill)];
  if (rib) {
    const m = tx(len * 0.85, 0);
    parts.push(line(base, m, rib, Math.max(0.6, width * 0.08), { opacity: 0.6 }));
  }
  return parts.join('');
}

type PlantKind = 'bush' | 'fiddle' | 'snake' | 'palm' | 'trailing';

interface PlantOpts {
  kind: PlantKind;
  /** Plant height in cm (excluding the pot). */
  size: number;
  pot?: string;
  potH?: number;
  seed?: number;
  /** Surface height the pot stands on, cm. */
  y?: number;
}

/** A potted plant standing at (x, y, z). */
function plant(r: Room, x: number, z: number, o: PlantOpts): void {
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, o.y ?? 0, z);
  r.c.add(plantAt(r.c, bx, by, sc, o));
}

/** Draws a potted plant in screen space: (bx, by) is the bottom centre of the pot, sc px per cm. */
function plantAt(c: Canvas, bx: number, by: number, sc: number, o: PlantOpts): string {
  const rand = prng(o.seed ?? 3);
  const potH = (o.potH ?? o.size * 0.28) * sc;
  const potW = potH * 0.95;
  const pot = o.pot ?? C.terracotta;
  const out: string[] = [];
  out.push(
    ellipse(bx, by, potW * 0.75, potW * 0.12, '#000000', { opacity: 0.18, filter: c.blur(3) }),
  );
  const top = by - potH;
  const hs = o.size * sc;
  const greens = [C.leaf, C.leafDark, C.leafLight, '#4d8a57'];
  const foliage: string[] = [];
  if (o.kind === 'bush' || o.kind === 'trailing') {
    const n = o.kind === 'bush' ? 16 : 12;
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (rand() - 0.5) * (o.kind === 'bush' ? 2.6 : 3.6);
      const len = hs * (0.45 + rand() * 0.5);
      const base: Pt = [bx + (rand() - 0.5) * potW * 0.4, top + 2];
      const stemEnd: Pt = [base[0] + Math.cos(a) * len * 0.45, base[1] + Math.sin(a) * len * 0.45];
      foliage.push(line(base, stemEnd, C.leafDark, Math.max(1, sc * 0.6)));
      foliage.push(
        leaf(
          stemEnd,
          a + (rand() - 0.5) * 0.6,
          len * 0.6,
          len * 0.22,
          at(greens, i),
          lighten(at(greens, i), 0.3),
        ),
      );
    }
    if (o.kind === 'trailing') {
      for (let i = 0; i < 3; i++) {
        const sx = bx + (i - 1) * potW * 0.4;
        for (let j = 0; j < 6; j++) {
          foliage.push(
            leaf(
              [sx + (rand() - 0.5) * 6, top + j * hs * 0.09],
              Math.PI / 2 + (rand() - 0.5) * 2,
              hs * 0.09,
              hs * 0.04,
              at(greens, j),
            ),
          );
        }
      }
    }
  } else if (o.kind === 'fiddle') {
    const trunkTop: Pt = [bx + hs * 0.04, top - hs * 0.95];
    foliage.push(line([bx, top], trunkTop, '#6b4a30', Math.max(1.5, sc * 1.6)));
    for (let i = 0; i < 15; i++) {
      const t = 0.25 + (i / 15) * 0.75;
      const p: Pt = [lerp(bx, trunkTop[0], t), lerp(top, trunkTop[1], t)];
      const side = i % 2 === 0 ? -1 : 1;
      const a = -Math.PI / 2 + side * (0.5 + rand() * 0.7);
      foliage.push(
        leaf(
          p,
          a,
          hs * (0.2 + rand() * 0.08),
          hs * 0.09,
          at(greens, i),
          lighten(at(greens, i), 0.3),
        ),
      );
    }
  } else if (o.kind === 'snake') {
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.09 + (rand() - 0.5) * 0.1;
      const len = hs * (0.55 + rand() * 0.45);
      const base: Pt = [bx + (i - 4) * potW * 0.07, top + 3];
      foliage.push(leaf(base, a, len, potW * 0.09, i % 2 ? '#2f6a45' : '#3d7d50', '#c8d98a'));
    }
  } else {
    // Palm (areca): arching fronds with leaflets.
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + (i - 3) * 0.32 + (rand() - 0.5) * 0.15;
      const len = hs * (0.7 + rand() * 0.3);
      const base: Pt = [bx, top];
      const bend = (i - 3) * 0.12;
      const tip: Pt = [
        base[0] + Math.cos(a + bend) * len,
        base[1] + Math.sin(a) * len * 0.95 + len * 0.15,
      ];
      const ctrl: Pt = [base[0] + Math.cos(a) * len * 0.6, base[1] + Math.sin(a) * len * 0.75];
      foliage.push(
        pathEl(
          `M${fmt(base[0])},${fmt(base[1])} Q${fmt(ctrl[0])},${fmt(ctrl[1])} ${fmt(tip[0])},${fmt(tip[1])}`,
          'none',
          { stroke: C.leafDark, 'stroke-width': Math.max(1, sc * 0.5) },
        ),
      );
      for (let j = 2; j < 12; j++) {
        const t = j / 12;
        const px = (1 - t) * (1 - t) * base[0] + 2 * (1 - t) * t * ctrl[0] + t * t * tip[0];
        const py = (1 - t) * (1 - t) * base[1] + 2 * (1 - t) * t * ctrl[1] + t * t * tip[1];
        const dir = Math.atan2(tip[1] - ctrl[1], tip[0] - ctrl[0]);
        const ll = hs * 0.16 * (1 - t * 0.5);
        foliage.push(leaf([px, py], dir + 1.1, ll, ll * 0.16, at(greens, i + j)));
        foliage.push(leaf([px, py], dir - 1.1, ll, ll * 0.16, at(greens, i + j + 1)));
      }
    }
  }
  out.push(group(foliage));
  // Pot drawn last so stems tuck into it.
  const potD = `M${fmt(bx - potW / 2)},${fmt(top)} H${fmt(bx + potW / 2)} L${fmt(bx + potW * 0.38)},${fmt(by)} H${fmt(bx - potW * 0.38)} Z`;
  out.push(
    pathEl(
      potD,
      c.horizontal(
        [
          [0, lighten(pot, 0.12)],
          [0.6, pot],
          [1, darken(pot, 0.2)],
        ],
        bx - potW / 2,
        bx + potW / 2,
      ),
    ),
  );
  out.push(
    rect(bx - potW * 0.53, top - potH * 0.04, potW * 1.06, potH * 0.12, lighten(pot, 0.08), {
      rx: 1,
    }),
  );
  return group(out);
}

type ArtStyle = 'arches' | 'sun' | 'blocks' | 'leaf' | 'lines' | 'rings';

/** Framed abstract artwork on the back wall. */
function art(
  r: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  style: ArtStyle,
  palette: readonly string[],
  frame: string = C.ink,
  seed = 1,
): void {
  const f = r.face(x0, x1, y0, y1, 1.5);
  r.c.add(artAt(r.c, f, style, palette, frame, seed));
}

function artAt(
  c: Canvas,
  f: ScreenRect,
  style: ArtStyle,
  palette: readonly string[],
  frame: string,
  seed: number,
): string {
  const rand = prng(seed);
  const out: string[] = [];
  const fw = Math.max(2, f.w * 0.03);
  out.push(rect(f.x + 3, f.y + 5, f.w, f.h, '#000000', { opacity: 0.18, filter: c.blur(4) }));
  out.push(rect(f.x, f.y, f.w, f.h, frame));
  const m = fw + Math.min(f.w, f.h) * 0.08;
  const inner: ScreenRect = { x: f.x + m, y: f.y + m, w: f.w - 2 * m, h: f.h - 2 * m };
  out.push(rect(f.x + fw, f.y + fw, f.w - 2 * fw, f.h - 2 * fw, '#fbf8f2'));
  const bg = at(palette, 0);
  const clipRef = c.clip(rect(inner.x, inner.y, inner.w, inner.h, '#000'));
  const a: string[] = [rect(inner.x, inner.y, inner.w, inner.h, bg)];
  const { x, y, w, h } = inner;
  if (style === 'arches') {
    for (let i = 0; i < 3; i++) {
      const aw = w * (0.55 - i * 0.12);
      const ax = x + w * (0.2 + i * 0.22) - aw / 2 + w * 0.1;
      const ah = h * (0.75 - i * 0.15);
      const ay = y + h - ah;
      a.push(
        pathEl(
          `M${fmt(ax)},${fmt(y + h)} V${fmt(ay + aw / 2)} A${fmt(aw / 2)},${fmt(aw / 2)} 0 0 1 ${fmt(ax + aw)},${fmt(ay + aw / 2)} V${fmt(y + h)} Z`,
          at(palette, i + 1),
        ),
      );
    }
  } else if (style === 'sun') {
    a.push(circle(x + w * 0.62, y + h * 0.38, Math.min(w, h) * 0.2, at(palette, 1)));
    a.push(
      pathEl(
        closedRidge(ridgePoints(x, x + w, y + h * 0.72, h * 0.18, rand, 4), y + h),
        at(palette, 2),
      ),
    );
    a.push(
      pathEl(
        closedRidge(ridgePoints(x, x + w, y + h * 0.86, h * 0.12, rand, 5), y + h),
        at(palette, 3),
      ),
    );
  } else if (style === 'blocks') {
    a.push(rect(x, y + h * 0.55, w * 0.6, h * 0.45, at(palette, 1)));
    a.push(rect(x + w * 0.45, y + h * 0.2, w * 0.55, h * 0.5, at(palette, 2), { opacity: 0.9 }));
    a.push(circle(x + w * 0.3, y + h * 0.3, Math.min(w, h) * 0.15, at(palette, 3)));
  } else if (style === 'leaf') {
    for (let i = 0; i < 5; i++) {
      a.push(
        leaf(
          [x + w * 0.5, y + h * 0.95],
          -Math.PI / 2 + (i - 2) * 0.38,
          h * (0.55 + rand() * 0.25),
          w * 0.09,
          at(palette, 1 + (i % 3)),
          bg,
        ),
      );
    }
  } else if (style === 'lines') {
    for (let i = 0; i < 7; i++) {
      const yy = y + h * (0.2 + i * 0.1);
      a.push(
        pathEl(
          `M${fmt(x)},${fmt(yy)} C${fmt(x + w * 0.3)},${fmt(yy - h * 0.15)} ${fmt(x + w * 0.6)},${fmt(yy + h * 0.15)} ${fmt(x + w)},${fmt(yy)}`,
          'none',
          {
            stroke: at(palette, 1 + (i % 3)),
            'stroke-width': Math.max(1.5, h * 0.025),
          },
        ),
      );
    }
  } else {
    for (let i = 0; i < 4; i++) {
      a.push(
        circle(
          x + w * (0.3 + i * 0.14),
          y + h * (0.5 + (i % 2 ? 0.08 : -0.08)),
          Math.min(w, h) * (0.28 - i * 0.04),
          'none',
          {
            stroke: at(palette, 1 + (i % 3)),
            'stroke-width': Math.max(2, w * 0.04),
          },
        ),
      );
    }
  }
  out.push(group(a, { 'clip-path': clipRef }));
  return group(out);
}

/** A rectangular rug on the floor, with a border and optional stripes. */
function rug(
  r: Room,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  color: string,
  border: string,
  pattern: 'plain' | 'stripes' | 'diamond' = 'plain',
): void {
  const { c } = r;
  c.add(poly(r.flat(x0, x1, z0, z1, 0.5), darken(color, 0.08)));
  c.add(poly(r.flat(x0 + 1, x1 - 1, z0 + 1, z1 - 1, 1), color));
  const b = 10;
  c.add(
    poly(r.flat(x0 + b, x1 - b, z0 + b, z1 - b, 1), 'none', {
      stroke: border,
      'stroke-width': 2.5,
    }),
  );
  if (pattern === 'stripes') {
    for (let z = z0 + 2 * b; z < z1 - 2 * b; z += 16)
      c.add(poly(r.flat(x0 + 2 * b, x1 - 2 * b, z, z + 4, 1), border, { opacity: 0.5 }));
  } else if (pattern === 'diamond') {
    const cx = (x0 + x1) / 2;
    const cz = (z0 + z1) / 2;
    const hw = (x1 - x0) / 2 - 2 * b;
    const hd = (z1 - z0) / 2 - 2 * b;
    c.add(
      poly(
        [r.p(cx, 1, cz - hd), r.p(cx + hw, 1, cz), r.p(cx, 1, cz + hd), r.p(cx - hw, 1, cz)],
        border,
        { opacity: 0.35 },
      ),
    );
    c.add(
      poly(
        [
          r.p(cx, 1, cz - hd * 0.5),
          r.p(cx + hw * 0.5, 1, cz),
          r.p(cx, 1, cz + hd * 0.5),
          r.p(cx - hw * 0.5, 1, cz),
        ],
        color,
      ),
    );
  }
}

/** A round rug. */
function roundRug(
  r: Room,
  x: number,
  z: number,
  radius: number,
  color: string,
  ring: string,
): void {
  const d = r.disc(x, 0.5, z, radius);
  r.c.add(ellipse(d.cx, d.cy, d.rx, d.ry, color));
  r.c.add(
    ellipse(d.cx, d.cy, d.rx * 0.82, d.ry * 0.82, 'none', { stroke: ring, 'stroke-width': 3 }),
  );
  r.c.add(ellipse(d.cx, d.cy, d.rx * 0.5, d.ry * 0.5, ring, { opacity: 0.35 }));
}

/** Round upholstered pouf. */
function pouf(r: Room, x: number, z: number, radius: number, h: number, color: string): void {
  const { c } = r;
  const bottom = r.disc(x, 0, z, radius);
  const top = r.disc(x, h, z, radius);
  c.add(
    ellipse(bottom.cx, bottom.cy, bottom.rx * 1.1, bottom.ry * 1.3, '#1a1008', {
      opacity: 0.25,
      filter: c.blur(6),
    }),
  );
  c.add(ellipse(bottom.cx, bottom.cy, bottom.rx, bottom.ry, darken(color, 0.1)));
  c.add(
    rect(
      top.cx - top.rx,
      top.cy,
      top.rx * 2,
      bottom.cy - top.cy,
      c.horizontal(
        [
          [0, darken(color, 0.1)],
          [0.4, color],
          [1, darken(color, 0.2)],
        ],
        top.cx - top.rx,
        top.cx + top.rx,
      ),
    ),
  );
  c.add(ellipse(top.cx, top.cy, top.rx, top.ry, lighten(color, 0.15)));
  c.add(circle(top.cx, top.cy, Math.max(1.5, top.ry * 0.15), darken(color, 0.2)));
}

/** A row of books standing on a surface at height y, from x (cm) onward. Returns the end x. */
function books(
  r: Room,
  x: number,
  y: number,
  z: number,
  n: number,
  seed: number,
  palette: readonly string[] = [C.terracotta, C.emerald, C.mustard, C.navy, C.sand, C.brass],
): number {
  const rand = prng(seed);
  let bx = x;
  for (let i = 0; i < n; i++) {
    const w = 2.5 + rand() * 2;
    const h = 18 + rand() * 8;
    const col = at(palette, Math.floor(rand() * palette.length));
    r.c.add(r.box({ x0: bx, x1: bx + w, y0: y, y1: y + h, z0: z - 15, z1: z }, { front: col }));
    const f = r.face(bx, bx + w, y, y + h, z);
    r.c.add(rect(f.x, f.y + f.h * 0.15, f.w, f.h * 0.06, lighten(col, 0.4), { opacity: 0.7 }));
    bx += w + 0.3;
  }
  return bx;
}

/** A vase with a few stems, standing at (x, y, z). */
function vase(r: Room, x: number, y: number, z: number, color: string, h = 24, stems = true): void {
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, y, z);
  const out: string[] = [];
  if (stems) {
    const rand = prng(Math.round(x * 7 + z));
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i - 2) * 0.28;
      const len = h * sc * (0.9 + rand() * 0.5);
      const tip: Pt = [bx + Math.cos(a) * len, by - h * sc * 0.8 + Math.sin(a) * len];
      out.push(line([bx, by - h * sc * 0.8], tip, '#5d7a4a', Math.max(0.8, 0.35 * sc)));
      out.push(leaf(tip, a, len * 0.35, len * 0.1, i % 2 ? C.leafLight : '#8aa86a'));
    }
  }
  const d = `M${fmt(bx - 3 * sc)},${fmt(by - h * sc)} C${fmt(bx - 10 * sc)},${fmt(by - h * sc * 0.5)} ${fmt(bx - 9 * sc)},${fmt(by)} ${fmt(bx)},${fmt(by)} C${fmt(bx + 9 * sc)},${fmt(by)} ${fmt(bx + 10 * sc)},${fmt(by - h * sc * 0.5)} ${fmt(bx + 3 * sc)},${fmt(by - h * sc)} Z`;
  out.push(
    pathEl(
      d,
      r.c.horizontal(
        [
          [0, lighten(color, 0.15)],
          [1, darken(color, 0.2)],
        ],
        bx - 9 * sc,
        bx + 9 * sc,
      ),
    ),
  );
  r.c.add(group(out));
}

/** Fruit bowl on a surface. */
function fruitBowl(r: Room, x: number, y: number, z: number): void {
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, y, z);
  const fruit = ['#e3a23a', '#d5642f', '#9bbf4a', '#f0c94a', '#c8452f'];
  const out: string[] = [];
  for (let i = 0; i < 5; i++)
    out.push(
      circle(bx + (i - 2) * 4.2 * sc, by - 8 * sc - (i % 2) * 3 * sc, 4.4 * sc, at(fruit, i)),
    );
  out.push(
    pathEl(
      `M${fmt(bx - 15 * sc)},${fmt(by - 8 * sc)} Q${fmt(bx)},${fmt(by + 6 * sc)} ${fmt(bx + 15 * sc)},${fmt(by - 8 * sc)} Z`,
      C.cream,
    ),
  );
  out.push(ellipse(bx, by - 8 * sc, 15 * sc, 2 * sc, darken(C.cream, 0.1)));
  r.c.add(group(out));
}

/** A mug at (x, y, z). */
function mug(r: Room, x: number, y: number, z: number, color: string = C.cream): void {
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, y, z);
  r.c.add(rect(bx - 4 * sc, by - 9 * sc, 8 * sc, 9 * sc, color, { rx: 1.5 * sc }));
  r.c.add(
    circle(bx + 5 * sc, by - 5 * sc, 2.3 * sc, 'none', { stroke: color, 'stroke-width': 1.2 * sc }),
  );
}

/* ------------------------------------------------------------------ */
/* Furniture                                                          */
/* ------------------------------------------------------------------ */

interface BedOpts {
  x: number;
  w: number;
  len?: number;
  headboard: string;
  headH?: number;
  frame?: string;
  duvet?: string;
  pillow?: string;
  cushions: readonly string[];
  throwColor?: string;
  /** Headboard style. */
  channels?: boolean;
  z?: number;
  /** Number of sleeping pillows (default 2). */
  pillows?: number;
}

function bed(r: Room, o: BedOpts): void {
  const { c } = r;
  const z = o.z ?? 0;
  const len = o.len ?? 205;
  const x0 = o.x;
  const x1 = o.x + o.w;
  const headH = o.headH ?? 120;
  const frame = o.frame ?? o.headboard;
  const duvet = o.duvet ?? '#fbf9f5';
  const pillow = o.pillow ?? '#ffffff';
  r.shadow(x0, x1, z, z + len, 0.32, 10);
  // Headboard.
  c.add(
    r.box(
      { x0: x0 - 10, x1: x1 + 10, y0: 0, y1: headH, z0: z, z1: z + 9 },
      { front: o.headboard, rx: 5 },
    ),
  );
  const hb = r.face(x0 - 10, x1 + 10, 0, headH, z + 9);
  if (o.channels !== false) {
    const n = Math.max(4, Math.round(o.w / 22));
    for (let i = 1; i < n; i++) {
      const lx = hb.x + (hb.w * i) / n;
      c.add(rect(lx - 1, hb.y + 6, 2, hb.h - 12, darken(o.headboard, 0.2), { opacity: 0.6 }));
      c.add(rect(lx + 1, hb.y + 6, 2, hb.h - 12, lighten(o.headboard, 0.12), { opacity: 0.6 }));
    }
  }
  c.add(
    rect(
      hb.x,
      hb.y,
      hb.w,
      hb.h * 0.25,
      c.vertical(
        [
          [0, '#ffffff', 0.12],
          [1, '#ffffff', 0],
        ],
        hb.y,
        hb.y + hb.h * 0.25,
      ),
      { rx: 5 },
    ),
  );
  // Base and legs.
  const leg = darken(frame, 0.4);
  c.add(
    r.box(
      { x0: x0 + 4, x1: x0 + 8, y0: 0, y1: 10, z0: z + len - 10, z1: z + len - 6 },
      { front: leg },
    ),
  );
  c.add(
    r.box(
      { x0: x1 - 8, x1: x1 - 4, y0: 0, y1: 10, z0: z + len - 10, z1: z + len - 6 },
      { front: leg },
    ),
  );
  c.add(r.box({ x0, x1, y0: 9, y1: 34, z0: z + 9, z1: z + len }, { front: frame, rx: 3 }));
  // Duvet.
  const dz0 = z + 12;
  const dz1 = z + len + 3;
  const duvetTop = lighten(duvet, 0.3);
  c.add(
    r.box(
      { x0: x0 - 3, x1: x1 + 3, y0: 24, y1: 56, z0: dz0, z1: dz1 },
      { front: darken(duvet, 0.04), top: duvetTop, side: darken(duvet, 0.1), rx: 6 },
    ),
  );
  const df = r.face(x0 - 3, x1 + 3, 24, 56, dz1);
  // Duvet overhang at the foot: rounded top corners, a softly scalloped hem and folds.
  const rr = Math.min(df.h * 0.35, 6 * r.s.k * r.scale(dz1));
  const waves = 7;
  let hem = '';
  for (let i = waves; i > 0; i--) {
    const xa = df.x + (df.w * i) / waves;
    const xb = df.x + (df.w * (i - 1)) / waves;
    hem += ` Q${fmt((xa + xb) / 2)},${fmt(df.y + df.h + (i % 2 ? 5 : 1))} ${fmt(xb)},${fmt(df.y + df.h + 2)}`;
  }
  const drape = `M${fmt(df.x)},${fmt(df.y + rr)} Q${fmt(df.x)},${fmt(df.y)} ${fmt(df.x + rr)},${fmt(df.y)} H${fmt(df.x + df.w - rr)} Q${fmt(df.x + df.w)},${fmt(df.y)} ${fmt(df.x + df.w)},${fmt(df.y + rr)} V${fmt(df.y + df.h + 2)}${hem} Z`;
  c.add(pathEl(drape, darken(duvet, 0.04)));
  const folds: Stop[] = [];
  for (let i = 0; i <= 8; i++)
    folds.push([i / 8, i % 2 ? '#3a2a1a' : '#ffffff', i % 2 ? 0.05 : 0.08]);
  c.add(pathEl(drape, c.horizontal(folds, df.x, df.x + df.w)));
  c.add(
    pathEl(
      drape,
      c.vertical(
        [
          [0, '#ffffff', 0.35],
          [0.45, '#ffffff', 0],
          [1, '#3a2a1a', 0.12],
        ],
        df.y,
        df.y + df.h,
      ),
    ),
  );
  c.add(
    pathEl(
      `M${fmt(df.x + df.w * 0.18)},${fmt(df.y + df.h)} q${fmt(df.w * 0.04)},${fmt(-df.h * 0.45)} ${fmt(df.w * 0.02)},${fmt(-df.h * 0.8)}`,
      'none',
      { stroke: darken(duvet, 0.1), 'stroke-width': 1.5, opacity: 0.6 },
    ),
  );
  c.add(
    pathEl(
      `M${fmt(df.x + df.w * 0.78)},${fmt(df.y + df.h)} q${fmt(-df.w * 0.03)},${fmt(-df.h * 0.4)} ${fmt(0)},${fmt(-df.h * 0.7)}`,
      'none',
      { stroke: darken(duvet, 0.1), 'stroke-width': 1.5, opacity: 0.6 },
    ),
  );
  // Soft shading across the duvet top.
  const topQuad = r.flat(x0 - 3, x1 + 3, dz0, dz1, 56);
  c.add(
    poly(
      topQuad,
      c.vertical(
        [
          [0, '#000000', 0.06],
          [1, '#000000', 0],
        ],
        at(topQuad, 0)[1],
        at(topQuad, 2)[1],
      ),
    ),
  );
  // Turned-down sheet.
  c.add(poly(r.flat(x0 - 3, x1 + 3, dz0 + 28, dz0 + 46, 56.5), '#ffffff'));
  c.add(line(r.p(x0 - 3, 56.5, dz0 + 46), r.p(x1 + 3, 56.5, dz0 + 46), darken(duvet, 0.12), 1.2));
  // Throw across the foot, draped over the visible side and front.
  if (o.throwColor) {
    const t0 = z + len * 0.64;
    const t1 = z + len * 0.86;
    c.add(poly(r.flat(x0 - 4, x1 + 4, t0, t1, 57), o.throwColor));
    const sx = r.visibleSide(x0 - 4, x1 + 4);
    if (sx !== null) c.add(poly(r.sideQuad(sx, 28, 57, t0, t1), darken(o.throwColor, 0.15)));
    for (const tz of [t0 + 4, t1 - 4])
      c.add(
        line(r.p(x0 - 4, 57.2, tz), r.p(x1 + 4, 57.2, tz), lighten(o.throwColor, 0.25), 1.5, {
          opacity: 0.8,
        }),
      );
  }
  // Pillows and cushions.
  const np = o.pillows ?? 2;
  const pw = (o.w - 4 - 4 * np) / np;
  for (let i = 0; i < np; i++) {
    const px = x0 + 4 + i * (pw + 4);
    const f = r.face(px, px + pw, 55, 92, z + 22);
    c.add(rect(f.x, f.y, f.w, f.h, pillow, { rx: f.h * 0.35 }));
    c.add(
      rect(f.x, f.y + f.h * 0.55, f.w, f.h * 0.45, '#000000', { rx: f.h * 0.3, opacity: 0.06 }),
    );
  }
  const cw = Math.min(50, o.w / (o.cushions.length + 0.6));
  const startX = (x0 + x1) / 2 - (cw * o.cushions.length) / 2;
  o.cushions.forEach((col, i) => {
    const cx0 = startX + i * cw + 2;
    const f = r.face(cx0, cx0 + cw - 4, 55, 55 + cw * 0.8, z + 34);
    const rot = (i - (o.cushions.length - 1) / 2) * 5;
    c.add(
      group(
        [
          rect(f.x, f.y, f.w, f.h, col, { rx: f.w * 0.18 }),
          rect(f.x + f.w * 0.1, f.y + f.h * 0.1, f.w * 0.8, f.h * 0.8, 'none', {
            rx: f.w * 0.14,
            stroke: lighten(col, 0.25),
            'stroke-width': 1.2,
            opacity: 0.7,
          }),
        ],
        { transform: `rotate(${fmt(rot)} ${fmt(f.x + f.w / 2)} ${fmt(f.y + f.h)})` },
      ),
    );
  });
}

/** Bedside table; returns its top height. */
function nightstand(r: Room, x: number, w: number, color: string, z = 0, h = 55): number {
  r.shadow(x, x + w, z, z + 42, 0.25, 4);
  r.c.add(r.box({ x0: x, x1: x + w, y0: 6, y1: h, z0: z, z1: z + 42 }, { front: color, rx: 1.5 }));
  const leg = darken(color, 0.45);
  r.c.add(r.box({ x0: x + 3, x1: x + 5, y0: 0, y1: 6, z0: z + 36, z1: z + 38 }, { front: leg }));
  r.c.add(
    r.box({ x0: x + w - 5, x1: x + w - 3, y0: 0, y1: 6, z0: z + 36, z1: z + 38 }, { front: leg }),
  );
  const f = r.face(x, x + w, 6, h, z + 42);
  r.c.add(
    line([f.x + 3, f.y + f.h * 0.45], [f.x + f.w - 3, f.y + f.h * 0.45], darken(color, 0.25), 1.2),
  );
  r.c.add(rect(f.x + f.w / 2 - 6, f.y + f.h * 0.22, 12, 2.5, C.brass, { rx: 1.2 }));
  r.c.add(rect(f.x + f.w / 2 - 6, f.y + f.h * 0.7, 12, 2.5, C.brass, { rx: 1.2 }));
  return h;
}

interface SofaOpts {
  x: number;
  w: number;
  z?: number;
  depth?: number;
  color: string;
  legs?: string;
  seats?: number;
  pillows?: readonly string[];
  /** Seen from behind (the back faces the camera). */
  fromBehind?: boolean;
  /** A throw draped over the back (only drawn when seen from behind). */
  throwColor?: string;
}

function sofa(r: Room, o: SofaOpts): void {
  const { c } = r;
  const z = o.z ?? 0;
  const d = o.depth ?? 92;
  const x0 = o.x;
  const x1 = o.x + o.w;
  const col = o.color;
  const legs = o.legs ?? darken(col, 0.55);
  const arm = 18;
  r.shadow(x0, x1, z, z + d, 0.3, 8);
  const seats = o.seats ?? 3;
  if (o.fromBehind) {
    // Back cushions face away; we see the outer back, arms and the top of the seat.
    r.boxes([
      { b: { x0: x0, x1: x0 + arm, y0: 10, y1: 62, z0: z, z1: z + d }, st: { front: col, rx: 4 } },
      { b: { x0: x1 - arm, x1, y0: 10, y1: 62, z0: z, z1: z + d }, st: { front: col, rx: 4 } },
      {
        b: { x0: x0 + arm, x1: x1 - arm, y0: 10, y1: 50, z0: z, z1: z + d - 20 },
        st: { front: col },
      },
    ]);
    (o.pillows ?? []).forEach((p, i, all) => {
      const px = lerp(x0 + arm + 10, x1 - arm - 50, all.length === 1 ? 0.5 : i / (all.length - 1));
      const f = r.face(px, px + 42, 48, 88, z + 30);
      c.add(
        rect(f.x, f.y, f.w, f.h, p, {
          rx: f.w * 0.2,
          transform: `rotate(${(i - 0.5) * 8} ${fmt(f.x + f.w / 2)} ${fmt(f.y + f.h)})`,
        }),
      );
    });
    c.add(
      r.box(
        { x0: x0 + arm - 2, x1: x1 - arm + 2, y0: 10, y1: 84, z0: z + d - 22, z1: z + d },
        { front: darken(col, 0.05), rx: 5 },
      ),
    );
    const bf = r.face(x0 + arm - 2, x1 - arm + 2, 10, 84, z + d);
    c.add(
      rect(
        bf.x,
        bf.y,
        bf.w,
        bf.h,
        c.vertical(
          [
            [0, '#ffffff', 0.12],
            [0.3, '#ffffff', 0],
            [1, '#000000', 0.12],
          ],
          bf.y,
          bf.y + bf.h,
        ),
        { rx: 5 },
      ),
    );
    if (o.throwColor) {
      // A knitted throw draped over the back.
      const tx0 = lerp(x0, x1, 0.58);
      const tf = r.face(tx0, tx0 + 45, 38, 84, z + d + 0.5);
      const throwCol = o.throwColor;
      c.add(
        pathEl(
          `M${fmt(tf.x)},${fmt(tf.y - 3)} Q${fmt(tf.x + tf.w / 2)},${fmt(tf.y - 7)} ${fmt(tf.x + tf.w)},${fmt(tf.y - 3)} V${fmt(tf.y + tf.h)} Q${fmt(tf.x + tf.w * 0.5)},${fmt(tf.y + tf.h * 1.06)} ${fmt(tf.x)},${fmt(tf.y + tf.h * 0.96)} Z`,
          throwCol,
        ),
      );
      for (const t of [0.3, 0.36, 0.8])
        c.add(rect(tf.x, tf.y + tf.h * t, tf.w, 2.5, lighten(throwCol, 0.3), { opacity: 0.8 }));
      for (let i = 0; i <= 10; i++) {
        const fx = tf.x + (tf.w * i) / 10;
        const fy = tf.y + tf.h * (0.96 + 0.05 * Math.sin((i / 10) * Math.PI));
        c.add(line([fx, fy], [fx, fy + 7], darken(throwCol, 0.1), 1.4));
      }
    }
    for (const lx of [x0 + 6, x1 - 10])
      c.add(
        r.box({ x0: lx, x1: lx + 4, y0: 0, y1: 10, z0: z + d - 8, z1: z + d - 4 }, { front: legs }),
      );
    return;
  }
  for (const lx of [x0 + 6, x1 - 10])
    c.add(
      r.box({ x0: lx, x1: lx + 4, y0: 0, y1: 10, z0: z + d - 8, z1: z + d - 4 }, { front: legs }),
    );
  // Back.
  c.add(r.box({ x0, x1, y0: 10, y1: 82, z0: z, z1: z + 24 }, { front: darken(col, 0.06), rx: 6 }));
  // Back cushions.
  const inner = (x1 - x0 - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) {
    const cx0 = x0 + arm + i * inner;
    const f = r.face(cx0 + 1, cx0 + inner - 1, 44, 80, z + 34);
    c.add(rect(f.x, f.y, f.w, f.h, lighten(col, 0.04), { rx: f.h * 0.22 }));
    c.add(rect(f.x, f.y + f.h * 0.6, f.w, f.h * 0.4, '#000000', { rx: f.h * 0.2, opacity: 0.07 }));
  }
  // Seat base.
  const seatParts: { b: Box; st: BoxStyle }[] = [];
  for (let i = 0; i < seats; i++) {
    const cx0 = x0 + arm + i * inner;
    seatParts.push({
      b: { x0: cx0 + 0.5, x1: cx0 + inner - 0.5, y0: 10, y1: 46, z0: z + 24, z1: z + d },
      st: { front: col, top: lighten(col, 0.1), rx: 5 },
    });
  }
  const arms = [
    {
      b: { x0, x1: x0 + arm, y0: 10, y1: 62, z0: z, z1: z + d },
      st: { front: darken(col, 0.02), rx: 6 },
    },
    {
      b: { x0: x1 - arm, x1, y0: 10, y1: 62, z0: z, z1: z + d },
      st: { front: darken(col, 0.02), rx: 6 },
    },
  ];
  // An arm whose inner face is visible goes behind the cushions; the other in front.
  const innerVisible = (a: { b: Box }, inner: number): boolean =>
    r.visibleSide(a.b.x0, a.b.x1) === inner;
  const [leftArm, rightArm] = arms as [(typeof arms)[number], (typeof arms)[number]];
  const behind = [
    innerVisible(leftArm, x0 + arm) ? leftArm : null,
    innerVisible(rightArm, x1 - arm) ? rightArm : null,
  ];
  for (const a of behind) if (a) c.add(r.box(a.b, a.st));
  // Throw pillows sit between the back cushions and the seat front.
  r.boxes(seatParts);
  (o.pillows ?? []).forEach((p, i, all) => {
    const slot = all.length === 1 ? 0.5 : i / (all.length - 1);
    const px = lerp(x0 + arm + 6, x1 - arm - 46, slot);
    const f = r.face(px, px + 40, 44, 84, z + 40);
    const rot = (slot - 0.5) * 16;
    c.add(
      group(
        [
          rect(f.x, f.y, f.w, f.h, p, { rx: f.w * 0.18 }),
          rect(f.x, f.y + f.h * 0.6, f.w, f.h * 0.4, '#000000', { rx: f.w * 0.16, opacity: 0.08 }),
          rect(f.x + f.w * 0.08, f.y + f.h * 0.08, f.w * 0.84, f.h * 0.84, 'none', {
            rx: f.w * 0.14,
            stroke: lighten(p, 0.3),
            'stroke-width': 1.2,
            opacity: 0.8,
          }),
        ],
        { transform: `rotate(${fmt(rot)} ${fmt(f.x + f.w / 2)} ${fmt(f.y + f.h)})` },
      ),
    );
  });
  for (const a of arms) if (!behind.includes(a)) c.add(r.box(a.b, a.st));
}

function armchair(
  r: Room,
  x: number,
  z: number,
  w: number,
  color: string,
  legs: string = C.walnut,
  pillow?: string,
): void {
  sofa(r, { x, w, z, depth: 80, color, legs, seats: 1, pillows: pillow ? [pillow] : [] });
}

/** Rectangular table with four legs. */
function table(
  r: Room,
  b: { x0: number; x1: number; z0: number; z1: number; h: number },
  top: string,
  leg: string,
  thickness = 4,
): void {
  const { c } = r;
  r.shadow(b.x0, b.x1, b.z0, b.z1, 0.18, 2);
  const lw = 4;
  const legs: { b: Box; st: BoxStyle }[] = [];
  for (const [lx, lz] of [
    [b.x0 + 3, b.z0 + 3],
    [b.x1 - 3 - lw, b.z0 + 3],
    [b.x0 + 3, b.z1 - 3 - lw],
    [b.x1 - 3 - lw, b.z1 - 3 - lw],
  ] as const) {
    legs.push({
      b: { x0: lx, x1: lx + lw, y0: 0, y1: b.h - thickness, z0: lz, z1: lz + lw },
      st: { front: leg },
    });
  }
  r.boxes(legs);
  c.add(
    r.box(
      { x0: b.x0, x1: b.x1, y0: b.h - thickness, y1: b.h, z0: b.z0, z1: b.z1 },
      { front: darken(top, 0.1), top },
    ),
  );
}

/** Round pedestal table. */
function roundTable(
  r: Room,
  x: number,
  z: number,
  radius: number,
  h: number,
  top: string,
  base: string,
): void {
  const { c } = r;
  const fl = r.disc(x, 0, z, radius * 0.9);
  c.add(ellipse(fl.cx, fl.cy, fl.rx, fl.ry, '#1a1008', { opacity: 0.2, filter: c.blur(8) }));
  const foot = r.disc(x, 0, z, radius * 0.35);
  c.add(ellipse(foot.cx, foot.cy, foot.rx, foot.ry, base));
  const t = r.disc(x, h, z, radius);
  const sc = r.scale(z) * r.s.k;
  c.add(rect(t.cx - 3 * sc, t.cy, 6 * sc, foot.cy - t.cy, base));
  c.add(ellipse(t.cx, t.cy + 3 * sc, t.rx, t.ry, darken(top, 0.15)));
  c.add(rect(t.cx - t.rx, t.cy, t.rx * 2, 3 * sc, darken(top, 0.15)));
  c.add(ellipse(t.cx, t.cy, t.rx, t.ry, top));
}

/** Low coffee table with a shelf. */
function coffeeTable(
  r: Room,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  top: string,
  body: string,
): void {
  r.shadow(x0, x1, z0, z1, 0.25, 3);
  r.c.add(
    r.box(
      { x0: x0 + 4, x1: x1 - 4, y0: 0, y1: 6, z0: z0 + 4, z1: z1 - 4 },
      { front: darken(body, 0.2) },
    ),
  );
  const legs: { b: Box; st: BoxStyle }[] = [];
  for (const lx of [x0 + 2, x1 - 6])
    legs.push({
      b: { x0: lx, x1: lx + 4, y0: 0, y1: 38, z0: z1 - 6, z1: z1 - 2 },
      st: { front: body },
    });
  r.boxes(legs);
  r.c.add(
    r.box({ x0: x0 + 4, x1: x1 - 4, y0: 12, y1: 15, z0: z0 + 4, z1: z1 - 4 }, { front: body }),
  );
  r.c.add(r.box({ x0, x1, y0: 38, y1: 42, z0, z1 }, { front: darken(top, 0.12), top }));
}

/** Dining chair facing +z (seen from the front) or -z (seen from behind). */
function chair(
  r: Room,
  x: number,
  z: number,
  color: string,
  wood: string,
  facing: 'front' | 'back' | 'left' | 'right',
): void {
  const w = 44;
  const d = 44;
  const legs: { b: Box; st: BoxStyle }[] = [];
  for (const [lx, lz] of [
    [x + 2, z + 2],
    [x + w - 5, z + 2],
    [x + 2, z + d - 5],
    [x + w - 5, z + d - 5],
  ] as const) {
    legs.push({
      b: { x0: lx, x1: lx + 3, y0: 0, y1: 44, z0: lz, z1: lz + 3 },
      st: { front: wood },
    });
  }
  const seat = {
    b: { x0: x, x1: x + w, y0: 42, y1: 48, z0: z, z1: z + d },
    st: { front: darken(color, 0.1), top: color, rx: 2 },
  };
  let back: { b: Box; st: BoxStyle };
  if (facing === 'front')
    back = {
      b: { x0: x + 1, x1: x + w - 1, y0: 48, y1: 92, z0: z, z1: z + 5 },
      st: { front: color, rx: 4 },
    };
  else if (facing === 'back')
    back = {
      b: { x0: x + 1, x1: x + w - 1, y0: 48, y1: 92, z0: z + d - 5, z1: z + d },
      st: { front: darken(color, 0.08), rx: 4 },
    };
  else if (facing === 'right')
    back = {
      b: { x0: x, x1: x + 5, y0: 48, y1: 92, z0: z + 1, z1: z + d - 1 },
      st: { front: darken(color, 0.05), side: color, rx: 2 },
    };
  else
    back = {
      b: { x0: x + w - 5, x1: x + w, y0: 48, y1: 92, z0: z + 1, z1: z + d - 1 },
      st: { front: darken(color, 0.05), side: color, rx: 2 },
    };
  r.shadow(x, x + w, z, z + d, 0.15, 2);
  const backPanel = (): void => {
    if (facing === 'left' || facing === 'right') return;
    const f = r.face(back.b.x0 + 4, back.b.x1 - 4, back.b.y0 + 8, back.b.y1 - 5, back.b.z1);
    r.c.add(
      rect(f.x, f.y, f.w, f.h, 'none', {
        rx: 4,
        stroke: lighten(color, 0.25),
        'stroke-width': 1.5,
        opacity: 0.8,
      }),
    );
  };
  if (facing === 'back') {
    r.boxes(legs);
    r.c.add(r.box(seat.b, seat.st));
    r.c.add(r.box(back.b, back.st));
    backPanel();
  } else {
    r.boxes(facing === 'front' ? [back] : []);
    backPanel();
    r.boxes(legs);
    r.c.add(r.box(seat.b, seat.st));
    if (facing !== 'front') r.c.add(r.box(back.b, back.st));
  }
}

/** Bar stool (seen from the front). */
function stool(r: Room, x: number, z: number, seat: string, metal: string, h = 72): void {
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, 0, z);
  const [, ty] = r.p(x, h, z);
  const out: string[] = [];
  out.push(ellipse(bx, by, 18 * sc, 3 * sc, '#000000', { opacity: 0.2, filter: r.c.blur(3) }));
  out.push(line([bx - 15 * sc, by], [bx - 8 * sc, ty], metal, 2 * sc));
  out.push(line([bx + 15 * sc, by], [bx + 8 * sc, ty], metal, 2 * sc));
  out.push(
    line(
      [bx - 12 * sc, by - (by - ty) * 0.3],
      [bx + 12 * sc, by - (by - ty) * 0.3],
      metal,
      1.6 * sc,
    ),
  );
  out.push(rect(bx - 19 * sc, ty - 6 * sc, 38 * sc, 8 * sc, seat, { rx: 4 * sc }));
  out.push(rect(bx - 19 * sc, ty - 6 * sc, 38 * sc, 3 * sc, lighten(seat, 0.15), { rx: 2 * sc }));
  r.c.add(group(out));
}

interface KitchenOpts {
  x0: number;
  x1: number;
  cabinet: string;
  counter: string;
  handle?: string;
  upper?: 'cabinets' | 'shelves' | 'none';
  hobAt?: number;
  sinkAt?: number;
  splash?: string;
  /** Wall tile size for the splashback, cm (0 for a plain slab). */
  tile?: number;
  hood?: boolean;
  z?: number;
}

/** Run of base units along the back wall with a worktop, splashback, sink and hob. */
function kitchenRun(r: Room, o: KitchenOpts): void {
  const { c } = r;
  const handle = o.handle ?? C.brass;
  const z = o.z ?? 0;
  const splash = o.splash ?? '#f1ece3';
  // Splashback.
  const sp = r.face(o.x0, o.x1, 90, 150, z);
  c.add(rect(sp.x, sp.y, sp.w, sp.h, splash));
  if (o.tile && o.tile > 0) {
    const t = o.tile;
    const tiles: string[] = [];
    for (let yy = 90 + t; yy < 150; yy += t) {
      const a = r.p(o.x0, yy, z);
      tiles.push(line(a, [sp.x + sp.w, a[1]], darken(splash, 0.15), 1));
    }
    let row = 0;
    for (let yy = 90; yy < 150; yy += t) {
      for (let xx = o.x0 + (row % 2 ? t : 0); xx < o.x1; xx += t * 2) {
        tiles.push(
          line(r.p(xx, yy, z), r.p(xx, Math.min(150, yy + t), z), darken(splash, 0.15), 1),
        );
      }
      row += 1;
    }
    c.add(group(tiles, { opacity: 0.8 }));
  }
  // Upper units.
  if (o.upper === 'cabinets') {
    const units: { b: Box; st: BoxStyle }[] = [];
    const n = Math.max(1, Math.round((o.x1 - o.x0) / 60));
    const uw = (o.x1 - o.x0) / n;
    for (let i = 0; i < n; i++) {
      const ux = o.x0 + i * uw;
      if (o.hood && o.hobAt !== undefined && ux + uw > o.hobAt && ux < o.hobAt + 60) continue;
      units.push({
        b: { x0: ux + 0.5, x1: ux + uw - 0.5, y0: 150, y1: 225, z0: z, z1: z + 34 },
        st: { front: o.cabinet },
      });
    }
    r.boxes(units);
    for (const u of units) {
      const f = r.face(u.b.x0, u.b.x1, u.b.y0, u.b.y1, u.b.z1);
      c.add(rect(f.x + f.w / 2 - 1, f.y + f.h - 18, 2, 14, handle, { rx: 1 }));
    }
    // Under-cabinet light strip.
    const strip = r.face(o.x0, o.x1, 146, 150, z + 2);
    c.add(
      rect(
        strip.x,
        strip.y + strip.h,
        strip.w,
        sp.h * 0.8,
        c.vertical(
          [
            [0, '#fff0cc', 0.45],
            [1, '#fff0cc', 0],
          ],
          strip.y,
          strip.y + sp.h * 0.8,
        ),
      ),
    );
  } else if (o.upper === 'shelves') {
    for (const sy of [160, 195]) {
      c.add(
        r.box(
          { x0: o.x0 + 10, x1: o.x1 - 10, y0: sy, y1: sy + 3, z0: z, z1: z + 26 },
          { front: C.oak },
        ),
      );
      let px = o.x0 + 16;
      const rand = prng(sy);
      // A fixed rhythm of objects keeps the shelves tidy: plates, jars, bowls and the odd plant.
      const rhythm =
        sy < 180
          ? [0.1, 0.6, 0.4, 0.7, 0.9, 0.1, 0.6, 0.4]
          : [0.6, 0.1, 0.9, 0.4, 0.6, 0.7, 0.1, 0.4];
      let slot = 0;
      while (px < o.x1 - 30) {
        const kind = at(rhythm, slot);
        slot += 1;
        const [bx, by] = r.p(px + 6, sy + 3, z + 14);
        const sc = r.scale(z + 14) * r.s.k;
        if (kind < 0.3) {
          // Stack of plates.
          for (let i = 0; i < 4; i++)
            c.add(ellipse(bx, by - i * 1.6 * sc, 11 * sc, 1.8 * sc, i % 2 ? '#f5f1ea' : '#e7e0d4'));
          px += 26;
        } else if (kind < 0.48) {
          // Bowls and a bottle of oil.
          c.add(
            pathEl(
              `M${fmt(bx - 9 * sc)},${fmt(by - 7 * sc)} Q${fmt(bx)},${fmt(by + 3 * sc)} ${fmt(bx + 9 * sc)},${fmt(by - 7 * sc)} Z`,
              C.terracotta,
            ),
          );
          c.add(
            rect(bx + 12 * sc, by - 20 * sc, 5 * sc, 20 * sc, '#6f7f3a', {
              rx: 2 * sc,
              opacity: 0.85,
            }),
          );
          c.add(rect(bx + 13.5 * sc, by - 24 * sc, 2 * sc, 4 * sc, C.ink));
          px += 28;
        } else if (kind < 0.85) {
          // Storage jar.
          c.add(
            rect(bx - 5 * sc, by - 16 * sc, 10 * sc, 16 * sc, '#e9e2d6', {
              rx: 2 * sc,
              opacity: 0.85,
            }),
          );
          c.add(
            rect(
              bx - 5 * sc,
              by - 8 * sc,
              10 * sc,
              8 * sc,
              at(['#c98d4a', '#7a5336', '#e6c27a'], Math.floor(rand() * 3)),
              { rx: 1.5 * sc },
            ),
          );
          c.add(rect(bx - 5.5 * sc, by - 18 * sc, 11 * sc, 3 * sc, C.walnut, { rx: 1 * sc }));
          px += 16;
        } else {
          c.add(
            plantAt(c, bx, by, sc, {
              kind: 'trailing',
              size: 22,
              pot: '#f1ece3',
              potH: 10,
              seed: Math.floor(px),
            }),
          );
          px += 24;
        }
      }
    }
  }
  // Range hood.
  if (o.hood && o.hobAt !== undefined) {
    c.add(
      r.box(
        { x0: o.hobAt + 18, x1: o.hobAt + 42, y0: 190, y1: r.H, z0: z, z1: z + 22 },
        { front: '#c4c7c6' },
      ),
    );
    c.add(
      r.box(
        { x0: o.hobAt - 2, x1: o.hobAt + 62, y0: 170, y1: 190, z0: z, z1: z + 48 },
        { front: '#b7bbba', bottom: '#6d7170' },
      ),
    );
  }
  // Base units with doors and drawers.
  r.shadow(o.x0, o.x1, z, z + 62, 0.22, 4);
  c.add(
    r.box(
      { x0: o.x0, x1: o.x1, y0: 0, y1: 10, z0: z, z1: z + 55 },
      { front: darken(o.cabinet, 0.45) },
    ),
  );
  c.add(r.box({ x0: o.x0, x1: o.x1, y0: 10, y1: 87, z0: z, z1: z + 60 }, { front: o.cabinet }));
  const n = Math.max(1, Math.round((o.x1 - o.x0) / 55));
  const dw = (o.x1 - o.x0) / n;
  for (let i = 0; i < n; i++) {
    const dx = o.x0 + i * dw;
    const isOven = o.hobAt !== undefined && dx + dw / 2 > o.hobAt && dx + dw / 2 < o.hobAt + 60;
    const drawer = r.face(dx + 1, dx + dw - 1, 66, 86, z + 60);
    const door = r.face(dx + 1, dx + dw - 1, 11, 64, z + 60);
    c.add(
      rect(drawer.x, drawer.y, drawer.w, drawer.h, lighten(o.cabinet, 0.04), {
        stroke: darken(o.cabinet, 0.2),
        'stroke-width': 1,
      }),
    );
    c.add(
      rect(drawer.x + drawer.w * 0.3, drawer.y + drawer.h * 0.35, drawer.w * 0.4, 3, handle, {
        rx: 1.5,
      }),
    );
    if (isOven) {
      c.add(rect(door.x + 2, door.y + 2, door.w - 4, door.h - 4, '#2b2c2e', { rx: 2 }));
      c.add(
        rect(
          door.x + door.w * 0.15,
          door.y + door.h * 0.28,
          door.w * 0.7,
          door.h * 0.5,
          '#121315',
          { rx: 3 },
        ),
      );
      c.add(
        rect(door.x + door.w * 0.2, door.y + door.h * 0.12, door.w * 0.6, 3, '#b9bcbd', {
          rx: 1.5,
        }),
      );
    } else {
      c.add(
        rect(door.x, door.y, door.w, door.h, o.cabinet, {
          stroke: darken(o.cabinet, 0.2),
          'stroke-width': 1,
        }),
      );
      c.add(rect(door.x + door.w * 0.3, door.y + 6, door.w * 0.4, 3, handle, { rx: 1.5 }));
    }
  }
  // Worktop.
  c.add(
    r.box(
      { x0: o.x0 - 1, x1: o.x1 + 1, y0: 87, y1: 91, z0: z, z1: z + 63 },
      { front: darken(o.counter, 0.08), top: o.counter },
    ),
  );
  if (o.hobAt !== undefined) {
    c.add(poly(r.flat(o.hobAt, o.hobAt + 58, z + 6, z + 54, 91.2), '#1d1e20'));
    for (const [hx, hz] of [
      [o.hobAt + 16, z + 18],
      [o.hobAt + 42, z + 18],
      [o.hobAt + 16, z + 42],
      [o.hobAt + 42, z + 42],
    ] as const) {
      const d = r.disc(hx, 91.4, hz, 9);
      c.add(ellipse(d.cx, d.cy, d.rx, d.ry, 'none', { stroke: '#55585c', 'stroke-width': 1.4 }));
    }
  }
  if (o.sinkAt !== undefined) {
    c.add(poly(r.flat(o.sinkAt, o.sinkAt + 50, z + 10, z + 50, 91.2), '#aeb3b4'));
    c.add(poly(r.flat(o.sinkAt + 3, o.sinkAt + 47, z + 13, z + 47, 91.3), '#8d9394'));
    // Gooseneck tap.
    const sc = r.scale(z + 6) * r.s.k;
    const [tx, ty] = r.p(o.sinkAt + 25, 91, z + 6);
    c.add(
      pathEl(
        `M${fmt(tx)},${fmt(ty)} V${fmt(ty - 28 * sc)} Q${fmt(tx)},${fmt(ty - 36 * sc)} ${fmt(tx + 8 * sc)},${fmt(ty - 36 * sc)} Q${fmt(tx + 15 * sc)},${fmt(ty - 36 * sc)} ${fmt(tx + 15 * sc)},${fmt(ty - 26 * sc)}`,
        'none',
        { stroke: handle, 'stroke-width': 2.4 * sc, 'stroke-linecap': 'round' },
      ),
    );
  }
}

/** Kitchen island with a worktop overhang facing the camera. */
function island(
  r: Room,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  body: string,
  top: string,
): void {
  r.shadow(x0, x1, z0, z1, 0.3, 6);
  r.c.add(r.box({ x0: x0 + 2, x1: x1 - 2, y0: 0, y1: 88, z0: z0, z1: z1 - 18 }, { front: body }));
  const f = r.face(x0 + 2, x1 - 2, 0, 88, z1 - 18);
  const n = Math.round((x1 - x0) / 30);
  for (let i = 1; i < n; i++)
    r.c.add(
      line(
        [f.x + (f.w * i) / n, f.y + 4],
        [f.x + (f.w * i) / n, f.y + f.h - 2],
        darken(body, 0.18),
        1.2,
      ),
    );
  r.c.add(r.box({ x0, x1, y0: 88, y1: 93, z0, z1 }, { front: darken(top, 0.08), top }));
}

/** Tall fridge-freezer against the back wall. */
function fridge(r: Room, x: number, w = 70, color = '#c9cdcd', z = 0): void {
  r.shadow(x, x + w, z, z + 66, 0.25, 4);
  r.c.add(r.box({ x0: x, x1: x + w, y0: 0, y1: 200, z0: z, z1: z + 66 }, { front: color, rx: 2 }));
  const f = r.face(x, x + w, 0, 200, z + 66);
  r.c.add(
    rect(
      f.x,
      f.y,
      f.w,
      f.h,
      r.c.horizontal(
        [
          [0, '#ffffff', 0.18],
          [0.5, '#ffffff', 0],
          [1, '#000000', 0.08],
        ],
        f.x,
        f.x + f.w,
      ),
      { rx: 2 },
    ),
  );
  const split = f.y + f.h * 0.38;
  r.c.add(line([f.x + 2, split], [f.x + f.w - 2, split], darken(color, 0.3), 1.5));
  r.c.add(rect(f.x + 8, split - 40, 3, 32, darken(color, 0.35), { rx: 1.5 }));
  r.c.add(rect(f.x + 8, split + 8, 3, 50, darken(color, 0.35), { rx: 1.5 }));
}

/** Wall-mounted TV with a slim media console below. */
function tvWall(r: Room, x: number, w: number, y = 110, consoleColor: string = C.walnut): void {
  const { c } = r;
  const h = w * 0.5625;
  const f = r.face(x, x + w, y, y + h, 3);
  c.add(rect(f.x + 2, f.y + 4, f.w, f.h, '#000000', { opacity: 0.25, filter: c.blur(4) }));
  c.add(rect(f.x, f.y, f.w, f.h, '#141618', { rx: 2 }));
  c.add(
    rect(
      f.x + 3,
      f.y + 3,
      f.w - 6,
      f.h - 6,
      c.linear(
        [
          [0, '#2a3036'],
          [0.55, '#16191c'],
          [1, '#0f1113'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  c.add(
    poly(
      [
        [f.x + f.w * 0.55, f.y + 3],
        [f.x + f.w * 0.75, f.y + 3],
        [f.x + f.w * 0.45, f.y + f.h - 3],
        [f.x + f.w * 0.25, f.y + f.h - 3],
      ],
      '#ffffff',
      { opacity: 0.04 },
    ),
  );
  const cw = w * 1.35;
  const cx = x + w / 2 - cw / 2;
  r.shadow(cx, cx + cw, 0, 42, 0.22, 3);
  c.add(r.box({ x0: cx, x1: cx + cw, y0: 14, y1: 52, z0: 0, z1: 42 }, { front: consoleColor }));
  const cf = r.face(cx, cx + cw, 14, 52, 42);
  for (let i = 1; i < 3; i++)
    c.add(
      line(
        [cf.x + (cf.w * i) / 3, cf.y + 2],
        [cf.x + (cf.w * i) / 3, cf.y + cf.h - 2],
        darken(consoleColor, 0.3),
        1.2,
      ),
    );
  // Slatted doors.
  for (let xx = cf.x + 6; xx < cf.x + cf.w - 4; xx += 6)
    c.add(rect(xx, cf.y + 4, 2, cf.h - 8, darken(consoleColor, 0.12), { opacity: 0.6 }));
  for (const lx of [cx + 5, cx + cw - 9])
    c.add(
      r.box(
        { x0: lx, x1: lx + 3, y0: 0, y1: 14, z0: 34, z1: 37 },
        { front: darken(consoleColor, 0.4) },
      ),
    );
}

/** Open wall shelves with books and objects. */
function wallShelves(
  r: Room,
  x0: number,
  x1: number,
  ys: readonly number[],
  wood: string,
  seed: number,
): void {
  const rand = prng(seed);
  for (const y of ys) {
    r.c.add(r.box({ x0, x1, y0: y - 3, y1: y, z0: 0, z1: 24 }, { front: wood }));
    let x = x0 + 4 + rand() * 10;
    while (x < x1 - 20) {
      const pick = rand();
      if (pick < 0.45) {
        x = books(r, x, y, 20, 4 + Math.floor(rand() * 5), Math.floor(rand() * 1000)) + 6;
      } else if (pick < 0.7) {
        vase(
          r,
          x + 6,
          y,
          14,
          at([C.terracotta, C.cream, C.emerald, C.sand], Math.floor(rand() * 4)),
          14 + rand() * 8,
          false,
        );
        x += 18;
      } else {
        const [bx, by] = r.p(x + 8, y, 14);
        r.c.add(
          plantAt(r.c, bx, by, r.scale(14) * r.s.k, {
            kind: 'trailing',
            size: 20,
            potH: 9,
            pot: C.cream,
            seed: Math.floor(rand() * 99),
          }),
        );
        x += 24;
      }
    }
  }
}

/** Writing desk with a laptop, a lamp and a chair pulled up to it. */
function desk(
  r: Room,
  x: number,
  w: number,
  z: number,
  top: string,
  leg: string,
  chairColor: string,
  lampLit = true,
): void {
  const { c } = r;
  const d = 60;
  table(r, { x0: x, x1: x + w, z0: z, z1: z + d, h: 76 }, top, leg, 3.5);
  // Drawer unit under one end.
  c.add(
    r.box(
      { x0: x + w - 42, x1: x + w - 6, y0: 55, y1: 72.5, z0: z + 4, z1: z + d - 4 },
      { front: darken(top, 0.05) },
    ),
  );
  const df = r.face(x + w - 42, x + w - 6, 55, 72.5, z + d - 4);
  c.add(rect(df.x + df.w / 2 - 7, df.y + df.h / 2 - 1.5, 14, 3, C.brass, { rx: 1.5 }));
  // Laptop.
  const lx = x + w * 0.38;
  c.add(poly(r.flat(lx, lx + 34, z + 20, z + 44, 76.5), '#b9bdc0'));
  c.add(
    poly(
      [
        r.p(lx + 1, 76.5, z + 20),
        r.p(lx + 33, 76.5, z + 20),
        r.p(lx + 33, 98, z + 14),
        r.p(lx + 1, 98, z + 14),
      ],
      '#2a2d31',
    ),
  );
  c.add(
    poly(
      [
        r.p(lx + 3, 78, z + 19.5),
        r.p(lx + 31, 78, z + 19.5),
        r.p(lx + 31, 96, z + 14.5),
        r.p(lx + 3, 96, z + 14.5),
      ],
      c.linear([
        [0, '#4a6f8f'],
        [1, '#1f3347'],
      ]),
    ),
  );
  // Notebook, mug and books.
  c.add(poly(r.flat(lx + 42, lx + 60, z + 28, z + 50, 76.6), C.terracotta));
  mug(r, lx + 70, 76, z + 30, C.cream);
  books(r, x + 6, 76, z + 22, 5, 11);
  // Desk lamp (task lamp with an arm).
  const [ax, ay] = r.p(x + w - 20, 76, z + 18);
  const sc = r.scale(z + 18) * r.s.k;
  if (lampLit) c.glow(ax - 16 * sc, ay - 42 * sc, 110 * sc, C.warmLight, 0.5);
  c.add(ellipse(ax, ay, 8 * sc, 2 * sc, C.ink));
  c.add(
    pathEl(
      `M${fmt(ax)},${fmt(ay)} L${fmt(ax + 6 * sc)},${fmt(ay - 30 * sc)} L${fmt(ax - 12 * sc)},${fmt(ay - 46 * sc)}`,
      'none',
      { stroke: C.ink, 'stroke-width': 1.6 * sc, 'stroke-linejoin': 'round' },
    ),
  );
  c.add(
    pathEl(
      `M${fmt(ax - 8 * sc)},${fmt(ay - 50 * sc)} L${fmt(ax - 22 * sc)},${fmt(ay - 34 * sc)} L${fmt(ax - 28 * sc)},${fmt(ay - 40 * sc)} Z`,
      C.ink,
    ),
  );
  // Chair, seen from behind, pulled up to the desk.
  const chx = x + w * 0.2;
  const chz = z + d + 4;
  officeChair(r, chx, chz, chairColor);
}

/** Upholstered desk chair seen from behind. */
function officeChair(r: Room, x: number, z: number, color: string): void {
  const { c } = r;
  r.shadow(x, x + 48, z, z + 48, 0.2, 4);
  const base = r.p(x + 24, 0, z + 24);
  const sc = r.scale(z + 24) * r.s.k;
  for (const dx of [-22, 22])
    c.add(
      line(base, [base[0] + dx * sc, base[1] + 2 * sc], '#2b2b2b', 2.2 * sc, {
        'stroke-linecap': 'round',
      }),
    );
  c.add(line(base, [base[0], base[1] - 42 * sc], '#2b2b2b', 3 * sc));
  c.add(
    r.box(
      { x0: x, x1: x + 48, y0: 44, y1: 51, z0: z, z1: z + 46 },
      { front: darken(color, 0.1), top: color, rx: 3 },
    ),
  );
  c.add(
    r.box(
      { x0: x + 3, x1: x + 45, y0: 54, y1: 98, z0: z + 40, z1: z + 46 },
      { front: darken(color, 0.05), rx: 8 },
    ),
  );
  const f = r.face(x + 3, x + 45, 54, 98, z + 46);
  c.add(
    rect(f.x + f.w * 0.15, f.y + f.h * 0.1, f.w * 0.7, f.h * 0.8, 'none', {
      rx: 6,
      stroke: darken(color, 0.18),
      'stroke-width': 1.5,
    }),
  );
}

/* ------------------------------------------------------------------ */
/* Bathroom                                                           */
/* ------------------------------------------------------------------ */

/** Wall tiling on a back-wall rectangle (cm). */
function wallTiles(
  r: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  color: string,
  tw: number,
  th: number,
  z = 0,
  stagger = false,
): void {
  const f = r.face(x0, x1, y0, y1, z);
  const out: string[] = [rect(f.x, f.y, f.w, f.h, color)];
  const grout = darken(color, 0.14);
  let row = 0;
  for (let y = y0; y < y1; y += th) {
    const a = r.p(x0, y, z);
    out.push(line(a, [f.x + f.w, a[1]], grout, 1));
    const offset = stagger && row % 2 ? tw / 2 : 0;
    for (let x = x0 + offset; x <= x1; x += tw) {
      out.push(line(r.p(x, y, z), r.p(x, Math.min(y + th, y1), z), grout, 1));
    }
    row += 1;
  }
  r.c.add(group(out));
}

/** Floating vanity with a vessel basin, tap and a round backlit mirror. */
function vanity(r: Room, x: number, w: number, wood: string, top: string): void {
  const { c } = r;
  // Mirror.
  const mx = x + w / 2;
  const [cx, cy] = r.p(mx, 150, 1);
  const rad = 34 * r.s.k;
  c.glow(cx, cy, rad * 2.1, '#fff1d2', 0.55);
  c.add(
    circle(
      cx,
      cy,
      rad,
      c.linear(
        [
          [0, '#dfe7ea'],
          [0.5, '#b8c7cc'],
          [1, '#d6e0e2'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  c.add(
    poly(
      [
        [cx - rad * 0.5, cy + rad * 0.6],
        [cx + rad * 0.1, cy - rad * 0.8],
        [cx + rad * 0.35, cy - rad * 0.7],
        [cx - rad * 0.25, cy + rad * 0.75],
      ],
      '#ffffff',
      { opacity: 0.25 },
    ),
  );
  c.add(circle(cx, cy, rad, 'none', { stroke: C.brass, 'stroke-width': 3 }));
  // Vanity unit.
  r.c.add(poly(r.flat(x, x + w, 0, 48, 0.2), '#000000', { opacity: 0.12, filter: c.blur(10) }));
  c.add(r.box({ x0: x, x1: x + w, y0: 48, y1: 82, z0: 0, z1: 48 }, { front: wood }));
  const f = r.face(x, x + w, 48, 82, 48);
  c.add(line([f.x + f.w / 2, f.y + 3], [f.x + f.w / 2, f.y + f.h - 3], darken(wood, 0.3), 1.2));
  for (let xx = f.x + 5; xx < f.x + f.w - 3; xx += 7)
    c.add(rect(xx, f.y + 4, 2.5, f.h - 8, darken(wood, 0.12), { opacity: 0.5 }));
  c.add(
    r.box(
      { x0: x - 1, x1: x + w + 1, y0: 82, y1: 85, z0: 0, z1: 50 },
      { front: darken(top, 0.06), top },
    ),
  );
  // Basin and tap.
  const [bx, by] = r.p(mx, 85, 26);
  const sc = r.scale(26) * r.s.k;
  c.add(
    pathEl(
      `M${fmt(bx - 22 * sc)},${fmt(by - 12 * sc)} Q${fmt(bx - 21 * sc)},${fmt(by)} ${fmt(bx)},${fmt(by)} Q${fmt(bx + 21 * sc)},${fmt(by)} ${fmt(bx + 22 * sc)},${fmt(by - 12 * sc)} Z`,
      '#fbfbf8',
    ),
  );
  c.add(ellipse(bx, by - 12 * sc, 22 * sc, 4 * sc, '#e6e6e1'));
  const [tx, ty] = r.p(mx, 85, 8);
  const ts = r.scale(8) * r.s.k;
  c.add(
    pathEl(`M${fmt(tx)},${fmt(ty)} V${fmt(ty - 22 * ts)} H${fmt(tx + 1 * ts)}`, 'none', {
      stroke: C.brass,
      'stroke-width': 2.4 * ts,
      'stroke-linecap': 'round',
    }),
  );
  c.add(line([tx, ty - 22 * ts], [tx, ty - 12 * ts], C.brass, 2.2 * ts));
  // Soap and a small plant.
  const [sx, sy] = r.p(x + 10, 85, 20);
  c.add(rect(sx - 3 * sc, sy - 12 * sc, 6 * sc, 12 * sc, C.emerald, { rx: 1.5 * sc }));
  c.add(
    plantAt(c, ...r.p(x + w - 12, 85, 22), sc, {
      kind: 'bush',
      size: 22,
      pot: '#f4f1ea',
      potH: 8,
      seed: 4,
    }),
  );
}

/** Walk-in shower with a glass screen, rain head and a niche. */
function shower(r: Room, x0: number, x1: number, zScreen: number, tile: string): void {
  const { c } = r;
  wallTiles(r, x0, x1, 0, r.H, tile, 10, 30, 0, true);
  // Niche with bottles.
  const n = r.face(x0 + 20, x0 + 60, 100, 130, 0);
  c.add(rect(n.x, n.y, n.w, n.h, darken(tile, 0.2)));
  c.add(rect(n.x, n.y, n.w, n.h * 0.12, darken(tile, 0.35)));
  const bottles = ['#f2efe8', C.emerald, C.brass];
  bottles.forEach((b, i) =>
    c.add(
      rect(n.x + n.w * (0.15 + i * 0.28), n.y + n.h * 0.35, n.w * 0.18, n.h * 0.65, b, { rx: 2 }),
    ),
  );
  // Rain shower head and mixer.
  const mid = (x0 + x1) / 2;
  const arm1 = r.p(mid, 210, 0);
  const arm2 = r.p(mid, 210, 35);
  c.add(line(arm1, arm2, C.brass, 3));
  const head = r.disc(mid, 208, 35, 15);
  c.add(ellipse(head.cx, head.cy + 3, head.rx, head.ry + 2, darken(C.brass, 0.2)));
  c.add(ellipse(head.cx, head.cy, head.rx, head.ry, C.brass));
  const mixer = r.p(mid, 110, 0);
  c.add(circle(mixer[0], mixer[1], 5 * r.s.k, C.brass));
  c.add(line(mixer, [mixer[0] + 7 * r.s.k, mixer[1]], darken(C.brass, 0.2), 2.5));
  // Shower tray / drain.
  c.add(poly(r.flat(x0, x1, 0, zScreen, 0.3), '#9aa3a0', { opacity: 0.35 }));
  const drain = r.flat(mid - 25, mid + 25, 10, 14, 0.5);
  c.add(poly(drain, '#8a8d8f'));
  // Fixed glass panel standing out from the wall at the shower's open side.
  const panel = r.sideQuad(x1, 0, 200, 0, zScreen);
  const xs = panel.map((q) => q[0]);
  c.add(
    poly(
      panel,
      c.horizontal(
        [
          [0, '#dff2f5', 0.25],
          [1, '#ffffff', 0.12],
        ],
        Math.min(...xs),
        Math.max(...xs),
      ),
    ),
  );
  c.add(poly(panel, 'none', { stroke: C.brass, 'stroke-width': 3, 'stroke-linejoin': 'round' }));
  const [p0, p1, p2, p3] = panel as [Pt, Pt, Pt, Pt];
  const streak = (t: number, wdt: number): Pt[] => [
    [lerp(p0[0], p3[0], t), lerp(p0[1], p3[1], t)],
    [lerp(p1[0], p2[0], t + 0.15), lerp(p1[1], p2[1], t + 0.15)],
    [lerp(p1[0], p2[0], t + 0.15 + wdt), lerp(p1[1], p2[1], t + 0.15 + wdt)],
    [lerp(p0[0], p3[0], t + wdt), lerp(p0[1], p3[1], t + wdt)],
  ];
  c.add(
    poly(streak(0.3, 0.08), '#ffffff', { opacity: 0.22 }),
    poly(streak(0.55, 0.04), '#ffffff', { opacity: 0.18 }),
  );
}

/** Towel rail with folded towels on the back wall. */
function towels(r: Room, x: number, y: number, colors: readonly string[]): void {
  const { c } = r;
  const w = 26;
  const rail = r.face(x - 4, x + colors.length * (w + 4) + 2, y, y + 1.5, 6);
  colors.forEach((col, i) => {
    const tx = x + i * (w + 4);
    const f = r.face(tx, tx + w, y - 50, y + 2, 7);
    c.add(rect(f.x + 2, f.y + 3, f.w, f.h, '#000000', { opacity: 0.15, filter: c.blur(3) }));
    c.add(rect(f.x, f.y, f.w, f.h, col, { rx: 3 }));
    c.add(rect(f.x, f.y + f.h * 0.75, f.w, f.h * 0.07, lighten(col, 0.3)));
    c.add(rect(f.x, f.y, f.w, 4, darken(col, 0.12), { rx: 2 }));
  });
  c.add(rect(rail.x, rail.y, rail.w, rail.h + 1, C.brass, { rx: 1 }));
}

/* ------------------------------------------------------------------ */
/* Scene helpers                                                      */
/* ------------------------------------------------------------------ */

const ROOM_W = 1200;
const ROOM_H = 800;

/**
 * Builds a room camera. The horizon sits above the image centre (like a shift
 * lens in architectural photography) so that little ceiling and plenty of floor
 * are visible; `eye` is the camera height in cm.
 */
function makeRoom(c: Canvas, spec: Partial<RoomSpec> & { eye?: number } = {}): Room {
  const k = spec.k ?? 1.8;
  const left = spec.left ?? 50;
  const vp = spec.vp ?? [c.width / 2, 290];
  return new Room(c, {
    vp,
    floorY: spec.floorY ?? vp[1] + (spec.eye ?? 150) * k,
    left,
    k,
    depth: spec.depth ?? 1000,
    widthCm: spec.widthCm ?? (c.width - 2 * left) / k,
    heightCm: spec.heightCm ?? 270,
  });
}

type SceneFn = (c: Canvas) => void;

interface Output {
  file: string;
  width: number;
  height: number;
  draw: SceneFn;
  maxKb: number;
}

/* ------------------------------------------------------------------ */
/* Rooms: Deluxe Studio                                               */
/* ------------------------------------------------------------------ */

function deluxeStudioBed(c: Canvas): void {
  const r = makeRoom(c);
  shell(r, {
    wall: '#e4d3bb',
    floor: '#b98a5e',
    floorKind: 'wood',
    seed: 11,
    downlights: [160, 470],
  });
  backWindow(r, {
    x0: 30,
    x1: 135,
    y0: 70,
    y1: 230,
    view: { time: 'dusk', seed: 5, city: true, trees: true, sunAt: 0.2, sunHeight: 5 },
    curtain: '#c9b79a',
    frame: '#3a3430',
    light: 0,
  });
  wallPanel(r, 185, 495, 0, 170, C.emerald);
  art(r, 280, 400, 150, 205, 'sun', ['#efe2cc', C.brass, C.terracotta, '#7a8a6a'], C.brass, 3);
  rug(r, 200, 480, 120, 330, '#d9c6a5', '#a9855a', 'diamond');
  nightstand(r, 192, 48, C.walnut);
  nightstand(r, 488, 48, C.walnut);
  tableLamp(r, 216, 55, 20, C.cream, C.brass);
  tableLamp(r, 512, 55, 20, C.cream, C.brass);
  bed(r, {
    x: 260,
    w: 160,
    headboard: '#d8c3a0',
    cushions: [C.terracotta, C.mustard],
    throwColor: C.emerald,
  });
  plant(r, 560, 60, { kind: 'fiddle', size: 150, pot: C.cream, seed: 9 });
  c.finish({ tint: '#ff9a3c', tintOpacity: 0.06 });
}

function deluxeStudioDesk(c: Canvas): void {
  const r = makeRoom(c, { k: 2.1, left: -80, vp: [640, 290] });
  shell(r, { wall: '#ece3d3', floor: '#bf9164', floorKind: 'wood', seed: 12 });
  wallShelves(r, 50, 175, [135, 172], C.oak, 21);
  backWindow(r, {
    x0: 205,
    x1: 435,
    y0: 88,
    y1: 238,
    bars: 2,
    view: { time: 'day', seed: 8, city: true, trees: true, aso: true, asoAt: 0.72, asoWidth: 0.55 },
    curtain: '#d8c7a8',
    frame: '#f4efe6',
    light: 0.5,
    sheer: true,
  });
  art(r, 480, 585, 125, 200, 'arches', ['#f3e9d8', C.terracotta, C.emerald, C.brass], C.oak, 4);
  plant(r, 170, 30, { kind: 'bush', size: 70, pot: C.terracotta, seed: 5 });
  desk(r, 215, 210, 6, C.oak, C.ink, C.emerald, false);
  plant(r, 505, 70, { kind: 'snake', size: 85, pot: C.ink, seed: 2 });
  c.finish({ vignette: 0.22 });
}

function deluxeStudioKitchen(c: Canvas): void {
  const r = makeRoom(c, { k: 2.0, left: -40, vp: [560, 290] });
  shell(r, { wall: '#e9dfcf', floor: '#b98a5e', floorKind: 'wood', seed: 13 });
  kitchenRun(r, {
    x0: 60,
    x1: 330,
    cabinet: C.emerald,
    counter: '#efe9df',
    upper: 'shelves',
    hobAt: 80,
    sinkAt: 235,
    splash: '#dccab0',
    tile: 10,
  });
  fruitBowl(r, 180, 91, 30);
  vase(r, 318, 91, 25, C.brass, 18, false);
  fridge(r, 334, 64, '#d5d8d7');
  backWindow(r, {
    x0: 450,
    x1: 570,
    y0: 95,
    y1: 225,
    view: { time: 'day', seed: 3, trees: true, city: true },
    frame: C.ink,
    light: 0.35,
    reveal: '#ede5d8',
  });
  pendant(r, 475, 110, 95, C.brass, 'dome');
  chair(r, 453, 42, C.terracotta, C.walnut, 'front');
  chair(r, 392, 92, C.terracotta, C.walnut, 'right');
  roundTable(r, 475, 110, 38, 75, '#f2ece2', C.ink);
  vase(r, 473, 75, 104, C.terracotta, 20);
  mug(r, 490, 75, 122);
  c.finish({ vignette: 0.22 });
}

/* ------------------------------------------------------------------ */
/* Rooms: Executive Suite                                             */
/* ------------------------------------------------------------------ */

function executiveLounge(c: Canvas): void {
  const r = makeRoom(c, { k: 1.7, left: 40, vp: [560, 290] });
  shell(r, {
    wall: '#d9d0c2',
    floor: '#a87a52',
    floorKind: 'wood',
    seed: 14,
    downlights: [150, 500],
  });
  wainscot(r, 0, 410, 95, '#d9d0c2', 4);
  backWindow(r, {
    x0: 425,
    x1: 650,
    y0: 0,
    y1: 250,
    bars: 2,
    transom: 210,
    view: { time: 'day', seed: 12, trees: true, city: true, aso: true, asoAt: 0.3, asoWidth: 0.7 },
    frame: C.ink,
    curtain: '#2f4a44',
    light: 0.45,
  });
  art(r, 80, 205, 125, 195, 'arches', ['#efe3cf', C.emerald, C.brass, C.terracotta], C.brass, 6);
  rug(r, 15, 290, 70, 240, '#cbb898', '#7d6140', 'plain');
  plant(r, 12, 25, { kind: 'palm', size: 130, pot: C.ink, seed: 3 });
  floorLamp(r, 280, 25, C.cream, C.brass, true);
  sofa(r, { x: 50, w: 215, color: '#2f5a4a', pillows: [C.brass, '#e8dcc6', C.terracotta] });
  coffeeTable(r, 105, 210, 125, 180, '#e9e2d6', C.ink);
  vase(r, 135, 42, 145, C.cream, 18);
  books(r, 175, 42, 165, 3, 4);
  pendant(r, 500, 125, 90, C.brass, 'dome');
  chair(r, 448, 35, '#d8cdb8', C.walnut, 'front');
  chair(r, 508, 35, '#d8cdb8', C.walnut, 'front');
  chair(r, 382, 103, '#d8cdb8', C.walnut, 'right');
  table(r, { x0: 435, x1: 565, z0: 80, z1: 170, h: 75 }, C.walnut, darken(C.walnut, 0.3));
  vase(r, 500, 75, 125, C.emerald, 22);
  c.finish({ vignette: 0.25 });
}

function executiveBedroom(c: Canvas): void {
  const r = makeRoom(c, { k: 1.9, left: -60, vp: [620, 290] });
  shell(r, { wall: '#d6cdc0', floor: '#8f6748', floorKind: 'wood', seed: 15 });
  wainscot(r, 0, r.W, 100, '#d6cdc0', 6);
  backWindow(r, {
    x0: 575,
    x1: 690,
    y0: 60,
    y1: 235,
    view: { time: 'golden', seed: 6, trees: true, city: true },
    curtain: '#2f4a44',
    frame: C.ink,
    light: 0.3,
  });
  art(r, 305, 410, 170, 222, 'lines', ['#f1e8d8', C.brass, C.emerald, '#8a6b45'], C.ink, 8);
  rug(r, 190, 530, 110, 320, '#e8dfcf', '#b79a6e', 'plain');
  nightstand(r, 205, 52, C.walnut);
  nightstand(r, 463, 52, C.walnut);
  pendant(r, 231, 20, 100, C.brass, 'globe');
  pendant(r, 489, 20, 100, C.brass, 'globe');
  vase(r, 222, 55, 20, C.cream, 14, false);
  books(r, 475, 55, 30, 3, 9);
  bed(r, {
    x: 268,
    w: 180,
    headboard: C.emerald,
    headH: 140,
    cushions: [C.brass, C.cream, C.brass],
    throwColor: '#2b3a35',
    duvet: '#f7f4ee',
  });
  plant(r, 120, 40, { kind: 'fiddle', size: 150, pot: C.cream, seed: 12 });
  c.finish({ vignette: 0.3, tint: '#ffb060', tintOpacity: 0.05 });
}

function executiveKitchen(c: Canvas): void {
  const r = makeRoom(c, { k: 1.8, left: 0, vp: [600, 290] });
  shell(r, { wall: '#ece6dc', floor: '#d8d1c5', floorKind: 'stone', seed: 16, module: 60 });
  fridge(r, 20, 78, darken(C.forest, 0.05));
  kitchenRun(r, {
    x0: 100,
    x1: 610,
    cabinet: C.emerald,
    counter: '#f1ede6',
    upper: 'cabinets',
    hobAt: 310,
    sinkAt: 470,
    splash: '#e9e3d8',
    hood: true,
  });
  vase(r, 160, 91, 30, C.cream, 20);
  fruitBowl(r, 560, 91, 30);
  plant(r, 640, 30, { kind: 'snake', size: 80, pot: C.brass, seed: 8 });
  for (const x of [260, 355, 450]) pendant(r, x, 165, 95, C.brass, 'globe');
  island(r, 200, 500, 130, 190, C.walnut, '#f4f0ea');
  fruitBowl(r, 300, 93, 160);
  vase(r, 420, 93, 155, C.terracotta, 22);
  for (const x of [265, 350, 435]) stool(r, x, 205, C.emerald, C.brass);
  c.finish({ vignette: 0.22 });
}

/* ------------------------------------------------------------------ */
/* Rooms: Luxury 2 Bedroom                                            */
/* ------------------------------------------------------------------ */

function luxuryLiving(c: Canvas): void {
  const r = makeRoom(c, { k: 1.65, left: 100, vp: [640, 300], depth: 950 });
  shell(r, {
    wall: '#f1e8da',
    floor: '#d0a678',
    floorKind: 'wood',
    seed: 17,
    downlights: [140, 440],
  });
  sideWindow(
    r,
    'left',
    30,
    190,
    20,
    240,
    { time: 'day', seed: 4, garden: true, trees: true },
    '#f4efe6',
  );
  art(r, 140, 220, 125, 200, 'arches', ['#f5ebdc', C.terracotta, '#e0a27a', C.emerald], C.oak, 7);
  art(r, 232, 312, 125, 200, 'sun', ['#f5ebdc', C.terracotta, '#c9a27a', '#8a9a7a'], C.oak, 8);
  plant(r, 25, 12, { kind: 'palm', size: 150, pot: C.terracotta, seed: 6 });
  rug(r, 85, 380, 80, 250, '#eadfcd', C.terracotta, 'plain');
  floorLamp(r, 92, 30, C.cream, C.brass, false);
  sofa(r, {
    x: 110,
    w: 230,
    color: '#e2d5c0',
    legs: C.walnut,
    pillows: [C.terracotta, '#e2a36f', C.emerald],
  });
  roundTable(r, 225, 155, 42, 40, '#e7dccb', '#cdbfa9');
  vase(r, 215, 40, 155, C.terracotta, 16);
  pendant(r, 485, 70, 85, C.terracotta, 'cone');
  chair(r, 380, 45, '#c9a27a', C.walnut, 'right');
  table(r, { x0: 420, x1: 550, z0: 30, z1: 110, h: 75 }, C.oak, darken(C.oak, 0.3));
  fruitBowl(r, 485, 75, 65);
  chair(r, 556, 45, '#c9a27a', C.walnut, 'left');
  chair(r, 435, 115, '#c9a27a', C.walnut, 'back');
  chair(r, 492, 115, '#c9a27a', C.walnut, 'back');
  c.finish({ vignette: 0.2 });
}

function luxuryMaster(c: Canvas): void {
  const r = makeRoom(c, { k: 1.9, left: -30, vp: [560, 290] });
  shell(r, { wall: '#efe4d6', floor: '#c79c70', floorKind: 'wood', seed: 18 });
  wallPanel(r, 215, 445, 0, 250, C.terracotta, true);
  backWindow(r, {
    x0: 30,
    x1: 140,
    y0: 60,
    y1: 235,
    view: { time: 'day', seed: 9, garden: true, trees: true },
    curtain: '#f3ece1',
    sheer: true,
    frame: '#f4efe6',
    light: 0.4,
  });
  art(r, 515, 610, 110, 205, 'leaf', ['#f4ecdf', C.emerald, '#6f8f5a', C.terracotta], C.oak, 10);
  rug(r, 180, 490, 110, 320, '#efe5d5', '#c9a27a', 'diamond');
  nightstand(r, 180, 48, C.oak);
  nightstand(r, 432, 48, C.oak);
  tableLamp(r, 204, 55, 20, C.cream, C.brass, false);
  tableLamp(r, 456, 55, 20, C.cream, C.brass, false);
  bed(r, {
    x: 240,
    w: 180,
    headboard: '#ece0cf',
    headH: 110,
    channels: false,
    cushions: [C.cream, C.mustard, C.cream],
    throwColor: '#8a3f2c',
  });
  plant(r, 565, 45, { kind: 'bush', size: 90, pot: C.cream, seed: 10 });
  c.finish({ vignette: 0.2 });
}

/* ------------------------------------------------------------------ */
/* Rooms: Classic Studio                                              */
/* ------------------------------------------------------------------ */

function classicBed(c: Canvas): void {
  const r = makeRoom(c, { k: 1.8, left: 50, vp: [560, 290] });
  shell(r, { wall: '#e3e8e6', floor: '#b08560', floorKind: 'wood', seed: 19 });
  wallPanel(r, 0, r.W, 0, 105, '#a6b8b2');
  const rail = r.face(0, r.W, 105, 108, 0);
  c.add(rect(rail.x, rail.y, rail.w, rail.h, '#f2f4f2'));
  backWindow(r, {
    x0: 310,
    x1: 440,
    y0: 85,
    y1: 225,
    view: { time: 'day', seed: 2, city: true, lake: true },
    frame: '#f4f4f2',
    blind: '#efe9dd',
    light: 0.4,
  });
  art(r, 120, 200, 140, 195, 'rings', ['#f4f1ea', C.mustard, '#4d6a73', C.terracotta], C.ink, 11);
  rug(r, 200, 430, 120, 300, '#e9e4d8', '#4d6a73', 'stripes');
  nightstand(r, 252, 44, C.oak);
  tableLamp(r, 274, 55, 20, C.cream, '#4d6a73', false);
  bed(r, {
    x: 95,
    w: 140,
    headboard: '#4d6a73',
    headH: 110,
    cushions: [C.mustard],
    throwColor: C.mustard,
  });
  wallShelves(r, 470, 585, [150], C.oak, 31);
  desk(r, 460, 135, 4, C.oak, C.ink, '#4d6a73', false);
  pouf(r, 360, 185, 24, 40, C.mustard);
  c.finish({ vignette: 0.2 });
}

function classicShower(c: Canvas): void {
  const r = makeRoom(c, { k: 2.2, left: -20, vp: [600, 290], heightCm: 250 });
  shell(r, { wall: '#efebe4', floor: '#d3cdc2', floorKind: 'tile', module: 30, seed: 20 });
  wallTiles(r, 230, r.W, 0, 110, '#f3f0ea', 30, 15);
  shower(r, 20, 230, 110, '#bcd3cb');
  sconce(r, 292, 160);
  sconce(r, 428, 160);
  vanity(r, 300, 120, C.oak, '#f4f1ec');
  towels(r, 445, 125, ['#f7f3ea', C.sand]);
  rug(r, 305, 415, 70, 120, '#f4f1ea', '#c9c1b3', 'stripes');
  plant(r, 500, 40, { kind: 'snake', size: 70, pot: '#f1ede6', seed: 4 });
  c.finish({ vignette: 0.2 });
}

function classicKitchenette(c: Canvas): void {
  const r = makeRoom(c, { k: 1.9, left: 260, vp: [820, 290], widthCm: 521 });
  shell(r, { wall: '#e6ebe8', floor: '#b08560', floorKind: 'wood', seed: 21 });
  sideWindow(
    r,
    'left',
    70,
    190,
    95,
    225,
    { time: 'day', seed: 14, city: true, trees: true },
    '#f4f4f2',
  );
  kitchenRun(r, {
    x0: 0,
    x1: 230,
    cabinet: '#5a7380',
    counter: C.oak,
    upper: 'shelves',
    hobAt: 15,
    sinkAt: 150,
    splash: '#f4f2ee',
    tile: 8,
  });
  fridge(r, 234, 60, '#eceeed');
  plant(r, 335, 15, { kind: 'fiddle', size: 120, pot: C.cream, seed: 15 });
  pendant(r, 410, 100, 95, '#5a7380', 'cone');
  chair(r, 388, 30, C.mustard, C.oak, 'front');
  chair(r, 328, 80, C.mustard, C.oak, 'right');
  roundTable(r, 410, 100, 36, 75, C.oak, C.ink);
  fruitBowl(r, 410, 75, 95);
  c.finish({ vignette: 0.2 });
}

/* ------------------------------------------------------------------ */
/* Rooms: Lakeview One Bedroom                                        */
/* ------------------------------------------------------------------ */

function lakeviewLounge(c: Canvas): void {
  const r = makeRoom(c, { k: 1.75, left: 40, vp: [600, 300], depth: 900 });
  shell(r, { wall: '#e8ebe8', floor: '#c2a07c', floorKind: 'wood', seed: 22 });
  backWindow(r, {
    x0: 50,
    x1: 590,
    y0: 0,
    y1: 255,
    bars: 3,
    view: { time: 'golden', seed: 21, lake: true, sunAt: 0.72, sunHeight: 60, scale: 1.6 },
    frame: '#2b2f33',
    light: 0.55,
    reveal: '#e1e4e1',
  });
  plant(r, 25, 30, { kind: 'palm', size: 140, pot: '#e9e4dc', seed: 18 });
  plant(r, 625, 40, { kind: 'bush', size: 90, pot: C.ink, seed: 19 });
  rug(r, 150, 500, 40, 230, '#d9d2c4', '#51697a', 'plain');
  coffeeTable(r, 250, 400, 40, 95, '#ece6db', '#51697a');
  vase(r, 300, 42, 60, C.cream, 16);
  armchair(r, 470, 60, 85, '#d9cdb8', C.walnut, C.emerald);
  floorLamp(r, 140, 130, C.cream, C.ink, false);
  sofa(r, {
    x: 170,
    w: 250,
    z: 110,
    color: '#51697a',
    fromBehind: true,
    throwColor: '#c9a27a',
    pillows: [C.mustard, '#e9e1d2'],
  });
  c.finish({ vignette: 0.22, tint: '#ffb870', tintOpacity: 0.05 });
}

function lakeviewBedroom(c: Canvas): void {
  const r = makeRoom(c, { k: 1.9, left: 300, vp: [760, 290], widthCm: 505 });
  shell(r, { wall: '#b7c6cc', floor: '#a77c58', floorKind: 'wood', seed: 23, sideWall: '#c4d0d4' });
  sideWindow(
    r,
    'left',
    40,
    190,
    40,
    240,
    { time: 'golden', seed: 24, lake: true, sunAt: 0.5, sunHeight: 30, scale: 1.4 },
    '#2b2f33',
  );
  art(r, 205, 300, 160, 215, 'lines', ['#eef1f0', '#2f4457', '#7d9aa8', C.brass], C.brass, 13);
  nightstand(r, 112, 48, '#e9e1d4');
  nightstand(r, 394, 48, '#e9e1d4');
  tableLamp(r, 136, 55, 20, C.cream, C.ink, true);
  tableLamp(r, 418, 55, 20, C.cream, C.ink, true);
  bed(r, {
    x: 168,
    w: 180,
    headboard: '#2f4457',
    headH: 125,
    cushions: ['#7d9aa8', C.brass, '#7d9aa8'],
    throwColor: '#2f4457',
  });
  plant(r, 462, 45, { kind: 'snake', size: 80, pot: '#e9e1d4', seed: 20 });
  c.finish({ vignette: 0.25, tint: '#ffb060', tintOpacity: 0.05 });
}

/* ------------------------------------------------------------------ */
/* Rooms: Family Two Bedroom                                          */
/* ------------------------------------------------------------------ */

function familyLounge(c: Canvas): void {
  const r = makeRoom(c, { k: 1.6, left: 40, vp: [620, 300], depth: 950 });
  shell(r, {
    wall: '#f2e6d0',
    floor: '#b98a5e',
    floorKind: 'wood',
    seed: 25,
    downlights: [170, 520],
  });
  backWindow(r, {
    x0: 360,
    x1: 455,
    y0: 80,
    y1: 230,
    view: { time: 'day', seed: 30, trees: true, garden: true },
    curtain: C.mustard,
    frame: '#f4efe6',
    light: 0.35,
  });
  wallShelves(r, 75, 305, [150, 188], C.oak, 41);
  roundRug(r, 200, 150, 120, '#e9d9bd', C.terracotta);
  floorLamp(r, 25, 25, C.cream, C.ink, true);
  sofa(r, {
    x: 45,
    w: 290,
    color: '#3f6e63',
    seats: 4,
    pillows: [C.mustard, '#e9dcc4', C.terracotta, C.mustard],
  });
  coffeeTable(r, 135, 265, 135, 190, C.oak, C.oak);
  fruitBowl(r, 170, 42, 160);
  books(r, 215, 42, 170, 3, 17);
  tvWall(r, 495, 125, 105, C.oak);
  // Toy basket with a ball.
  c.add(r.box({ x0: 335, x1: 370, y0: 0, y1: 28, z0: 150, z1: 180 }, { front: '#d8b77e', rx: 3 }));
  const tb = r.face(335, 370, 0, 28, 180);
  for (let yy = tb.y + 6; yy < tb.y + tb.h; yy += 7)
    c.add(line([tb.x + 2, yy], [tb.x + tb.w - 2, yy], '#b8955c', 1.2));
  const [bx, by] = r.p(362, 28, 165);
  c.add(
    circle(bx, by - 8, 14, C.terracotta),
    pathEl(
      `M${fmt(bx - 14)},${fmt(by - 8)} Q${fmt(bx)},${fmt(by - 16)} ${fmt(bx + 14)},${fmt(by - 8)}`,
      'none',
      { stroke: '#f4efe6', 'stroke-width': 3 },
    ),
  );
  plant(r, 670, 30, { kind: 'palm', size: 140, pot: C.terracotta, seed: 26 });
  c.finish({ vignette: 0.22 });
}

function familyTwin(c: Canvas): void {
  const r = makeRoom(c, { k: 1.9, left: -40, vp: [600, 290] });
  shell(r, { wall: '#f3ecdf', floor: '#c49a6c', floorKind: 'wood', seed: 27 });
  wallPanel(r, 0, r.W, 0, 100, '#bcd2c6');
  const rail = r.face(0, r.W, 100, 103, 0);
  c.add(rect(rail.x, rail.y, rail.w, rail.h, '#f7f4ee'));
  backWindow(r, {
    x0: 25,
    x1: 125,
    y0: 90,
    y1: 225,
    view: { time: 'day', seed: 33, trees: true, lake: true },
    curtain: '#e7b46a',
    frame: '#f7f4ee',
    light: 0.3,
  });
  art(r, 290, 385, 150, 215, 'rings', ['#fbf6ec', C.terracotta, '#3f6e63', C.mustard], C.oak, 14);
  bed(r, {
    x: 168,
    w: 92,
    headboard: C.mustard,
    headH: 100,
    channels: false,
    pillows: 1,
    cushions: [C.terracotta],
    throwColor: '#3f6e63',
  });
  bed(r, {
    x: 416,
    w: 92,
    headboard: C.mustard,
    headH: 100,
    channels: false,
    pillows: 1,
    cushions: ['#3f6e63'],
    throwColor: C.terracotta,
  });
  nightstand(r, 312, 50, C.oak);
  tableLamp(r, 337, 55, 20, C.cream, '#3f6e63', true);
  plant(r, 600, 40, { kind: 'bush', size: 80, pot: C.cream, seed: 28 });
  c.finish({ vignette: 0.2 });
}

function familyKitchen(c: Canvas): void {
  const r = makeRoom(c, { k: 1.7, left: 20, vp: [600, 295], depth: 950 });
  shell(r, { wall: '#f4efe6', floor: '#cfc6b8', floorKind: 'tile', module: 45, seed: 29 });
  kitchenRun(r, {
    x0: 40,
    x1: 480,
    cabinet: '#9fb29a',
    counter: C.oak,
    upper: 'cabinets',
    hobAt: 90,
    sinkAt: 330,
    splash: '#ffffff',
    tile: 9,
    handle: C.ink,
  });
  fruitBowl(r, 200, 91, 30);
  vase(r, 255, 91, 25, C.terracotta, 20);
  fridge(r, 488, 75, '#cfd3d3');
  backWindow(r, {
    x0: 585,
    x1: 668,
    y0: 95,
    y1: 225,
    view: { time: 'day', seed: 34, trees: true },
    frame: '#f7f4ee',
    light: 0.3,
    blind: C.mustard,
  });
  for (const x of [270, 360]) pendant(r, x, 150, 90, C.ink, 'dome');
  chair(r, 245, 70, C.mustard, C.oak, 'front');
  chair(r, 345, 70, C.mustard, C.oak, 'front');
  chair(r, 150, 140, C.mustard, C.oak, 'right');
  table(r, { x0: 200, x1: 430, z0: 110, z1: 195, h: 75 }, C.oak, darken(C.oak, 0.3));
  fruitBowl(r, 315, 75, 150);
  vase(r, 370, 75, 140, C.cream, 18);
  chair(r, 435, 140, C.mustard, C.oak, 'left');
  c.finish({ vignette: 0.2 });
}

/* ------------------------------------------------------------------ */
/* Outdoor elements                                                   */
/* ------------------------------------------------------------------ */

interface Foliage {
  trunk: string;
  leaf: string;
  leafLight: string;
}

const DAY_FOLIAGE: Foliage = { trunk: '#8a6a4a', leaf: '#3f7a4f', leafLight: '#6aa06a' };
const DUSK_FOLIAGE: Foliage = { trunk: '#2a2626', leaf: '#17241f', leafLight: '#243a2e' };
const SUNSET_FOLIAGE: Foliage = { trunk: '#4a3430', leaf: '#2c3a2c', leafLight: '#4f5a36' };

function quad(a: Pt, b: Pt, c: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
    u * u * a[1] + 2 * u * t * b[1] + t * t * c[1],
  ];
}

/** A coconut palm in screen space: base at (x, y), height h px, crown offset by `lean` px. */
function palmTree(
  x: number,
  y: number,
  h: number,
  lean: number,
  seed: number,
  tone: Foliage,
): string {
  const rand = prng(seed);
  const out: string[] = [];
  const base: Pt = [x, y];
  const ctrl: Pt = [x + lean * 0.15, y - h * 0.55];
  const top: Pt = [x + lean, y - h];
  const w0 = h * 0.032;
  const w1 = h * 0.018;
  const leftSide: Pt[] = [];
  const rightSide: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const p = quad(base, ctrl, top, t);
    const w = lerp(w0, w1, t);
    leftSide.push([p[0] - w, p[1]]);
    rightSide.push([p[0] + w, p[1]]);
  }
  out.push(poly([...leftSide, ...rightSide.reverse()], tone.trunk));
  for (let t = 0.04; t < 0.97; t += 0.045) {
    const p = quad(base, ctrl, top, t);
    const w = lerp(w0, w1, t);
    out.push(
      line(
        [p[0] - w, p[1]],
        [p[0] + w, p[1] - w * 0.3],
        darken(tone.trunk, 0.3),
        Math.max(1, h * 0.004),
        { opacity: 0.6 },
      ),
    );
  }
  const n = 12;
  const fronds: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * 3.3 + (rand() - 0.5) * 0.2;
    const len = h * (0.36 + rand() * 0.12);
    const dx = Math.cos(a) * len;
    const rise = Math.sin(a) * len * 0.55;
    const c1: Pt = [top[0] + dx * 0.5, top[1] + rise - len * 0.12];
    const end: Pt = [top[0] + dx, top[1] + rise * 0.4 + len * 0.32];
    const color = i % 3 === 0 ? tone.leafLight : tone.leaf;
    fronds.push(
      pathEl(
        `M${fmt(top[0])},${fmt(top[1])} Q${fmt(c1[0])},${fmt(c1[1])} ${fmt(end[0])},${fmt(end[1])}`,
        'none',
        { stroke: color, 'stroke-width': Math.max(1, h * 0.006) },
      ),
    );
    for (let j = 1; j <= 16; j++) {
      const t = j / 17;
      const p = quad(top, c1, end, t);
      const q = quad(top, c1, end, Math.min(1, t + 0.02));
      const dir = Math.atan2(q[1] - p[1], q[0] - p[0]);
      const ll = len * 0.26 * (1 - t * 0.55);
      fronds.push(leaf(p, dir + 0.95 + 0.25, ll, ll * 0.09, color));
      fronds.push(leaf(p, dir - 0.95 + 0.25, ll, ll * 0.09, color));
    }
  }
  out.push(group(fronds));
  for (let i = 0; i < 3; i++)
    out.push(
      circle(top[0] + (i - 1) * w1 * 1.4, top[1] + w1 * 1.5, w1 * 0.9, darken(tone.trunk, 0.1)),
    );
  return group(out);
}

/** A round-canopied shade tree in screen space. */
function shadeTree(x: number, y: number, h: number, seed: number, tone: Foliage): string {
  const rand = prng(seed);
  const out: string[] = [];
  const tw = h * 0.05;
  out.push(
    pathEl(
      `M${fmt(x - tw)},${fmt(y)} L${fmt(x - tw * 0.6)},${fmt(y - h * 0.5)} L${fmt(x + tw * 0.6)},${fmt(y - h * 0.5)} L${fmt(x + tw)},${fmt(y)} Z`,
      tone.trunk,
    ),
  );
  const cy = y - h * 0.62;
  const r = h * 0.3;
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    blobs.push([
      x + Math.cos(a) * r * 0.75,
      cy + Math.sin(a) * r * 0.55,
      r * (0.45 + rand() * 0.2),
    ]);
  }
  blobs.push([x, cy, r * 0.8]);
  for (const [bx, by, br] of blobs) out.push(circle(bx, by, br, tone.leaf));
  for (const [bx, by, br] of blobs.slice(0, 5))
    out.push(circle(bx - br * 0.2, by - br * 0.25, br * 0.6, tone.leafLight, { opacity: 0.55 }));
  return group(out);
}

/** Low clipped hedge / shrub cluster in screen space. */
function shrub(
  x: number,
  y: number,
  w: number,
  h: number,
  tone: Foliage,
  seed: number,
  flowers?: string,
): string {
  const rand = prng(seed);
  const out: string[] = [];
  const n = Math.max(3, Math.round(w / (h * 0.8)));
  for (let i = 0; i < n; i++) {
    const cx = x + (w * (i + 0.5)) / n;
    const r = h * (0.55 + rand() * 0.25);
    out.push(circle(cx, y - r * 0.8, r, tone.leaf));
    out.push(circle(cx - r * 0.25, y - r * 1.05, r * 0.55, tone.leafLight, { opacity: 0.6 }));
    if (flowers) {
      for (let k = 0; k < 4; k++)
        out.push(
          circle(
            cx + (rand() - 0.5) * r * 1.4,
            y - r * (0.4 + rand() * 1.1),
            Math.max(1.2, h * 0.06),
            flowers,
          ),
        );
    }
  }
  out.push(rect(x, y - h * 0.35, w, h * 0.35, tone.leaf));
  return group(out);
}

/** Drinking glass with a coloured drink on a surface at (x, y, z). */
function glass(r: Room, x: number, y: number, z: number, drink: string): void {
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, y, z);
  const w = 3.5 * sc;
  const h = 13 * sc;
  r.c.add(rect(bx - w, by - h, w * 2, h, '#ffffff', { opacity: 0.35, rx: 1 }));
  r.c.add(rect(bx - w + 0.8, by - h * 0.7, w * 2 - 1.6, h * 0.7 - 0.8, drink, { opacity: 0.9 }));
  r.c.add(rect(bx - w * 0.6, by - h * 0.95, w * 0.35, h * 0.8, '#ffffff', { opacity: 0.45 }));
  r.c.add(circle(bx + w * 0.6, by - h * 0.75, w * 0.5, C.mustard));
}

/** Lantern with a candle glow at (x, y, z). */
function lantern(r: Room, x: number, y: number, z: number, h = 40): void {
  const { c } = r;
  const sc = r.scale(z) * r.s.k;
  const [bx, by] = r.p(x, y, z);
  c.glow(bx, by - h * 0.4 * sc, h * 2.8 * sc, C.warmLight, 0.55);
  const w = h * 0.3 * sc;
  c.add(rect(bx - w, by - h * 0.85 * sc, w * 2, h * 0.8 * sc, '#fff1cc', { opacity: 0.35 }));
  c.add(
    rect(bx - w, by - h * 0.85 * sc, w * 2, h * 0.8 * sc, 'none', {
      stroke: C.ink,
      'stroke-width': 1.6 * sc * 0.5 + 1,
    }),
  );
  c.add(line([bx, by - h * 0.85 * sc], [bx, by - h * 0.05 * sc], C.ink, 1));
  c.add(ellipse(bx, by - h * 0.35 * sc, w * 0.45, w * 0.75, '#ffe2a0'));
  c.add(
    pathEl(
      `M${fmt(bx - w * 1.1)},${fmt(by - h * 0.85 * sc)} L${fmt(bx)},${fmt(by - h * 1.05 * sc)} L${fmt(bx + w * 1.1)},${fmt(by - h * 0.85 * sc)} Z`,
      C.ink,
    ),
  );
  c.add(circle(bx, by - h * 1.1 * sc, w * 0.25, 'none', { stroke: C.ink, 'stroke-width': 1.2 }));
  c.add(rect(bx - w * 1.1, by - h * 0.08 * sc, w * 2.2, h * 0.08 * sc, C.ink));
}

/** String of festoon lights hanging under a ceiling plane. */
function festoon(r: Room, x0: number, x1: number, y: number, z: number, sag: number): void {
  const a = r.p(x0, y, z);
  const b = r.p(x1, y, z);
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  r.c.add(
    pathEl(
      `M${fmt(a[0])},${fmt(a[1])} Q${fmt(mid[0])},${fmt(mid[1])} ${fmt(b[0])},${fmt(b[1])}`,
      'none',
      { stroke: C.ink, 'stroke-width': 1.2 },
    ),
  );
  for (let i = 1; i < 12; i++) {
    const p = quad(a, mid, b, i / 12);
    r.c.glow(p[0], p[1] + 6, 22, C.warmLight, 0.6);
    r.c.add(circle(p[0], p[1] + 5, 3.2, '#ffe7b0'));
  }
}

/** Glass balustrade with a top rail across the back of a balcony or terrace (z = 0). */
function balustrade(r: Room, x0: number, x1: number, rail: string, tint = '#d8eef2'): void {
  const { c } = r;
  const f = r.face(x0, x1, 0, 105, 0);
  c.add(rect(f.x, f.y, f.w, f.h, tint, { opacity: 0.18 }));
  const panels = Math.round((x1 - x0) / 120);
  for (let i = 0; i <= panels; i++) {
    const px = lerp(x0, x1, i / panels);
    const g = r.face(px - 1.5, px + 1.5, 0, 105, 0.5);
    c.add(rect(g.x, g.y, g.w, g.h, rail));
    if (i < panels) {
      const q = r.face(px + 20, px + 34, 0, 105, 0.2);
      c.add(
        poly(
          [
            [q.x, q.y + q.h],
            [q.x + q.w, q.y],
            [q.x + q.w * 1.6, q.y],
            [q.x + q.w * 0.6, q.y + q.h],
          ],
          '#ffffff',
          { opacity: 0.18 },
        ),
      );
    }
  }
  c.add(r.box({ x0, x1, y0: 102, y1: 106, z0: -3, z1: 3 }, { front: rail }));
}

/** Outdoor armchair in woven rattan with a cushion. */
function rattanChair(r: Room, x: number, z: number, cushion: string, fromBehind = false): void {
  const rattan = '#b98b55';
  sofa(r, {
    x,
    w: 78,
    z,
    depth: 78,
    color: rattan,
    legs: darken(rattan, 0.4),
    seats: 1,
    pillows: [cushion],
    fromBehind,
  });
  // Woven texture on the visible front (or back) panel.
  const zFace = z + 78;
  const f = fromBehind
    ? r.face(x + 16, x + 62, 12, 82, zFace)
    : r.face(x + 1, x + 17, 12, 60, zFace);
  const g: string[] = [];
  for (let yy = f.y + 4; yy < f.y + f.h - 2; yy += 5)
    g.push(line([f.x + 2, yy], [f.x + f.w - 2, yy], darken(rattan, 0.2), 1));
  r.c.add(group(g, { opacity: 0.6 }));
}

/* ------------------------------------------------------------------ */
/* Rooms: outdoor spaces                                              */
/* ------------------------------------------------------------------ */

/** Garden seen from a first-floor balcony: lawn, shade trees, palms, flower beds. */
function gardenBelow(c: Canvas, horizon: number, bottom: number): void {
  const w = c.width;
  const rand = prng(77);
  c.add(
    rect(
      0,
      horizon,
      w,
      bottom - horizon,
      c.vertical(
        [
          [0, '#9dbb78'],
          [1, '#6f9a52'],
        ],
        horizon,
        bottom,
      ),
    ),
  );
  // Curving garden path.
  c.add(
    pathEl(
      `M${fmt(w * 0.38)},${fmt(bottom)} C${fmt(w * 0.45)},${fmt(horizon + 160)} ${fmt(w * 0.7)},${fmt(horizon + 120)} ${fmt(w * 0.62)},${fmt(horizon + 40)} L${fmt(w * 0.645)},${fmt(horizon + 40)} C${fmt(w * 0.76)},${fmt(horizon + 120)} ${fmt(w * 0.55)},${fmt(horizon + 170)} ${fmt(w * 0.52)},${fmt(bottom)} Z`,
      '#e8dcc2',
    ),
  );
  c.add(treeLine(-20, w + 20, horizon + 18, 16, '#4f7d4a', '#6f9b58', rand));
  const tone = DAY_FOLIAGE;
  c.add(shrub(w * 0.08, horizon + 120, w * 0.22, 26, tone, 3, '#e8876a'));
  c.add(shrub(w * 0.72, horizon + 150, w * 0.25, 28, tone, 4, '#f2d16b'));
  c.add(shadeTree(w * 0.14, horizon + 90, 190, 5, tone));
  c.add(shadeTree(w * 0.86, horizon + 70, 230, 6, tone));
  c.add(palmTree(w * 0.3, horizon + 100, 260, 20, 7, DAY_FOLIAGE));
  c.add(palmTree(w * 0.68, horizon + 60, 220, -15, 8, DAY_FOLIAGE));
}

function luxuryBalcony(c: Canvas): void {
  const r = makeRoom(c, { k: 1.9, left: 140, vp: [640, 300], widthCm: 560 });
  const { vp } = r.s;
  c.add(
    view(c, 0, 0, c.width, c.height, {
      time: 'day',
      horizon: vp[1],
      seed: 41,
      aso: true,
      asoAt: 0.82,
      asoWidth: 0.32,
      clouds: 2,
      scale: 1.5,
    }),
  );
  gardenBelow(c, vp[1] + 4, c.height);
  // Balcony soffit and the building wall on the left.
  const far = r.far;
  c.add(
    poly(
      [r.p(0, r.H, 0), r.p(r.W + 200, r.H, 0), r.p(r.W + 200, r.H, far), r.p(0, r.H, far)],
      '#efe8dc',
    ),
  );
  c.add(
    poly([r.p(0, r.H - 1, 0), r.p(r.W + 200, r.H - 1, 0)], 'none', {
      stroke: '#d9cfbf',
      'stroke-width': 3,
    }),
  );
  c.add(
    r.box({ x0: -40, x1: r.W + 200, y0: r.H, y1: r.H + 30, z0: -10, z1: 0 }, { front: '#e4dccd' }),
  );
  c.add(
    poly(
      r.sideQuad(0, 0, r.H, 0, far),
      c.horizontal(
        [
          [0, '#d9cbb4'],
          [1, '#eadfcc'],
        ],
        0,
        r.p(0, 0, 0)[0],
      ),
    ),
  );
  // Sliding door frame on the wall.
  const door = r.sideQuad(0, 0, 230, 60, 230);
  c.add(poly(door, '#3a4a4e', { opacity: 0.85 }));
  c.add(
    poly(
      r.sideQuad(0, 5, 225, 66, 224),
      c.vertical(
        [
          [0, '#9fb9c4'],
          [1, '#5d7480'],
        ],
        0,
        c.height,
      ),
      { opacity: 0.9 },
    ),
  );
  c.add(poly(r.sideQuad(0, 0, 230, 142, 146), '#3a4a4e'));
  // Deck floor.
  const deck = [r.p(0, 0, 0), r.p(r.W + 300, 0, 0), r.p(r.W + 300, 0, far), r.p(0, 0, far)];
  c.add(
    poly(
      deck,
      c.vertical(
        [
          [0, '#b98d62'],
          [1, '#a67a50'],
        ],
        r.s.floorY,
        c.height,
      ),
    ),
  );
  const seams: string[] = [];
  for (let x = 0; x < r.W + 300; x += 14)
    seams.push(line(r.p(x, 0, 0), r.p(x, 0, far), '#8a6240', 1.4, { opacity: 0.55 }));
  c.add(group(seams, { 'clip-path': c.clip(poly(deck, '#000')) }));
  c.add(poly(r.flat(-10, r.W + 300, 0, 3, 0.2), '#000000', { opacity: 0.18, filter: c.blur(3) }));
  balustrade(r, 0, r.W + 300, C.ink);
  festoon(r, 20, r.W - 20, r.H - 10, 40, 18);
  // Furniture.
  rug(r, 110, 420, 40, 230, '#efe6d4', C.emerald, 'plain');
  plant(r, 30, 20, { kind: 'palm', size: 140, pot: C.terracotta, seed: 31 });
  plant(r, 520, 25, { kind: 'bush', size: 90, pot: C.cream, seed: 32 });
  rattanChair(r, 120, 40, C.emerald);
  rattanChair(r, 330, 40, C.terracotta);
  roundTable(r, 265, 120, 28, 48, '#efe8dc', C.ink);
  glass(r, 255, 48, 115, '#f0b14a');
  glass(r, 275, 48, 126, '#f0b14a');
  vase(r, 266, 48, 108, C.cream, 14);
  lantern(r, 460, 0, 80, 45);
  c.finish({ vignette: 0.18 });
}

function lakeviewTerrace(c: Canvas): void {
  const r = makeRoom(c, { k: 1.8, left: 40, vp: [600, 300], widthCm: 620 });
  const { vp } = r.s;
  c.add(
    view(c, 0, 0, c.width, c.height, {
      time: 'sunset',
      horizon: vp[1],
      seed: 52,
      lake: true,
      aso: true,
      asoAt: 0.2,
      asoWidth: 0.24,
      sunAt: 0.63,
      sunHeight: 26,
      clouds: 4,
      scale: 1.8,
    }),
  );
  const far = r.far;
  // Deck.
  const deck = [r.p(-100, 0, 0), r.p(r.W + 100, 0, 0), r.p(r.W + 100, 0, far), r.p(-100, 0, far)];
  c.add(
    poly(
      deck,
      c.vertical(
        [
          [0, '#9a6a4c'],
          [1, '#6e4a36'],
        ],
        r.s.floorY,
        c.height,
      ),
    ),
  );
  const seams: string[] = [];
  for (let x = -100; x < r.W + 100; x += 14)
    seams.push(line(r.p(x, 0, 0), r.p(x, 0, far), '#4e3426', 1.4, { opacity: 0.5 }));
  c.add(group(seams, { 'clip-path': c.clip(poly(deck, '#000')) }));
  // Warm sunset sheen on the deck.

  const sunX = c.width * 0.63;
  c.add(
    poly(
      deck,
      c.radial(
        [
          [0, '#ffc987', 0.55],
          [1, '#ffc987', 0],
        ],
        sunX,
        r.s.floorY,
        520,
      ),
    ),
  );
  balustrade(r, -100, r.W + 100, '#c08a3e', '#f3c9a0');
  // Pergola overhead.
  const beam = '#3b2a22';
  for (const z of [30, 110, 190])
    c.add(
      r.box(
        { x0: -200, x1: r.W + 200, y0: 250, y1: 266, z0: z, z1: z + 10 },
        { front: beam, bottom: darken(beam, 0.2) },
      ),
    );
  for (let x = -40; x < r.W + 80; x += 60)
    c.add(r.box({ x0: x, x1: x + 8, y0: 266, y1: 280, z0: 0, z1: far }, { front: beam }));
  r.boxes([
    { b: { x0: 0, x1: 12, y0: 0, y1: 266, z0: 25, z1: 37 }, st: { front: beam } },
    { b: { x0: r.W - 12, x1: r.W, y0: 0, y1: 266, z0: 25, z1: 37 }, st: { front: beam } },
  ]);
  festoon(r, 10, r.W - 10, 250, 100, 14);
  // Furniture: two lounge chairs facing the lake.
  plant(r, 40, 50, { kind: 'palm', size: 150, pot: C.terracotta, seed: 41 });
  plant(r, 560, 60, { kind: 'bush', size: 80, pot: C.cream, seed: 42 });
  lantern(r, 110, 0, 150, 50);
  lantern(r, 480, 0, 60, 40);
  rattanChair(r, 170, 90, C.cream, true);
  rattanChair(r, 360, 90, C.cream, true);
  roundTable(r, 300, 150, 24, 50, '#2f2a26', '#2f2a26');
  glass(r, 292, 50, 146, '#e8823c');
  glass(r, 308, 50, 156, '#e8823c');
  c.finish({ vignette: 0.28, tint: '#ff8a3c', tintOpacity: 0.06 });
}

/* ------------------------------------------------------------------ */
/* Buildings and vehicles                                             */
/* ------------------------------------------------------------------ */

interface FacadeOpts {
  x: number;
  /** Top of the main block (screen y). */
  top: number;
  w: number;
  ground: number;
  floors: number;
  bays: number;
  /** Width of the receding side face, px (0 for a flat elevation). */
  side: number;
  wall: string;
  trim: string;
  time: 'day' | 'dusk' | 'golden';
  seed: number;
  /** Share of windows lit (dusk). */
  lit?: number;
  penthouse?: boolean;
}

/** A modern apartment block in elevation with balconies, fins and an entrance canopy. */
function facade(c: Canvas, o: FacadeOpts): string {
  const rand = prng(o.seed);
  const out: string[] = [];
  const { x, top, w, ground } = o;
  const dusk = o.time === 'dusk';
  const groundH = ((ground - top) / (o.floors + 0.4)) * 1.4;
  const floorH = (ground - top - groundH) / o.floors;
  const wall = o.wall;
  // Side face.
  if (o.side > 0) {
    const sx = x + w;
    const sideWall = darken(wall, dusk ? 0.45 : 0.18);
    out.push(
      poly(
        [
          [sx, top],
          [sx + o.side, top + o.side * 0.16],
          [sx + o.side, ground - o.side * 0.04],
          [sx, ground],
        ],
        sideWall,
      ),
    );
    for (let f = 0; f < o.floors; f++) {
      const fy = top + f * floorH;
      for (let i = 0; i < 2; i++) {
        const u0 = 0.18 + i * 0.42;
        const u1 = u0 + 0.26;
        const yy = (u: number, v: number): Pt => [
          sx + o.side * u,
          fy +
            floorH * v +
            o.side * u * 0.16 * (1 - (fy + floorH * v - top) / (ground - top)) -
            o.side * u * 0.04 * ((fy + floorH * v - top) / (ground - top)),
        ];
        const isLit = dusk && rand() < (o.lit ?? 0.6) * 0.7;
        out.push(
          poly(
            [yy(u0, 0.22), yy(u1, 0.22), yy(u1, 0.82), yy(u0, 0.82)],
            isLit ? '#f2b766' : dusk ? '#2b3350' : '#7d9fb8',
          ),
        );
      }
    }
  }
  // Main wall.
  out.push(
    rect(
      x,
      top,
      w,
      ground - top,
      c.vertical(
        dusk
          ? [
              [0, darken(wall, 0.45)],
              [1, darken(wall, 0.2)],
            ]
          : [
              [0, lighten(wall, 0.08)],
              [1, darken(wall, 0.06)],
            ],
        top,
        ground,
      ),
    ),
  );
  // Penthouse setback with a pergola.
  if (o.penthouse) {
    const px = x + w * 0.12;
    const pw = w * 0.7;
    const ph = floorH * 0.85;
    out.push(rect(px, top - ph, pw, ph, dusk ? darken(wall, 0.5) : darken(wall, 0.04)));
    for (let i = 0; i < 4; i++) {
      const gx = px + pw * 0.06 + i * pw * 0.235;
      out.push(
        rect(
          gx,
          top - ph * 0.82,
          pw * 0.2,
          ph * 0.74,
          dusk
            ? c.vertical(
                [
                  [0, '#ffe0a0'],
                  [1, '#f0a24e'],
                ],
                top - ph,
                top,
              )
            : '#88a9c0',
        ),
      );
    }
    out.push(rect(px - 10, top - ph - 8, pw + 20, 8, o.trim));
    out.push(rect(x - 6, top - 10, w + 12, 10, o.trim));
    if (!dusk) out.push(shrub(px + pw + 14, top - 2, w * 0.14, 14, DAY_FOLIAGE, 9));
  }
  // Floors.
  const bayW = w / o.bays;
  for (let f = 0; f < o.floors; f++) {
    const fy = top + f * floorH;
    for (let b = 0; b < o.bays; b++) {
      const bx = x + b * bayW;
      const wx = bx + bayW * 0.14;
      const ww = bayW * 0.72;
      const wy = fy + floorH * 0.14;
      const wh = floorH * 0.78;
      const isLit = dusk ? rand() < (o.lit ?? 0.6) : false;
      let fill: string;
      if (dusk)
        fill = isLit
          ? c.vertical(
              [
                [0, '#ffe6b0'],
                [1, '#f1a85a'],
              ],
              wy,
              wy + wh,
            )
          : c.vertical(
              [
                [0, '#3b4668'],
                [1, '#262c45'],
              ],
              wy,
              wy + wh,
            );
      else
        fill = c.vertical(
          [
            [0, o.time === 'golden' ? '#f3d6a6' : '#b8d3e6'],
            [1, o.time === 'golden' ? '#9a8a86' : '#6f93ad'],
          ],
          wy,
          wy + wh,
        );
      out.push(rect(wx, wy, ww, wh, fill));
      if (isLit) {
        // Curtain and a lamp silhouette in some lit rooms.
        if (rand() < 0.5) out.push(rect(wx, wy, ww * 0.28, wh, '#f7d9a8', { opacity: 0.7 }));
        if (rand() < 0.35) out.push(circle(wx + ww * 0.7, wy + wh * 0.55, ww * 0.08, '#fff4d8'));
      } else if (!dusk) {
        out.push(
          poly(
            [
              [wx + ww * 0.15, wy + wh],
              [wx + ww * 0.45, wy],
              [wx + ww * 0.6, wy],
              [wx + ww * 0.3, wy + wh],
            ],
            '#ffffff',
            { opacity: 0.22 },
          ),
        );
      }
      out.push(rect(wx + ww / 2 - 1.5, wy, 3, wh, dusk ? '#1f2233' : darken(o.trim, 0.3)));
      // Balcony on alternate bays.
      if ((b + f) % 2 === 0) {
        const by = wy + wh * 0.58;
        out.push(
          rect(bx + bayW * 0.06, by, bayW * 0.88, wy + wh - by, '#dff1f4', {
            opacity: dusk ? 0.18 : 0.35,
          }),
        );
        out.push(rect(bx + bayW * 0.06, by - 3, bayW * 0.88, 3, C.brass));
        if (rand() < 0.5)
          out.push(
            shrub(
              bx + bayW * 0.1,
              wy + wh,
              bayW * 0.22,
              floorH * 0.14,
              dusk ? DUSK_FOLIAGE : DAY_FOLIAGE,
              f * 10 + b,
            ),
          );
      }
    }
    out.push(rect(x - 8, fy + floorH - 5, w + 16, 7, o.trim));
    out.push(rect(x - 8, fy + floorH + 2, w + 16, 4, '#000000', { opacity: 0.12 }));
  }
  // Vertical fins between bays.
  for (let b = 0; b <= o.bays; b++) {
    const fx = x + b * bayW;
    out.push(rect(fx - 4, top, 8, ground - top - groundH, dusk ? darken(o.trim, 0.35) : o.trim));
  }
  // Ground floor: glazing and entrance canopy.
  const gy = ground - groundH;
  out.push(rect(x, gy, w, groundH, dusk ? darken(wall, 0.35) : darken(wall, 0.05)));
  for (let b = 0; b < o.bays; b++) {
    const bx = x + b * bayW + bayW * 0.1;
    out.push(
      rect(
        bx,
        gy + groundH * 0.22,
        bayW * 0.8,
        groundH * 0.78,
        dusk
          ? c.vertical(
              [
                [0, '#ffd68e'],
                [1, '#e99a4c'],
              ],
              gy,
              ground,
            )
          : c.vertical(
              [
                [0, '#a9c6d8'],
                [1, '#5f7f95'],
              ],
              gy,
              ground,
            ),
      ),
    );
  }
  const cx = x + w / 2;
  const cw = bayW * 2.2;
  out.push(rect(cx - cw / 2 - 10, gy + groundH * 0.12, cw + 20, groundH * 0.1, C.ink));
  if (dusk)
    out.push(
      ellipse(
        cx,
        gy + groundH * 0.5,
        cw * 0.6,
        groundH * 0.5,
        c.radial(
          [
            [0, '#ffe2a8', 0.6],
            [1, '#ffe2a8', 0],
          ],
          cx,
          gy + groundH * 0.5,
          cw * 0.6,
        ),
      ),
    );
  out.push(
    rect(cx - bayW * 0.5, gy + groundH * 0.28, bayW, groundH * 0.72, dusk ? '#fff0c8' : '#d9e8ee', {
      opacity: 0.95,
    }),
  );
  out.push(rect(cx - 1.5, gy + groundH * 0.28, 3, groundH * 0.72, C.ink));
  // Uplights washing the piers at dusk.
  if (dusk) {
    for (let b = 0; b <= o.bays; b += 2) {
      const fx = x + b * bayW;
      out.push(
        poly(
          [
            [fx - 6, ground],
            [fx + 6, ground],
            [fx + 26, ground - groundH * 2.2],
            [fx - 26, ground - groundH * 2.2],
          ],
          c.vertical(
            [
              [0, '#ffd08a', 0],
              [1, '#ffd08a', 0.45],
            ],
            ground - groundH * 2.2,
            ground,
          ),
        ),
      );
    }
  }
  return group(out);
}

/** A dark executive saloon in side elevation; (x, y) is the ground point under the rear bumper. */
function sedan(c: Canvas, x: number, y: number, len: number, body = '#1d2327'): string {
  const h = len * 0.3;
  const out: string[] = [];
  const wheelR = len * 0.085;
  out.push(
    ellipse(x + len / 2, y, len * 0.52, wheelR * 0.35, '#000000', {
      opacity: 0.35,
      filter: c.blur(4),
    }),
  );
  const p = (u: number, v: number): string => `${fmt(x + u * len)},${fmt(y - v * h)}`;
  const bodyD = `M${p(0.02, 0.2)} C${p(0.0, 0.38)} ${p(0.01, 0.5)} ${p(0.06, 0.55)} L${p(0.24, 0.6)} C${p(0.3, 0.86)} ${p(0.36, 0.98)} ${p(0.46, 1)} L${p(0.64, 1)} C${p(0.7, 0.98)} ${p(0.76, 0.8)} ${p(0.8, 0.62)} L${p(0.95, 0.55)} C${p(1.0, 0.52)} ${p(1.0, 0.38)} ${p(0.99, 0.22)} L${p(0.97, 0.15)} L${p(0.03, 0.15)} Z`;
  out.push(
    pathEl(
      bodyD,
      c.vertical(
        [
          [0, lighten(body, 0.22)],
          [0.45, body],
          [1, darken(body, 0.3)],
        ],
        y - h,
        y,
      ),
    ),
  );
  // Windows.
  const winD = `M${p(0.3, 0.62)} C${p(0.34, 0.82)} ${p(0.39, 0.92)} ${p(0.47, 0.93)} L${p(0.63, 0.93)} C${p(0.68, 0.9)} ${p(0.72, 0.78)} ${p(0.75, 0.62)} Z`;
  out.push(
    pathEl(
      winD,
      c.vertical(
        [
          [0, '#8fa3b0'],
          [1, '#2c3a44'],
        ],
        y - h,
        y - h * 0.6,
      ),
    ),
  );
  out.push(
    line([x + len * 0.535, y - h * 0.93], [x + len * 0.535, y - h * 0.62], body, len * 0.012),
  );
  out.push(
    pathEl(`M${p(0.4, 0.9)} L${p(0.46, 0.66)} L${p(0.5, 0.66)} L${p(0.44, 0.9)} Z`, '#ffffff', {
      opacity: 0.25,
    }),
  );
  // Shoulder line, door seams, handles.
  out.push(
    pathEl(`M${p(0.05, 0.5)} L${p(0.95, 0.5)}`, 'none', {
      stroke: lighten(body, 0.35),
      'stroke-width': 1.5,
      opacity: 0.7,
    }),
  );
  out.push(
    line([x + len * 0.53, y - h * 0.6], [x + len * 0.53, y - h * 0.2], darken(body, 0.5), 1.2),
  );
  out.push(
    line([x + len * 0.73, y - h * 0.6], [x + len * 0.72, y - h * 0.24], darken(body, 0.5), 1.2),
  );
  out.push(rect(x + len * 0.45, y - h * 0.46, len * 0.04, 3, '#c9cfd2', { rx: 1.5 }));
  out.push(rect(x + len * 0.64, y - h * 0.46, len * 0.04, 3, '#c9cfd2', { rx: 1.5 }));
  // Lights.
  out.push(
    pathEl(
      `M${p(0.955, 0.5)} L${p(0.995, 0.46)} L${p(0.995, 0.38)} L${p(0.95, 0.42)} Z`,
      '#fff6d8',
    ),
  );

  out.push(
    pathEl(`M${p(0.01, 0.46)} L${p(0.045, 0.5)} L${p(0.05, 0.4)} L${p(0.01, 0.38)} Z`, '#b8322a'),
  );
  out.push(rect(x + len * 0.02, y - h * 0.2, len * 0.96, h * 0.05, darken(body, 0.4)));
  // Wheels.
  for (const u of [0.2, 0.8]) {
    const wx = x + u * len;
    const wy = y - wheelR;
    out.push(circle(wx, wy, wheelR * 1.12, darken(body, 0.55)));
    out.push(circle(wx, wy, wheelR, '#15181a'));
    out.push(circle(wx, wy, wheelR * 0.62, '#b9c0c4'));
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      out.push(
        line(
          [wx, wy],
          [wx + Math.cos(a) * wheelR * 0.58, wy + Math.sin(a) * wheelR * 0.58],
          '#6d7478',
          wheelR * 0.12,
        ),
      );
    }
    out.push(circle(wx, wy, wheelR * 0.16, '#8a9296'));
  }
  // Long reflection on the body side.
  out.push(
    pathEl(`M${p(0.08, 0.36)} L${p(0.92, 0.38)} L${p(0.92, 0.34)} L${p(0.08, 0.31)} Z`, '#ffffff', {
      opacity: 0.14,
    }),
  );
  return group(out);
}

/* ------------------------------------------------------------------ */
/* Site imagery: hero banners                                         */
/* ------------------------------------------------------------------ */

/** Darkens the left part of a banner so that overlaid white text stays legible. */
function textScrim(c: Canvas, strength: number): void {
  c.add(
    rect(
      0,
      0,
      c.width * 0.62,
      c.height,
      c.horizontal(
        [
          [0, '#0c0f0e', strength],
          [0.55, '#0c0f0e', strength * 0.55],
          [1, '#0c0f0e', 0],
        ],
        0,
        c.width * 0.62,
      ),
    ),
  );
}

function heroFacade(c: Canvas): void {
  const { width: w, height: h } = c;
  const horizon = 700;
  c.add(
    view(c, 0, 0, w, h, {
      time: 'dusk',
      horizon,
      seed: 61,
      aso: true,
      asoAt: 0.2,
      asoWidth: 0.34,
      clouds: 3,
      scale: 2.2,
    }),
  );
  const rand = prng(62);
  for (let i = 0; i < 70; i++)
    c.add(
      circle(rand() * w, rand() * 380, 0.6 + rand() * 1.3, '#ffffff', {
        opacity: 0.3 + rand() * 0.6,
      }),
    );
  // Crescent moon.
  c.add(circle(300, 130, 22, '#f6ecd2'), circle(311, 124, 20, '#1a2342'));
  // Grounds.
  c.add(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      c.vertical(
        [
          [0, '#1c2a26'],
          [1, '#101814'],
        ],
        horizon,
        h,
      ),
    ),
  );
  c.add(
    facade(c, {
      x: 790,
      top: 170,
      w: 600,
      ground: 735,
      floors: 5,
      bays: 6,
      side: 120,
      wall: '#d8c6a8',
      trim: '#efe4d0',
      time: 'dusk',
      seed: 63,
      lit: 0.62,
      penthouse: true,
    }),
  );
  // Driveway.
  c.add(
    pathEl(
      `M${fmt(1040)},735 L1140,735 L1260,${h} L900,${h} Z`,
      c.vertical(
        [
          [0, '#4a4a52'],
          [1, '#2a2a30'],
        ],
        735,
        h,
      ),
    ),
  );
  c.add(rect(0, 735, w, 8, '#0e1412', { opacity: 0.5 }));
  c.add(shrub(760, 745, 270, 30, DUSK_FOLIAGE, 64));
  c.add(shrub(1150, 745, 290, 30, DUSK_FOLIAGE, 65));
  // Bollard lights along the drive.
  for (const [bx, by, bh] of [
    [1010, 780, 26],
    [960, 840, 34],
    [1180, 780, 26],
    [1230, 840, 34],
  ] as const) {
    c.glow(bx, by - bh, 70, C.warmLight, 0.55);
    c.add(rect(bx - 4, by - bh, 8, bh, '#2a2826'), rect(bx - 5, by - bh - 4, 10, 6, '#ffe6b0'));
  }
  c.add(palmTree(700, 800, 560, 40, 66, DUSK_FOLIAGE));
  c.add(palmTree(1470, 790, 460, -10, 67, DUSK_FOLIAGE));
  c.add(palmTree(1560, 820, 380, -40, 68, DUSK_FOLIAGE));
  c.add(
    shrub(-20, h + 10, 700, 50, { trunk: '#101513', leaf: '#101a16', leafLight: '#15221c' }, 69),
  );
  textScrim(c, 0.55);
  c.finish({ vignette: 0.3 });
}

function heroLounge(c: Canvas): void {
  const r = makeRoom(c, { k: 2.1, left: -140, vp: [880, 310], depth: 1500 });
  shell(r, { wall: '#e8dfd0', floor: '#7a5336', floorKind: 'wood', seed: 71 });
  wallPanel(r, 0, 318, 0, r.H, C.forest);
  backWindow(r, {
    x0: 335,
    x1: 930,
    y0: 0,
    y1: 262,
    bars: 3,
    view: {
      time: 'sunset',
      seed: 72,
      aso: true,
      asoAt: 0.42,
      asoWidth: 0.5,
      city: true,
      sunAt: 0.8,
      sunHeight: 45,
      clouds: 3,
      scale: 1.4,
    },
    frame: '#1f2322',
    light: 0.25,
    reveal: '#d8cdbb',
  });
  art(
    r,
    90,
    215,
    120,
    210,
    'arches',
    [darken(C.sand, 0.05), C.terracotta, C.brass, C.emerald],
    C.brass,
    73,
  );
  sconce(r, 45, 165);
  rug(r, 340, 760, 90, 360, '#d9c7a8', '#8a6b45', 'plain');
  plant(r, 25, 40, { kind: 'fiddle', size: 170, pot: C.ink, seed: 74 });
  floorLamp(r, 270, 45, C.cream, C.brass, true);
  plant(r, 780, 60, { kind: 'palm', size: 160, pot: C.terracotta, seed: 76 });
  sofa(r, {
    x: 390,
    w: 300,
    z: 60,
    color: '#e6dccb',
    legs: C.walnut,
    seats: 3,
    pillows: [C.terracotta, C.brass, C.emerald],
  });
  coffeeTable(r, 450, 630, 210, 270, '#2c2622', C.walnut);
  vase(r, 500, 42, 235, C.cream, 18);
  books(r, 560, 42, 250, 3, 75);
  textScrim(c, 0.5);
  c.finish({ vignette: 0.3, tint: '#ff9a3c', tintOpacity: 0.06 });
}

function heroPool(c: Canvas): void {
  // A distant back plane (small k) puts the far pool edge just under the horizon.
  const r = makeRoom(c, { k: 0.5, left: -400, vp: [900, 440], depth: 1600, widthCm: 4800 });
  const { vp } = r.s;
  c.add(
    view(c, 0, 0, c.width, c.height, {
      time: 'sunset',
      horizon: vp[1],
      seed: 81,
      aso: true,
      asoAt: 0.8,
      asoWidth: 0.26,
      sunAt: 0.58,
      sunHeight: 55,
      clouds: 5,
      scale: 1.6,
      city: true,
    }),
  );
  const far = r.far;
  // Stone deck.
  const deck = [r.p(0, 0, 0), r.p(r.W, 0, 0), r.p(r.W, 0, far), r.p(0, 0, far)];
  c.add(
    poly(
      deck,
      c.vertical(
        [
          [0, '#c9a58a'],
          [1, '#8a6a56'],
        ],
        r.s.floorY,
        c.height,
      ),
    ),
  );
  const seams: string[] = [];
  for (let x = 0; x < r.W; x += 120)
    seams.push(line(r.p(x, 0, 0), r.p(x, 0, far), '#7a5e4a', 1.2, { opacity: 0.45 }));
  for (let z = 120; z < 3000; z += 120)
    seams.push(line(r.p(0, 0, z), r.p(r.W, 0, z), '#7a5e4a', 1.2, { opacity: 0.45 }));
  c.add(group(seams, { 'clip-path': c.clip(poly(deck, '#000')) }));
  // Infinity pool running to the far edge.
  const pool = r.flat(300, 2700, 0, 2900, 0.2);
  const poolTop = r.s.floorY;
  const poolBottom = c.height;
  c.add(
    poly(
      pool,
      c.vertical(
        [
          [0, '#f2b08a'],
          [0.3, '#b49aa0'],
          [0.6, '#5f8f9c'],
          [1, '#2d6f80'],
        ],
        poolTop,
        poolBottom,
      ),
    ),
  );
  const ripples: string[] = [];
  const rand = prng(82);
  for (let i = 0; i < 70; i++) {
    const z = Math.pow(rand(), 0.7) * 2600;
    const x = 300 + rand() * 2400;
    const a = r.p(x, 0.3, z);
    const sc = r.scale(z);
    ripples.push(
      rect(a[0], a[1], (10 + rand() * 18) * sc, 1.3 * sc, '#ffffff', {
        opacity: 0.12 + rand() * 0.2,
        rx: 1,
      }),
    );
  }
  const sunX = c.width * 0.58;
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    const yy = lerp(poolTop + 4, poolBottom - 6, t * t);
    const ww = 16 + t * 90;
    ripples.push(
      rect(sunX - ww / 2 + (rand() - 0.5) * 24, yy, ww, 2 + t * 4, '#ffdcaa', {
        opacity: 0.65 - t * 0.45,
        rx: 2,
      }),
    );
  }
  c.add(group(ripples, { 'clip-path': c.clip(poly(pool, '#000')) }));
  // Coping along the right-hand edge.
  c.add(poly(r.flat(2700, 2740, 0, 2900, 0.3), '#efe3d3'));
  // Loungers facing the view, a parasol and lanterns on the right-hand deck.
  const lounger = (x: number, z: number, towel: string): void => {
    r.shadow(x, x + 70, z, z + 190, 0.3, 10);
    c.add(r.box({ x0: x, x1: x + 70, y0: 12, y1: 28, z0: z, z1: z + 190 }, { front: '#e9e1d4' }));
    c.add(
      r.box(
        { x0: x + 3, x1: x + 67, y0: 28, y1: 36, z0: z + 3, z1: z + 140 },
        { front: '#f6f1e8', rx: 3 },
      ),
    );
    c.add(poly(r.flat(x + 3, x + 67, z + 50, z + 100, 36.3), towel));
    c.add(
      r.box(
        { x0: x + 3, x1: x + 67, y0: 28, y1: 85, z0: z + 150, z1: z + 168 },
        { front: '#e3d9c8', rx: 5 },
      ),
    );
    const back = r.face(x + 3, x + 67, 28, 85, z + 168);
    const slats: string[] = [];
    for (let yy = back.y + 6; yy < back.y + back.h - 4; yy += 7)
      slats.push(line([back.x + 3, yy], [back.x + back.w - 3, yy], '#cdbfa9', 1.5));
    c.add(group(slats));
  };
  lantern(r, 2790, 0, 1300, 50);
  const pole = r.p(3010, 0, 1580);
  const poleTop = r.p(3010, 250, 1580);
  const sc = r.scale(1580) * r.s.k;
  c.add(
    pathEl(
      `M${fmt(poleTop[0] - 160 * sc)},${fmt(poleTop[1] + 45 * sc)} Q${fmt(poleTop[0])},${fmt(poleTop[1] - 35 * sc)} ${fmt(poleTop[0] + 160 * sc)},${fmt(poleTop[1] + 45 * sc)} Z`,
      c.vertical(
        [
          [0, '#f6eee2'],
          [1, '#d9c6aa'],
        ],
        poleTop[1] - 35 * sc,
        poleTop[1] + 45 * sc,
      ),
    ),
  );
  for (let i = 0; i <= 8; i++)
    c.add(
      line(
        [poleTop[0], poleTop[1] - 12 * sc],
        [poleTop[0] + (i / 8 - 0.5) * 320 * sc, poleTop[1] + 45 * sc],
        '#cbb89c',
        1.5,
      ),
    );
  c.add(
    ellipse(pole[0], pole[1], 160 * sc, 30 * sc, '#1a1008', { opacity: 0.18, filter: c.blur(10) }),
  );
  c.add(palmTree(1470, 590, 330, 20, 84, SUNSET_FOLIAGE));
  c.add(shrub(1380, 600, 240, 30, SUNSET_FOLIAGE, 86, '#f2a07a'));
  lounger(2860, 1700, C.terracotta);
  lounger(2990, 1700, C.emerald);
  c.add(line(pole, [poleTop[0], poleTop[1] + 40 * sc], '#efe6d8', 4));
  lantern(r, 2790, 0, 2200, 50);
  c.add(palmTree(1540, 930, 640, -60, 83, SUNSET_FOLIAGE));
  textScrim(c, 0.5);
  c.finish({ vignette: 0.3, tint: '#ff8a3c', tintOpacity: 0.05 });
}

/* ------------------------------------------------------------------ */
/* Site imagery: services                                             */
/* ------------------------------------------------------------------ */

/** Ellipse for a flat round object on a tabletop drawn in 2D (tilt = ry / rx). */
const TILT = 0.5;

function plateWithFood(c: Canvas, cx: number, cy: number, r: number): string {
  const out: string[] = [];
  out.push(
    ellipse(cx + 4, cy + 8, r * 1.12, r * 1.12 * TILT, '#000000', {
      opacity: 0.25,
      filter: c.blur(6),
    }),
  );
  out.push(ellipse(cx, cy, r * 1.12, r * 1.12 * TILT, C.brass));
  out.push(ellipse(cx, cy - 2, r, r * TILT, '#fbf8f2'));
  out.push(ellipse(cx, cy - 1, r * 0.72, r * 0.72 * TILT, '#f1ebe0'));
  // Jollof rice mound.
  const rice = `M${fmt(cx - r * 0.55)},${fmt(cy + r * 0.05)} C${fmt(cx - r * 0.5)},${fmt(cy - r * 0.35)} ${fmt(cx - r * 0.05)},${fmt(cy - r * 0.42)} ${fmt(cx + r * 0.1)},${fmt(cy - r * 0.1)} C${fmt(cx + r * 0.12)},${fmt(cy + r * 0.15)} ${fmt(cx - r * 0.3)},${fmt(cy + r * 0.25)} ${fmt(cx - r * 0.55)},${fmt(cy + r * 0.05)} Z`;
  out.push(
    pathEl(
      rice,
      c.vertical(
        [
          [0, '#e8793a'],
          [1, '#c24e22'],
        ],
        cy - r * 0.4,
        cy + r * 0.25,
      ),
    ),
  );
  const rand = prng(5);
  for (let i = 0; i < 26; i++) {
    const px = cx - r * 0.5 + rand() * r * 0.58;
    const py = cy - r * 0.3 + rand() * r * 0.45;
    out.push(ellipse(px, py, r * 0.025, r * 0.012, i % 3 ? '#f4a060' : '#b8401c'));
  }
  // Grilled chicken.
  const chick = `M${fmt(cx + r * 0.05)},${fmt(cy - r * 0.02)} C${fmt(cx + r * 0.1)},${fmt(cy - r * 0.32)} ${fmt(cx + r * 0.55)},${fmt(cy - r * 0.34)} ${fmt(cx + r * 0.62)},${fmt(cy - r * 0.08)} C${fmt(cx + r * 0.66)},${fmt(cy + r * 0.12)} ${fmt(cx + r * 0.2)},${fmt(cy + r * 0.16)} ${fmt(cx + r * 0.05)},${fmt(cy - r * 0.02)} Z`;
  out.push(
    pathEl(
      chick,
      c.vertical(
        [
          [0, '#b8652f'],
          [1, '#7a3a1a'],
        ],
        cy - r * 0.34,
        cy + r * 0.16,
      ),
    ),
  );
  for (let i = 0; i < 3; i++)
    out.push(
      line(
        [cx + r * (0.2 + i * 0.12), cy - r * 0.25],
        [cx + r * (0.28 + i * 0.12), cy + r * 0.05],
        '#4a2412',
        r * 0.025,
        { opacity: 0.7 },
      ),
    );
  // Fried plantain (dodo).
  for (let i = 0; i < 5; i++) {
    const px = cx - r * 0.15 + i * r * 0.14;
    const py = cy + r * 0.28 + (i % 2) * r * 0.04;
    out.push(
      ellipse(px, py, r * 0.1, r * 0.06, '#c9741f', {
        transform: `rotate(${-15 + i * 8} ${fmt(px)} ${fmt(py)})`,
      }),
    );
    out.push(
      ellipse(px, py - r * 0.01, r * 0.075, r * 0.04, '#f0b03a', {
        transform: `rotate(${-15 + i * 8} ${fmt(px)} ${fmt(py)})`,
      }),
    );
  }
  // Salad garnish.
  for (let i = 0; i < 5; i++)
    out.push(
      leaf(
        [cx - r * 0.62, cy + r * 0.12],
        -0.6 - i * 0.35,
        r * 0.28,
        r * 0.08,
        i % 2 ? '#6aa04a' : '#4d8a3a',
      ),
    );
  out.push(
    circle(cx - r * 0.6, cy + r * 0.2, r * 0.07, '#d8442e'),
    circle(cx - r * 0.48, cy + r * 0.26, r * 0.06, '#e05a3a'),
  );
  return group(out);
}

function wineGlass(c: Canvas, x: number, y: number, h: number, wine: string | null): string {
  const out: string[] = [];
  const bw = h * 0.22;
  out.push(ellipse(x, y, bw * 0.8, bw * 0.8 * TILT, '#ffffff', { opacity: 0.35 }));
  out.push(line([x, y], [x, y - h * 0.45], '#ffffff', h * 0.025, { opacity: 0.7 }));
  const top = y - h;
  const bowl = `M${fmt(x - bw)},${fmt(top)} C${fmt(x - bw)},${fmt(top + h * 0.4)} ${fmt(x - bw * 0.3)},${fmt(y - h * 0.45)} ${fmt(x)},${fmt(y - h * 0.45)} C${fmt(x + bw * 0.3)},${fmt(y - h * 0.45)} ${fmt(x + bw)},${fmt(top + h * 0.4)} ${fmt(x + bw)},${fmt(top)} Z`;
  out.push(pathEl(bowl, '#ffffff', { opacity: 0.22 }));
  if (wine) {
    const wine1 = `M${fmt(x - bw * 0.93)},${fmt(top + h * 0.25)} C${fmt(x - bw * 0.85)},${fmt(top + h * 0.45)} ${fmt(x - bw * 0.3)},${fmt(y - h * 0.47)} ${fmt(x)},${fmt(y - h * 0.47)} C${fmt(x + bw * 0.3)},${fmt(y - h * 0.47)} ${fmt(x + bw * 0.85)},${fmt(top + h * 0.45)} ${fmt(x + bw * 0.93)},${fmt(top + h * 0.25)} Z`;
    out.push(pathEl(wine1, wine, { opacity: 0.92 }));
    out.push(ellipse(x, top + h * 0.25, bw * 0.93, bw * 0.93 * 0.25, lighten(wine, 0.15)));
  }
  out.push(
    ellipse(x, top, bw, bw * 0.25, 'none', {
      stroke: '#ffffff',
      'stroke-width': 1.2,
      opacity: 0.6,
    }),
  );
  out.push(
    pathEl(
      `M${fmt(x - bw * 0.6)},${fmt(top + h * 0.08)} Q${fmt(x - bw * 0.75)},${fmt(top + h * 0.3)} ${fmt(x - bw * 0.35)},${fmt(top + h * 0.45)}`,
      'none',
      { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 },
    ),
  );
  return group(out);
}

function serviceDine(c: Canvas): void {
  const { width: w, height: h } = c;
  // Softly blurred restaurant in the background.
  const bg: string[] = [];
  bg.push(
    rect(
      0,
      0,
      w,
      340,
      c.vertical(
        [
          [0, '#3a2a22'],
          [1, '#5a4030'],
        ],
        0,
        340,
      ),
    ),
  );
  for (let x = 0; x < w; x += 18) bg.push(rect(x, 0, 10, 340, '#6e4c36', { opacity: 0.8 }));
  bg.push(
    rect(
      470,
      40,
      250,
      200,
      c.vertical(
        [
          [0, '#2b3a5a'],
          [0.7, '#b7716a'],
          [1, '#e9a46a'],
        ],
        40,
        240,
      ),
    ),
  );
  bg.push(rect(470, 40, 250, 200, 'none', { stroke: '#1f1a16', 'stroke-width': 8 }));
  bg.push(rect(592, 40, 6, 200, '#1f1a16'));
  bg.push(plantAt(c, 90, 330, 1.4, { kind: 'palm', size: 150, pot: C.terracotta, seed: 91 }));
  for (const [px, py] of [
    [210, 110],
    [380, 90],
    [770, 120],
  ] as const) {
    bg.push(
      circle(
        px,
        py + 40,
        90,
        c.radial(
          [
            [0, C.warmLight, 0.55],
            [1, C.warmLight, 0],
          ],
          px,
          py + 40,
          90,
        ),
      ),
    );
    bg.push(line([px, 0], [px, py], '#1a1410', 2));
    bg.push(
      pathEl(
        `M${px - 26},${py + 22} Q${px - 26},${py} ${px},${py} Q${px + 26},${py} ${px + 26},${py + 22} Z`,
        C.brass,
      ),
    );
    bg.push(ellipse(px, py + 22, 24, 4, '#fff0c8'));
  }
  // Other diners' table.
  bg.push(
    rect(250, 280, 220, 14, '#2a1d16'),
    rect(270, 294, 8, 50, '#2a1d16'),
    rect(440, 294, 8, 50, '#2a1d16'),
  );
  bg.push(circle(300, 272, 10, '#f5efe6'), circle(420, 272, 10, '#f5efe6'));
  c.add(group(bg, { filter: c.blur(3.5) }));
  // Table top in perspective.
  const top = 330;
  c.add(
    poly(
      [
        [-40, top],
        [w + 40, top],
        [w + 260, h],
        [-260, h],
      ],
      c.vertical(
        [
          [0, '#4a3022'],
          [1, '#6e4a34'],
        ],
        top,
        h,
      ),
    ),
  );
  for (let i = 0; i < 9; i++) {
    const u = i / 8;
    c.add(
      line([lerp(-40, w + 40, u), top], [lerp(-260, w + 260, u), h], '#3a251a', 1.2, {
        opacity: 0.5,
      }),
    );
  }
  c.add(rect(0, top - 6, w, 8, '#2e1f17'));
  // Linen runner.
  c.add(
    poly(
      [
        [240, top],
        [560, top],
        [640, h],
        [160, h],
      ],
      '#efe7da',
    ),
  );
  c.add(
    poly(
      [
        [250, top],
        [550, top],
        [628, h],
        [172, h],
      ],
      'none',
      { stroke: '#d9cdb8', 'stroke-width': 1.5 },
    ),
  );
  // Candle and flowers at the back.
  c.glow(560, 330, 120, C.warmLight, 0.6);
  c.add(
    rect(548, 300, 24, 40, '#f4ede0', { rx: 3 }),
    ellipse(560, 300, 12, 4, '#e9dfcc'),
    line([560, 300], [560, 292], '#2b2b2b', 1.5),
  );
  c.add(ellipse(560, 284, 5, 10, '#ffd37a'), ellipse(560, 287, 2.5, 5, '#fff6d8'));
  c.add(ellipse(560, 341, 20, 6, C.brass));
  c.add(wineGlass(c, 640, 420, 120, '#7a1d2a'));
  c.add(wineGlass(c, 700, 400, 90, null));
  // Far place setting.
  c.add(ellipse(330, 350, 70, 18, C.brass), ellipse(330, 348, 62, 15, '#fbf8f2'));
  c.add(wineGlass(c, 430, 345, 70, '#7a1d2a'));
  // Main plate, cutlery and napkin.
  c.add(
    poly(
      [
        [140, 430],
        [205, 430],
        [215, 560],
        [135, 560],
      ],
      C.emerald,
    ),
  );
  c.add(rect(160, 420, 9, 140, '#d9dcdc', { rx: 4, transform: 'rotate(-4 165 490)' }));
  for (let i = 0; i < 4; i++)
    c.add(rect(156 + i * 4.2, 400, 2.2, 30, '#d9dcdc', { transform: 'rotate(-4 165 490)' }));
  c.add(plateWithFood(c, 400, 480, 170));
  c.add(rect(610, 430, 10, 150, '#d9dcdc', { rx: 4, transform: 'rotate(5 615 505)' }));
  c.add(rect(608, 430, 14, 60, '#eceeee', { rx: 6, transform: 'rotate(5 615 505)' }));
  // Small bowl of pepper sauce.
  c.add(ellipse(690, 545, 42, 42 * TILT, '#f4efe6'), ellipse(690, 542, 32, 32 * TILT, '#b3321f'));
  c.finish({ vignette: 0.35, tint: '#ff9a3c', tintOpacity: 0.05 });
}

function serviceConference(c: Canvas): void {
  const r = makeRoom(c, { k: 1.1, left: 60, vp: [400, 215], eye: 150, depth: 800, widthCm: 618 });
  shell(r, {
    wall: '#e6ddd0',
    floor: '#6f6a64',
    floorKind: 'carpet',
    seed: 92,
    downlights: [120, 500],
  });
  slatWall(r, 0, 190, r.H, C.oak);
  slatWall(r, 430, r.W, r.H, C.oak);
  sideWindow(
    r,
    'right',
    40,
    260,
    60,
    240,
    { time: 'day', seed: 93, city: true, trees: true, aso: true, asoAt: 0.5, asoWidth: 0.6 },
    '#2b2b2b',
  );
  // Screen with a simple chart (no text).
  const scr = r.face(205, 415, 95, 210, 2);
  c.add(rect(scr.x - 3, scr.y - 3, scr.w + 6, scr.h + 6, '#101214', { rx: 3 }));
  c.add(
    rect(
      scr.x,
      scr.y,
      scr.w,
      scr.h,
      c.linear(
        [
          [0, '#1e3a33'],
          [1, '#12241f'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  const bars = [0.35, 0.5, 0.42, 0.64, 0.58, 0.8];
  bars.forEach((b, i) => {
    const bw = scr.w * 0.08;
    const bx = scr.x + scr.w * 0.1 + i * scr.w * 0.13;
    c.add(
      rect(
        bx,
        scr.y + scr.h * (0.88 - b * 0.75),
        bw,
        scr.h * b * 0.75,
        i === bars.length - 1 ? C.brass : '#5f9a82',
        { rx: 2 },
      ),
    );
  });
  c.add(
    pathEl(
      `M${fmt(scr.x + scr.w * 0.12)},${fmt(scr.y + scr.h * 0.55)} L${fmt(scr.x + scr.w * 0.4)},${fmt(scr.y + scr.h * 0.42)} L${fmt(scr.x + scr.w * 0.62)},${fmt(scr.y + scr.h * 0.46)} L${fmt(scr.x + scr.w * 0.86)},${fmt(scr.y + scr.h * 0.2)}`,
      'none',
      { stroke: '#f4e3c0', 'stroke-width': 2.5 },
    ),
  );
  c.add(r.box({ x0: 200, x1: 420, y0: 60, y1: 64, z0: 0, z1: 12 }, { front: C.ink }));
  plant(r, 20, 30, { kind: 'snake', size: 110, pot: C.ink, seed: 94 });
  // Linear pendant over the table.
  const [lx0, ly] = r.p(300, 205, 80);
  const [lx1, ly1] = r.p(300, 205, 330);
  c.add(
    line(r.p(300, r.H, 80), [lx0, ly], '#222', 1),
    line(r.p(300, r.H, 330), [lx1, ly1], '#222', 1),
  );
  c.add(
    poly([r.p(290, 205, 80), r.p(310, 205, 80), r.p(310, 205, 330), r.p(290, 205, 330)], C.ink),
  );
  c.add(
    poly(
      [r.p(293, 204.5, 85), r.p(307, 204.5, 85), r.p(307, 204.5, 325), r.p(293, 204.5, 325)],
      '#fff2cf',
    ),
  );
  c.glow(r.p(300, 205, 250)[0], r.p(300, 205, 250)[1], 260, C.warmLight, 0.3);
  // Chairs along both sides and the table.
  const zs = [70, 160, 250, 340];
  const chairCol = '#2f4a44';
  for (const z of zs) chair(r, 208, z, chairCol, '#222', 'right');
  for (const z of zs) chair(r, 368, z, chairCol, '#222', 'left');
  // Re-draw chairs so that nearer ones overlap farther ones on each side.
  table(r, { x0: 250, x1: 370, z0: 40, z1: 410, h: 75 }, '#efe9df', '#2b2b2b', 4);
  for (const z of [120, 210, 300]) {
    const [nx, ny] = r.p(275, 75.5, z);
    const sc = r.scale(z) * r.s.k;
    c.add(
      poly(
        [
          [nx, ny],
          [nx + 16 * sc, ny],
          [nx + 18 * sc, ny + 7 * sc],
          [nx + 2 * sc, ny + 7 * sc],
        ],
        '#fbfaf7',
      ),
    );
    glass(r, 350, 75.5, z, '#dfeff2');
  }
  c.finish({ vignette: 0.25 });
}

function serviceWorkout(c: Canvas): void {
  const r = makeRoom(c, { k: 1.2, left: 30, vp: [420, 220], eye: 150, depth: 800, widthCm: 616 });
  shell(r, {
    wall: '#e9e4dc',
    floor: '#3c4140',
    floorKind: 'rubber',
    module: 50,
    seed: 95,
    downlights: [150, 450],
  });
  wallPanel(r, 0, 150, 0, r.H, C.emerald);
  wallPanel(r, 0, 150, 120, 124, C.brass);
  // Mirror wall.
  const m = r.face(165, 470, 15, 235, 1);
  c.add(
    rect(
      m.x,
      m.y,
      m.w,
      m.h,
      c.linear(
        [
          [0, '#cfdadd'],
          [0.5, '#e4ecee'],
          [1, '#bfcdd2'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  for (const u of [0.15, 0.55])
    c.add(
      poly(
        [
          [m.x + m.w * u, m.y + m.h],
          [m.x + m.w * (u + 0.22), m.y],
          [m.x + m.w * (u + 0.3), m.y],
          [m.x + m.w * (u + 0.08), m.y + m.h],
        ],
        '#ffffff',
        { opacity: 0.35 },
      ),
    );
  c.add(rect(m.x, m.y, m.w, m.h, 'none', { stroke: '#2b2b2b', 'stroke-width': 3 }));
  sideWindow(
    r,
    'right',
    40,
    240,
    40,
    240,
    { time: 'day', seed: 96, trees: true, city: true },
    '#2b2b2b',
  );
  // Dumbbell rack: two shelves of rubber hex dumbbells seen end-on.
  r.boxes([
    { b: { x0: 20, x1: 24, y0: 0, y1: 80, z0: 5, z1: 50 }, st: { front: '#2b2b2b' } },
    { b: { x0: 136, x1: 140, y0: 0, y1: 80, z0: 5, z1: 50 }, st: { front: '#2b2b2b' } },
  ]);
  for (const y of [38, 74]) {
    c.add(
      r.box(
        { x0: 20, x1: 140, y0: y - 4, y1: y, z0: 5, z1: 50 },
        { front: '#2b2b2b', top: '#3a3f41' },
      ),
    );
    for (let i = 0; i < 5; i++) {
      const [dx, dy] = r.p(32 + i * 23, y, 46);
      const rad = (y < 50 ? 9 : 7) * r.scale(46) * r.s.k;
      c.add(circle(dx, dy - rad, rad, '#1c1d1e'), circle(dx, dy - rad, rad * 0.45, '#8d9496'));
    }
  }
  plant(r, 560, 30, { kind: 'fiddle', size: 140, pot: C.cream, seed: 97 });
  // Treadmills facing the mirror.
  const treadmill = (x: number): void => {
    r.shadow(x, x + 85, 50, 240, 0.35, 8);
    c.add(
      r.box(
        { x0: x, x1: x + 85, y0: 0, y1: 22, z0: 50, z1: 240 },
        { front: '#26292a', top: '#303435' },
      ),
    );
    c.add(poly(r.flat(x + 12, x + 73, 60, 236, 22.2), '#151718'));
    const posts: { b: Box; st: BoxStyle }[] = [
      { b: { x0: x + 4, x1: x + 10, y0: 22, y1: 135, z0: 55, z1: 65 }, st: { front: '#3a3f41' } },
      { b: { x0: x + 75, x1: x + 81, y0: 22, y1: 135, z0: 55, z1: 65 }, st: { front: '#3a3f41' } },
    ];
    r.boxes(posts);
    c.add(
      r.box(
        { x0: x, x1: x + 85, y0: 128, y1: 146, z0: 50, z1: 75 },
        { front: '#2f3436', top: '#3d4446' },
      ),
    );
    const scr = r.face(x + 25, x + 60, 131, 143, 75.2);
    c.add(rect(scr.x, scr.y, scr.w, scr.h, '#3a8f7a', { rx: 2 }));
    c.add(
      line(r.p(x + 7, 112, 65), r.p(x + 7, 108, 140), '#9aa0a2', 4, { 'stroke-linecap': 'round' }),
      line(r.p(x + 78, 112, 65), r.p(x + 78, 108, 140), '#9aa0a2', 4, {
        'stroke-linecap': 'round',
      }),
    );
    c.add(
      r.box(
        { x0: x + 6, x1: x + 79, y0: 22, y1: 30, z0: 50, z1: 80 },
        { front: '#3a3f41', top: '#454b4d' },
      ),
    );
  };
  treadmill(200);
  treadmill(330);
  // Bench, kettlebells, ball and a rolled mat.
  r.boxes([
    { b: { x0: 470, x1: 480, y0: 0, y1: 40, z0: 150, z1: 160 }, st: { front: '#222' } },
    { b: { x0: 470, x1: 480, y0: 0, y1: 40, z0: 260, z1: 270 }, st: { front: '#222' } },
  ]);
  c.add(
    r.box(
      { x0: 455, x1: 495, y0: 40, y1: 50, z0: 140, z1: 280 },
      { front: '#1f1f1f', top: C.emerald, rx: 2 },
    ),
  );
  for (const [kx, kz, col] of [
    [90, 140, '#2b2b2b'],
    [125, 150, C.brass],
    [60, 170, '#2b2b2b'],
  ] as const) {
    const [bx, by] = r.p(kx, 0, kz);
    const sc = r.scale(kz) * r.s.k;
    c.add(ellipse(bx, by, 11 * sc, 2.5 * sc, '#000', { opacity: 0.3 }));
    c.add(circle(bx, by - 10 * sc, 10 * sc, col));
    c.add(
      pathEl(
        `M${fmt(bx - 6 * sc)},${fmt(by - 17 * sc)} Q${fmt(bx)},${fmt(by - 30 * sc)} ${fmt(bx + 6 * sc)},${fmt(by - 17 * sc)}`,
        'none',
        { stroke: col, 'stroke-width': 2.5 * sc },
      ),
    );
  }
  const ball = r.p(150, 0, 285);
  const bs = r.scale(285) * r.s.k;
  c.add(
    ellipse(ball[0], ball[1], 30 * bs, 5 * bs, '#000', { opacity: 0.3 }),
    circle(
      ball[0],
      ball[1] - 32 * bs,
      32 * bs,
      c.radial(
        [
          [0, '#5f9a82'],
          [1, C.emerald],
        ],
        ball[0] - 10 * bs,
        ball[1] - 45 * bs,
        40 * bs,
      ),
    ),
  );
  const mat = r.p(40, 0, 210);
  const ms = r.scale(210) * r.s.k;
  c.add(
    rect(mat[0] - 5 * ms, mat[1] - 16 * ms, 70 * ms, 16 * ms, C.terracotta, { rx: 8 * ms }),
    ellipse(mat[0] + 65 * ms, mat[1] - 8 * ms, 5 * ms, 8 * ms, darken(C.terracotta, 0.2)),
  );
  c.finish({ vignette: 0.25 });
}

function serviceChauffeur(c: Canvas): void {
  const { width: w, height: h } = c;
  const ground = 470;
  // Sky peeking above the building.
  c.add(rect(0, 0, w, ground, c.vertical(SKIES.golden.sky, 0, ground)));
  // Building frontage.
  c.add(
    rect(
      0,
      40,
      w,
      ground - 40,
      c.vertical(
        [
          [0, '#e9dcc6'],
          [1, '#d6c4a8'],
        ],
        40,
        ground,
      ),
    ),
  );
  for (let x = 0; x < w; x += 100) c.add(rect(x, 40, 6, ground - 40, '#cdb998'));
  for (const y of [120, 200]) c.add(rect(0, y, w, 3, '#cdb998'));
  c.add(rect(0, 32, w, 12, '#efe4d0'));
  // Entrance with warm lobby glow and a canopy.
  c.add(
    rect(
      250,
      220,
      300,
      ground - 220,
      c.vertical(
        [
          [0, '#ffe4b0'],
          [1, '#e9a45a'],
        ],
        220,
        ground,
      ),
    ),
  );
  c.add(rect(280, 250, 100, ground - 250, '#fff2d2', { opacity: 0.6 }));
  c.add(pathEl(`M400,${ground} V240`, 'none', { stroke: '#2b2622', 'stroke-width': 5 }));
  c.add(rect(250, 220, 300, ground - 220, 'none', { stroke: '#2b2622', 'stroke-width': 6 }));
  c.add(rect(230, 195, 340, 18, C.ink), rect(230, 211, 340, 4, C.brass));
  for (const x of [280, 400, 520]) c.glow(x, 222, 60, C.warmLight, 0.6);
  // Windows either side.
  for (const x of [40, 600]) {
    for (const y of [60, 140, 230]) {
      c.add(
        rect(
          x,
          y,
          150,
          y === 230 ? 90 : 50,
          c.vertical(
            [
              [0, '#a9c2cf'],
              [1, '#6f8c9c'],
            ],
            y,
            y + 50,
          ),
        ),
      );
      c.add(rect(x + 73, y, 4, y === 230 ? 90 : 50, '#cdb998'));
    }
  }
  // Planters with palms.
  for (const x of [200, 600]) {
    c.add(
      plantAt(c, x, ground + 4, 1.6, { kind: 'palm', size: 120, pot: C.ink, potH: 40, seed: x }),
    );
  }
  // Paving.
  c.add(
    rect(
      0,
      ground,
      w,
      h - ground,
      c.vertical(
        [
          [0, '#b9ada0'],
          [1, '#8f8478'],
        ],
        ground,
        h,
      ),
    ),
  );
  for (let i = -10; i < 20; i++)
    c.add(line([i * 60, ground], [400 + (i * 60 - 400) * 3, h], '#a0958a', 1, { opacity: 0.6 }));
  for (const y of [500, 540, 590]) c.add(line([0, y], [w, y], '#a0958a', 1, { opacity: 0.6 }));
  // Reflection and car.
  c.add(
    group(sedan(c, 110, 545, 590), {
      transform: `translate(0 ${2 * 545}) scale(1 -1)`,
      opacity: 0.12,
    }),
  );
  c.add(sedan(c, 110, 545, 590));
  c.finish({ vignette: 0.28, tint: '#ffb060', tintOpacity: 0.05 });
}

/* ------------------------------------------------------------------ */
/* Site imagery: story and about                                      */
/* ------------------------------------------------------------------ */

function storyExterior(c: Canvas): void {
  const { width: w, height: h } = c;
  const horizon = 690;
  c.add(
    view(c, 0, 0, w, h, {
      time: 'day',
      horizon,
      seed: 101,
      aso: true,
      asoAt: 0.8,
      asoWidth: 0.36,
      clouds: 5,
      scale: 2,
    }),
  );
  c.add(
    rect(
      0,
      horizon,
      w,
      h - horizon,
      c.vertical(
        [
          [0, '#8fb36a'],
          [1, '#5f8a45'],
        ],
        horizon,
        h,
      ),
    ),
  );
  c.add(treeLine(-20, w + 20, horizon + 10, 26, '#4f7d4a', '#6f9b58', prng(102)));
  c.add(
    facade(c, {
      x: 360,
      top: 250,
      w: 480,
      ground: 740,
      floors: 4,
      bays: 5,
      side: 110,
      wall: '#efe4d2',
      trim: '#c9a27a',
      time: 'day',
      seed: 103,
      penthouse: true,
    }),
  );
  // Path to the entrance.
  c.add(pathEl(`M560,740 L640,740 L760,${h} L430,${h} Z`, '#e9dfcc'));
  c.add(shrub(330, 752, 220, 34, DAY_FOLIAGE, 104, '#e8876a'));
  c.add(shrub(650, 752, 240, 34, DAY_FOLIAGE, 105, '#f2d16b'));
  c.add(shadeTree(150, 800, 520, 106, DAY_FOLIAGE));
  c.add(shadeTree(1090, 820, 480, 107, DAY_FOLIAGE));
  c.add(palmTree(300, 790, 470, -30, 108, DAY_FOLIAGE));
  c.add(palmTree(960, 800, 430, 25, 109, DAY_FOLIAGE));
  c.add(shrub(-20, h + 10, 400, 60, DAY_FOLIAGE, 110, '#e8876a'));
  c.add(shrub(820, h + 10, 420, 60, DAY_FOLIAGE, 111, '#f6f0e2'));
  c.finish({ vignette: 0.2 });
}

function aboutLobby(c: Canvas): void {
  const r = makeRoom(c, { k: 1.5, left: -20, vp: [600, 330], depth: 1100 });
  shell(r, {
    wall: '#ece4d6',
    floor: '#e3dbcf',
    floorKind: 'stone',
    module: 80,
    seed: 121,
    downlights: [150, 680],
  });
  wallPanel(r, 270, 560, 0, r.H, C.emerald);
  // Brass ring sculpture on the feature wall.
  const [sx, sy] = r.p(415, 212, 1);
  for (let i = 0; i < 3; i++)
    c.add(
      circle(sx + (i - 1) * 34, sy + (i % 2 ? 8 : -8), 40, 'none', {
        stroke: C.brass,
        'stroke-width': 5,
      }),
    );
  backWindow(r, {
    x0: 640,
    x1: 800,
    y0: 0,
    y1: 250,
    bars: 1,
    view: { time: 'day', seed: 122, garden: true, trees: true },
    frame: C.ink,
    light: 0.4,
  });
  art(r, 60, 200, 120, 210, 'sun', ['#f3e9d8', C.brass, C.terracotta, '#7a8a6a'], C.brass, 123);
  for (const x of [330, 415, 500]) pendant(r, x, 150, 112, C.brass, 'globe');
  plant(r, 250, 25, { kind: 'palm', size: 170, pot: C.cream, seed: 124 });
  plant(r, 590, 25, { kind: 'fiddle', size: 170, pot: C.cream, seed: 125 });
  // Reception desk: fluted oak front, stone top and a brass band.
  r.shadow(300, 530, 120, 190, 0.3, 8);
  c.add(r.box({ x0: 300, x1: 530, y0: 0, y1: 108, z0: 120, z1: 190 }, { front: C.oak }));
  const df = r.face(300, 530, 0, 108, 190);
  for (let x = df.x + 5; x < df.x + df.w - 3; x += 9)
    c.add(rect(x, df.y + 8, 4, df.h - 12, darken(C.oak, 0.12), { rx: 2 }));
  c.add(rect(df.x, df.y + df.h * 0.88, df.w, 5, C.brass));
  c.add(
    r.box(
      { x0: 296, x1: 534, y0: 108, y1: 114, z0: 116, z1: 194 },
      { front: '#f2eee8', top: '#f7f4ef' },
    ),
  );
  vase(r, 330, 114, 150, C.cream, 26);
  c.add(r.box({ x0: 470, x1: 500, y0: 114, y1: 116, z0: 140, z1: 160 }, { front: C.ink }));
  // Lounge corner.
  rug(r, 100, 300, 140, 330, '#d9c7a8', C.emerald, 'plain');
  armchair(r, 112, 145, 85, C.terracotta, C.walnut);
  roundTable(r, 250, 250, 28, 45, '#f2eee8', C.brass);
  vase(r, 250, 45, 250, C.terracotta, 16);
  rug(r, 560, 760, 200, 360, '#d9c7a8', C.terracotta, 'plain');
  armchair(r, 620, 190, 85, C.emerald, C.walnut, C.sand);
  c.finish({ vignette: 0.22 });
}

/* ------------------------------------------------------------------ */
/* Placeholder                                                        */
/* ------------------------------------------------------------------ */

/** Neutral "no photo" placeholder: a quiet building-and-key mark on sand. */
function placeholderSvg(): string {
  const stroke = '#b8a27e';
  const win = [0, 1, 2]
    .flatMap((row) => [0, 1, 2].map((col) => `M${562 + col * 30},${336 + row * 32}h16v16h-16z`))
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">',
    '<defs><radialGradient id="g" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#f6f0e6"/><stop offset="1" stop-color="#e9dfcd"/></radialGradient></defs>',
    '<rect width="1200" height="800" fill="url(#g)"/>',
    '<circle cx="600" cy="400" r="150" fill="#efe5d4"/>',
    `<g fill="none" stroke="${stroke}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">`,
    '<path d="M540,470V322l60-34l60,34V470M520,470h146"/>',
    `<path d="${win}" stroke-width="5"/>`,
    '<path d="M588,470v-26a12,12 0 0 1 24,0v26"/>',
    '<circle cx="694" cy="448" r="15"/><path d="M708,454l34,14m-12,-5l-5,12m15,-6l-4,10"/>',
    '</g></svg>',
  ].join('');
}

/* ------------------------------------------------------------------ */
/* Rendering                                                          */
/* ------------------------------------------------------------------ */

const OUTPUTS: Output[] = [
  ...(
    [
      ['deluxe-studio', [deluxeStudioBed, deluxeStudioDesk, deluxeStudioKitchen]],
      ['executive-suite', [executiveLounge, executiveBedroom, executiveKitchen]],
      ['luxury-two-bedroom', [luxuryLiving, luxuryMaster, luxuryBalcony]],
      ['classic-studio', [classicBed, classicShower, classicKitchenette]],
      ['lakeview-one-bedroom', [lakeviewLounge, lakeviewBedroom, lakeviewTerrace]],
      ['family-two-bedroom', [familyLounge, familyTwin, familyKitchen]],
    ] as const
  ).flatMap(([slug, scenes]) =>
    scenes.map((draw, i): Output => ({
      file: `rooms/${slug}-${i + 1}.webp`,
      width: ROOM_W,
      height: ROOM_H,
      draw,
      maxKb: 120,
    })),
  ),
  { file: 'site/hero-1.webp', width: 1600, height: 900, draw: heroFacade, maxKb: 150 },
  { file: 'site/hero-2.webp', width: 1600, height: 900, draw: heroLounge, maxKb: 150 },
  { file: 'site/hero-3.webp', width: 1600, height: 900, draw: heroPool, maxKb: 150 },
  { file: 'site/service-dine.webp', width: 800, height: 600, draw: serviceDine, maxKb: 120 },
  {
    file: 'site/service-conference.webp',
    width: 800,
    height: 600,
    draw: serviceConference,
    maxKb: 120,
  },
  { file: 'site/service-workout.webp', width: 800, height: 600, draw: serviceWorkout, maxKb: 120 },
  {
    file: 'site/service-chauffeur.webp',
    width: 800,
    height: 600,
    draw: serviceChauffeur,
    maxKb: 120,
  },
  { file: 'site/story.webp', width: 1200, height: 900, draw: storyExterior, maxKb: 120 },
  { file: 'site/about.webp', width: 1200, height: 900, draw: aboutLobby, maxKb: 120 },
];

async function render(o: Output): Promise<number> {
  const canvas = new Canvas(o.width, o.height);
  o.draw(canvas);
  const svg = Buffer.from(canvas.toString());
  const target = path.join(OUT_DIR, o.file);
  await mkdir(path.dirname(target), { recursive: true });
  let quality = 86;
  for (;;) {
    const data = await sharp(svg).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (data.length <= o.maxKb * 1024 || quality <= 50) {
      await writeFile(target, data);
      if (process.env.PREVIEW_DIR) {
        const png = path.join(
          process.env.PREVIEW_DIR,
          o.file.replace(/\//g, '_').replace(/\.webp$/, '.png'),
        );
        await sharp(data).png().toFile(png);
      }
      return data.length;
    }
    quality -= 6;
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const rows: { file: string; size: string; dims: string }[] = [];
  for (const o of OUTPUTS) {
    if (only.length > 0 && !only.some((f) => o.file.includes(f))) continue;
    const bytes = await render(o);
    rows.push({
      file: `images/${o.file}`,
      size: `${(bytes / 1024).toFixed(1)} KB`,
      dims: `${o.width}x${o.height}`,
    });
  }
  if (only.length === 0 || only.includes('placeholder')) {
    const target = path.join(OUT_DIR, 'site/placeholder.svg');
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, placeholderSvg());
    const { size } = await stat(target);
    rows.push({
      file: 'images/site/placeholder.svg',
      size: `${(size / 1024).toFixed(1)} KB`,
      dims: '1200x800 (viewBox)',
    });
  }
  const w = Math.max(...rows.map((row) => row.file.length));
  console.log(`${'file'.padEnd(w)}  ${'dimensions'.padEnd(18)}  size`);
  for (const row of rows)
    console.log(`${row.file.padEnd(w)}  ${row.dims.padEnd(18)}  ${row.size.padStart(9)}`);
}

await main();
