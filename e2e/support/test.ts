import { test as base, expect } from '@playwright/test';

/**
 * The Playwright test with one addition: a test fails if the page throws an uncaught
 * error or logs a console error. Failed requests are left to the assertions (a 404 for
 * an unknown room is expected and Chromium logs it as an error).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
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
