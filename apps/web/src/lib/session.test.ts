import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@aso/core/constants';
import { hydrateAsBrowser, makeUser, renderAsServer, storeSession } from '../test/render.tsx';
import {
  clearSession,
  endSessionIfIdle,
  getSession,
  parseStoredUser,
  sessionEndedInThisTab,
  setSession,
  setSessionUser,
  takeIdleTokenToRevoke,
  useSession,
  useSessionRestored,
  withNameParts,
} from './session.ts';

describe('session store', () => {
  it('restores the token and user kept in localStorage on load', () => {
    const { user } = storeSession(makeUser({ id: 3, first_name: 'Ngozi' }), 'stored-token');

    const { result } = renderHook(() => useSession());

    expect(result.current.token).toBe('stored-token');
    expect(result.current.user).toMatchObject({ id: 3, first_name: 'Ngozi', email: user.email });
  });

  it('writes a login back to storage and re-renders its readers', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();

    act(() => setSession({ token: 'new-token', user: makeUser({ id: 9 }) }));

    expect(result.current).toMatchObject({ token: 'new-token', user: { id: 9 } });
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ id: 9 });

    act(() => setSessionUser(makeUser({ id: 9, first_name: 'Changed' })));
    expect(result.current.user?.first_name).toBe('Changed');
    expect(result.current.token).toBe('new-token');
  });

  it('clears both the token and the user', () => {
    storeSession();
    const { result } = renderHook(() => useSession());

    act(() => clearSession());

    expect(result.current).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('follows a login or logout made in another tab (storage event)', () => {
    const { result } = renderHook(() => useSession());

    act(() => {
      storeSession(makeUser({ id: 42 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(result.current.user?.id).toBe(42);

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.user).toBeNull();
  });

  it('keeps the same snapshot while storage is unchanged (no render loops)', () => {
    storeSession();
    expect(getSession()).toBe(getSession());
  });

  it('ignores a stored user that is not one', () => {
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('{"name":"no id"}')).toBeNull();
    expect(
      parseStoredUser(JSON.stringify({ id: 1, email: 'a@b.ng', role: 'owner' })),
    ).toMatchObject({ id: 1, role: 'user', bookings: 0 });
  });
});

describe('withNameParts', () => {
  it('splits the name into first_name and last_name when they are missing', () => {
    expect(withNameParts({ name: 'Ada Chioma Obi', first_name: '', last_name: '' })).toMatchObject({
      first_name: 'Ada',
      last_name: 'Chioma Obi',
    });
  });

  it('keeps first_name and last_name that are there', () => {
    expect(
      withNameParts({ name: 'Ada Obi', first_name: 'Adaeze', last_name: 'Obi' }),
    ).toMatchObject({ first_name: 'Adaeze', last_name: 'Obi', name: 'Ada Obi' });
  });
});

describe('the 15 idle minutes across reloads and a reopened browser (spec §4)', () => {
  const NOW = Date.parse('2026-11-24T09:00:00Z');
  const lastActivity = () => window.localStorage.getItem('lastActivity');

  afterEach(() => {
    vi.useRealTimers();
    takeIdleTokenToRevoke();
  });

  it('forgets a stored session whose last activity is exactly 15 minutes old before anyone reads it', () => {
    vi.useFakeTimers({ now: NOW });
    storeSession(makeUser({ id: 5 }), 'idle-token');
    window.localStorage.setItem('lastActivity', String(NOW - INACTIVITY_TIMEOUT_MS));

    const { result } = renderHook(() => useSession());

    expect(result.current).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(lastActivity()).toBeNull();
    // Ended by idleness here: a page that needs a user sends this visitor to /login.
    expect(sessionEndedInThisTab()).toBe(true);
    // The watcher revokes the abandoned token on the server, once.
    expect(takeIdleTokenToRevoke()).toBe('idle-token');
    expect(takeIdleTokenToRevoke()).toBeNull();
  });

  it('keeps a stored session a millisecond short of 15 idle minutes, with its time untouched', () => {
    vi.useFakeTimers({ now: NOW });
    storeSession(makeUser({ id: 6 }), 'live-token');
    const stored = String(NOW - INACTIVITY_TIMEOUT_MS + 1);
    window.localStorage.setItem('lastActivity', stored);

    const { result } = renderHook(() => useSession());

    expect(result.current).toMatchObject({ token: 'live-token', user: { id: 6 } });
    expect(lastActivity()).toBe(stored);
    expect(takeIdleTokenToRevoke()).toBeNull();
  });

  it('starts the 15 minutes now for a stored session with no activity time', () => {
    vi.useFakeTimers({ now: NOW });
    storeSession(makeUser({ id: 7 }));

    expect(getSession().user?.id).toBe(7);
    expect(lastActivity()).toBe(String(NOW));
    // The next page load 15 minutes on finds it idle.
    expect(endSessionIfIdle(NOW + INACTIVITY_TIMEOUT_MS - 1)).toBe(false);
    expect(endSessionIfIdle(NOW + INACTIVITY_TIMEOUT_MS)).toBe(true);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('replaces an activity time in the future, so a clock set back cannot keep the session', () => {
    storeSession();
    window.localStorage.setItem('lastActivity', String(NOW + 60 * 60_000));

    expect(endSessionIfIdle(NOW)).toBe(false);
    expect(lastActivity()).toBe(String(NOW));
    expect(endSessionIfIdle(NOW + INACTIVITY_TIMEOUT_MS)).toBe(true);
  });

  it('leaves storage alone when nobody is logged in', () => {
    window.localStorage.setItem('lastActivity', String(NOW - 60 * 60_000));
    expect(endSessionIfIdle(NOW)).toBe(false);
    expect(lastActivity()).toBe(String(NOW - 60 * 60_000));
    expect(takeIdleTokenToRevoke()).toBeNull();
  });

  it('stamps the activity time at login, so a time left by an earlier session does not end the new one', () => {
    vi.useFakeTimers({ now: NOW });
    window.localStorage.setItem('lastActivity', String(NOW - 24 * 60 * 60_000));

    setSession({ token: 'fresh-token', user: makeUser({ id: 8 }) });

    expect(lastActivity()).toBe(String(NOW));
    expect(getSession()).toMatchObject({ token: 'fresh-token', user: { id: 8 } });
  });

  it('checks a session another tab stored, and forgets the activity time at logout', () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => useSession());
    act(() => {
      storeSession(makeUser({ id: 9 }), 'other-tab-token');
      window.localStorage.setItem('lastActivity', String(NOW - 20 * 60_000));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(result.current.user).toBeNull();
    expect(takeIdleTokenToRevoke()).toBe('other-tab-token');

    act(() => setSession({ token: 't', user: makeUser() }));
    expect(lastActivity()).toBe(String(NOW));
    act(() => clearSession());
    expect(lastActivity()).toBeNull();
  });
});

describe('server rendering and hydration', () => {
  // What a page shows: whether storage was read, and who is logged in.
  function SessionProbe() {
    const { user } = useSession();
    const restored = useSessionRestored();
    // An attribute as well as text: hydration keeps the server's attributes of the first
    // render, so that render must be the server's (logged out) for the link to follow.
    return createElement(
      'a',
      { href: user ? '/profile' : '/login' },
      `${restored ? 'restored' : 'not restored'}: ${user ? user.first_name : 'logged out'}`,
    );
  }

  it('renders logged out on the server, then shows the stored session once hydrated', async () => {
    storeSession(makeUser({ first_name: 'Ngozi' }));
    const html = renderAsServer(createElement(SessionProbe));
    expect(html).toBe('<a href="/login">not restored: logged out</a>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await hydrateAsBrowser(container, createElement(SessionProbe), {
      onRecoverableError,
    });

    expect(container.textContent).toBe('restored: Ngozi');
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/profile');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
