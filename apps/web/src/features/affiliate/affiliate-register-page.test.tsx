import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFFILIATE_REGISTER_REDIRECT_MS,
  ALREADY_AFFILIATE,
  accountNotFoundMessage,
} from '@aso/core/affiliates';
import { getSession } from '../../lib/session.ts';
import { jsonResponse, makeUser, renderPage, sentBody, stubPage } from '../../test/render.tsx';
import { AffiliateRegisterPage } from './affiliate-register-page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const RESOLVED = {
  account_name: 'ADA CHIOMA OBI',
  account_number: '0123456789',
  bank_name: 'Zenith Bank',
};

/** The form for a signed-in guest, and the dashboard it sends a new affiliate to. */
const REGISTER_PAGE = {
  route: '/affiliate/register',
  routes: [stubPage('/AffiliateDashboard', 'Affiliate dashboard')],
  user: makeUser({ name: 'Ada Obi', phone_number: '+234 803 000 0000' }),
};

const resolvesAccount = {
  'GET /api/affiliate/resolve-account': () => jsonResponse(RESOLVED),
};

async function chooseAccount(user: UserEvent, accountNumber = '0123456789') {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Zenith Bank');
  const input = screen.getByRole('textbox', { name: 'Account number' });
  await user.clear(input);
  await user.click(input);
  await user.paste(accountNumber);
}

const submitButton = () => screen.getByRole('button', { name: 'Register as an affiliate' });

describe('AffiliateRegisterPage', () => {
  it('states the programme terms and prefills the logged-in user', () => {
    renderPage(<AffiliateRegisterPage />, { ...REGISTER_PAGE, api: resolvesAccount });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Become an affiliate' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const terms = screen.getByRole('region', { name: 'How the programme works' });
    expect(terms).toHaveTextContent('5% commission on every booking made with your link');
    expect(terms).toHaveTextContent('for 30 days');
    expect(terms).toHaveTextContent('weekly or monthly');
    expect(terms).toHaveTextContent('once your balance reaches ₦10,000');
    expect(terms).toHaveTextContent(
      'Payment must go directly to the company, not from guests to affiliates',
    );
    expect(terms).toHaveTextContent('Bookings you make for yourself earn no commission.');

    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+234 803 000 0000');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });

  it('marks the missing bank, account number and terms, and sends nothing', async () => {
    const { fetchMock } = renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: resolvesAccount,
    });
    const user = userEvent.setup();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(submitButton());

    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'The phone number must be a valid phone number.',
    );
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription(
      'Choose your bank from the list.',
    );
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      expect.stringContaining('The account number must be exactly 10 digits.'),
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must agree to the terms.',
    );
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/register')).toBeUndefined();
  });

  it('looks the account up and shows the holder’s name before registering', async () => {
    const queries: URLSearchParams[] = [];
    const { fetchMock } = renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'GET /api/affiliate/resolve-account': ({ query }) => {
          queries.push(query);
          return jsonResponse(RESOLVED);
        },
        'POST /api/affiliate/register': () =>
          jsonResponse({ message: 'Registered.', affiliate_code: 'ABCD2345' }, 201),
      },
    });
    const user = userEvent.setup();

    await chooseAccount(user);
    expect(screen.getByText('Checking the account...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    expect(await screen.findByText('ADA CHIOMA OBI')).toBeInTheDocument();
    expect(screen.getByText(/Account name:/)).toHaveTextContent('Account name: ADA CHIOMA OBI');
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { bank_name: 'Zenith Bank', account_number: '0123456789' },
    ]);
    expect(submitButton()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    await screen.findByText('ABCD2345');
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/register')).toEqual({
      full_name: 'Ada Obi',
      email: 'ada@example.com',
      phone_number: '+234 803 000 0000',
      bank_name: 'Zenith Bank',
      account_number: '0123456789',
      payout_frequency: 'weekly',
      agreed_to_terms: true,
    });
  });

  it('shows "account not found" at the account number and keeps the button disabled', async () => {
    renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'GET /api/affiliate/resolve-account': () =>
          jsonResponse({ message: accountNotFoundMessage('Zenith Bank') }, 422),
      },
    });
    const user = userEvent.setup();

    await chooseAccount(user, '9999999999');
    const input = screen.getByRole('textbox', { name: 'Account number' });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('We could not find that account at Zenith Bank.'),
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Account name:/)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('lets the user register when the bank cannot be asked, saying so', async () => {
    renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'GET /api/affiliate/resolve-account': () =>
          jsonResponse(
            { message: 'We could not check that account with the bank right now.' },
            502,
          ),
      },
    });
    const user = userEvent.setup();

    await chooseAccount(user);
    expect(
      await screen.findByText(/We could not check this account with the bank just now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'try again' })).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the code, marks the user an affiliate and opens the dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'POST /api/affiliate/register': () =>
          jsonResponse(
            { message: 'Affiliate registration received.', affiliate_code: 'ABCD2345' },
            201,
          ),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await chooseAccount(user);
    await screen.findByText('ADA CHIOMA OBI');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    expect(await screen.findByText(/Your affiliate code is/)).toHaveTextContent(
      'Your affiliate code is ABCD2345',
    );
    expect(screen.getByText('Affiliate registration received.')).toBeInTheDocument();
    expect(screen.getByText(/your code is active/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard now' })).toHaveAttribute(
      'href',
      '/AffiliateDashboard',
    );
    expect(getSession().user).toMatchObject({ is_affiliate: true, affiliate_code: 'ABCD2345' });

    act(() => vi.advanceTimersByTime(AFFILIATE_REGISTER_REDIRECT_MS - 100));
    expect(screen.queryByRole('heading', { name: 'Affiliate dashboard' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('heading', { name: 'Affiliate dashboard' })).toBeInTheDocument();
  });

  it('says so when the user is already registered (409)', async () => {
    renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'POST /api/affiliate/register': () => jsonResponse({ message: ALREADY_AFFILIATE }, 409),
      },
    });
    const user = userEvent.setup();

    await chooseAccount(user);
    await screen.findByText('ADA CHIOMA OBI');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ALREADY_AFFILIATE);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/AffiliateDashboard',
    );
  });

  it('puts the server’s field errors at their fields', async () => {
    renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'POST /api/affiliate/register': () =>
          jsonResponse(
            {
              message: 'The email has already been taken.',
              errors: { email: ['The email has already been taken.'] },
            },
            422,
          ),
      },
    });
    const user = userEvent.setup();

    await chooseAccount(user);
    await screen.findByText('ADA CHIOMA OBI');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    const email = screen.getByLabelText('Email address');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email has already been taken.'),
    );
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message for another failure', async () => {
    renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      api: {
        ...resolvesAccount,
        'POST /api/affiliate/register': () =>
          jsonResponse({ message: 'Too many attempts. Please try again later.' }, 429),
      },
    });
    const user = userEvent.setup();

    await chooseAccount(user);
    await screen.findByText('ADA CHIOMA OBI');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('sends an affiliate to the dashboard instead of showing the form', () => {
    const { fetchMock } = renderPage(<AffiliateRegisterPage />, {
      ...REGISTER_PAGE,
      user: makeUser({ is_affiliate: true, affiliate_code: 'ZX9K' }),
      api: resolvesAccount,
    });

    expect(screen.getByText('You are already an affiliate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/AffiliateDashboard',
    );
    expect(screen.queryByRole('button', { name: 'Register as an affiliate' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
