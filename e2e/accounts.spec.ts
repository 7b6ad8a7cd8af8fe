import { expect, test } from './support/test.ts';
import { apiLinkIn, waitForMail } from './support/mail.ts';
import { ADMIN, SUPER_ADMIN } from './support/accounts.ts';
import { createVerifiedUser, logInAsStaff, logInThroughPage, newUser } from './support/users.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    user: window.localStorage.getItem('user'),
  }));

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

  // Logging in before verifying is refused with the spec's flag.
  await logInThroughPage(page, guest);
  await expect(page.getByRole('status')).toContainText(/verify your email/i);

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
  await expect(page).toHaveURL(/\/$/);
  const profileLink = page.getByRole('link', { name: 'Your profile' });
  await expect(profileLink.first()).toBeAttached();
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
  await expect(page.getByRole('alert')).toContainText(/credentials|incorrect|invalid/i);
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).token).toBeNull();
});

test('fifteen minutes without activity end the session and open the login page', async ({
  page,
  request,
}) => {
  const guest = await createVerifiedUser(request);
  await page.clock.install();
  await logInThroughPage(page, guest);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/ProfilePage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');

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

test('a page that needs a user sends a visitor without one to the home page', async ({ page }) => {
  await page.goto('/ProfilePage');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('the back office door', () => {
  test('an admin logs in and lands on booking management', async ({ page }) => {
    await logInAsStaff(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/BookingManagement$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
    await page.goto('/admin/BookingManagement');
    await expect(page).toHaveURL(/\/admin\/loginAdmin/);
  });

  test('a super admin on a public page is sent to the back office', async ({ page }) => {
    await logInAsStaff(page, SUPER_ADMIN);
    await expect(page).toHaveURL(/\/admin\/BookingManagement$/);
    await page.goto('/residencies');
    await expect(page).toHaveURL(/\/admin\/BookingManagement$/);
  });
});
