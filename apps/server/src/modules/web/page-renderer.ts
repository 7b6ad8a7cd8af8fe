import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderPage } from '@aso/core/prerender';
import type { Db } from '../../db/client.ts';
import { getCatalogueSummary, type RoomListCache } from '../catalogue/catalogue.service.ts';

/** Rendered pages kept per room-list snapshot: the home page, each room, a few searches. */
const MAX_CACHED_PAGES = 200;

/** The renderer is built beside the web app: `apps/web/dist` → `apps/web/dist-ssr`. */
export const rendererPathFor = (webDir: string): string =>
  path.join(`${path.resolve(webDir)}-ssr`, 'entry-server.js');

/**
 * The web app's server renderer (`vite build --ssr`, run by `npm run build`), or null when
 * it is not built: pages are then rendered in the browser only.
 */
export async function loadRenderer(entryPath: string | null): Promise<RenderPage | null> {
  if (!entryPath || !fs.existsSync(entryPath)) return null;
  const bundle = (await import(pathToFileURL(entryPath).href)) as { render?: unknown };
  if (typeof bundle.render !== 'function') {
    throw new Error(`${entryPath} exports no render function: rebuild with npm run build`);
  }
  return bundle.render as RenderPage;
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

/**
 * Renders a page path with the catalogue as the API serves it. A page is rendered once per
 * room-list snapshot (the list is re-read at most every few seconds and whenever staff
 * change it), so a busy home page costs one render, not one per visitor.
 */
export function createPageRenderer(
  render: RenderPage,
  { db, roomListCache }: { db: Db; roomListCache: RoomListCache },
): PageRenderer {
  let cachedFor: object | null = null;
  let pages = new Map<string, Promise<RenderedPage>>();
  let summary: ReturnType<typeof getCatalogueSummary> | null = null;

  return async (url) => {
    const snapshot = await roomListCache.get();
    if (snapshot !== cachedFor) {
      cachedFor = snapshot;
      pages = new Map();
      summary = getCatalogueSummary(db);
      // A failed read is tried again by the next request.
      summary.catch(() => (cachedFor = null));
    }
    let page = pages.get(url);
    if (!page) {
      const data = { rooms: snapshot.rooms, summary: await summary! };
      page = render(url, data);
      if (pages.size < MAX_CACHED_PAGES) pages.set(url, page);
      // A failed render is not kept: the next request tries again.
      page.catch(() => pages.delete(url));
    }
    return page;
  };
}
