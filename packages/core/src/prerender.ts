/*
 * The contract between the server and the web app's renderer (apps/web/src/entry-server.tsx,
 * built by `vite build --ssr`): the server hands over what the public pages read from the
 * API and gets the page's markup, head tags and status back. Types only.
 */
import type { CatalogueSummary, RoomType } from './rooms.ts';

/** What the prerendered pages read, as `GET /api/rooms` and `GET /api/catalogue/summary` answer. */
export interface SiteData {
  rooms: RoomType[];
  summary: CatalogueSummary;
}

export interface RenderedPage {
  /** 404 for an unknown path or a room nobody has; the page shown is the app's own. */
  status: 200 | 404;
  /** The page's markup for `#root`; null when the page is rendered in the browser only. */
  html: string | null;
  /** `<title>` and `<meta>` tags the page asked for, for the document head. */
  head: string;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state). */
  state: unknown;
}

/** `render` of the renderer bundle: path with query in, page out; never throws for a bad path. */
export type RenderPage = (url: string, data: SiteData) => Promise<RenderedPage>;
