import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createRouter, loadRoutesFor } from './router.tsx';

/** Where the server leaves the query cache its HTML was rendered from (entry-server.tsx). */
declare global {
  interface Window {
    __ASO_QUERY_STATE__?: DehydratedState;
  }
}

/**
 * Starts the app in `root`. A page the server rendered is taken over (hydrated) with the
 * same data and the page's code loaded first, so the first render matches the markup: no
 * flash, no layout shift; any other page is rendered here.
 */
export async function startApp(
  root: HTMLElement,
  { onRecoverableError = reportMismatch }: { onRecoverableError?: (error: unknown) => void } = {},
): Promise<Root> {
  const queryClient = createQueryClient();
  if (root.firstElementChild) {
    if (window.__ASO_QUERY_STATE__) hydrate(queryClient, window.__ASO_QUERY_STATE__);
    await loadRoutesFor(window.location.pathname);
  }
  // The first render in a task of its own, not in the one that evaluated the code: a phone
  // gets two shorter tasks instead of one long one, and can paint or take a tap between.
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>
  );
  if (root.firstElementChild) {
    return hydrateRoot(root, app, { onRecoverableError });
  }
  // The shell's own title and description (index.html, for a visitor without the script)
  // give way to the page's, which React hoists into the head: one of each, as the server
  // leaves it on the pages it renders (static.routes.ts).
  for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.remove();
  const created = createRoot(root);
  created.render(app);
  return created;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** React recovers from a mismatch by rendering afresh; the console says where it was. */
function reportMismatch(error: unknown) {
  console.error('The page did not match its server-rendered HTML:', error);
}
