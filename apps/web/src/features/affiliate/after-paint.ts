/**
 * Resolves once the browser has painted the next frame: work started then (the dashboard's
 * data chunk and schema) does not share the network or the main thread with the page's
 * first paint. Without animation frames (a hidden tab, tests), a task later.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
      requestAnimationFrame(later);
    } else later();
  });
}
