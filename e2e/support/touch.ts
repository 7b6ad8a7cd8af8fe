import type { Locator, Page } from '@playwright/test';

const SWIPE_STEPS = 10;

/**
 * A real one-finger swipe from right to left across `target`, sent as touch input
 * through the Chrome DevTools Protocol (Playwright has no swipe gesture of its own,
 * and Input.synthesizeScrollGesture does not scroll in headless Chromium).
 */
export async function swipeLeft(page: Page, target: Locator, fraction = 0.75): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const y = Math.round(box.y + box.height / 2);
  const startX = Math.round(box.x + box.width * 0.85);
  const distance = Math.round(box.width * fraction);

  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: startX, y }],
    });
    for (let step = 1; step <= SWIPE_STEPS; step++) {
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: startX - Math.round((distance * step) / SWIPE_STEPS), y }],
      });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.detach();
  }
}
