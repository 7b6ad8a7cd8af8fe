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
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {showChrome ? <SiteFooter /> : null}
    </div>
  );
}
