import type { Browser } from '@playwright/test';
import { expect, test } from './support/test.ts';

/*
 * Issue 13 point 1 and 6: the public pages arrive as HTML the server rendered from the app's
 * own components, readable with JavaScript off, hydrated without replacing anything, and
 * unknown paths answer 404 with the app's not-found page.
 */

const PAGES = [
  { path: '/', h1: 'Aso Residences: serviced apartments in Abuja', text: 'Explore residencies' },
  { path: '/residencies', h1: 'Our residencies', text: 'Deluxe Studio' },
  { path: '/rooms/1', h1: 'Deluxe Studio', text: 'per night' },
  { path: '/about', h1: 'About Aso Residences', text: 'Maitama' },
  { path: '/contact', h1: 'Contact us', text: 'WhatsApp' },
  { path: '/menu', h1: 'Our kitchen menu', text: 'Jollof rice with chicken' },
];

async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test.describe('with JavaScript off', () => {
  for (const { path, h1, text } of PAGES) {
    test(`${path} is readable: header, headline and text are in the HTML`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageWithoutJavaScript(browser, baseURL);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('link', { name: /^Aso Residences/ }).first()).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await context.close();
    });
  }

  test('the room page shows its title, price and first photo', async ({ browser, baseURL }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL);
    await page.goto('/rooms/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deluxe Studio');
    await expect(page.getByText(/^₦[\d,]+$/).first()).toBeVisible();
    const photo = page.getByRole('img', { name: 'Deluxe Studio photo 1' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  test('the links work: from the home page to a room through the residencies', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Residencies' })
      .click();
    await expect(page).toHaveURL(/\/residencies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our residencies');
    await page
      .getByRole('link', { name: /Deluxe Studio/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/rooms\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deluxe Studio');
    await context.close();
  });
});

test.describe('hydration', () => {
  test.beforeEach(async ({ page }) => {
    // Keeps the server's headline and layout nodes as parsed, before any script runs: a
    // page rendered again from scratch would put new ones in their place.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const win = window as unknown as { serverNodes: Element[] };
        win.serverNodes = [
          document.getElementById('root')?.firstElementChild,
          document.querySelector('h1'),
          document.querySelector('header'),
        ].filter((node): node is Element => node != null);
      });
    });
  });

  for (const { path, h1 } of PAGES) {
    test(`${path} comes alive on the server's markup, not a new copy`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const kept = await page.evaluate(() => {
        const { serverNodes } = window as unknown as { serverNodes: Element[] };
        return {
          count: serverNodes.length,
          allInPage: serverNodes.every((node) => node.isConnected),
          sameHeadline: serverNodes[1] === document.querySelector('h1'),
        };
      });
      expect(kept).toEqual({ count: 3, allInPage: true, sameHeadline: true });
    });
  }
});

test.describe('status codes and titles', () => {
  test('an unknown path answers 404 with the app’s own not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Aso Residences');
    await page.getByRole('link', { name: 'See the residencies' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our residencies');
  });

  test('a room nobody has answers 404 with "Room not found."', async ({ page }) => {
    const response = await page.goto('/rooms/999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room not found.');
  });

  test('an unknown back-office path answers 404 too', async ({ request }) => {
    const response = await request.get('/admin/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('known pages answer 200 with their own title and description', async ({ request }) => {
    const expected: Record<string, { title: string; description: RegExp }> = {
      '/': { title: 'Aso Residences · Serviced apartments in Abuja', description: /Maitama/ },
      '/residencies': { title: 'Residencies · Aso Residences', description: /two-bedroom/ },
      '/rooms/1': { title: 'Deluxe Studio · Aso Residences', description: /per night/ },
      '/about': { title: 'About · Aso Residences', description: /local team/ },
      '/contact': { title: 'Contact us · Aso Residences', description: /front desk/ },
      '/menu': { title: 'Menu · Aso Residences', description: /jollof/ },
    };
    for (const [path, { title, description }] of Object.entries(expected)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
      expect(titles, path).toEqual([title]);
      const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];
      expect(descriptions, path).toHaveLength(1);
      expect(descriptions[0]![1], path).toMatch(description);
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
    }
  });
});
