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
import { bookAsUser } from './support/office.ts';
import { bearer, logInThroughApi, staffSession } from './support/staff.ts';
import { farStay, holdAsGuest, payInSandboxCheckout, uniqueSuffix } from './support/stays.ts';
import { createVerifiedUser } from './support/users.ts';

interface AuditedPage {
  /** The page's address; where it holds a booking made by `prepare`, its pattern. */
  path: string;
  /**
   * What must be there first: a logged-in user of this test's own, say. Answers the
   * address to open when it depends on what was made (a booking's id and access token).
   */
  prepare?: (page: Page, request: APIRequestContext, testInfo: TestInfo) => Promise<string | void>;
  /** Waits until the page shows its real content, not a loading state. */
  ready: (page: Page) => Promise<void>;
  /** A dialog the page opens (the cancel confirmation), audited open as well. */
  openDialog?: (page: Page) => Promise<void>;
}

const h1Is = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
};

const roomLoaded = async (page: Page) => {
  await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
  // The calendar is a chunk of its own, loaded when the dates come into view.
  await page.getByText('Your dates', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('booking-card-slot').getByRole('grid')).toBeVisible();
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

/**
 * The paid bookings of the booking pages' audits: `farStay` slots 0 and 1 from day 200,
 * a week per project, so days 200 to 223 (350 to 373 on a retry). No other spec books
 * there: booking.spec and manage-booking.spec book days 3 to 35, the affiliate specs
 * days 100 to 151 (250 to 301), admin.spec 300 to 337 (450 to 487), admin-accessibility
 * 500 to 577 (650 to 727), manage-booking.spec's far stay 600 (750), office.spec 800
 * (950) and checkout-resume.spec 900 to 937 (1050 to 1087). Far enough ahead that
 * cancelling would refund everything, so the Cancel booking button is there.
 */
const SELF_SERVICE_FIRST_DAY = 200;
const SELF_SERVICE_ROOM = 'Deluxe Studio';

/**
 * A guest's paid booking made the way the browser makes it (the hold, the sandbox
 * checkout's Pay, the callback): answers the callback's link to the success page, with
 * the guest's access token in it.
 */
const openPaidGuestBooking = async (
  _page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
) => {
  const room = await roomTitled(request, SELF_SERVICE_ROOM);
  const suffix = uniqueSuffix();
  const { authorization_url, reference } = await holdAsGuest(request, {
    roomTypeId: room.id,
    ...farStay(testInfo, 0, SELF_SERVICE_FIRST_DAY),
    guest: {
      name: `Amina Bello ${suffix}`,
      email: `audit-${suffix}@guest.test`,
      phone: '+234 803 555 0101',
    },
  });
  const settled = await payInSandboxCheckout(request, { authorization_url, reference });
  expect(settled.redirect_url).toMatch(/^\/payment-success\?.*guest=true.*access=/);
  return settled.redirect_url!;
};

/** A new verified user with a paid booking, logged in in this browser: its page's address. */
const openUsersPaidBooking = async (page: Page, request: APIRequestContext, testInfo: TestInfo) => {
  const user = await createVerifiedUser(request);
  const session = await logInThroughApi(request, user);
  const room = await roomTitled(request, SELF_SERVICE_ROOM);
  const bookingId = await bookAsUser(request, session.token, {
    roomTypeId: room.id,
    ...farStay(testInfo, 1, SELF_SERVICE_FIRST_DAY),
  });
  await useSessionInBrowser(page, session);
  return `/reservation-details/${bookingId}`;
};

/** The booking's Cancellation card, with what cancelling refunds and its button. */
const cancellationOffered = async (page: Page) => {
  const cancellation = page.getByRole('region', { name: 'Cancellation' });
  await expect(cancellation).toContainText('Cancelling today refunds the full');
  await expect(cancellation.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
};

/** Opens the cancel confirmation (and cancels nothing). */
const openCancelDialog = async (page: Page) => {
  await page
    .getByRole('region', { name: 'Cancellation' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Cancelling today refunds the full');
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
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
  { path: '/forgot-password', ready: h1Is('Forgot your password?') },
  { path: '/reset-password?token=a-token-from-the-mail', ready: h1Is('Choose a new password') },
  { path: '/reset-password', ready: h1Is('This link no longer works') },
  { path: '/find-booking', ready: h1Is('Find your booking') },
  {
    path: '/payment-success?booking_id={id}&guest=true&access={token}',
    prepare: openPaidGuestBooking,
    ready: async (page) => {
      await h1Is('Your booking is confirmed')(page);
      await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible();
      await cancellationOffered(page);
    },
    openDialog: openCancelDialog,
  },
  {
    path: '/reservation-details/{id}',
    prepare: openUsersPaidBooking,
    ready: async (page) => {
      await h1Is(SELF_SERVICE_ROOM)(page);
      await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
      await cancellationOffered(page);
    },
    openDialog: openCancelDialog,
  },
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
    path: '/ProfilePage',
    prepare: logInAsNewUser,
    ready: async (page) => {
      await h1Is('Your profile')(page);
      // A new user: the reservations have loaded, with none yet.
      await expect(page.getByText('No bookings yet.')).toBeVisible();
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
  for (const { path, prepare, ready, openDialog } of PAGES) {
    test(`${path} has no serious axe violations, one h1, image alts and labelled fields`, async ({
      page,
      request,
    }, testInfo) => {
      const address = await prepare?.(page, request, testInfo);
      await page.goto(address ?? path);
      await ready(page);

      await expectSingleH1(page);
      await expectImagesHaveTextAlternatives(page);
      await expectFormControlsLabelled(page);
      await expectNoSeriousAxeViolations(page);

      if (openDialog) {
        await openDialog(page);
        await expectFormControlsLabelled(page);
        await expectNoSeriousAxeViolations(page);
      }
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
