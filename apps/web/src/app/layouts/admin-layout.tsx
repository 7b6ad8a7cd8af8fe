import { useState } from 'react';
import { Outlet } from 'react-router';
import { Button } from '../../components/button.tsx';
import { BrandMark } from '../../components/icons.tsx';
import { useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { ScrollManager } from '../scroll-manager.tsx';
import { adminDisplayName, greetingFor, roleLabel } from './admin-greeting.ts';

/**
 * The back office frame (lazy: its own chunk, never loaded by visitors). The public
 * navbar and footer are not shown here (spec §2); the sidebar arrives with the pages it
 * links to.
 */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <ScrollManager />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AdminHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}

export function AdminHeader() {
  const { user } = useSession();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  // The hour the page was opened; a long shift does not need a live clock here.
  const [greeting] = useState(() => greetingFor(new Date()));

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <header className="on-dark bg-forest text-cream">
      <div className="wrap flex flex-wrap items-center justify-between gap-x-6 gap-y-4 py-4">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9" />
          <span className="leading-none">
            <span className="block font-display text-lg font-semibold">Aso Residences</span>
            <span className="mt-1 block text-[0.6875rem] font-semibold tracking-[0.18em] text-brass-light uppercase">
              Back office
            </span>
          </span>
        </div>
        <Button variant="light" size="sm" onClick={() => void onLogout()} disabled={leaving}>
          {leaving ? 'Logging out...' : 'Log out'}
        </Button>
      </div>
      <div className="border-t border-white/10">
        <div className="wrap flex flex-col gap-3 py-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="font-display text-2xl text-cream sm:text-3xl">
              {greeting}, {adminDisplayName(user)}
            </p>
            <p className="mt-1 text-mist">Hope you&apos;re having a productive day.</p>
          </div>
          <dl className="text-sm sm:text-right">
            <dt className="sr-only">Role</dt>
            <dd>
              <span className="inline-flex rounded-full bg-brass-light px-3 py-1 text-xs font-bold tracking-wide text-ink">
                {roleLabel(user?.role ?? 'admin')}
              </span>
            </dd>
            {user?.email ? (
              <>
                <dt className="sr-only">Email</dt>
                <dd className="mt-2 break-all text-mist">{user.email}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </header>
  );
}
