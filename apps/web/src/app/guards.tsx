import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdminPath, paths } from '../lib/paths.ts';
import { isAdminRole, useSession } from '../lib/session.ts';

/**
 * Pages of a logged-in user (spec §4): with no stored user the visitor goes to `/`; a
 * stored super_admin belongs in the back office.
 */
export function RequireUser() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={paths.home} replace />;
  if (user.role === 'super_admin' && !isAdminPath(pathname)) {
    return <Navigate to={paths.adminBookings} replace />;
  }
  return <Outlet />;
}

/**
 * The back office (DESIGN §6): an admin session in this browser, else the admin login.
 * The server checks every admin call anyway; this keeps the admin code from loading.
 */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user || !isAdminRole(user.role)) return <Navigate to={paths.adminLogin} replace />;
  return <Outlet />;
}
