import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { payInSandboxCheckout } from './stays.ts';

/**
 * The affiliate programme in the browser: a second (or third) person in one test, the
 * booking card as a guest uses it, the figures of the affiliate dashboard, and the
 * screenshots of its pages. Written against the words, not the app's code.
 */

/**
 * The affiliate specs' stays start this many days ahead (other specs book up to day 35
 * and from day 300): `farStay` slot 0 is affiliate.spec's paid stay, slot 1 its unknown
 * code, slot 2 the dashboard audit's booking of accessibility.spec.
 */
export const AFFILIATE_FIRST_DAY = 100;

/** Spec §9: 5% of a booking total, to the nearest kobo (halves up). */
export const commissionKoboOf = (totalKobo: number) => Math.floor((totalKobo * 5 + 50) / 100);
/** Spec §9: the smallest payout an affiliate may ask for. */
export const MIN_PAYOUT_NAIRA = 10_000;

/** `₦210,000` or `₦10,000.5` as the screens print it → naira. */
export function nairaFrom(text: string): number {
  const match = /₦\s*([0-9,]+(?:\.[0-9]+)?)/.exec(text);
  if (!match) throw new Error(`no naira amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** A client address of its own (the app keys its rate limits on it; see support/test.ts). */
function clientAddress(seedText: string): string {
  const seed = createHash('sha256').update(seedText).digest();
  return `10.${seed[0]}.${seed[1]}.${seed[2]}`;
}

export interface Actor {
  page: Page;
  /** Closes the browser and fails the test if its pages threw or logged a console error. */
  close: () => Promise<void>;
}

/**
 * Another person's browser in the same test (a stranger, the admin): the project's device
 * and address of the app, an address of its own and, for staff, a saved session.
 * `browser.newContext()` does not take the project's `use` by itself.
 */
export async function openBrowserAs(
  browser: Browser,
  testInfo: TestInfo,
  who: string,
  { storageState }: { storageState?: string } = {},
): Promise<Actor> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    storageState,
    extraHTTPHeaders: {
      'X-Forwarded-For': clientAddress(`${testInfo.testId}:${testInfo.retry}:${who}`),
    },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(`console.error: ${message.text()}`);
  });
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, `errors in the browser console of ${who}`).toEqual([]);
    },
  };
}

export interface RoomForBooking {
  id: number;
  title: string;
  price_per_night: number;
}

export async function roomTitled(request: APIRequestContext, title: string) {
  const response = await request.get('/api/rooms');
  expect(response.status()).toBe(200);
  const { rooms } = (await response.json()) as { rooms: RoomForBooking[] };
  const room = rooms.find((candidate) => candidate.title === title);
  if (!room) throw new Error(`no room type titled ${title}`);
  return room;
}

/** Opens a room's page and waits for its booking card (on a phone it loads on scroll). */
export async function openRoom(page: Page, room: RoomForBooking) {
  await page.goto(`/rooms/${room.id}`);
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
  // The calendar is a chunk of its own, loaded when the dates come into view.
  await page.getByText('Your dates', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('booking-card-slot').getByRole('grid')).toBeVisible();
}

const dayButton = (page: Page, iso: string) => page.locator(`[data-day="${iso}"] button`);

/** Clicks a day in the stay picker, moving on month by month to it first. */
async function pickDay(page: Page, iso: string) {
  const card = page.getByTestId('booking-card-slot');
  for (let step = 0; step < 24 && !(await dayButton(page, iso).isVisible()); step++) {
    await card.getByRole('button', { name: /next month/i }).click();
  }
  await dayButton(page, iso).click();
}

/** Picks the stay's days and agrees to the terms. */
export async function chooseStay(page: Page, stay: { start: string; end: string }) {
  await pickDay(page, stay.start);
  await pickDay(page, stay.end);
  await page.getByLabel('I agree to the house policies and terms of booking.').check();
}

/** The total the booking card's Price shows, in naira. */
export async function cardTotal(page: Page): Promise<number> {
  const total = figure(page.getByRole('region', { name: 'Price' }), 'Total');
  await expect(total).toHaveText(/^₦[0-9,.]+$/);
  return nairaFrom(await total.innerText());
}

/** The sandbox checkout: marked as a test, with the amount; then Pay. */
export async function payInSandbox(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//, { timeout: 15_000 });
  await expect(page.getByText('Test payment — no money moves')).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(amount);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** One figure of a `<dl>`: the first `<dd>` after the `<dt>` named `label`. */
export function figure(within: Locator, label: string): Locator {
  return within.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
}

/**
 * Saves the page as it is now when E2E_SCREENSHOTS_DIR is set (never committed), named
 * like the back-office audit's: `<name>-<project>-<width>.png`.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // From the top: a full-page capture draws the sticky header where the page was scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}-${width}.png`),
    fullPage,
  });
}

