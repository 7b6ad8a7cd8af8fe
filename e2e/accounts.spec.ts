import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiLinkIn, waitForMail, type CaughtMail } from './support/mail.ts';
import { ADMIN, fullName, SUPER_ADMIN } from './support/accounts.ts';
import { MAIL_API_PORT } from './support/ports.ts';
import { bearer, staffStorageState } from './support/staff.ts';
import { createVerifiedUser, logInAsStaff, logInThroughPage, newUser } from './support/users.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    user: window.localStorage.getItem('user'),
  }));
const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Records the text of every h1 the page ever shows, from the first byte on, so a test can
 * prove a page never appeared (not merely that it is gone by the time it looks).
 */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    const note = () => {
      for (const h1 of Array.from(document.querySelectorAll('h1'))) {
        const text = h1.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

test('a guest signs up, verifies by the mailed link, logs in, edits the profile and logs out', async ({
  page,
}) => {
  const guest = newUser('Chioma');

  await page.goto('/signup');
  await page.getByLabel('First name').fill(guest.first_name);
  await page.getByLabel('Last name').fill(guest.last_name);
  await page.getByLabel('Email address').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(guest.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(guest.password);
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: /Sign up|Create account/ }).click();
  await expect(page.getByRole('status')).toContainText(
    'Registration successful. Please check your email to verify your account.',
  );
  // Spec §4: the verification page opens on its own two seconds later.
  await expect(page).toHaveURL(/\/VerificationPage/, { timeout: 5_000 });

  // Logging in before verifying is refused with the spec's flag, then the verification
  // page opens two seconds later.
  await logInThroughPage(page, guest);
  await expect(page.getByRole('status')).toHaveText(
    'Please verify your email address before logging in.',
  );
  expect((await storedSession(page)).token).toBeNull();
  await expect.poll(() => pathnameOf(page), { timeout: 5_000 }).toBe('/VerificationPage');

  const mail = await waitForMail(guest.email, /Verify your email/);
  expect(mail.html).toContain(apiLinkIn(mail).replace(/&/g, '&amp;'));
  await page.goto(apiLinkIn(mail));
  await expect(page).toHaveURL(/\/VerificationPage\?verified=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');

  // The same link a second time explains that it is used up.
  await page.goto(apiLinkIn(mail));
  await expect(page).toHaveURL(/status=invalid/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/already been used/);

  await logInThroughPage(page, guest);
  await expect.poll(() => pathnameOf(page)).toBe('/');
  // Spec §2: logged in, the profile icon replaces LOGIN and SIGN UP.
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
  expect((await storedSession(page)).token).toBeTruthy();

  await page.goto('/ProfilePage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  await expect(page.getByText('No bookings yet.')).toBeVisible();
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue(guest.first_name);

  // Cancel puts the saved value back.
  await page.getByRole('button', { name: 'Edit' }).click();
  await firstName.fill('Temporary');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(firstName).toHaveValue(guest.first_name);

  await page.getByRole('button', { name: 'Edit' }).click();
  await firstName.fill('Chiamaka');
  await page.getByLabel('Phone number').fill('+234 803 123 4567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Your details' }).getByRole('status')).toContainText(
    'Profile updated successfully.',
  );

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Chiamaka');
  await expect(page.getByLabel('Phone number')).toHaveValue('+234 803 123 4567');

  const { token } = await storedSession(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  // The server revoked the token: it no longer opens the account.
  const afterLogout = await page.request.get('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(afterLogout.status()).toBe(401);
});

test('a wrong password is refused with the server’s message and no session', async ({
  page,
  request,
}) => {
  const guest = await createVerifiedUser(request);
  await logInThroughPage(page, { email: guest.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  expect(pathnameOf(page)).toBe('/login');
  expect((await storedSession(page)).token).toBeNull();
});

/** A new user logged in through the page on Playwright's clock, on their profile. */
async function logInOnControlledClock(page: Page, request: APIRequestContext) {
  const guest = await createVerifiedUser(request);
  await page.clock.install();
  await logInThroughPage(page, guest);
  await expect.poll(() => pathnameOf(page)).toBe('/');
  await page.goto('/ProfilePage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  return guest;
}

test('fifteen minutes without activity end the session and open the login page', async ({
  page,
  request,
}) => {
  await logInOnControlledClock(page, request);

  // Activity part-way keeps the session alive past the first fifteen minutes.
  await page.clock.runFor(FIFTEEN_MINUTES - 60_000);
  await page.mouse.move(40, 40);
  await page.mouse.move(80, 80);
  await page.clock.runFor(2 * 60_000);
  await expect(page).toHaveURL(/\/ProfilePage$/);

  await page.clock.runFor(FIFTEEN_MINUTES);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('a reload after fifteen idle minutes finds the session ended (the time is kept in storage)', async ({
  page,
  request,
}) => {
  await logInOnControlledClock(page, request);
  const lastActivity = Number(await page.evaluate(() => localStorage.getItem('lastActivity')));
  expect(lastActivity).toBeGreaterThan(0);

  // The clock jumps without any timer running (a laptop asleep, the tab frozen): only
  // the reload can see how long it has been.
  await page.clock.setSystemTime(lastActivity + FIFTEEN_MINUTES + 60_000);
  await page.reload();
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  expect(await storedSession(page)).toEqual({ token: null, user: null });
});

test('reopening the browser after sixteen idle minutes starts logged out; after fourteen, not', async ({
  page,
  browser,
  request,
}) => {
  const guest = await createVerifiedUser(request);
  await logInThroughPage(page, guest);
  await expect.poll(() => pathnameOf(page)).toBe('/');
  const { token } = await storedSession(page);
  const lastActivity = Number(await page.evaluate(() => localStorage.getItem('lastActivity')));
  expect(lastActivity).toBeGreaterThan(0);
  const storageState = await page.context().storageState();
  await page.close();

  /** A new browser with what the closed one kept, its clock `idle` ms after the activity. */
  const reopen = async (idle: number) => {
    const context = await browser.newContext({ storageState });
    await context.clock.install({ time: lastActivity + idle });
    const reopened = await context.newPage();
    const seenHeadings = await recordHeadings(reopened);
    await reopened.goto('/ProfilePage');
    return { context, page: reopened, seenHeadings };
  };

  const soon = await reopen(14 * 60_000);
  await expect(soon.page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  await soon.context.close();

  const late = await reopen(16 * 60_000);
  await expect.poll(() => pathnameOf(late.page)).toBe('/login');
  await expect(late.page.getByRole('heading', { level: 1 })).toHaveText(/log ?in/i);
  expect(await late.seenHeadings()).not.toContain('Your profile');
  expect(await storedSession(late.page)).toEqual({ token: null, user: null });
  // The abandoned token is revoked on the server as well.
  await expect
    .poll(async () => (await request.get('/api/user', { headers: bearer(token!) })).status())
    .toBe(401);
  await late.context.close();
});

test('a page that needs a user sends a visitor without one to the home page', async ({ page }) => {
  const seenHeadings = await recordHeadings(page);
  await page.goto('/ProfilePage');

  await expect.poll(() => pathnameOf(page)).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Aso Residences|Abuja/);
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  expect(await seenHeadings()).not.toContain('Your profile');
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
});

test.describe('the back office door', () => {
  test('an admin logs in and lands on booking management', async ({ page }) => {
    await logInAsStaff(page, ADMIN);
    await expect.poll(() => pathnameOf(page)).toBe('/admin/BookingManagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
    await expect(page.getByText(`, ${fullName(ADMIN)}`)).toBeVisible();
  });

  test('a plain user is told the account has no admin access and gets no session', async ({
    page,
    request,
  }) => {
    const guest = await createVerifiedUser(request);
    await logInAsStaff(page, guest);
    await expect(page.getByRole('alert')).toHaveText('This account has no admin access.');
    await expect(page).toHaveURL(/\/admin\/loginAdmin$/);
    expect((await storedSession(page)).token).toBeNull();
  });

  test('a visitor opening an admin page is sent to the admin login', async ({ page }) => {
    const seenHeadings = await recordHeadings(page);
    await page.goto('/admin/BookingManagement');
    await expect.poll(() => pathnameOf(page)).toBe('/admin/loginAdmin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
    expect(await seenHeadings()).not.toContain('All Reservations');
  });

  test('a super admin on a public page is sent to the back office', async ({ page }) => {
    await logInAsStaff(page, SUPER_ADMIN);
    await expect.poll(() => pathnameOf(page)).toBe('/admin/BookingManagement');
    await page.goto('/residencies');
    await expect.poll(() => pathnameOf(page)).toBe('/admin/BookingManagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
  });
});

test.describe('the admin header greets by the hour in Abuja (spec §2, §9)', () => {
  // The browser is in Auckland (12 hours ahead of Abuja): its own hour would greet wrongly.
  test.use({ storageState: staffStorageState(ADMIN), timezoneId: 'Pacific/Auckland' });

  for (const [abujaTime, greeting] of [
    ['08:30', 'Good morning'],
    ['11:59', 'Good morning'],
    ['12:00', 'Good afternoon'],
    ['19:45', 'Good evening'],
  ] as const) {
    test(`at ${abujaTime} in Abuja it says "${greeting}"`, async ({ page }) => {
      await page.clock.install({ time: new Date(`2026-11-24T${abujaTime}:00+01:00`) });
      await page.goto('/admin/BookingManagement');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
      await expect(page.getByText(/^Good (morning|afternoon|evening), /)).toHaveText(
        `${greeting}, ${fullName(ADMIN)}`,
      );
    });
  }
});

test.describe('resending the verification email (spec §8)', () => {
  const SENT = 'Verification email sent! Please check your inbox.';

  /** Every verification mail the catcher holds for the address, oldest first. */
  async function verificationMails(email: string): Promise<CaughtMail[]> {
    const response = await fetch(
      `http://127.0.0.1:${MAIL_API_PORT}/messages?to=${encodeURIComponent(email)}`,
    );
    const { messages } = (await response.json()) as { messages: CaughtMail[] };
    return messages.filter((mail) => /Verify your email/.test(mail.subject));
  }

  test('sends a new link that works, then passes on the server’s refusal when asked too often', async ({
    page,
    request,
  }) => {
    const guest = newUser('Resend');
    const registered = await request.post('/api/register', {
      data: { ...guest, password_confirmation: guest.password, agreed_to_terms: true },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const first = await waitForMail(guest.email, /Verify your email/);

    await page.goto('/VerificationPage');
    const form = page.getByRole('form', { name: 'Resend the verification email' });
    await form.getByLabel('Email address').fill(guest.email);
    await form.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(form.getByRole('alert')).toHaveCount(0);

    await expect.poll(async () => (await verificationMails(guest.email)).length).toBe(2);
    const second = (await verificationMails(guest.email))[1]!;
    expect(apiLinkIn(second)).not.toBe(apiLinkIn(first));

    // Five resends an hour per address: four more, then the page shows the server's words.
    for (let resend = 0; resend < 4; resend++) {
      const answer = await request.post('/api/email/resend-verification', {
        data: { email: guest.email },
      });
      expect(answer.status()).toBe(200);
    }
    await form.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    await expect(form.getByRole('status')).toHaveText('');

    // The sixth mail's link (the newest) verifies; the first one was replaced.
    await expect.poll(async () => (await verificationMails(guest.email)).length).toBe(6);
    const newest = (await verificationMails(guest.email)).at(-1)!;
    await page.goto(apiLinkIn(first));
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('invalid');
    await page.goto(apiLinkIn(newest));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');
  });
});
