/**
 * What the server reads of a route (entry-server.tsx): `prerender` pages are rendered into
 * the HTML before any JavaScript (public, the same for every visitor); `notFound` pages
 * answer HTTP 404.
 */
export interface RouteHandle {
  prerender?: boolean;
  notFound?: boolean;
}
export const PRERENDERED: RouteHandle = { prerender: true };
export const PRERENDERED_NOT_FOUND: RouteHandle = { prerender: true, notFound: true };
export const NOT_FOUND: RouteHandle = { notFound: true };
