import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@aso/core/constants';
import { useInactivityTimeout } from './use-inactivity-timeout.ts';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useInactivityTimeout', () => {
  it('fires once after 15 minutes without activity', async () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(true, INACTIVITY_TIMEOUT_MS, onTimeout));

    await advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    await advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    await advance(INACTIVITY_TIMEOUT_MS * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(['mouseMove', 'keyDown', 'mouseDown', 'touchStart'] as const)(
    'starts the 15 minutes again on %s',
    async (event) => {
      const onTimeout = vi.fn();
      renderHook(() => useInactivityTimeout(true, INACTIVITY_TIMEOUT_MS, onTimeout));

      await advance(10 * MINUTE);
      fireEvent[event](document.body);
      await advance(10 * MINUTE);
      expect(onTimeout).not.toHaveBeenCalled();
      await advance(5 * MINUTE - 1);
      expect(onTimeout).not.toHaveBeenCalled();
      await advance(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    },
  );

  it('does nothing while disabled (nobody logged in)', async () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(false, INACTIVITY_TIMEOUT_MS, onTimeout));
    await advance(INACTIVITY_TIMEOUT_MS * 2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('stops its timer and listeners on unmount', async () => {
    const onTimeout = vi.fn();
    const { unmount } = renderHook(() =>
      useInactivityTimeout(true, INACTIVITY_TIMEOUT_MS, onTimeout),
    );
    unmount();
    await advance(INACTIVITY_TIMEOUT_MS * 2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('counts activity seen in another tab of the same session', async () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(true, INACTIVITY_TIMEOUT_MS, onTimeout));

    await advance(14 * MINUTE);
    window.localStorage.setItem('lastActivity', String(Date.now()));
    await advance(2 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    await advance(13 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts on from the stored activity time after a reload (a page load is not activity)', async () => {
    window.localStorage.setItem('lastActivity', String(Date.now() - 14 * MINUTE));
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimeout(true, INACTIVITY_TIMEOUT_MS, onTimeout));

    await advance(MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    await advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('shares activity through storage for the next page load', async () => {
    renderHook(() => useInactivityTimeout(true, INACTIVITY_TIMEOUT_MS, vi.fn()));
    await advance(3 * MINUTE);
    fireEvent.mouseMove(document.body);
    expect(window.localStorage.getItem('lastActivity')).toBe(String(Date.now()));
  });
});
