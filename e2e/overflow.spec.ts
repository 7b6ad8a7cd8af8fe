import fs from 'node:fs';
import { join } from 'node:path';
import {
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN, SUPER_ADMIN, type StaffAccount } from './support/accounts.ts';
import { bookWithCodeThroughApi, registerAffiliateThroughApi } from './support/affiliates.ts';
import { bookAsUser } from './support/office.ts';
import { APP_PORT } from './support/ports.ts';
import {
  logInThroughApi,
  sessionStorageState,
  staffStorageState,
  type StaffSession,
} from './support/staff.ts';
import { farStay, roomTypeId } from './support/stays.ts';
import { createVerifiedUser, newUser } from './support/users.ts';

/*
 * Nothing is cut off (issue 13): every page of the router, logged out, as a user and as
 * staff, at 320, 375 and 1366 px, neither scrolls sideways nor puts a visible button,
 * link or field past the screen's edge, unless it sits in a box that scrolls sideways
 * by itself (a wide table). One project is enough: the widths are set here.
 */

const WIDTHS = [320, 375, 1366] as const;
const OVERFLOW_FIRST_DAY = 1200;

test.describe.configure({ timeout: 90_000 });

/** What the logged-in pages need: a user with a paid booking, an affiliate with a referral. */
interface Fixtures {
  user: StaffSession;
  affiliate: StaffSession;
  bookingId: number;
  roomTypeId: number;
}

let fixtures: Fixtures | undefined;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the widths are set per test');
  // A client address of this worker's own: the rate limits count per address.
  const request = await playwright.request.newContext({
    baseURL: `http://localhost:${APP_PORT}`,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${testInfo.workerIndex % 250}.7` },
  });
  const family = await roomTypeId(request, 'Family Two Bedroom Apartment');
  const user = await logInThroughApi(request, await createVerifiedUser(request, newUser('Wide')));
  const bookingId = await bookAsUser(request, user.token, {
    roomTypeId: family,
    ...farStay(testInfo, testInfo.workerIndex * 2, OVERFLOW_FIRST_DAY),
  });
  const affiliateUser = await createVerifiedUser(request, newUser('Referrer'));
  const affiliate = await logInThroughApi(request, affiliateUser);
  const code = await registerAffiliateThroughApi(request, affiliate.token, affiliateUser);
  await bookWithCodeThroughApi(request, {
    roomTypeId: family,
    ...farStay(testInfo, testInfo.workerIndex * 2 + 1, OVERFLOW_FIRST_DAY),
    code,
  });
  fixtures = { user, affiliate, bookingId, roomTypeId: family };
  await request.dispose();
});

const given = (): Fixtures => {
  if (!fixtures) throw new Error('the fixtures were not made');
  return fixtures;
};

interface Route {
  /** The route as the router names it (`/rooms/{id}`). */
  name: string;
  path: (f: Fixtures) => string;
  /** Whose session opens it, when not the describe's own. */
  as?: 'affiliate';
}

const route = (name: string, path?: (f: Fixtures) => string, as?: Route['as']): Route => ({
  name,
  path: path ?? (() => name),
  as,
});

const PUBLIC_ROUTES: Route[] = [
  route('/'),
  route('/residencies'),
  route('/rooms/{id}', (f) => `/rooms/${f.roomTypeId}`),
  route('/2BedroomPage'),
  route('/about'),
  route('/contact'),
  route('/menu'),
  route('/policies'),
  route('/login'),
  route('/signup'),
  route('/authchoice'),
  route('/VerificationPage'),
  route('/forgot-password'),
  route('/reset-password?token=not-a-real-token'),
  route('/payment/callback'),
  route('/payment-success?booking_id={id}', (f) => `/payment-success?booking_id=${f.bookingId}`),
  route('/payment-failed'),
  route('/find-booking'),
  route('/affiliate/assets'),
  route('/affiliate/support'),
  route('/no-such-page'),
  route('/admin/loginAdmin'),
];

const USER_ROUTES: Route[] = [
  route('/ProfilePage'),
  route('/reservation-details/{id}', (f) => `/reservation-details/${f.bookingId}`),
  route('/affiliate/register'),
  route('/AffiliateDashboard', undefined, 'affiliate'),
];

const ADMIN_ROUTES: Route[] = [
  route('/admin/BookingManagement'),
  route('/admin/bookings/details/{id}', (f) => `/admin/bookings/details/${f.bookingId}`),
  route('/admin/calendar'),
  route('/admin/RoomManagement'),
  route('/admin/room-details/1'),
  route('/admin/RoomTypeManagement'),
  route('/admin/UserManagement'),
  route('/admin/UserProfile/{id}', (f) => `/admin/UserProfile/${f.user.user.id}`),
  route('/admin/affiliate'),
  route('/admin/Payments'),
  route('/admin/policies'),
  route('/admin/action-log'),
  route('/admin/Settings'),
  route('/admin/no-such-page'),
];

/**
 * In the page: what sticks out at this width. The page's own width, then every visible
 * control whose box leaves the screen sideways; a control in a box that scrolls sideways
 * by itself, or clipped away whole (a slide off to the side), is not counted.
 */
function findCutOff(): string[] {
  // The layout viewport: a phone browser zooms out to show a too-wide page, and then
  // window.innerWidth grows to the page's width, so it cannot tell.
  const viewport = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
      element.getAttribute('placeholder') ||
      element.getAttribute('name') ||
      '';
    const classes = Array.from(element.classList).slice(0, 4).join('.');
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`;
  };
  const box = (element: Element) => {
    const { left, right } = element.getBoundingClientRect();
    return `${Math.round(left)}..${Math.round(right)}px`;
  };
  /** Null when the element is in a sideways scroller or clipped away; else its box. */
  const exposedBox = (element: Element): DOMRect | null => {
    const rect = element.getBoundingClientRect();
    for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
      const overflowX = getComputedStyle(a).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return null;
      if (overflowX === 'hidden' || overflowX === 'clip') {
        const clip = a.getBoundingClientRect();
        if (rect.right <= clip.left || rect.left >= clip.right) return null;
      }
    }
    return rect;
  };
  const sticksOut = (rect: DOMRect) => rect.left < -0.5 || rect.right > viewport + 0.5;

  const problems: string[] = [];
  const pageWidth = document.scrollingElement!.scrollWidth;
  if (pageWidth > viewport) {
    // The innermost elements past the edge: the ones to fix.
    const past = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const rect = exposedBox(element);
      return rect !== null && rect.width > 0 && sticksOut(rect);
    });
    const innermost = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    problems.push(
      `the page is ${pageWidth}px wide: ${innermost
        .slice(0, 5)
        .map((element) => `${describe(element)} at ${box(element)}`)
        .join(', ')}`,
    );
  }
  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
  );
  for (const control of Array.from(controls)) {
    if (control.closest('[inert]')) continue;
    if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const rect = exposedBox(control);
    // 1 px boxes are the visually hidden (sr-only) ones.
    if (!rect || rect.width <= 1 || rect.height <= 1) continue;
    if (sticksOut(rect)) problems.push(`${describe(control)} is cut off at ${box(control)}`);
  }
  return problems;
}

