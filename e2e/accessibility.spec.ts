import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  expectFormControlsLabelled,
  expectImagesHaveTextAlternatives,
  expectNoSeriousAxeViolations,
  expectSingleH1,
} from './support/accessibility.ts';

interface AuditedPage {
  path: string;
  /** Waits until the page shows its real content, not a loading state. */
  ready: (page: Page) => Promise<void>;
}

const h1Is = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
};

const roomLoaded = async (page: Page) => {
  await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
  await expect(page.getByText('Checking availability…')).toHaveCount(0);
};

const PAGES: AuditedPage[] = [
  {
    path: '/',
    ready: async (page) => {
      const stats = page.getByRole('region', { name: 'Home comforts, hotel care' }).locator('dl');
      await expect(stats).toHaveAttribute('aria-busy', 'false');
      // Stop the slideshow so axe sees one settled slide, not a cross-fade.
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    },
  },
  {
    path: '/residencies',
    ready: async (page) => {
      await h1Is('Our residencies')(page);
      await expect(page.getByRole('link', { name: /^BOOK NOW/ }).first()).toBeVisible();
    },
  },
  { path: '/rooms/1', ready: roomLoaded },
  { path: '/2BedroomPage', ready: roomLoaded },
  { path: '/about', ready: h1Is(/\S/) },
  { path: '/contact', ready: h1Is('Contact us') },
  { path: '/menu', ready: h1Is(/menu/i) },
  { path: '/no-such-page', ready: h1Is('Page not found') },
  { path: '/login', ready: h1Is('Log in') },
  { path: '/signup', ready: h1Is('Create your account') },
  { path: '/authchoice', ready: h1Is(/\S/) },
  { path: '/VerificationPage', ready: h1Is('Check your inbox') },
  { path: '/VerificationPage?verified=true', ready: h1Is('Your email is verified') },
  { path: '/admin/loginAdmin', ready: h1Is('Admin login') },
  { path: '/payment-failed', ready: h1Is(/\S/) },
  { path: '/payment/callback', ready: h1Is(/\S/) },
];

test.describe('accessibility', () => {
  for (const { path, ready } of PAGES) {
    test(`${path} has no serious axe violations, one h1, image alts and labelled fields`, async ({
      page,
    }) => {
      await page.goto(path);
      await ready(page);

      await expectSingleH1(page);
      await expectImagesHaveTextAlternatives(page);
      await expectFormControlsLabelled(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
