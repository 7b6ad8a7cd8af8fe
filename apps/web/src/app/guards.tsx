import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdminPath, paths } from '../lib/paths.ts';
import {
  isAdminRole,
  sessionEndedInThisTab,
  useSession,
  useSessionRestored,
} from '../lib/session.ts';

/** Where a page that needs a session sends someone without one. */
const noSessionPath = (fallback: string) => (sessionEndedInThisTab() ? paths.login : fallback);

/** Spec §4: a stored super_admin outside /admin belongs in the back office. */
export function SuperAdminHome() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user?.role === 'super_admin' && !isAdminPath(pathname)) {
    return <Navigate to={paths.adminBookings} replace />;
  }
  return <Outlet />;
}

/**
 * Pages of a logged-in user (spec §4): with no stored user the visitor goes to `/`, or
 * to /login right after logging out here.
 */
export function RequireUser() {
  const { user } = useSession();
  // While hydrating, storage is not read yet: no verdict (the server rendered none either).
  if (!useSessionRestored()) return null;
  if (!user) return <Navigate to={noSessionPath(paths.home)} replace />;
  return <Outlet />;
}

/**
 * The back office (DESIGN §6): an admin session in this browser, else the admin login.
 * The server checks every admin call anyway; this keeps the admin code from loading.
 */
export function RequireAdmin() {
  const { user } = useSession();
  if (!useSessionRestored()) return null;
  if (!user || !isAdminRole(user.role)) {
    return <Navigate to={noSessionPath(paths.adminLogin)} replace />;
  }
  return <Outlet />;
}
