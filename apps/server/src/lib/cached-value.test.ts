import { describe, expect, it, vi } from 'vitest';
import { cachedValue } from './cached-value.ts';

describe('cachedValue', () => {
  it('loads once for concurrent readers and again after invalidate', async () => {
    let loads = 0;
    const cache = cachedValue(async () => ++loads, 60_000);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('loads again once the TTL has passed', async () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      const cache = cachedValue(async () => ++loads, 1000);
      expect(await cache.get()).toBe(1);
      vi.advanceTimersByTime(999);
      expect(await cache.get()).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await cache.get()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    let calls = 0;
    const cache = cachedValue(async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe('ok');
  });
});
