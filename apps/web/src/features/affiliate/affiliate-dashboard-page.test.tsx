import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ENTER_VALID_AMOUNT,
  EXCEEDS_PENDING,
  MINIMUM_PAYOUT,
  NOT_AN_AFFILIATE,
  PAYOUT_REQUESTED,
  type AffiliateDashboard,
} from '@aso/core/affiliates';
import { jsonResponse, makeUser, renderPage, sentBody } from '../../test/render.tsx';
import { makeAffiliateTotals } from '../../test/affiliates.ts';
import { AffiliateDashboardPage } from './affiliate-dashboard-page.tsx';

const MONTHLY = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
].map((month, index) => ({ month, earned: index === 10 ? 17500 : index === 11 ? 35000 : 0 }));

function makeDashboard(
  affiliate: Partial<AffiliateDashboard['affiliate']> = {},
  rest: Partial<Omit<AffiliateDashboard, 'affiliate'>> = {},
): AffiliateDashboard {
  return {
    affiliate: makeAffiliateTotals(affiliate),
    bookings: [
      { id: 41, date: '2026-10-03', booking_value: 350000, commission: 17500, status: 'earned' },
      { id: 44, date: '2026-11-12', booking_value: 105000, commission: 5250, status: 'reversed' },
    ],
    stats: { visits_30d: 1240, bookings_30d: 3, conversion_rate: 2.4, monthly: MONTHLY },
    ...rest,
  };
}

/** The dashboard for a signed-in affiliate. */
const DASHBOARD_PAGE = {
  route: '/AffiliateDashboard',
  user: makeUser({ is_affiliate: true, affiliate_code: 'ABCD2345' }),
};

const dashboardAnswer = (dashboard = makeDashboard()) => ({
  'GET /api/affiliate/dashboard': () => jsonResponse(dashboard),
});

const totalOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

async function requestPayout(user: UserEvent, amount: string) {
  const input = screen.getByRole('textbox', { name: 'Amount (₦)' });
  await user.clear(input);
  if (amount) await user.type(input, amount);
  await user.click(screen.getByRole('button', { name: 'Request payout' }));
}

/** The check runs as React Hook Form resolves it: its message comes a moment later. */
const expectDescribedBy = (input: HTMLElement, message: string) =>
  waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));

