import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRecord } from '@aso/core/admin-payments';
import { jsonResponse, renderAsAdmin, stubApi } from '../../../test/render.tsx';
import { filterPayments } from './payment-filters.ts';
import { NO_PENDING_REFUNDS, PaymentsPage } from './payments-page.tsx';

const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 12,
  booking_id: 40,
  reference: 'ASO-abc',
  name: 'Ada Obi',
  email: 'ada@example.com',
  guest_email: 'ada@example.com',
  phone: '+234 803 123 4567',
  guest_phone: '+234 803 123 4567',
  booking_type: 'Guest',
  date: 'Tue, 24 Nov 2026, 2:05 PM',
  amount: 175_000,
  status: 'success',
  refunded_amount: 0,
  refund: null,
  ...overrides,
});

const bola = payment({
  id: 11,
  name: 'Bola Ade',
  email: 'bola@example.com',
  guest_email: null,
  phone: null,
  guest_phone: null,
  booking_type: 'registered user',
  date: 'Sat, 3 Oct 2026, 9:30 AM',
  amount: 70_000,
  status: 'failed',
});
const chidi = payment({
  id: 10,
  name: 'Chidi Okafor',
  status: 'pending',
  date: 'Thu, 1 Oct 2026, 8:00 AM',
});
const dayo = payment({
  id: 9,
  name: 'Dayo Bello',
  status: 'refunded',
  date: 'Wed, 30 Sep 2026, 6:45 PM',
});

