import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Calls `onNear` once the element comes within `rootMargin` of the screen. Where there is
 * no IntersectionObserver (jsdom) nothing can tell: the element counts as near, reported
 * after a tick as the real observer reports its first look.
 */
function observeNear(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    let watching = true;
    queueMicrotask(() => {
      if (watching) onNear();
    });
    return () => {
      watching = false;
    };
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element has come within `rootMargin` of the screen (or `showNow` was
 * called), for code that is loaded only when it is about to be seen. It starts false
 * everywhere, so the server's render and the first render in the browser agree, and the
 * browser decides in an effect.
 */
export function useNearViewport(
  target: RefObject<Element | null>,
  rootMargin: string,
): [near: boolean, showNow: () => void] {
  const [near, setNear] = useState(false);
  // A transition: React renders what was loaded in slices between other work, so showing
  // it does not block the page (a long task) while the visitor scrolls or types.
  const showNow = useCallback(() => startTransition(() => setNear(true)), []);

  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    return observeNear(element, rootMargin, showNow);
  }, [near, target, rootMargin, showNow]);

  return [near, showNow];
}
