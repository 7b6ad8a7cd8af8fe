import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  makeUser,
  renderPage,
  sentBody,
  stubApi,
  stubPage,
} from '../../../test/render.tsx';
import { GoogleSignInButton, type GoogleCredentialResponse } from './google-sign-in-button.tsx';

const config = (clientId: string | null) => () =>
  jsonResponse({ google_maps_api_key: null, google_client_id: clientId, payment_mode: 'sandbox' });

/** A stand-in for Google Identity Services, as its script would install it. */
function installGoogle() {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const id = {
    initialize: vi.fn((options: { callback: typeof callback }) => {
      callback = options.callback;
    }),
    renderButton: vi.fn(),
    prompt: vi.fn(),
  };
  (window as unknown as { google: unknown }).google = { accounts: { id } };
  return { id, answer: (response: GoogleCredentialResponse) => act(() => callback?.(response)) };
}

const routes = [
  { path: '/login', element: <GoogleSignInButton /> },
  stubPage('/ProfilePage', 'Your profile'),
];

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as { google?: unknown }).google;
  document.head.querySelectorAll('script[src*="accounts.google.com"]').forEach((s) => s.remove());
});

describe('GoogleSignInButton', () => {
  it('shows nothing and loads no Google script when the server has no client id', async () => {
    const api = stubApi({ 'GET /api/config': config(null) });
    renderPage(routes, { path: '/login' });
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(document.head.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('renders Google’s button with the client id, and signs in with the credential', async () => {
    const google = installGoogle();
    const user = makeUser({ first_name: '', last_name: '', name: 'Amaka Nwosu' });
    const api = stubApi({
      'GET /api/config': config('client-123.apps.googleusercontent.com'),
      'POST /api/auth/google/callback': () => jsonResponse({ token: 'g-token', user }),
    });
    const { router } = renderPage(routes, { path: '/login' });

    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
    );
    await google.answer({ credential: 'google-id-token' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/ProfilePage'));
    expect(sentBody(api, 'POST', '/api/auth/google/callback')).toEqual({
      token: 'google-id-token',
    });
    expect(window.localStorage.getItem('token')).toBe('g-token');
    // Spec §4: the name is split when Google gives no parts.
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
      first_name: 'Amaka',
      last_name: 'Nwosu',
    });
  });

  it('says "Google Sign In Failed" when Google answers without a credential', async () => {
    const google = installGoogle();
    stubApi({ 'GET /api/config': config('client-123') });
    renderPage(routes, { path: '/login' });
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());

    await google.answer({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Google Sign In Failed');
  });

  it('prefixes the server’s refusal with "Google login failed: "', async () => {
    const google = installGoogle();
    stubApi({
      'GET /api/config': config('client-123'),
      'POST /api/auth/google/callback': () =>
        jsonResponse({ message: 'The Google account has no verified email.' }, 422),
    });
    renderPage(routes, { path: '/login' });
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());

    await google.answer({ credential: 'bad' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google login failed: The Google account has no verified email.',
    );
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says "Google Sign In Failed" when Google’s script cannot load', async () => {
    stubApi({ 'GET /api/config': config('client-123') });
    renderPage(routes, { path: '/login' });
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>(
        'script[src*="accounts.google.com"]',
      );
      expect(element).not.toBeNull();
      return element!;
    });
    act(() => script.onerror?.(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google Sign In Failed');
  });
});
