import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const NAV_LABELS = ['Home', 'Residencies', 'About', 'Contact Us'];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navigation on a phone', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the hamburger is the mobile layout');
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
  });

  test('the hamburger opens the menu, and a link in it navigates and closes it', async ({
    page,
  }) => {
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('listitem')).toHaveText(NAV_LABELS);
    await expect(mainNav(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Residencies' }).click();
    await expect(page).toHaveURL(/\/residencies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our residencies');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test('on desktop the nav links show without a hamburger', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the inline nav is the desktop layout');
  await page.goto('/');

  await expect(mainNav(page).getByRole('link')).toHaveText(NAV_LABELS);
  for (const label of NAV_LABELS) {
    await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SIGN UP' })).toBeVisible();
  await expect(menuButton(page)).toBeHidden();

  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the public header and footer are hidden in the admin area', async ({ page }) => {
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  const siteFooter = page.getByRole('contentinfo');
  const brandLink = page.getByRole('link', { name: /^Aso Residences/ });

  // The same checks see the chrome on a public page, so they cannot pass vacuously.
  await page.goto('/about');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(quickLinks).toBeAttached();
  await expect(siteFooter).toBeAttached();
  await expect(brandLink.first()).toBeAttached();

  const response = await page.goto('/admin/BookingManagement');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(quickLinks).toHaveCount(0);
  await expect(siteFooter).toHaveCount(0);
  await expect(brandLink).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
});

test('an unknown API path answers 404 with JSON', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
});

for (const path of ['/residencies', '/rooms/3', '/admin/BookingManagement']) {
  test(`the deep link ${path} answers 200 with the app shell`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
}
