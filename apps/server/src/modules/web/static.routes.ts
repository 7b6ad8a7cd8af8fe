import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from '@aso/core/prerender';
import type { Preload } from './page-preloads.ts';
import type { PageRenderer } from './page-renderer.ts';
import { inlineScriptHashes, scriptHash } from './security-headers.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

export interface StaticOptions {
  /** The built web app (Vite's `dist`); absent in server tests that need no web app. */
  webDir: string | null;
  /** Directories served under `/images/`: the demo images, then uploads. */
  imageDirs: string[];
  /** What a page path needs first, hinted in its HTML so it paints sooner. */
  preloadsFor?: (pagePath: string) => Promise<Preload[]>;
  /** The web app's server renderer: a page's markup, head and status (null: none built). */
  renderPage?: PageRenderer | null;
}

interface CompressedPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
  /** What the page's Content-Security-Policy must allow: its inline scripts. */
  scriptHashes: readonly string[];
}

const compressed = (html: string, scriptHashes: readonly string[]): CompressedPage => ({
  html,
  scriptHashes,
  gzip: gzipSync(html),
  brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
});

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

/** JSON inside an inline script: nothing in it can close the script or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The inline script handing the browser the query cache a page was rendered from. */
const queryStateScript = (state: unknown) => `window.__ASO_QUERY_STATE__=${scriptJson(state)}`;

/**
 * The app shell with a rendered page in it: the markup in `#root`, the query cache it was
 * rendered from for the browser to hydrate with, and the page's own title and description
 * in place of the shell's.
 */
function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  let html = indexHtml;
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('name="description"')) {
    html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  }
  // Early in the head: the page's preloads (its largest picture) start before the scripts
  // and their module preloads. After the viewport tag, not before it: a phone lays the page
  // out 980 px wide until it reads that tag, so a preload read first would match its media
  // query against 980 px and fetch the wide picture as well as its own.
  const after = [/<meta name="viewport"[^>]*>/i, /<meta charset="[^"]*"\s*\/?>/i].find((tag) =>
    tag.test(html),
  );
  html = after
    ? html.replace(after, (tag) => `${tag}${page.head}`)
    : html.replace('</head>', `${page.head}</head>`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html ?? ''}</div><script>${queryStateScript(page.state)}</script>`,
  );
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
  // The build's own inline scripts, if it ever has any, are allowed as built; nothing else is.
  const shellScriptHashes = inlineScriptHashes(indexHtml);
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
  const variants = new Map<string, CompressedPage>();
  const shellVariant = (preloads: Preload[]) => {
    const key = preloads.map((preload) => preload.href).join('\n');
    let variant = variants.get(key);
    if (!variant) {
      variant = compressed(withPreloads(indexHtml, preloads), shellScriptHashes);
      if (variants.size < 500) variants.set(key, variant);
    }
    return variant;
  };
  // A rendered page is reused while its data is current (page-renderer.ts): so is its HTML.
  const renderedVariants = new WeakMap<RenderedPage, CompressedPage>();
  const renderedVariant = (page: RenderedPage) => {
    let variant = renderedVariants.get(page);
    if (!variant) {
      variant = compressed(withRenderedPage(indexHtml, page), [
        ...shellScriptHashes,
        scriptHash(queryStateScript(page.state)),
      ]);
      renderedVariants.set(page, variant);
    }
    return variant;
  };

  /** The page for a path: rendered on the server where the app can, else the shell. */
  const pageFor = async (
    url: string,
    path: string,
  ): Promise<{ status: number; body: CompressedPage }> => {
    const page = await options.renderPage?.(url).catch((error: unknown) => {
      app.log.error({ err: error, url }, 'server rendering failed: sending the shell');
      return null;
    });
    if (page?.html != null) return { status: page.status, body: renderedVariant(page) };
    const preloads = (await options.preloadsFor?.(path).catch(() => [])) ?? [];
    return { status: page?.status ?? 200, body: shellVariant(preloads) };
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
    const { status, body } = await pageFor(request.url, url);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.status(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8').allowInlineScripts(body.scriptHashes);
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
    return reply.send(body.html);
  });
}
