import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { STAFF_EMAIL } from './support/accounts.ts';
import { waitForMail } from './support/mail.ts';
import { farStay, shiftDate, uniqueSuffix } from './support/stays.ts';
import { createVerifiedUser, newUser } from './support/users.ts';

/*
 * Issue 29 (5): a person on a slow phone types into a server-rendered form before the
 * page's script has run. Each test holds the script requests back, fills the server's
 * HTML, lets the scripts load, waits until the page has hydrated, then submits: what was
 * typed must reach the server (or the address), not be lost to the form's empty state.
 */

/**
 * Opens `path` with the app's JavaScript held back (the CSS is inlined: the page is
 * painted and its fields take input). `hydrate` lets the scripts load and resolves once
 * the page in `<main>` is hydrated (html[data-hydrated], public-layout.tsx).
 */
async function openBeforeScripts(page: Page, path: string) {
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  // The fixture's goto resolves once the app is ready: only after the release.
  const loaded = page.goto(path, { waitUntil: 'commit' });
  loaded.catch(() => {});
  await expect(page.locator('form')).toBeVisible();

  return {
    hydrate: async () => {
      // Nothing of the app has run: the entry script is among the requests still held.
      expect(held.some((url) => /\/assets\/index-[^/]*\.js$/.test(url))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      release();
      await loaded;
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    },
  };
}

/** The JSON bodies of the page's requests to `POST /api/{path}`, as they are sent. */
function postedBodies(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  const isCall = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === `/api/${path}`;
  page.on('request', (request) => {
    if (isCall(request)) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test('the login form sends the email and password typed before the script ran', async ({
  page,
  request,
}) => {
  const guest = await createVerifiedUser(request, newUser('Early'));
  const logins = postedBodies(page, 'login');
  const form = await openBeforeScripts(page, '/login');

  await page.getByLabel('Email address').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await form.hydrate();
  await expect(page.getByLabel('Email address')).toHaveValue(guest.email);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect.poll(() => logins).toEqual([{ email: guest.email, password: guest.password }]);
  // Logged in (the password check takes its time on a loaded machine): the home page.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByText(/^Please enter your/)).toHaveCount(0);
});

test('the contact form sends the name, email and message typed before the script ran', async ({
  page,
}) => {
  const marker = `early-${uniqueSuffix()}`;
  const typed = {
    name: 'Early Bird',
    email: `${marker}@guest.test`,
    message: `Can we check in at 6 am? (${marker})`,
  };
  const messages = postedBodies(page, 'contact');
  const form = await openBeforeScripts(page, '/contact');

  await page.getByLabel('Your name', { exact: true }).fill(typed.name);
  await page.getByLabel('Email address', { exact: true }).fill(typed.email);
  await page.getByLabel('Message', { exact: true }).fill(typed.message);
  await form.hydrate();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect.poll(() => messages).toEqual([typed]);
  await expect(page.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent. We will get back to you soon.',
  );
  const mail = await waitForMail(STAFF_EMAIL, /New contact message from Early Bird/, {
    containing: marker,
  });
  expect(mail.text).toContain(typed.email);
});

test.describe('the residencies search', () => {
  test('searches the dates and guests chosen before the script ran', async ({ page }, testInfo) => {
    const stay = farStay(testInfo, 0, 1500);
    const form = await openBeforeScripts(page, '/residencies');

    await page.getByLabel('Check-in').fill(stay.start);
    await page.getByLabel('Check-out').fill(stay.end);
    await page.getByLabel('Guests').selectOption('3');
    await form.hydrate();
    // The form knows the check-in it was given: check-out may start the day after it.
    await expect(page.getByLabel('Check-out')).toHaveAttribute('min', shiftDate(stay.start, 1));
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/residencies\\?start=${stay.start}&end=${stay.end}&guests=3$`),
    );
    await expect(page.getByLabel('Check-in')).toHaveValue(stay.start);
    await expect(page.getByLabel('Check-out')).toHaveValue(stay.end);
    await expect(page.getByLabel('Guests')).toHaveValue('3');
  });

  test('keeps what was chosen over an old link’s dates, which hydration drops', async ({
    page,
  }, testInfo) => {
    // A link shared last year: the server renders its dates (it does not read the clock
    // for the page), the browser drops them once it knows today.
    const stay = farStay(testInfo, 1, 1500);
    const form = await openBeforeScripts(page, '/residencies?start=2020-01-10&end=2020-01-12');
    await expect(page.getByLabel('Check-in')).toHaveValue('2020-01-10');

    await page.getByLabel('Check-in').fill(stay.start);
    await page.getByLabel('Check-out').fill(stay.end);
    await page.getByLabel('Guests').selectOption('4');
    await form.hydrate();
    await expect(page.getByLabel('Check-in')).toHaveValue(stay.start);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/residencies\\?start=${stay.start}&end=${stay.end}&guests=4$`),
    );
  });
});

test('sign-up and find-booking are not server-rendered: no form to type into early', async ({
  request,
}) => {
  // Were they prerendered, their forms would need a case above.
  for (const path of ['/signup', '/find-booking']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('<form');
  }
});
