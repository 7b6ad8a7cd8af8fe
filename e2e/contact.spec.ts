import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { STAFF_EMAIL } from './support/accounts.ts';
import { waitForMail } from './support/mail.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });

test.describe('contact form validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  });

  test('an empty form shows an error under every field and focuses the first', async ({ page }) => {
    await sendButton(page).click();

    for (const label of ['Your name', 'Email address', 'Message']) {
      const control = field(page, label);
      await expect(control, label).toHaveAttribute('aria-invalid', 'true');
      // The error is visible text tied to the field (aria-describedby), not only a colour.
      await expect(control, label).toHaveAccessibleDescription(/\S/);
      const errorId = await control.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
    }
    await expect(field(page, 'Your name')).toHaveAccessibleDescription(/name/i);
    await expect(field(page, 'Email address')).toHaveAccessibleDescription(/email/i);
    await expect(field(page, 'Your name')).toBeFocused();
    await expect(page.getByText(/Thank you/)).toHaveCount(0);
  });

  test('a malformed email is flagged on the email field only', async ({ page }) => {
    await field(page, 'Your name').fill('Ada Obi');
    await field(page, 'Email address').fill('ada-at-example');
    await field(page, 'Message').fill('Is the two-bedroom apartment free next weekend?');
    await sendButton(page).click();

    const email = field(page, 'Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/valid email/i);
    await expect(email).toBeFocused();
    await expect(field(page, 'Your name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Message')).not.toHaveAttribute('aria-invalid', 'true');

    // Correcting the address clears its error.
    await email.fill('ada@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('');
  });
});

test('a sent message is confirmed on the page and reaches the front desk by email', async ({
  page,
}) => {
  const marker = `cot-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/contact');
  await field(page, 'Your name').fill('Ada Obi');
  await field(page, 'Email address').fill('ada@guest.test');
  await field(page, 'Message').fill(`Do you have a baby cot for our stay? (${marker})`);
  await sendButton(page).click();

  await expect(page.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent. We will get back to you soon.',
  );
  await expect(field(page, 'Message')).toHaveValue('');

  const mail = await waitForMail(STAFF_EMAIL, new RegExp('New contact message from Ada Obi'), {
    containing: marker,
  });
  expect(mail.text).toContain('ada@guest.test');
});
