import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openBrowserAs } from './support/affiliates.ts';
import { waitForMail, type CaughtMail } from './support/mail.ts';
import { createVerifiedUser, logInThroughPage, newUser } from './support/users.ts';

const NEW_PASSWORD = 'lagoon-sunset-7';

/** The app-relative reset link of the mail's text (`/reset-password?token=…`). */
function resetLinkIn(mail: CaughtMail): string {
  const match = /https?:\/\/[^\s/]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in the mail:\n${mail.text}`);
  return match[1]!;
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

test('a user resets a forgotten password by the mailed link; the session opened before is refused', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await createVerifiedUser(request, newUser('Funmi'));

  // Logged in earlier on another device, which keeps its session.
  const otherDevice = await openBrowserAs(browser, testInfo, 'other device');
  try {
    const oldPage = otherDevice.page;
    await logInThroughPage(oldPage, user);
    await expect(oldPage).toHaveURL(/\/$/);
    await oldPage.goto('/ProfilePage');
    await expect(oldPage.getByRole('heading', { level: 1 })).toHaveText('Your profile');
    const oldToken = await storedToken(oldPage);
    expect(oldToken).toBeTruthy();

    // Here the password is forgotten.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for that email, we have sent it a link to reset the password.',
    );

    const mail = await waitForMail(user.email, /Reset your password/);
    const link = resetLinkIn(mail);
    expect(mail.html).toContain(link);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your password has been reset',
    );
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password-3');
    await page.getByLabel('Confirm new password', { exact: true }).fill('another-password-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');
    await expect(
      page.getByText('This reset link has expired or was already used.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    // The old password no longer opens the account; the new one does.
    await logInThroughPage(page, user);
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await logInThroughPage(page, { email: user.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeTruthy();

    // The other device's session was revoked: its next load ends it and leaves the profile.
    const refused = await request.get('/api/user', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(refused.status()).toBe(401);
    await oldPage.reload();
    await expect(oldPage).toHaveURL(/\/$/);
    await expect.poll(() => storedToken(oldPage)).toBeNull();
    await oldPage.goto('/ProfilePage');
    await expect(oldPage).not.toHaveURL(/ProfilePage/);
  } finally {
    await otherDevice.close();
  }
});
