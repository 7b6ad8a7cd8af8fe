import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  makeUser,
  renderPage,
  sentBody,
  stubApi,
  stubPage,
} from '../../test/render.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';
import { LoginPage } from './login-page.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin/loginAdmin', element: <AdminLoginPage /> },
  stubPage('/', 'Home'),
  stubPage('/admin/BookingManagement', 'Booking management'),
  stubPage('/VerificationPage', 'Verification'),
];

async function logIn(user: UserEvent, email = 'ada@example.com', password = 'correct-horse') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('asks for both fields and focuses the first missing one, sending nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(routes, { path: '/login' });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(sentBody(api, 'POST', '/api/login')).toBeUndefined();
  });

  it('stores the session and sends a guest home, with the trimmed email', async () => {
    const guest = makeUser();
    const api = stubApi({
      'POST /api/login': () => jsonResponse({ token: 'tok-1', user: guest }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: '/login' });

    await logIn(user, '  ada@example.com ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentBody(api, 'POST', '/api/login')).toEqual({
      email: 'ada@example.com',
      password: 'correct-horse',
    });
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 7 });
  });

  it('sends an admin to booking management', async () => {
    stubApi({
      'POST /api/login': () => jsonResponse({ token: 't', user: makeUser({ role: 'admin' }) }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: '/login' });

    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/BookingManagement'));
  });

  it('shows the server’s message for wrong credentials and stores nothing', async () => {
    stubApi({
      'POST /api/login': () =>
        jsonResponse({ message: 'These credentials do not match our records.' }, 422),
    });
    const user = userEvent.setup();
    renderPage(routes, { path: '/login' });

    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says to verify first, then opens the verification page after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'POST /api/login': () =>
        jsonResponse(
          {
            email_verification_required: true,
            message: 'Please verify your email address before logging in.',
          },
          403,
        ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderPage(routes, { path: '/login' });

    await logIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please verify your email address before logging in.',
    );
    expect(router.state.location.pathname).toBe('/login');
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/VerificationPage'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
  });
});

describe('AdminLoginPage', () => {
  it('lets an admin in and stores the session', async () => {
    stubApi({
      'POST /api/login': () => jsonResponse({ token: 'adm', user: makeUser({ role: 'admin' }) }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: '/admin/loginAdmin' });

    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/BookingManagement'));
    expect(window.localStorage.getItem('token')).toBe('adm');
  });

  it('refuses a plain user, revokes the token just issued and stores nothing', async () => {
    const api = stubApi({
      'POST /api/login': () => jsonResponse({ token: 'plain', user: makeUser() }),
      'POST /api/logout': () => jsonResponse({ message: 'Logged out.' }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(routes, { path: '/admin/loginAdmin' });

    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no admin access.');
    expect(router.state.location.pathname).toBe('/admin/loginAdmin');
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => {
      const logout = api.mock.calls.find(([url]) => url === '/api/logout');
      expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer plain');
    });
  });
});
