import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN } from './support/accounts.ts';
import { staffStorageState } from './support/staff.ts';

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
  // Attached but not shown: the hamburger is in the page and hidden at this width.
  await expect(menuButton(page)).toHaveCount(0);
  await expect(page.locator('button[aria-label="Menu"]')).toBeHidden();
  await expect(page.locator('button[aria-label="Menu"]')).toHaveCount(1);

  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Aso Residences');
  await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

// Spec §2/§9: at 900px or narrower the navbar is a hamburger; from 901px the links show.
test.describe('the 900px breakpoint', () => {
  test.skip(({ isMobile }) => isMobile, 'the width is set here: the desktop project is enough');

  test('at 900px the navbar is a hamburger menu', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);

    await menuButton(page).click();
    await expect(mainNav(page).getByRole('link')).toHaveText([...NAV_LABELS, 'LOGIN', 'SIGN UP']);
  });

  test('at 901px the links are inline and there is no hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 901, height: 800 });
    await page.goto('/');
    await expect(mainNav(page).getByRole('link')).toHaveText(NAV_LABELS);
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SIGN UP' })).toBeVisible();
    await expect(menuButton(page)).toHaveCount(0);
  });
});

test('the public header and footer are hidden in the admin area', async ({ page }) => {
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  const siteFooter = page.getByRole('contentinfo');
  const brandLink = page.getByRole('link', { name: /^Aso Residences/ });
  const h1 = page.getByRole('heading', { level: 1 });

  // The same checks see the chrome on a public page, so they cannot pass vacuously.
  await page.goto('/about');
  await expect(h1).toHaveText('About Aso Residences');
  await expect(quickLinks).toBeVisible();
  await expect(siteFooter).toBeVisible();
  await expect(brandLink.first()).toBeVisible();

  // A visitor lands on the admin login: an /admin path, so no public chrome.
  await page.goto('/admin/BookingManagement');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/loginAdmin');
  await expect(h1).toHaveText('Admin login');
  await expect(quickLinks).toHaveCount(0);
  await expect(siteFooter).toHaveCount(0);
  await expect(brandLink).toHaveCount(0);
});

test.describe('the back office', () => {
  test.use({ storageState: staffStorageState(ADMIN) });

  test('shows its own header and sidebar, not the public header and footer', async ({ page }) => {
    await page.goto('/admin/BookingManagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
    expect(new URL(page.url()).pathname).toBe('/admin/BookingManagement');
    await expect(page.getByText("Hope you're having a productive day.")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Aso Residences/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  });
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
