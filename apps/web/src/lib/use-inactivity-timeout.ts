import { useEffect, useRef } from 'react';
import { readLastActivity, recordActivity } from './session.ts';

/** Spec §4: what counts as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;

/** How often the activity time is shared with other tabs (a write per mouse move is waste). */
const SHARE_EVERY_MS = 5_000;

/**
 * Calls `onTimeout` once `timeoutMs` pass with none of the activity events, while
 * `enabled`. An event only stamps the time; the single timer is re-armed lazily when
 * it fires early, so a stream of mouse moves costs no timer churn (the throttle). It
 * reads `Date.now()` and `setTimeout`, so a controlled clock (Vitest fake timers,
 * Playwright's `page.clock`) drives it.
 */
export function useInactivityTimeout(
  enabled: boolean,
  timeoutMs: number,
  onTimeout: () => void,
): void {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    if (!enabled) return;
    // The idle time runs on from the stored activity: a reload is not activity.
    let lastActivity = Math.min(readLastActivity() || Date.now(), Date.now());
    let lastShared = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const check = () => {
      const idle = Date.now() - Math.max(lastActivity, readLastActivity());
      if (idle >= timeoutMs) {
        done = true;
        onTimeoutRef.current();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(check, timeoutMs - idle);
    };

    const onActivity = () => {
      if (done) return;
      lastActivity = Date.now();
      if (lastActivity - lastShared >= SHARE_EVERY_MS) {
        lastShared = lastActivity;
        recordActivity(lastActivity);
      }
    };

    // A sleeping laptop or a background tab fires timers late: check on return.
    const onVisible = () => {
      if (!done && document.visibilityState === 'visible') check();
    };

    check();
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, timeoutMs]);
}