export interface ShownText {
  text: string;
  /** When it showed, in the page's clock (`performance.now()`, ms). */
  at: number;
}

declare global {
  interface Window {
    __shownTexts?: ShownText[];
  }
}

/**
 * From now until the page is reloaded, keeps every text that `selector`'s elements show,
 * and when. For what stays only 3 seconds (a success banner, the new code before the
 * dashboard opens): on a busy machine the test's polling can come too late; the page's
 * own observer cannot.
 */
export async function recordShownTexts(page: Page, selector: string): Promise<void> {
  await page.evaluate((watched) => {
    const shown: ShownText[] = [];
    window.__shownTexts = shown;
    const keep = () => {
      for (const element of Array.from(document.querySelectorAll(watched))) {
        const text = element.textContent?.replace(/\s+/g, ' ').trim();
        if (text && !shown.some((entry) => entry.text === text)) {
          shown.push({ text, at: performance.now() });
        }
      }
    };
    new MutationObserver(keep).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, selector);
}

/** Waits until a text recorded by `recordShownTexts` contains `text`; answers the first such. */
export async function expectShown(page: Page, text: string): Promise<ShownText> {
  let found: ShownText | undefined;
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(() => window.__shownTexts ?? []);
        found = shown.find((entry) => entry.text.includes(text));
        return found !== undefined;
      },
      { message: `the page showed ${JSON.stringify(text)}` },
    )
    .toBe(true);
  return found!;
}

/** The page fits the screen's width: only a table's own scroll box may scroll sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `the page ${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Puts a session of `POST /api/login` into the browser, as the login page would. */
export async function useSessionInBrowser(
  page: Page,
  session: { token: string; user: unknown },
): Promise<void> {
  await page.goto('/about');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/**
 * `POST /api/affiliate/register` as the user of `token`: the new code. For the specs whose
 * subject is not the registration form (the audits).
 */
export async function registerAffiliateThroughApi(
  request: APIRequestContext,
  token: string,
  user: { email: string; first_name: string; last_name: string },
): Promise<string> {
  const registered = await request.post('/api/affiliate/register', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      full_name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      phone_number: '+234 803 555 0142',
      bank_name: 'Guaranty Trust Bank',
      account_number: '2030405060',
      payout_frequency: 'monthly',
      agreed_to_terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { affiliate_code: string }).affiliate_code;
}

/**
 * A guest's booking with an affiliate code, through the API as the browser would make it:
 * the hold with the code, the sandbox checkout's Pay, then the callback.
 */
export async function bookWithCodeThroughApi(
  request: APIRequestContext,
  stay: { roomTypeId: number; start: string; end: string; code: string },
): Promise<number> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const initiated = await request.post('/api/initiate-payment', {
    data: {
      room_type_id: stay.roomTypeId,
      start_date: stay.start,
      end_date: stay.end,
      affiliate_code: stay.code,
      guest_name: `Referred Guest ${suffix}`,
      guest_email: `referred-${suffix}@guest.test`,
      guest_phone: '+234 803 555 0144',
    },
  });
  expect(initiated.status(), await initiated.text()).toBe(201);
  const { authorization_url, reference, booking_id } = (await initiated.json()) as {
    authorization_url: string;
    reference: string;
    booking_id: number;
  };
  await payInSandboxCheckout(request, { authorization_url, reference });
  return booking_id;
}
