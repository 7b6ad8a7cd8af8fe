import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { fetchCatalogueSummary } from './support/api.ts';

const heroDots = (page: Page) => page.getByRole('button', { name: /^Show slide \d+/ });

/** Index of the slide the dots mark as current; the dots are the carousel's own state. */
async function activeSlideIndex(page: Page): Promise<number> {
  const states = await heroDots(page).evaluateAll((dots) =>
    dots.map((dot) => dot.getAttribute('aria-current') === 'true'),
  );
  expect(states.filter(Boolean), 'exactly one current hero dot').toHaveLength(1);
  return states.indexOf(true);
}

async function expectActiveSlide(page: Page, index: number, slideCount: number, timeout?: number) {
  await expect(heroDots(page).nth(index)).toHaveAttribute('aria-current', 'true', { timeout });
  await expect(page.getByRole('group', { name: `${index + 1} of ${slideCount}` })).toBeVisible();
}

test('the first hero picture is downloaded once, in the crop for the screen', async ({
  page,
  isMobile,
}) => {
  const heroRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/images/site/hero-1')) heroRequests.push(url.pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  // A phone lays a page out 980 px wide until it reads the viewport tag: a preload read
  // before that tag fetched the wide picture on a phone as well as the phone's crop.
  expect(heroRequests).toEqual([
    isMobile ? '/images/site/hero-1-phone.webp' : '/images/site/hero-1.webp',
  ]);
});

test('the page paints first: its scripts are fetched at low priority, its picture at high', async ({
  page,
}) => {
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    const { pathname } = new URL(request.url);
    if (type === 'Script' || pathname.startsWith('/images/site/hero-1')) {
      priorities.set(pathname, request.initialPriority);
    }
  });
  await page.goto('/', { waitUntil: 'load' });
  const scripts = [...priorities].filter(([pathname]) => pathname.startsWith('/assets/'));
  // The entry and the modules it preloads in the head; the page's own chunks come after it.
  const entry = scripts.filter(([pathname]) => /\/(index|framework)-/.test(pathname));
  expect(entry).toHaveLength(2);
  for (const [pathname, priority] of entry) expect(priority, pathname).toBe('Low');
  const hero = [...priorities].find(([pathname]) => pathname.startsWith('/images/site/hero-1'));
  expect(hero?.[1]).toBe('High');
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  });

  test('renders exactly one h1', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  });

  test('the hero advances to the next slide on its own', async ({ page }) => {
    const slideCount = await heroDots(page).count();
    expect(slideCount).toBeGreaterThan(1);
    const first = await activeSlideIndex(page);
    // Rotation is every 4000 ms: the next slide must be current within 6 s of the load.
    await expectActiveSlide(page, (first + 1) % slideCount, slideCount, 6_000);
    await expect(page.getByRole('group', { name: `${first + 1} of ${slideCount}` })).toBeHidden();
  });

  test('the previous and next controls move the hero and wrap around', async ({ page }) => {
    const slideCount = await heroDots(page).count();
    const hero = page.getByRole('region', { name: 'Welcome to Aso Residences' });
    // Hovering pauses the rotation, so only the controls move the slides from here.
    await hero.hover({ position: { x: 10, y: 10 } });
    const start = await activeSlideIndex(page);

    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expectActiveSlide(page, (start + 1) % slideCount, slideCount);

    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expectActiveSlide(page, (start - 1 + slideCount) % slideCount, slideCount);

    await heroDots(page).nth(start).click();
    await expectActiveSlide(page, start, slideCount);
  });

  test('the story shows the unit and location counts of the catalogue', async ({
    page,
    request,
  }) => {
    const story = page.getByRole('region', { name: 'Home comforts, hotel care' });
    // Each stat is a <dt> label with its <dd> value.
    const stat = (label: RegExp) =>
      story
        .locator('dl > div')
        .filter({ has: page.getByRole('term').filter({ hasText: label }) })
        .getByRole('definition');

    // office.spec adds units and takes them away again while this may run: when the
    // counts changed between the page and the API call, both are read again.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const summary = await fetchCatalogueSummary(request);
      await expect(stat(/^Units?$/)).toHaveText(String(summary.units));
      await expect(stat(/^Locations?$/)).toHaveText(String(summary.locations));
    }).toPass({ timeout: 30_000 });
  });

  test('the FAQ opens and closes with the keyboard', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const first = faq.getByRole('button').nth(0);
    const second = faq.getByRole('button').nth(1);
    await expect(second).toBeVisible();

    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = faq.getByRole('region', { name: (await first.textContent()) ?? '' });
    await expect(firstAnswer).toBeVisible();

    await second.focus();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
  });

  test('the footer FAQ link from another page scrolls the FAQ into view', async ({ page }) => {
    await page.goto('/residencies');
    await expect(page.getByRole('heading', { level: 1, name: 'Our residencies' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });

  test('navigating to another page starts at its top', async ({ page }) => {
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await quickLinks.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await quickLinks.getByRole('link', { name: 'Residencies' }).click();
    await expect(page).toHaveURL(/\/residencies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our residencies' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});

test('opening /#faq directly lands on the FAQ once the page has rendered', async ({ page }) => {
  await page.goto('/#faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