describe('AffiliateDashboardPage', () => {
  it('shows the code, the share link and the totals in naira', async () => {
    renderPage(<AffiliateDashboardPage />, { ...DASHBOARD_PAGE, api: dashboardAnswer() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Affiliate dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Your share link' })).toHaveValue(
      `${window.location.origin}/?ref=ABCD2345`,
    );

    expect(totalOf('Total commission')).toBe('₦125,000');
    expect(totalOf('Pending commission')).toBe('₦45,000');
    expect(totalOf('Paid out')).toBe('₦60,000');
    expect(totalOf('Requested')).toBe('₦20,000');

    const stats = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(stats).getByText('Visits').nextElementSibling).toHaveTextContent('1,240');
    expect(within(stats).getByText('Bookings').nextElementSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Conversion').nextElementSibling).toHaveTextContent('2.4%');

    expect(screen.getByRole('link', { name: 'Logos and banners to share' })).toHaveAttribute(
      'href',
      '/affiliate/assets',
    );
    expect(screen.getByRole('link', { name: 'Affiliate support and FAQ' })).toHaveAttribute(
      'href',
      '/affiliate/support',
    );
  });

  it('copies the share link and says "Copied"', async () => {
    renderPage(<AffiliateDashboardPage />, { ...DASHBOARD_PAGE, api: dashboardAnswer() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?ref=ABCD2345`);
    expect(screen.getByText('Copied')).toHaveAttribute('role', 'status');
  });

  it('draws a bar per month for 12 months, each read out with its amount', async () => {
    renderPage(<AffiliateDashboardPage />, { ...DASHBOARD_PAGE, api: dashboardAnswer() });

    const chart = await screen.findByRole('list', { name: 'Earnings, last 12 months' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveTextContent('Dec 2025: ₦0');
    expect(bars[10]).toHaveTextContent('Oct 2026: ₦17,500');
    expect(bars[11]).toHaveTextContent('Nov 2026: ₦35,000');
    expect(bars[11]).toHaveTextContent('Nov');
    expect(chart).toHaveAccessibleDescription('₦52,500 in all. The tallest bar is ₦35,000.');
  });

  it('lists the bookings made with the code', async () => {
    renderPage(<AffiliateDashboardPage />, { ...DASHBOARD_PAGE, api: dashboardAnswer() });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Booking #', 'Date', 'Booking value', 'Commission', 'Status']);
    const [, first, second] = within(table).getAllByRole('row');
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(/^#41/);
    expect(cellsOf(first!)).toEqual(['Sat, 3 Oct 2026', '₦350,000', '₦17,500', 'Earned']);
    expect(within(second!).getByRole('rowheader')).toHaveTextContent(/^#44/);
    expect(cellsOf(second!)).toEqual(['Thu, 12 Nov 2026', '₦105,000', '₦5,250', 'Reversed']);
  });

  it('says "No bookings yet." when no booking used the code', async () => {
    renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: dashboardAnswer(makeDashboard({}, { bookings: [] })),
    });

    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('checks the amount in the spec’s order before sending anything', async () => {
    const { fetchMock } = renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: dashboardAnswer(),
    });
    const user = userEvent.setup();
    await screen.findByText('ABCD2345');
    const input = screen.getByRole('textbox', { name: 'Amount (₦)' });

    await requestPayout(user, '');
    await expectDescribedBy(input, ENTER_VALID_AMOUNT);
    await requestPayout(user, '-20000');
    await expectDescribedBy(input, ENTER_VALID_AMOUNT);
    await requestPayout(user, 'lots');
    await expectDescribedBy(input, ENTER_VALID_AMOUNT);
    await requestPayout(user, '9999.99');
    await expectDescribedBy(input, MINIMUM_PAYOUT);
    // Within the pending ₦45,000 but above the ₦25,000 not yet requested.
    await requestPayout(user, '30000');
    await expectDescribedBy(input, EXCEEDS_PENDING);

    expect(sentBody(fetchMock, 'POST', '/api/affiliate/request-payout')).toBeUndefined();
  });

  it('disables the request when nothing is pending', async () => {
    renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: dashboardAnswer(makeDashboard({ pending_commission: 0, available_for_payout: 0 })),
    });

    expect(await screen.findByRole('button', { name: 'Request payout' })).toBeDisabled();
    expect(screen.getByText('You have no pending commission to request yet.')).toBeInTheDocument();
  });

  it('sends the amount in naira, says so, and reloads the dashboard', async () => {
    let loads = 0;
    const { fetchMock } = renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: {
        'GET /api/affiliate/dashboard': () => {
          loads += 1;
          return jsonResponse(
            loads === 1
              ? makeDashboard()
              : makeDashboard({ requested_total: 40000, available_for_payout: 5000 }),
          );
        },
        'POST /api/affiliate/request-payout': () =>
          jsonResponse({ message: PAYOUT_REQUESTED }, 201),
      },
    });
    const user = userEvent.setup();
    await screen.findByText('ABCD2345');

    await requestPayout(user, '₦20,000');

    expect(await screen.findByText(PAYOUT_REQUESTED)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/request-payout')).toEqual({
      amount: 20000,
    });
    expect(loads).toBe(2);
    await waitFor(() => expect(totalOf('Requested')).toBe('₦40,000'));
    expect(
      screen.getByText('You can request a payout once ₦10,000 is available (₦5,000 now).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue('');
  });

  it('shows the server’s error, else its message, else a generic line', async () => {
    let answer = 0;
    renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: {
        'GET /api/affiliate/dashboard': () => jsonResponse(makeDashboard()),
        'POST /api/affiliate/request-payout': () => {
          answer += 1;
          if (answer === 1) return jsonResponse({ message: EXCEEDS_PENDING }, 422);
          if (answer === 2) {
            return jsonResponse({ error: 'Payouts are paused.', message: 'Try later.' }, 503);
          }
          return new Response('', { status: 500 });
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByText('ABCD2345');

    await requestPayout(user, '20000');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXCEEDS_PENDING);
    await requestPayout(user, '20000');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Payouts are paused.'));
    await requestPayout(user, '20000');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to request payout.'),
    );
    expect(screen.queryByText(PAYOUT_REQUESTED)).not.toBeInTheDocument();
  });

  it('offers registration when the user is not an affiliate (404)', async () => {
    renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: {
        'GET /api/affiliate/dashboard': () => jsonResponse({ message: NOT_AN_AFFILIATE }, 404),
      },
    });

    expect(await screen.findByText(NOT_AN_AFFILIATE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute(
      'href',
      '/affiliate/register',
    );
  });

  it('shows the server’s message, else "Error loading dashboard", when loading fails', async () => {
    renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: { 'GET /api/affiliate/dashboard': () => new Response('', { status: 500 }) },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading dashboard');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the server’s message when it gives one', async () => {
    renderPage(<AffiliateDashboardPage />, {
      ...DASHBOARD_PAGE,
      api: {
        'GET /api/affiliate/dashboard': () =>
          jsonResponse({ message: 'The dashboard is down for maintenance.' }, 503),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The dashboard is down for maintenance.',
    );
  });
});
