import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@aso/core/constants';
import { useSession } from '../lib/session.ts';
import { jsonResponse, makeUser, renderPage, storeSession, stubPage } from '../test/render.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

const MINUTE = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderAt(path: string) {
  return renderPage(
    [{ element: <RootLayout />, children: [stubPage('/ProfilePage'), stubPage('/login')] }],
    { path },
  );
}

/** Every user a page rendered with, to prove an idle session never reached one. */
const renderedUsers: (string | null)[] = [];
function WhoIsLoggedIn() {
  const { user } = useSession();
  renderedUsers.push(user?.email ?? null);
  return <h1>{user ? user.email : 'Nobody'}</h1>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionWatcher (spec §4 inactivity)', () => {
  it('after 15 minutes without activity clears the session and opens /login', async () => {
    storeSession(undefined, 'idle-token');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    const { router } = renderAt('/ProfilePage');

    await advance(INACTIVITY_TIMEOUT_MS - 1000);
    expect(router.state.location.pathname).toBe('/ProfilePage');
    expect(window.localStorage.getItem('user')).not.toBeNull();

    await advance(1000);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    // The abandoned token is revoked on the server too.
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer idle-token' }),
      }),
    );
  });

  it('keeps the session while the visitor is active', async () => {
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    const { router } = renderAt('/ProfilePage');

    await advance(14 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(14 * MINUTE);
    expect(router.state.location.pathname).toBe('/ProfilePage');
    expect(window.localStorage.getItem('user')).not.toBeNull();

    await advance(MINUTE);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leaves a visitor who is not logged in where they are', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { router } = renderAt('/ProfilePage');

    await advance(INACTIVITY_TIMEOUT_MS * 2);
    expect(router.state.location.pathname).toBe('/ProfilePage');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a session idle for 15 minutes when the page opens (reload, reopened browser) never renders, and its token is revoked', async () => {
    storeSession(makeUser({ email: 'idle@guest.test' }), 'left-open-token');
    window.localStorage.setItem(
      'lastActivity',
      String(Date.now() - INACTIVITY_TIMEOUT_MS - MINUTE),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    renderedUsers.length = 0;

    renderPage(
      [{ element: <RootLayout />, children: [{ path: '/', element: <WhoIsLoggedIn /> }] }],
      { path: '/' },
    );
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Nobody' })).toBeInTheDocument();
    expect(renderedUsers).not.toContain('idle@guest.test');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer left-open-token' }),
      }),
    );
  });

  it('a session active 14 minutes ago when the page opens lasts one more idle minute, not fifteen', async () => {
    storeSession(undefined, 'reloaded-token');
    window.localStorage.setItem('lastActivity', String(Date.now() - 14 * MINUTE));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    const { router } = renderAt('/ProfilePage');

    await advance(MINUTE - 1000);
    expect(router.state.location.pathname).toBe('/ProfilePage');
    await advance(1000);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
