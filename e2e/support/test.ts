import { createHash } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * The Playwright test with two additions: its own client address per test (below), and a test fails if the page throws an uncaught
 * error or logs a console error. Failed requests are left to the assertions (a 404 for
 * an unknown room is expected and Chromium logs it as an error).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  /*
   * Public pages arrive rendered by the server and come alive when the app has hydrated
   * them: `goto` waits for that (html[data-app=ready]), as a person would wait for the page
   * to respond, so a press right after it is not lost on an inert button.
   */
  page: async ({ page }, use) => {
    const alive = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
      );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await alive();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await alive();
      return response;
    };
    await use(page);
  },
  /*
   * Each test is its own client: the app trusts the loopback proxy (TRUST_PROXY) and
   * keys its rate limits on this address, so tests never use up one another's attempts.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const seed = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    const address = `10.${seed[0]}.${seed[1]}.${seed[2]}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use();
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
