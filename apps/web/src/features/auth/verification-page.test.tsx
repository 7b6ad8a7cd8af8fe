import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, sentBody, stubApi } from '../../test/render.tsx';
import { VerificationPage } from './verification-page.tsx';

afterEach(() => vi.restoreAllMocks());

const RESEND = 'POST /api/email/resend-verification';
const SENT = 'Verification email sent! Please check your inbox.';
const FAILED = 'Failed to send verification email. Please try again.';
const routes = [{ path: '/VerificationPage', element: <VerificationPage /> }];

const resendForm = () => screen.getByRole('form', { name: 'Resend the verification email' });

async function resendTo(email: string) {
  const user = userEvent.setup();
  const field = within(resendForm()).getByLabelText('Email address');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
}

describe('resending the verification email (spec §8)', () => {
  it('says "Verification email sent! Please check your inbox." once the server accepts', async () => {
    const api = stubApi({
      [RESEND]: () =>
        jsonResponse({
          message:
            'If an account with that email needs verifying, a new verification link is on its way.',
        }),
    });
    renderPage(routes, { path: '/VerificationPage' });

    await resendTo('chioma@guest.test');

    expect(await within(resendForm()).findByRole('status')).toHaveTextContent(SENT);
    expect(sentBody(api, 'POST', '/api/email/resend-verification')).toEqual({
      email: 'chioma@guest.test',
    });
    expect(within(resendForm()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message when it refuses (too many attempts)', async () => {
    const refusal = 'Too many attempts. Please try again in 42 minutes.';
    stubApi({ [RESEND]: () => jsonResponse({ message: refusal }, 429) });
    renderPage(routes, { path: '/VerificationPage' });

    await resendTo('chioma@guest.test');

    expect(await within(resendForm()).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(resendForm()).getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['no answer arrives (the connection is down)', () => Promise.reject(new TypeError('fetch'))],
    [
      'the answer carries no message',
      () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
    ],
  ])('says the generic line when %s', async (_case, answer) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    renderPage(routes, { path: '/VerificationPage' });

    await resendTo('chioma@guest.test');

    expect(await within(resendForm()).findByRole('alert')).toHaveTextContent(FAILED);
    expect(within(resendForm()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears the last answer when the visitor asks again', async () => {
    let attempt = 0;
    stubApi({
      [RESEND]: () =>
        ++attempt === 1
          ? jsonResponse({ message: 'Too many attempts. Please try again in 1 minute.' }, 429)
          : jsonResponse({ message: 'ok' }),
    });
    renderPage(routes, { path: '/VerificationPage' });

    await resendTo('chioma@guest.test');
    expect(await within(resendForm()).findByRole('alert')).toBeInTheDocument();
    await resendTo('chioma@guest.test');

    expect(await within(resendForm()).findByText(SENT)).toBeInTheDocument();
    expect(within(resendForm()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const api = stubApi({});
    renderPage(routes, { path: '/VerificationPage' });

    await resendTo('not-an-email');

    expect(within(resendForm()).getByLabelText('Email address')).toHaveAccessibleDescription(
      'The email must be a valid email address.',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('starts filled in with the address the login or signup page handed over', () => {
    stubApi({});
    renderPage(routes, { path: '/VerificationPage', state: { email: 'handed@guest.test' } });
    expect(within(resendForm()).getByLabelText('Email address')).toHaveValue('handed@guest.test');
  });
});
