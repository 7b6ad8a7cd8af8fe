import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { isAdminPath } from '../../lib/paths.ts';
import { ScrollManager } from '../scroll-manager.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Skip link, navbar, page and footer; the admin area brings its own chrome (spec §2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const showChrome = !isAdminPath(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brass"
        />
      ) : null}
      {showChrome ? <SiteHeader /> : null}
      {/*
       * Suspense boundaries split hydration of a server-rendered page into parts React
       * hydrates one after another, letting the browser respond in between (shorter tasks,
       * less blocking time on a slow phone). Nothing here suspends: there is no fallback.
       */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense>
          <Outlet />
          <MarkHydrated />
        </Suspense>
      </main>
      {showChrome ? (
        <Suspense>
          <SiteFooter />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Says on `<html data-hydrated>` that the page in `<main>` holds React's state and
 * handlers: hydrated, after the shell (html[data-app=ready], set first), or rendered. The
 * end-to-end tests that type before the script runs wait for it before they submit.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
