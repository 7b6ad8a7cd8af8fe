import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { BrandMark, CloseIcon, MenuIcon, UserIcon } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';

const NAV_LINKS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.residencies, label: 'Residencies', end: false },
  { to: paths.about, label: 'About', end: false },
  { to: paths.contact, label: 'Contact Us', end: false },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `relative py-2 text-sm font-semibold transition-colors hover:text-brand after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-brass after:transition-transform ${
    isActive ? 'text-brand after:scale-x-100' : 'text-ink after:scale-x-0'
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-xl px-4 py-3 font-display text-xl ${
    isActive ? 'bg-sand text-brand' : 'text-ink hover:bg-sand'
  }`;
}

/** The public navbar; at 900px or narrower the links fold into a hamburger menu (spec §2). */
export function SiteHeader() {
  const loggedIn = useSession().user !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="wrap flex h-(--header-height) items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex shrink-0 items-center gap-3 rounded-lg"
          onClick={closeMenu}
        >
          <BrandMark className="size-9" />
          <span className="leading-none">
            <span className="block font-display text-xl font-semibold text-brand">
              Aso Residences
            </span>
            <span className="mt-1 hidden text-[0.6875rem] font-semibold tracking-[0.18em] text-muted uppercase min-[26rem]:block">
              Abuja · Serviced apartments
            </span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden desk:block">
          <ul className="flex items-center gap-8">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {loggedIn ? (
          // Spec §2: logged in, a profile icon replaces LOGIN and SIGN UP (one link at every width).
          <NavLink
            to={paths.profile}
            aria-label="Your profile"
            title="Your profile"
            onClick={closeMenu}
            className={({ isActive }) =>
              `ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors desk:ml-0 ${
                isActive
                  ? 'border-brand bg-brand text-white'
                  : 'border-line bg-white text-brand hover:border-brand'
              }`
            }
          >
            <UserIcon className="size-6" />
          </NavLink>
        ) : (
          <div className="hidden items-center gap-3 desk:flex">
            <ButtonLink to={paths.login} variant="outline" size="sm">
              LOGIN
            </ButtonLink>
            <ButtonLink to={paths.signup} variant="primary" size="sm">
              SIGN UP
            </ButtonLink>
          </div>
        )}

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full border border-line text-brand desk:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Main"
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-cream shadow-lift desk:hidden"
      >
        <div className="wrap py-4">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={mobileLinkClass}
                  onClick={closeMenu}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {loggedIn ? null : (
            <div className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4">
              <ButtonLink to={paths.login} variant="outline" onClick={closeMenu}>
                LOGIN
              </ButtonLink>
              <ButtonLink to={paths.signup} variant="primary" onClick={closeMenu}>
                SIGN UP
              </ButtonLink>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
