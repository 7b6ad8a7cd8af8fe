import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { jsonResponse, makeUser, renderAsAdmin, stubPage } from '../../test/render.tsx';
import { AdminLayout } from './admin-layout.tsx';

const routes: RouteObject[] = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { path: 'BookingManagement', element: <h1>Reservations page</h1> },
      { path: 'bookings/details/:id', element: <h1>Booking page</h1> },
      { path: 'RoomManagement', element: <h1>Rooms page</h1> },
      { path: '*', element: <h1>Other admin page</h1> },
    ],
  },
  stubPage('/login'),
];

function renderAdminAt(path: string, role: 'admin' | 'super_admin' = 'admin') {
  const user = makeUser({ role, first_name: 'Ngozi', last_name: 'Eze', email: 'ngozi@aso.test' });
  return renderAsAdmin(routes, { path, user });
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminLayout', () => {
  it('lists the back office in the spec order, without the action log for an admin', () => {
    renderAdminAt('/admin/BookingManagement', 'admin');

    expect(sidebarLinks()).toEqual([
      'Reservations',
      'Calendar',
      'Rooms',
      'Room types',
      'Rates',
      'Promo codes',
      'Users',
      'Affiliates',
      'Payments',
      'Policies',
      'Settings',
    ]);
  });

  it('shows the action log link, before Settings, to a super admin', () => {
    renderAdminAt('/admin/BookingManagement', 'super_admin');

    const links = sidebarLinks();
    expect(links.slice(-2)).toEqual(['Action log', 'Settings']);
    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Action log' })).toHaveAttribute(
      'href',
      '/admin/action-log',
    );
  });

  it('marks the current page in the sidebar', () => {
    renderAdminAt('/admin/RoomManagement');

    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Reservations' })).not.toHaveAttribute('aria-current');
  });

  it("highlights Users on a user's profile, as its section", () => {
    renderAdminAt('/admin/UserProfile/7');

    const nav = within(screen.getByRole('navigation', { name: 'Back office' }));
    expect(nav.getByRole('link', { name: 'Users' })).toHaveClass('bg-cream');
    expect(nav.getByRole('link', { name: 'Rooms' })).not.toHaveClass('bg-cream');
  });

  it('greets by name and role, keeps the page title the only h1, and has the skip link', () => {
    renderAdminAt('/admin/BookingManagement', 'super_admin');

    const banner = within(screen.getByRole('banner'));
    expect(banner.getByText(/^Good (morning|afternoon|evening), Ngozi Eze$/)).toBeInTheDocument();
    expect(banner.getByText("Hope you're having a productive day.")).toBeInTheDocument();
    expect(banner.getByText('Super Admin')).toBeInTheDocument();
    expect(banner.getByText('ngozi@aso.test')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Reservations page',
    ]);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('greets by the hour in Abuja', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 17:30 UTC is 18:30 in Lagos: evening there, whatever the machine's zone.
    vi.setSystemTime(new Date('2026-11-24T17:30:00Z'));
    renderAdminAt('/admin/BookingManagement');

    expect(screen.getByText('Good evening, Ngozi Eze')).toBeInTheDocument();
  });

  it('opens the menu as a panel, and Escape closes it and returns focus to the Menu button', async () => {
    const user = userEvent.setup();
    renderAdminAt('/admin/BookingManagement');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(panel).toBeInstanceOf(HTMLDialogElement);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect((panel as HTMLDialogElement).open).toBe(true);
    const closeButton = within(panel!).getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveFocus();
    expect(within(panel!).getByRole('link', { name: 'Rooms' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect((panel as HTMLDialogElement).open).toBe(false);
    expect(within(panel!).queryByRole('link')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu with its close button and with a click on the overlay', async () => {
    const user = userEvent.setup();
    renderAdminAt('/admin/BookingManagement');
    const menuButton = screen.getByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByTestId('admin-sidebar-overlay'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('admin-sidebar-overlay')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderAdminAt('/admin/BookingManagement');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '')!;

    await user.click(within(panel).getByRole('link', { name: 'Rooms' }));

    expect(router.state.location.pathname).toBe('/admin/RoomManagement');
    expect(await screen.findByRole('heading', { name: 'Rooms page' })).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect((panel as HTMLDialogElement).open).toBe(false);
  });

  it('logs out to /login, saying "Logout failed." when the server call fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Boom' }, 500));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderAdminAt('/admin/BookingManagement');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Logout failed.');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
