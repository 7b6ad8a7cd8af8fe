import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * Navigates after a pause (spec §9: "after 2 seconds go to …"). The timer is dropped
 * when the page unmounts, so leaving early does not yank the visitor back.
 */
export function useDelayedNavigate(): (to: To, delayMs: number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to, delayMs, options) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate],
  );
}
