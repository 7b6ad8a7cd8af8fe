import { useRef, useState, type RefObject } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { BrandMark, MenuIcon } from '../../components/icons.tsx';
import { useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { ScrollManager } from '../scroll-manager.tsx';
import { adminDisplayName, greetingFor, roleLabel } from './admin-greeting.ts';
import { ADMIN_SIDEBAR_ID, AdminSidebar, MobileSidebar } from './admin-sidebar.tsx';

/**
 * The back office frame (lazy: its own chunk, never loaded by visitors): the sidebar, the
 * greeting header and the page. The public navbar and footer are not shown here (spec §2).
 */
export function AdminLayout() {
  const { user } = useSession();
  const navigation = useNavigation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the mobile menu (a link in it, back/forward, a redirect).
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh bg-cream desk:flex">
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
      <AdminSidebar role={user?.role} />
      <MobileSidebar
        open={menuOpen}
        role={user?.role}
        onClose={() => setMenuOpen(false)}
        menuButtonRef={menuButtonRef}
      />
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <AdminHeader
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

interface AdminHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Spec §2: the greeting by the hour in Abuja, the name or "Admin", "Hope you're having a
 * productive day.", the role and the email; Log out (spec §8: "Logout failed." here).
 */
export function AdminHeader({ menuOpen, onOpenMenu, menuButtonRef }: AdminHeaderProps) {
  const { user } = useSession();
  const logout = useLogout({ alertOnFailure: true });
  const [leaving, setLeaving] = useState(false);
  // The hour the page was opened; a long shift does not need a live clock here.
  const [greeting] = useState(() => greetingFor(new Date()));

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <header className="border-b border-line bg-white">
      <div className="on-dark flex items-center justify-between gap-3 bg-forest px-5 py-3 text-cream sm:px-8 desk:hidden">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9 shrink-0" />
          <span className="leading-none">
            <span className="block font-display text-lg font-semibold">Aso Residences</span>
            <span className="mt-1 block text-[0.6875rem] font-semibold tracking-[0.18em] text-brass-light uppercase">
              Back office
            </span>
          </span>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          onClick={onOpenMenu}
          aria-expanded={menuOpen}
          aria-controls={ADMIN_SIDEBAR_ID}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/70 px-4 text-sm font-semibold text-white hover:bg-white hover:text-ink"
        >
          <MenuIcon className="size-5" />
          Menu
        </button>
      </div>
      <div className="flex flex-col gap-4 px-5 py-5 sm:px-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <p className="font-display text-2xl text-brand sm:text-[1.75rem]">
            {greeting}, {adminDisplayName(user)}
          </p>
          <p className="mt-1 text-muted">Hope you&apos;re having a productive day.</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4 lg:justify-end">
          <dl className="min-w-0 text-sm lg:text-right">
            <dt className="sr-only">Role</dt>
            <dd>
              <span className="inline-flex rounded-full bg-sand px-3 py-1 text-xs font-bold tracking-wide text-brass-dark">
                {roleLabel(user?.role ?? 'admin')}
              </span>
            </dd>
            {user?.email ? (
              <>
                <dt className="sr-only">Email</dt>
                <dd className="mt-1.5 break-all text-muted">{user.email}</dd>
              </>
            ) : null}
          </dl>
          <Button variant="outline" onClick={() => void onLogout()} disabled={leaving}>
            {leaving ? 'Logging out...' : 'Log out'}
          </Button>
        </div>
      </div>
    </header>
  );
}
