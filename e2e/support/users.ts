import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLinkIn, waitForMail } from './mail.ts';

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** A person no other test uses: every spec signs up its own, so runs never collide. */
export function newUser(firstName = 'Ada'): NewUser {
  return {
    first_name: firstName,
    last_name: 'Obi',
    email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@guest.test`,
    password: 'correct-horse-9',
  };
}

/** Registers through the API and opens the link of the verification mail, as the guest would. */
export async function createVerifiedUser(request: APIRequestContext, user = newUser()) {
  const response = await request.post('/api/register', {
    data: { ...user, password_confirmation: user.password, agreed_to_terms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const mail = await waitForMail(user.email, /Verify your email/);
  const verify = await request.get(apiLinkIn(mail), { maxRedirects: 0 });
  expect(verify.headers()['location']).toContain('verified=true');
  return user;
}

/** Logs in through the login page. */
export async function logInThroughPage(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the admin login page. */
export async function logInAsStaff(page: Page, user: { email: string; password: string }) {
  await page.goto('/admin/loginAdmin');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
