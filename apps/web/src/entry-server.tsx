import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { RenderPage, SiteData } from '@aso/core/prerender';
import { parseId } from '@aso/core/rooms';
import { AppProviders } from './app/providers.tsx';
import type { RouteHandle } from './app/route-handles.ts';
import { routes } from './app/router.tsx';
import { catalogueSummaryQueryOptions } from './features/home/api/get-catalogue-summary.ts';
import { roomQueryOptions } from './features/rooms/api/get-room.ts';
import { roomsQueryOptions } from './features/rooms/api/get-rooms.ts';
import { splitHoistedHead } from './lib/head.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { paths } from './lib/paths.ts';

/*
 * The server's way into the app (built by `vite build --ssr`, loaded by apps/server): the
 * public pages are rendered by the same components the browser hydrates, with the data
 * the browser would have fetched, so a phone on a slow line reads the page before the
 * JavaScript arrives and search engines see it whole.
 */

const handles = (context: StaticHandlerContext): RouteHandle[] =>
  context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);

/** The matched page: its route's pattern and the URL's parameters. */
interface PageMatch {
  index: boolean;
  path: string | undefined;
  params: Record<string, string | undefined>;
}

function pageMatch(context: StaticHandlerContext): PageMatch {
  const leaf = context.matches.at(-1)!;
  return { index: leaf.route.index === true, path: leaf.route.path, params: leaf.params };
}

/**
 * Primes the query cache with what this path's page reads, as the API would answer; says
 * whether the page's subject exists (a room id nobody has is a 404 like an unknown path).
 */
function primeQueries(queryClient: QueryClient, page: PageMatch, data: SiteData): boolean {
  if (page.index) {
    queryClient.setQueryData(catalogueSummaryQueryOptions().queryKey, data.summary);
  }
  if (page.path === paths.residencies || page.path === paths.twoBedroom) {
    queryClient.setQueryData(roomsQueryOptions().queryKey, data.rooms);
  }
  if (page.path !== paths.roomPattern) return true;
  const id = parseId(page.params.id ?? '');
  const room = data.rooms.find((candidate) => candidate.id === id) ?? null;
  if (id !== null) queryClient.setQueryData(roomQueryOptions(id).queryKey, room);
  return room !== null;
}

/** Renders `url` (path and query) for the server; never throws for an unknown path. */
export const render: RenderPage = async (url, data) => {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  // No route has a loader or an action, so the handler never answers with a redirect.
  if (context instanceof Response) return { status: 200, html: null, head: '', state: null };

  const pageHandles = handles(context);
  let status: 200 | 404 = pageHandles.some((handle) => handle.notFound) ? 404 : 200;
  if (!pageHandles.some((handle) => handle.prerender)) {
    return { status, html: null, head: '', state: null };
  }

  const queryClient = createQueryClient();
  if (!primeQueries(queryClient, pageMatch(context), data)) status = 404;

  const router = createStaticRouter(handler.dataRoutes, context);
  const { head, html } = splitHoistedHead(
    renderToString(
      <StrictMode>
        <AppProviders client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  return { status, html, head, state: dehydrate(queryClient) };
};
