import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { captureAffiliateCode } from '../../lib/affiliate-code.ts';
import { SessionWatcher } from '../session-watcher.tsx';

/** Above both the public site and the back office: what runs on every page. */
export function RootLayout() {
  const { search } = useLocation();
  // Spec §4: an affiliate link (`?aff=`, `?affiliate=`, `?ref=`, `?code=`) is remembered.
  useEffect(() => {
    captureAffiliateCode(search);
  }, [search]);

  // Hydrated (or rendered) and listening: until then a server-rendered page's buttons are
  // inert; the end-to-end tests wait for this before they press anything.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
