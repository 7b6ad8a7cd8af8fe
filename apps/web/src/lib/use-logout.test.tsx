import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, storeSession, stubPage } from '../test/render.tsx';
import { useLogout } from './use-logout.ts';

function LogoutButton({ alertOnFailure = false }: { alertOnFailure?: boolean }) {
  const logout = useLogout({ alertOnFailure });
  return (
    <button type="button" onClick={() => void logout()}>
      Log Out
    </button>
  );
}

const routes = [
  { path: '/ProfilePage', element: <LogoutButton /> },
  { path: '/admin/BookingManagement', element: <LogoutButton alertOnFailure /> },
  stubPage('/login'),
];

describe('useLogout', () => {
  it('revokes the token on the server, clears the session and opens /login', async () => {
    storeSession(undefined, 'secret-token');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ message: 'Logged out.' }));
    const { router } = renderPage(routes, { path: '/ProfilePage' });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['the server fails', () => Promise.resolve(jsonResponse({ message: 'Boom' }, 500))],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still clears the session and opens /login when %s', async (_case, answer) => {
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const { router } = renderPage(routes, { path: '/ProfilePage' });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('has no alert on the public site when the server call fails', async () => {
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Boom' }, 500));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(routes, { path: '/ProfilePage' });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('in the admin area says "Logout failed." and still clears the session and opens /login', async () => {
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderPage(routes, { path: '/admin/BookingManagement' });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Logout failed.');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('in the admin area stays quiet when the server call succeeds', async () => {
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Logged out.' }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(routes, { path: '/admin/BookingManagement' });

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
