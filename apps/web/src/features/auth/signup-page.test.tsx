import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@aso/core/constants';
import {
  jsonResponse,
  makeUser,
  renderPage,
  sentBody,
  stubApi,
  stubPage,
} from '../../test/render.tsx';
import { SignupPage } from './signup-page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** The form, and where a sign-up or a link leads. */
const SIGNUP_PAGE = {
  route: '/signup',
  routes: [stubPage('/VerificationPage'), stubPage('/other')],
};

async function fillForm(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Ada',
    'Last name': 'Obi',
    'Email address': 'ada@example.com',
    Password: 'correct-horse',
    'Confirm password': 'correct-horse',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // One input event per field: typing key by key re-validates the whole form each time.
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Sign up' }));

describe('SignupPage', () => {
  it('marks the required fields and focuses the first, sending nothing', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupPage />, SIGNUP_PAGE);

    await submit(user);
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('The first name field is required.');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    expect(sentBody(fetchMock, 'POST', '/api/register')).toBeUndefined();
  });

  it('says "Passwords do not match." and "You must agree to the terms." before sending', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupPage />, SIGNUP_PAGE);

    await fillForm(user, { 'Confirm password': 'something-else' });
    await submit(user);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must agree to the terms.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();

    await fillForm(user);
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
    await submit(user);
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByText('You must agree to the terms.')).toBeInTheDocument();

    expect(sentBody(fetchMock, 'POST', '/api/register')).toBeUndefined();
  });

  it('joins the server field errors as "field: messages; field: messages"', async () => {
    stubApi({
      'POST /api/register': () =>
        jsonResponse(
          {
            message: 'email: The email has already been taken.',
            errors: {
              email: ['The email has already been taken.'],
              phone_number: ['The phone number must be a valid phone number.'],
            },
          },
          422,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupPage />, SIGNUP_PAGE);

    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'email: The email has already been taken.; phone_number: The phone number must be a valid phone number.',
    );
  });

  it('shows the server message when there are no field errors (e.g. too many attempts)', async () => {
    stubApi({
      'POST /api/register': () =>
        jsonResponse({ message: 'Too many attempts. Please try again later.' }, 429),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupPage />, SIGNUP_PAGE);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('says the request timed out after 30 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderPage(<SignupPage />, SIGNUP_PAGE);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(screen.getByRole('button', { name: 'Creating your account...' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Request timed out. Please check your connection and try again.',
    );
  });

  it('on success shows the message, clears the form and opens /VerificationPage 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'POST /api/register': () =>
        jsonResponse(
          {
            message: 'Registration successful. Please check your email to verify your account.',
            user: makeUser({ email_verified: false }),
          },
          201,
        ),
    });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPage(<SignupPage />, SIGNUP_PAGE);
    await fillForm(user, { 'Phone number': '' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registration successful. Please check your email to verify your account.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(sentBody(fetchMock, 'POST', '/api/register')).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
      agreed_to_terms: true,
    });

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/VerificationPage');
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
  });

  it('drops the pending redirect when the visitor leaves first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'POST /api/register': () => jsonResponse({ message: 'Registered.', user: makeUser() }, 201),
    });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPage(<SignupPage />, SIGNUP_PAGE);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await screen.findByText('Registered.');

    await act(() => router.navigate('/other'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/other');
  });
});
