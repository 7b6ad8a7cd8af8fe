import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, sentBody, storeSession, stubApi } from '../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];

const FORGOT_ANSWER =
  'If an account exists for that email, we have sent it a link to reset the password. The link is valid for 60 minutes.';
const LINK_INVALID = 'This reset link has expired or was already used.';
const TOKEN = 'aBcD_123-token';

const emailField = () => screen.getByLabelText('Email address');
const newPassword = () => screen.getByLabelText('New password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm new password', { selector: 'input' });

async function choosePassword(user: UserEvent, password: string, confirm = password) {
  if (password) await user.type(newPassword(), password);
  if (confirm) await user.type(confirmation(), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the way from the login page', () => {
  it('offers "Forgot password?" under the password, leading to the request form', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: '/login' });

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('checks the email before sending anything', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(routes, { path: '/forgot-password' });

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(emailField()).toHaveAccessibleDescription('The email field is required.');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(emailField()).toHaveAccessibleDescription('The email must be a valid email address.');
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the address and shows the server’s neutral answer', async () => {
    const api = stubApi({
      'POST /api/password/forgot': () => jsonResponse({ message: FORGOT_ANSWER }),
    });
    const user = userEvent.setup();
    renderPage(routes, { path: '/forgot-password' });

    await user.type(emailField(), '  Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FORGOT_ANSWER));
    expect(sentBody(api, 'POST', '/api/password/forgot')).toEqual({ email: 'ada@example.com' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeEnabled();
  });

  it('says when there were too many requests, and shows no confirmation', async () => {
    stubApi({
      'POST /api/password/forgot': () =>
        jsonResponse({ message: 'Too many attempts. Please try again in 60 minutes.' }, 429),
    });
    const user = userEvent.setup();
    renderPage(routes, { path: '/forgot-password' });

    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 60 minutes.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderPage(routes, { path: '/forgot-password' });

    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Please check your connection and try again.',
    );
  });
});

describe('ResetPasswordPage', () => {
  it('checks the new password with the sign-up rules before sending', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(routes, { path: `/reset-password?token=${TOKEN}` });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();

    await choosePassword(user, 'short', '');
    expect(newPassword()).toHaveAccessibleDescription(
      'At least 8 characters. The password must be at least 8 characters.',
    );
    expect(newPassword()).toHaveFocus();
    expect(confirmation()).toHaveAccessibleDescription('Please confirm your password.');

    await user.clear(newPassword());
    await choosePassword(user, 'lagoon-sunset-7', 'lagoon-sunset-8');
    expect(confirmation()).toHaveAccessibleDescription('Passwords do not match.');
    expect(confirmation()).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it('resets with the link’s token, ends the stored session and leads to the login', async () => {
    storeSession();
    const api = stubApi({
      'POST /api/password/reset': () =>
        jsonResponse({ message: 'Your password has been reset. You can now log in.' }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: `/reset-password?token=${TOKEN}` });

    await choosePassword(user, 'lagoon-sunset-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been reset' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your password has been reset. You can now log in.')).toBeVisible();
    expect(sentBody(api, 'POST', '/api/password/reset')).toEqual({
      token: TOKEN,
      password: 'lagoon-sunset-7',
      password_confirmation: 'lagoon-sunset-7',
    });
    const call = api.mock.calls.find(([url]) => url === '/api/password/reset');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a refused link with the way to request a new one', async () => {
    stubApi({
      'POST /api/password/reset': () =>
        jsonResponse({ message: LINK_INVALID, errors: { token: [LINK_INVALID] } }, 422),
    });
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: `/reset-password?token=${TOKEN}` });

    await choosePassword(user, 'lagoon-sunset-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(LINK_INVALID)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('treats a page opened without a token as a refused link, calling nothing', async () => {
    const api = stubApi({});
    renderPage(routes, { path: '/reset-password' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(LINK_INVALID)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('puts a password the server refuses on its field, and a 429 in an alert', async () => {
    let answer = jsonResponse(
      {
        message: 'password: The password may not be greater than 200 characters.',
        errors: { password: ['The password may not be greater than 200 characters.'] },
      },
      422,
    );
    stubApi({ 'POST /api/password/reset': () => answer });
    const user = userEvent.setup();
    renderPage(routes, { path: `/reset-password?token=${TOKEN}` });

    await choosePassword(user, 'lagoon-sunset-7');
    await waitFor(() =>
      expect(newPassword()).toHaveAccessibleDescription(
        'At least 8 characters. The password may not be greater than 200 characters.',
      ),
    );

    answer = jsonResponse({ message: 'Too many attempts. Please try again in 5 minutes.' }, 429);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 5 minutes.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
  });
});
