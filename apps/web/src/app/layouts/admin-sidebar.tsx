import { useEffect, useRef, type RefObject } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX, type UserRole } from '@aso/core/constants';
import { BrandMark, CloseIcon } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';

/** The off-canvas panel's id, named by the Menu button's aria-controls. */
export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

interface AdminNavItem {
  to: string;
  label: string;
  /** Pages under this entry that have paths of their own (a booking's details). */
  sections?: string[];
}

/**
 * Spec §2 admin sidebar, in its order, with the occupancy calendar after Reservations and
 * the rates and promo codes after Room types (issue 31); the action log only for a super
 * admin (spec §6).
 */
export function adminNavItems(role: UserRole | undefined): AdminNavItem[] {
  return [
    { to: paths.adminBookings, label: 'Reservations', sections: [paths.adminBookingPattern] },
    { to: paths.adminCalendar, label: 'Calendar' },
    { to: paths.adminRooms, label: 'Rooms', sections: [paths.adminRoomPattern] },
    { to: paths.adminRoomTypes, label: 'Room types' },
    { to: paths.adminRates, label: 'Rates' },
    { to: paths.adminPromoCodes, label: 'Promo codes' },
    { to: paths.adminUsers, label: 'Users', sections: [paths.adminUserPattern] },
    { to: paths.adminAffiliates, label: 'Affiliates' },
    { to: paths.adminPayments, label: 'Payments' },
    { to: paths.adminPolicies, label: 'Policies' },
    ...(role === 'super_admin' ? [{ to: paths.adminActionLog, label: 'Action log' }] : []),
    { to: paths.adminSettings, label: 'Settings' },
  ];
}

const inSection = (item: AdminNavItem, pathname: string) =>
  (item.sections ?? []).some((pattern) => matchPath({ path: pattern, end: true }, pathname));

function SidebarNav({ role, onNavigate }: { role: UserRole | undefined; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Back office" className="px-3 py-4">
      <ul className="space-y-1">
        {adminNavItems(role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-xl px-4 py-2 text-[0.9375rem] font-semibold transition-colors ${
                  isActive || inSection(item, pathname)
                    ? 'bg-cream text-brand'
                    : 'text-mist hover:bg-white/10 hover:text-white'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The brand at the top of the sidebar; not a heading (each page has one h1 of its own). */
function SidebarBrand() {
  return (
    <div className="flex items-center gap-3">
      <BrandMark className="size-9 shrink-0" />
      <span className="leading-none">
        <span className="block font-display text-lg font-semibold text-cream">Aso Residences</span>
        <span className="mt-1 block text-[0.6875rem] font-semibold tracking-[0.18em] text-brass-light uppercase">
          Back office
        </span>
      </span>
    </div>
  );
}

/** Wider than the mobile breakpoint: the sidebar is always there, on the left. */
export function AdminSidebar({ role }: { role: UserRole | undefined }) {
  return (
    // The column runs the page's full height; its content stays in view while the page scrolls.
    <aside className="on-dark hidden w-64 shrink-0 bg-forest text-cream desk:block">
      <div className="sticky top-0 max-h-dvh overflow-y-auto">
        <div className="border-b border-white/10 px-6 py-5">
          <SidebarBrand />
        </div>
        <SidebarNav role={role} />
      </div>
    </aside>
  );
}

interface MobileSidebarProps {
  open: boolean;
  role: UserRole | undefined;
  onClose: () => void;
  /** The Menu button, which gets focus back when the panel is dismissed. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * At the mobile breakpoint or narrower: the sidebar as an off-canvas panel over an
 * overlay, on a modal `<dialog>` (the page behind is inert and focus stays inside).
 * It closes with its close button, an overlay click, Escape, or by following a link.
 */
export function MobileSidebar({ open, role, onClose, menuButtonRef }: MobileSidebarProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const menuButton = menuButtonRef.current;
    restoreFocus.current = false;
    if (!dialog.open) dialog.showModal();
    closeButtonRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // After a followed link the new page takes focus (ScrollManager focuses <main>).
      if (restoreFocus.current) menuButton?.focus();
    };
  }, [open, menuButtonRef]);

  // Widened past the breakpoint while open: the fixed sidebar takes over.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onCloseRef.current();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  const dismiss = () => {
    restoreFocus.current = true;
    onClose();
  };

  return (
    // Always in the page, so the Menu button's aria-controls names an element; a closed
    // dialog is not displayed, and its content is only rendered while open.
    <dialog
      ref={dialogRef}
      id={ADMIN_SIDEBAR_ID}
      aria-label="Back office menu"
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-transparent"
    >
      {open ? (
        <>
          <div
            aria-hidden="true"
            data-testid="admin-sidebar-overlay"
            onClick={dismiss}
            className="absolute inset-0 bg-ink/60"
          />
          <div className="on-dark relative flex h-full w-72 max-w-[85vw] flex-col overflow-y-auto bg-forest text-cream shadow-lift">
            <div className="flex items-center justify-between gap-3 border-b border-white/10 py-3 pr-3 pl-6">
              <SidebarBrand />
              <button
                ref={closeButtonRef}
                type="button"
                onClick={dismiss}
                aria-label="Close menu"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-cream hover:bg-white/10"
              >
                <CloseIcon className="size-6" />
              </button>
            </div>
            <SidebarNav
              role={role}
              onNavigate={() => {
                restoreFocus.current = false;
                onClose();
              }}
            />
          </div>
        </>
      ) : null}
    </dialog>
  );
}
