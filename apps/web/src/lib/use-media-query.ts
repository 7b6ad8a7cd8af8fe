import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@aso/core/constants';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Spec §9: at 900px or narrower the site uses its mobile layout. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

/** For one-off checks outside React (scrolling after navigation). */
export const prefersReducedMotion = () => matches(REDUCED_MOTION_QUERY);
