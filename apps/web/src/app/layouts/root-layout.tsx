import { Outlet } from 'react-router';
import { SessionWatcher } from '../session-watcher.tsx';

/** Above both the public site and the back office: what runs on every page. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
