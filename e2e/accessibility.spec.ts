import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  expectFormControlsLabelled,
  expectImagesHaveTextAlternatives,
  expectNoSeriousAxeViolations,
  expectSingleH1,
} from './support/accessibility.ts';
import {
  AFFILIATE_FIRST_DAY,
  bookWithCodeThroughApi,
  registerAffiliateThroughApi,
  roomTitled,
  useSessionInBrowser,
} from './support/affiliates.ts';
import { ADMIN } from './support/accounts.ts';
import { bearer, logInThroughApi, staffSession } from './support/staff.ts';
import { farStay } from './support/stays.ts';
import { createVerifiedUser } from './support/users.ts';

interface AuditedPage {
  path: string;
  /** What must be there first: a logged-in user of this test's own, say. */
  prepare?: (page: Page, request: APIRequestContext, testInfo: TestInfo) => Promise<void>;
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

/** A new verified user, logged in in this browser. */
const logInAsNewUser = async (page: Page, request: APIRequestContext) => {
  const user = await createVerifiedUser(request);
  await useSessionInBrowser(page, await logInThroughApi(request, user));
};

/**
 * A new affiliate with one booking on their code (in the affiliate specs' days, slot 2),
 * so the dashboard shows its table and chart; logged in in this browser.
 */
const logInAsAffiliate = async (page: Page, request: APIRequestContext, testInfo: TestInfo) => {
  const user = await createVerifiedUser(request);
  const session = await logInThroughApi(request, user);
  const code = await registerAffiliateThroughApi(request, session.token, user);
  const room = await roomTitled(request, 'Deluxe Studio');
  await bookWithCodeThroughApi(request, {
    roomTypeId: room.id,
    ...farStay(testInfo, 2, AFFILIATE_FIRST_DAY),
    code,
  });
  await useSessionInBrowser(page, session);
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
  {
    path: '/policies',
    ready: async (page) => {
      await h1Is('Policies')(page);
      await expect(page.getByText('Loading policies...')).toHaveCount(0);
    },
  },
  { path: '/no-such-page', ready: h1Is('Page not found') },
  { path: '/login', ready: h1Is('Log in') },
  { path: '/signup', ready: h1Is('Create your account') },
  { path: '/authchoice', ready: h1Is(/\S/) },
  { path: '/VerificationPage', ready: h1Is('Check your inbox') },
  { path: '/VerificationPage?verified=true', ready: h1Is('Your email is verified') },
  { path: '/admin/loginAdmin', ready: h1Is('Admin login') },
  { path: '/payment-failed', ready: h1Is(/\S/) },
  { path: '/payment/callback', ready: h1Is(/\S/) },
  { path: '/affiliate/assets', ready: h1Is('Creative assets') },
  { path: '/affiliate/support', ready: h1Is('Affiliate support') },
  {
    path: '/affiliate/register',
    prepare: logInAsNewUser,
    ready: async (page) => {
      await h1Is('Become an affiliate')(page);
      await expect(page.getByRole('button', { name: 'Register as an affiliate' })).toBeVisible();
    },
  },
  {
    path: '/AffiliateDashboard',
    prepare: logInAsAffiliate,
    ready: async (page) => {
      await h1Is('Affiliate dashboard')(page);
      await expect(
        page.getByRole('region', { name: 'Bookings with your code' }).getByRole('row'),
      ).toHaveCount(2);
    },
  },
];

test.describe('accessibility', () => {
  for (const { path, prepare, ready } of PAGES) {
    test(`${path} has no serious axe violations, one h1, image alts and labelled fields`, async ({
      page,
      request,
    }, testInfo) => {
      await prepare?.(page, request, testInfo);
      await page.goto(path);
      await ready(page);

      await expectSingleH1(page);
      await expectImagesHaveTextAlternatives(page);
      await expectFormControlsLabelled(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test('/policies with a published policy has no serious axe violations', async ({
  page,
  request,
}) => {
  // A site-wide policy with the formatting a policy may hold, taken away again at the end.
  const { token } = staffSession(ADMIN);
  const title = `Payments and refunds ${Math.random().toString(36).slice(2, 8)}`;
  const created = await request.post('/api/policies', {
    headers: bearer(token),
    data: {
      title,
      category: 'Payments',
      placement: 'site_wide',
      content: [
        '## How you pay',
        'Cards and bank transfers through **Paystack**; see [our FAQ](/#faq).',
        '',
        '- A receipt is mailed with every confirmation',
        '- Refunds reach your card within 7 working days',
        '',
        '| Cancelled | Refund |',
        '| --- | --- |',
        '| 7 days or more before | 100% |',
        '| 3 to 6 days before | 75% |',
      ].join('\n'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { policy } = (await created.json()) as { policy: { id: number } };
  try {
    await page.goto('/policies');
    await h1Is('Policies')(page);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByRole('article', { name: title }).getByRole('table')).toBeVisible();

    await expectSingleH1(page);
    await expectImagesHaveTextAlternatives(page);
    await expectFormControlsLabelled(page);
    await expectNoSeriousAxeViolations(page);
  } finally {
    const deleted = await request.delete(`/api/policies/${policy.id}`, { headers: bearer(token) });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
});
