import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Preload } from './page-preloads.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

export interface StaticOptions {
  /** The built web app (Vite's `dist`); absent in server tests that need no web app. */
  webDir: string | null;
  /** Directories served under `/images/`: the demo images, then uploads. */
  imageDirs: string[];
  /** What a page path needs first, hinted in its HTML so it paints sooner. */
  preloadsFor?: (pagePath: string) => Promise<Preload[]>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The app shell with `<link rel=preload>` hints in its head. */
function withPreloads(indexHtml: string, preloads: Preload[]): string {
  if (preloads.length === 0) return indexHtml;
  const links = preloads
    .map(({ href, as }) =>
      as === 'image'
        ? `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`
        : // fetch() requests are CORS-mode: the hint must say so to be reused.
          `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`,
    )
    .join('');
  return indexHtml.replace('</head>', `${links}</head>`);
}

/**
 * Images under `/images/…`, the built web app with immutable hashed assets, and
 * the app's `index.html` (never cached) for every other GET path so deep links work.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions) {
  for (const dir of options.imageDirs) fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.imageDirs,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', `public, max-age=${ONE_YEAR}`);
    },
  });

  const indexPath = options.webDir ? path.join(options.webDir, 'index.html') : null;
  const hasWebApp = indexPath !== null && fs.existsSync(indexPath);
  // Read once, like the asset list: a new build is served after a restart.
  const indexHtml = hasWebApp ? fs.readFileSync(indexPath, 'utf8') : '';
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDir!,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  // One compressed shell per set of preload hints: a handful of variants (home, each room).
  const variants = new Map<string, { html: string; gzip: Buffer; brotli: Buffer }>();
  const pageVariant = (preloads: Preload[]) => {
    const key = preloads.map((preload) => preload.href).join('\n');
    let variant = variants.get(key);
    if (!variant) {
      const html = withPreloads(indexHtml, preloads);
      variant = { html, gzip: gzipSync(html), brotli: brotliCompressSync(html) };
      if (variants.size < 500) variants.set(key, variant);
    }
    return variant;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/images/') &&
      !url.startsWith('/assets/');
    if (!wantsPage) {
      return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
    }
    if (!hasWebApp) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const preloads = (await options.preloadsFor?.(url).catch(() => [])) ?? [];
    const page = pageVariant(preloads);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });
}