function listOf(payments: PaymentRecord[], page = 1, total = payments.length) {
  return jsonResponse({
    payments,
    pagination: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / 5)),
      per_page: 5,
      total,
    },
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('PaymentsPage', () => {
  it('lists five payments a page with the spec columns, naira amounts and a style per status', async () => {
    const queries: URLSearchParams[] = [];
    stubApi({
      'GET /api/payments': ({ query }) => {
        queries.push(query);
        return listOf([payment(), bola, chidi, dayo], 1, 4);
      },
    });
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Recent Payments',
    ]);
    expect(screen.getByText('Loading payments...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '5' });
    expect(screen.getByText('4 Total payments')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Type', 'Date', 'Amount', 'Status', 'Receipt']);
    const cells = within(await rowOf('Ada Obi'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent.replaceAll('\u00a0', ' '));
    expect(cells.slice(0, 6)).toEqual([
      'ada@example.com',
      '+234 803 123 4567',
      'Guest',
      'Tue, 24 Nov 20262:05 PM',
      '₦175,000',
      'Successful',
    ]);
    const bolaCells = within(await rowOf('Bola Ade')).getAllByRole('cell');
    expect(bolaCells.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'bola@example.com',
      '—',
      'Registered user',
    ]);
    const pills = ['Successful', 'Failed', 'Pending', 'Refunded'].map(
      (label) => within(table).getByText(label).className,
    );
    expect(new Set(pills).size).toBe(4);
    // One page only: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Payments pages' })).not.toBeInTheDocument();
  });

  it('filters the page in view by name, status and month, and says when nothing is left', async () => {
    stubApi({ 'GET /api/payments': () => listOf([payment(), bola, chidi, dayo]) });
    const user = userEvent.setup();
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });
    await screen.findByRole('table');
    const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

    await user.type(screen.getByLabelText('Search by name'), 'BOLA');
    expect(names()).toEqual(['Bola Ade']);
    await user.clear(screen.getByLabelText('Search by name'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Successful');
    expect(names()).toEqual(['Ada Obi']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(names()).toEqual(['Bola Ade']);
    await user.selectOptions(screen.getByLabelText('Status'), 'All Payments');

    await user.selectOptions(screen.getByLabelText('Month'), 'October');
    expect(names()).toEqual(['Bola Ade', 'Chidi Okafor']);
    expect(
      within(screen.getByLabelText('Month'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Months',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);

    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(names()).toEqual([]);
  });

  it('moves between pages with Previous, the numbers and Next, keeping the page buttons when filters empty a page', async () => {
    const pages: Record<string, PaymentRecord[]> = {
      '1': [payment(), bola, chidi, dayo, payment({ id: 8, name: 'Efe Udo' })],
      '2': [payment({ id: 7, name: 'Funke Ola', date: 'Mon, 2 Feb 2026, 10:00 AM' })],
    };
    stubApi({
      'GET /api/payments': ({ query }) =>
        listOf(pages[query.get('page')!]!, Number(query.get('page')), 6),
    });
    const user = userEvent.setup();
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });
    await screen.findByRole('table');
    const nav = screen.getByRole('navigation', { name: 'Payments pages' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    const stillThere = screen.getByRole('navigation', { name: 'Payments pages' });
    await user.click(within(stillThere).getByRole('button', { name: /Next/ }));

    expect(await screen.findByRole('rowheader', { name: 'Funke Ola' })).toBeInTheDocument();
    const lastNav = screen.getByRole('navigation', { name: 'Payments pages' });
    expect(within(lastNav).getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(within(lastNav).getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('shows what was refunded, and marks the refunds still owed', async () => {
    stubApi({
      'GET /api/payments': () =>
        listOf([
          payment({
            status: 'partially_refunded',
            refunded_amount: 131_250,
            refund: { amount: 131_250, status: 'succeeded' },
          }),
          payment({ id: 11, name: 'Bola Ade', refund: { amount: 87_500, status: 'pending' } }),
          payment({ id: 10, name: 'Chidi Okafor', refund: { amount: 70_000, status: 'manual' } }),
        ]),
    });
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });

    const ada = within(await rowOf('Ada Obi'));
    expect(ada.getByText('Refunded ₦131,250')).toBeInTheDocument();
    expect(ada.getByText('Partly refunded')).toBeInTheDocument();
    expect(ada.queryByText('Refund pending')).not.toBeInTheDocument();
    const bola = within(await rowOf('Bola Ade'));
    expect(bola.getByText('Refund pending')).toBeInTheDocument();
    expect(bola.getByText('₦87,500')).toBeInTheDocument();
    const chidi = within(await rowOf('Chidi Okafor'));
    expect(chidi.getByText('Refund pending')).toBeInTheDocument();
    expect(chidi.getByText('₦70,000, by the desk')).toBeInTheDocument();
  });

  it('asks the server for the payments whose refund is still owed, from the first page', async () => {
    const queries: Record<string, string>[] = [];
    stubApi({
      'GET /api/payments': ({ query }) => {
        queries.push(Object.fromEntries(query));
        if (query.get('refund') === 'pending') return listOf([], 1, 0);
        return listOf(
          [payment(), bola, chidi, dayo, payment({ id: 8, name: 'Efe Udo' })],
          Number(query.get('page')),
          6,
        );
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });
    await screen.findByRole('table');
    const nav = screen.getByRole('navigation', { name: 'Payments pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.page).toBe('2'));

    await user.click(screen.getByRole('checkbox', { name: 'Pending refunds only' }));

    expect(await screen.findByText(NO_PENDING_REFUNDS)).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', per_page: '5', refund: 'pending' });

    await user.click(screen.getByRole('checkbox', { name: 'Pending refunds only' }));
    expect(await screen.findByRole('rowheader', { name: 'Ada Obi' })).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', per_page: '5' });
  });

  it('says "No results found." when there are no payments at all', async () => {
    stubApi({ 'GET /api/payments': () => listOf([]) });
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    let calls = 0;
    stubApi({
      'GET /api/payments': () => {
        calls += 1;
        return calls === 1 ? new Response(null, { status: 500 }) : listOf([payment()]);
      },
    });
    const user = userEvent.setup();
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payments');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Ada Obi' })).toBeInTheDocument();
  });

  it('downloads a receipt as receipt_{id}.pdf with the admin token', async () => {
    const fetchMock = stubApi({
      'GET /api/payments': () => listOf([payment()]),
      'GET /api/payments/12/receipt.pdf': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('receipt_12.pdf');
      expect(this.href).toBe('blob:receipt');
    });
    const user = userEvent.setup();
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });

    await user.click(await screen.findByRole('button', { name: /Download/ }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/payments/12/receipt.pdf');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when a receipt cannot be downloaded", async () => {
    stubApi({
      'GET /api/payments': () => listOf([payment()]),
      'GET /api/payments/12/receipt.pdf': () =>
        jsonResponse({ message: 'Payment not found.' }, 404),
    });
    const user = userEvent.setup();
    renderAsAdmin(<PaymentsPage />, { route: '/admin/Payments' });
    await user.click(await screen.findByRole('button', { name: /Download/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found.');
  });
});

describe('filterPayments', () => {
  it('matches the month as a three-letter word of the date, not inside another word', () => {
    const may = payment({ date: 'Tue, 5 May 2026, 10:00 AM' });
    expect(filterPayments([may], { search: '', status: 'all', month: 'May' })).toEqual([may]);
    expect(filterPayments([may], { search: '', status: 'all', month: 'Mar' })).toEqual([]);
    expect(filterPayments([may], { search: '  obi ', status: 'all', month: '' })).toEqual([may]);
  });
});
