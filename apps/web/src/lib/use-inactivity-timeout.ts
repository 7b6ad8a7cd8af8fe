import { useEffect, useRef } from 'react';

/** Spec §4: what counts as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;

/** Other tabs of the same session read this, so activity in one keeps all of them alive. */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastActivity';
/** How often the activity time is shared with other tabs (a write per mouse move is waste). */
const SHARE_EVERY_MS = 5_000;

function readSharedActivity(): number {
  try {
    return Number(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Storage blocked: this tab still times out on its own activity.
  }
}

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
    let lastActivity = Date.now();
    let lastShared = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const check = () => {
      const idle = Date.now() - Math.max(lastActivity, readSharedActivity());
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
        shareActivity(lastActivity);
      }
    };

    // A sleeping laptop or a background tab fires timers late: check on return.
    const onVisible = () => {
      if (!done && document.visibilityState === 'visible') check();
    };

    timer = setTimeout(check, timeoutMs);
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
