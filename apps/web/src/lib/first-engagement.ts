/** What a visitor does first on a page they are about to use: scroll, touch, click, type. */
const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Calls `onEngaged` once, at the visitor's first scroll, touch, click or key press on the
 * page, for code worth loading as soon as someone starts using the page but not while it
 * loads. Returns the cleanup (for an effect).
 */
export function onFirstEngagement(onEngaged: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, options);
  };
  function engaged() {
    stop();
    onEngaged();
  }
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engaged, options);
  return stop;
}
