import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, makeUser, stubApi, storeSession } from '../test/render.tsx';
import { routes } from './router.tsx';

/** The app's real route table, so a guard dropped from a route fails here. */
function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const whereAfterRedirect = async (router: ReturnType<typeof renderApp>, path: string) => {
  await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
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
