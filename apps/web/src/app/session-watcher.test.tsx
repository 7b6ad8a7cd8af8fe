import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@aso/core/constants';
import { jsonResponse, renderRoutes, storeSession, stubPage } from '../test/render.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

const MINUTE = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderAt(path: string) {
  return renderRoutes(
    [{ element: <RootLayout />, children: [stubPage('/ProfilePage'), stubPage('/login')] }],
    path,
  );
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
});
