/**
 * A value computed on demand and kept for `ttlMs`; concurrent readers share one load.
 * `invalidate()` drops it at once (the writer's own process); the TTL bounds how long
 * another app process behind the same PostgreSQL can serve the old value.
 */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cachedValue<T>(load: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let current: { value: Promise<T>; expiresAt: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (current && current.expiresAt > now) return current.value;
      const entry = { value: load(), expiresAt: now + ttlMs };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) current = null; // never keep a failure
      });
      return entry.value;
    },
    invalidate() {
      current = null;
    },
  };
}
