import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, storeSession } from '../test/render.tsx';
import {
  clearSession,
  getSession,
  parseStoredUser,
  setSession,
  setSessionUser,
  useSession,
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
