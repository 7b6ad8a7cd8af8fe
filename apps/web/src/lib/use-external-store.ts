import { useCallback, useSyncExternalStore } from 'react';

/*
 * React's contract for a store read while a page is server-rendered: the server renders the
 * store's server snapshot, and so does the browser's first render when it hydrates that
 * HTML; the store's own value comes in the render after. Preact (which runs the app for its
 * weight, see vite.config.ts) reads the store's own value at once, which would leave the
 * server's markup (its attributes) in place with the browser's state behind it. This hook
 * keeps React's contract: until the app's start says hydration is over, every store reads
 * as on the server; then the components that read one render again with its own value.
 */

type RenderPhase = 'server' | 'hydrating' | 'client';
let phase: RenderPhase = typeof window === 'undefined' ? 'server' : 'client';
const phaseListeners = new Set<() => void>();

/** Set by the app's start (hydrating, then client) and by server rendering. */
export function setRenderPhase(next: RenderPhase): void {
  phase = next;
  for (const listener of phaseListeners) listener();
}

export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const subscribeWithPhase = useCallback(
    (onChange: () => void) => {
      phaseListeners.add(onChange);
      const unsubscribe = subscribe(onChange);
      return () => {
        phaseListeners.delete(onChange);
        unsubscribe();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeWithPhase,
    () => (phase === 'client' ? getSnapshot() : getServerSnapshot()),
    getServerSnapshot,
  );
}
