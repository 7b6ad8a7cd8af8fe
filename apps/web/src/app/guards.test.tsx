import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  hydrateAsBrowser,
  makeUser,
  renderAsServer,
  renderPage,
  stubApi,
  storeSession,
} from '../test/render.tsx';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { routes } from './router.tsx';

/** The app's real route table, so a guard dropped from a route fails here. */
function renderApp(path: string) {
  return renderPage(routes, { path }).router;
}

// The first visit imports the lazy page's code: on a busy machine that takes over a second.
const LAZY_ROUTE = { timeout: 5_000 };

const whereAfterRedirect = async (router: ReturnType<typeof renderApp>, path: string) => {
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(path), LAZY_ROUTE);
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'), LAZY_ROUTE);
};

describe('route guards', () => {
  it('sends a visitor with no stored user from /ProfilePage to /', async () => {
    stubApi({});
    const router = renderApp('/ProfilePage');
    await whereAfterRedirect(router, '/');
  });

  it('lets a stored user open /ProfilePage', async () => {
    const { user } = storeSession();
    stubApi({ 'GET /api/user': () => Response.json(user) });
    const router = renderApp('/ProfilePage');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }, LAZY_ROUTE),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/ProfilePage');
  });

  it('sends a stored super_admin outside /admin to /admin/BookingManagement', async () => {
    storeSession(makeUser({ role: 'super_admin' }));
    stubApi({});
    const router = renderApp('/ProfilePage');

    await whereAfterRedirect(router, '/admin/BookingManagement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Reservations' }),
    ).toBeVisible();
  });

  it('sends a stored super_admin on a public page such as /residencies to the back office', async () => {
    storeSession(makeUser({ role: 'super_admin' }));
    stubApi({});
    const router = renderApp('/residencies');
    await whereAfterRedirect(router, '/admin/BookingManagement');
  });

  it('lets a plain user browse the public pages', async () => {
    storeSession(makeUser({ role: 'user' }));
    stubApi({ 'GET /api/rooms': () => Response.json({ rooms: [] }) });
    const router = renderApp('/residencies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our residencies' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/residencies');
  });

  it.each([
    ['a visitor', null],
    ['a plain user', makeUser({ role: 'user' })],
  ])('sends %s on an /admin page to /admin/loginAdmin', async (_who, user) => {
    if (user) storeSession(user);
    stubApi({});
    const router = renderApp('/admin/BookingManagement');

    await whereAfterRedirect(router, '/admin/loginAdmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    expect(screen.queryByText(/All Reservations/)).not.toBeInTheDocument();
  });

  it.each(['admin', 'super_admin'] as const)('opens the back office for an %s', async (role) => {
    storeSession(makeUser({ role, first_name: 'Bola', last_name: 'Ade', name: 'Bola Ade' }));
    stubApi({});
    const router = renderApp('/admin/BookingManagement');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Reservations' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/BookingManagement');
    expect(screen.getByText(/Bola Ade/)).toBeInTheDocument();
    // The back office has its own header: no public navbar.
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it('always lets anyone reach the admin login screen', async () => {
    stubApi({});
    const router = renderApp('/admin/loginAdmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/loginAdmin');
  });
});

describe('route guards on a server-rendered page being hydrated', () => {
  function Where() {
    return <p>at {useLocation().pathname}</p>;
  }

  // The server has no session; the guard must wait for the stored one, not redirect.
  it.each([
    ['RequireUser', '/ProfilePage', <RequireUser />, makeUser({ role: 'user' })],
    ['RequireAdmin', '/admin/Settings', <RequireAdmin />, makeUser({ role: 'admin' })],
  ])('%s keeps a stored session on %s', async (_guard, path, guard, user) => {
    storeSession(user);
    const page = (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={guard}>
            <Route path={path} element={<h1>Guarded page</h1>} />
          </Route>
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderAsServer(page);
    document.body.append(container);
    expect(container.querySelector('h1')).toBeNull();

    const root = await hydrateAsBrowser(container, page);

    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeVisible();
    expect(screen.getByText(`at ${path}`)).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
