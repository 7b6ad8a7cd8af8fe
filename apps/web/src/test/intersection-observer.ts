import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's IntersectionObserver, which jsdom lacks: it records each
 * observer and its `rootMargin`, and the test says when an element comes into view.
 * `vi.unstubAllGlobals()` removes it.
 */
export function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; rootMargin: string | undefined }[] =
    [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, rootMargin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    /** What the observer number `index` hears when its element scrolls into view. */
    comeIntoView(index: number) {
      const observer = observers[index];
      if (!observer) throw new Error(`no IntersectionObserver #${index}`);
      act(() => {
        observer.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
    },
  };
}