/**
 * Opens the path at each width and lists what is cut off, by width. Below 900 px the
 * browser is a phone (touch, mobile viewport), as the people at those widths use it.
 */
async function cutOffAtEachWidth(
  browser: Browser,
  path: string,
  storageState: BrowserContextOptions['storageState'],
  testInfo: TestInfo,
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    const device = width < 900 ? devices['Pixel 7'] : devices['Desktop Chrome'];
    const context = await browser.newContext({
      ...device,
      viewport: { width, height: 800 },
      baseURL: `http://localhost:${APP_PORT}`,
      storageState,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' || message.text().startsWith('Failed to load resource'))
        return;
      errors.push(`console.error: ${message.text()}`);
    });
    try {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const where = `${path} at ${width}px (now ${new URL(page.url()).pathname})`;
      for (const problem of await page.evaluate(findCutOff)) problems.push(`${where}: ${problem}`);
      for (const error of errors) problems.push(`${where}: ${error}`);
      await screenshot(page, testInfo, width);
    } finally {
      await context.close();
    }
  }
  return problems;
}

/** With E2E_SCREENSHOTS_DIR set, saves the whole page there (never committed). */
async function screenshot(page: Page, testInfo: TestInfo, width: number) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = testInfo.titlePath
    .slice(-2)
    .join('-')
    .replace(/ fits.*$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-');
  await page.screenshot({
    path: join(dir, `overflow-${name}-${width}.png`),
    fullPage: true,
    scale: 'css',
  });
}

test.describe('logged out', () => {
  for (const { name, path } of PUBLIC_ROUTES) {
    test(`${name} fits 320, 375 and 1366 px`, async ({ browser }, testInfo) => {
      expect(await cutOffAtEachWidth(browser, path(given()), undefined, testInfo)).toEqual([]);
    });
  }
});

test.describe('as a user', () => {
  for (const { name, path, as } of [...PUBLIC_ROUTES, ...USER_ROUTES]) {
    test(`${name} fits 320, 375 and 1366 px`, async ({ browser }, testInfo) => {
      const f = given();
      const state = sessionStorageState(as === 'affiliate' ? f.affiliate : f.user);
      expect(await cutOffAtEachWidth(browser, path(f), state, testInfo)).toEqual([]);
    });
  }
});

for (const account of [ADMIN, SUPER_ADMIN] as StaffAccount[]) {
  test.describe(`as ${account.role}`, () => {
    for (const { name, path } of ADMIN_ROUTES) {
      test(`${name} fits 320, 375 and 1366 px`, async ({ browser }, testInfo) => {
        const state = staffStorageState(account);
        expect(await cutOffAtEachWidth(browser, path(given()), state, testInfo)).toEqual([]);
      });
    }
  });
}
