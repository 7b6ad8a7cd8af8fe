import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '../lib/use-media-query.ts';

const HASH_RETRY_FRAMES = 60;

/**
 * Spec §2: navigation scrolls to the top, or smoothly to a `#hash` target. Back and
 * forward return to where the reader was; a new page moves keyboard focus to <main>.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  useEffect(() => {
    let frame = 0;

    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      let tries = 0;
      // The target may render a moment after the route (lazy chunk, fetched data).
      const scrollToTarget = () => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({
            behavior: prefersReducedMotion() ? 'auto' : 'smooth',
            block: 'start',
          });
        } else if (tries++ < HASH_RETRY_FRAMES) {
          frame = requestAnimationFrame(scrollToTarget);
        }
      };
      scrollToTarget();
      return () => cancelAnimationFrame(frame);
    }

    if (navigationType === 'POP') {
      // First load or a reload: the browser restores on its own; back/forward: ours.
      const saved = positions.current.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
