import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ALL_REQUESTED_PAID,
  ENTER_VALID_AMOUNT,
  EXCEEDS_OWED,
  NOTHING_REQUESTED,
  PAYOUT_RECORDED,
  type AdminAffiliate,
} from '@aso/core/affiliates';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { AdminAffiliatesPage } from './affiliates-page.tsx';

const affiliate = (overrides: Partial<AdminAffiliate> = {}): AdminAffiliate => ({
  id: 3,
  affiliate_code: 'ASO7K2QX',
  user: { name: 'Tunde Bello', email: 'tunde@example.com' },
  full_name: 'Tunde Bello',
  phone_number: '+234 803 000 0001',
  owed: 25_000,
  requested_total: 12_500.5,
  total_paid: 40_000,
  bank_name: 'Zenith Bank',
  account_number: '0123456789',
  account_name: 'TUNDE BELLO',
  payout_frequency: 'monthly',
  status: 'approved',
  ...overrides,
});

const ngozi = affiliate({
  id: 4,
  affiliate_code: 'ASOM9PZR',
  user: { name: 'Ngozi Eze', email: 'ngozi@example.com' },
  full_name: 'Ngozi Eze',
  owed: 0,
  requested_total: 0,
  total_paid: 0,
  bank_name: 'Access Bank',
  account_number: '9876543210',
  account_name: null,
});

const page = (affiliates: AdminAffiliate[]) =>
  jsonResponse({
    affiliates,
    pagination: { current_page: 1, last_page: 1, per_page: 20, total: affiliates.length },
  });

type Handlers = Parameters<typeof stubApi>[0];

/** The list answers `lists` in turn (the last one again after that), plus `extra` routes. */
function stubAffiliatesApi(lists: AdminAffiliate[][], extra: Handlers = {}) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi({
    'GET /api/affiliate/admin/all': ({ query }) => {
      queries.push(query);
      return page(lists[Math.min(queries.length, lists.length) - 1]!);
    },
    ...extra,
  });
  return { fetchMock, queries };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

const postsTo = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => input === url && init?.method === 'POST');

describe('AdminAffiliatesPage', () => {
  it('lists each affiliate with code, naira amounts and bank details, twenty a page', async () => {
    const { queries } = stubAffiliatesApi([[affiliate(), ngozi]]);
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Affiliates',
    ]);
    expect(screen.getByText('Loading affiliates...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '20' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Affiliate',
      'Code',
      'Owed',
      'Requested',
      'Paid Total',
      'Bank / Account',
      'Actions',
    ]);
    const cells = within(await rowOf('Tunde Bello'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'ASO7K2QX',
      '₦25,000',
      '₦12,500.5',
      '₦40,000',
      'Zenith Bank0123456789TUNDE BELLO',
    ]);
    expect(screen.getByRole('rowheader', { name: /Tunde Bello/ })).toHaveTextContent(
      'tunde@example.com',
    );
    expect(screen.getByText('2 Total affiliates')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount to pay Tunde Bello')).toBeInTheDocument();
  });

  it('searches by name, email or code', async () => {
    const { queries } = stubAffiliatesApi([[affiliate(), ngozi]]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Search affiliates'), 'ngozi');

    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('ngozi'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-500'],
    ['not a number', 'abc'],
  ])('sends nothing and says nothing for an amount that is %s', async (_case, amount) => {
    const { fetchMock } = stubAffiliatesApi([[affiliate()]]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');

    if (amount) await user.type(within(row).getByLabelText('Amount to pay Tunde Bello'), amount);
    await user.click(within(row).getByRole('button', { name: 'Pay Tunde Bello' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(row).getByLabelText('Amount to pay Tunde Bello'),
    ).not.toHaveAccessibleDescription();
    expect(within(row).queryByText(ENTER_VALID_AMOUNT)).not.toBeInTheDocument();
    expect(postsTo(fetchMock, '/api/affiliate/admin/pay')).toEqual([]);
  });

  it('asks first, then records the payout, says so, clears the amount and reloads the list', async () => {
    const { fetchMock, queries } = stubAffiliatesApi(
      [[affiliate()], [affiliate({ owed: 15_000, total_paid: 50_000 })]],
      {
        'POST /api/affiliate/admin/pay': () =>
          jsonResponse({ message: PAYOUT_RECORDED, affiliate: affiliate({ owed: 15_000 }) }),
      },
    );
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');
    const amount = within(row).getByLabelText('Amount to pay Tunde Bello');

    await user.type(amount, '10000');
    await user.click(within(row).getByRole('button', { name: 'Pay Tunde Bello' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay affiliate' });
    expect(dialog).toHaveTextContent(
      'Record a payout of ₦10,000 to Tunde Bello (tunde@example.com, code ASO7K2QX) as paid?',
    );
    expect(postsTo(fetchMock, '/api/affiliate/admin/pay')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦10,000' }));

    expect(await screen.findByText(PAYOUT_RECORDED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/admin/pay')).toEqual({
      affiliate_id: 3,
      amount: 10000,
    });
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(await within(row).findByText('₦15,000')).toBeInTheDocument();
    expect(amount).toHaveValue('');
  });

  it('pays on Enter in the amount field, and a part payment keeps its decimals', async () => {
    const { fetchMock } = stubAffiliatesApi([[affiliate()]], {
      'POST /api/affiliate/admin/pay': () =>
        jsonResponse({ message: PAYOUT_RECORDED, affiliate: affiliate() }),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');

    await user.type(within(row).getByLabelText('Amount to pay Tunde Bello'), '2500.50{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Pay affiliate' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦2,500.5' }));

    expect(await screen.findByText(PAYOUT_RECORDED)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/admin/pay')).toEqual({
      affiliate_id: 3,
      amount: 2500.5,
    });
  });

  it('sends nothing when Cancel is chosen', async () => {
    const { fetchMock } = stubAffiliatesApi([[affiliate()]]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');

    await user.type(within(row).getByLabelText('Amount to pay Tunde Bello'), '5000');
    await user.click(within(row).getByRole('button', { name: 'Pay Tunde Bello' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(postsTo(fetchMock, '/api/affiliate/admin/pay')).toEqual([]);
  });

  it("shows the server's reason when it refuses a payout (422), and leaves the list as it was", async () => {
    const { queries } = stubAffiliatesApi([[affiliate()]], {
      'POST /api/affiliate/admin/pay': () => jsonResponse({ message: EXCEEDS_OWED }, 422),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');

    await user.type(within(row).getByLabelText('Amount to pay Tunde Bello'), '90000');
    await user.click(within(row).getByRole('button', { name: 'Pay Tunde Bello' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦90,000' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXCEEDS_OWED);
    expect(screen.queryByText(PAYOUT_RECORDED)).not.toBeInTheDocument();
    expect(queries).toHaveLength(1);
    expect(within(row).getByLabelText('Amount to pay Tunde Bello')).toHaveValue('90000');
  });

  it('says "Failed to pay affiliate" when the server gives no reason', async () => {
    stubAffiliatesApi([[affiliate()]], {
      'POST /api/affiliate/admin/pay': () => new Response('Bad gateway', { status: 502 }),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');

    await user.type(within(row).getByLabelText('Amount to pay Tunde Bello'), '1000');
    await user.click(within(row).getByRole('button', { name: 'Pay Tunde Bello' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦1,000' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to pay affiliate');
  });

  it('says what is wrong with an amount of more than two decimals, without sending it', async () => {
    const { fetchMock } = stubAffiliatesApi([[affiliate()]]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');
    const amount = within(row).getByLabelText('Amount to pay Tunde Bello');

    await user.type(amount, '10.125');
    await user.click(within(row).getByRole('button', { name: 'Pay Tunde Bello' }));

    expect(amount).toHaveAccessibleDescription('The amount may have at most two decimals.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(postsTo(fetchMock, '/api/affiliate/admin/pay')).toEqual([]);
  });

  it('marks every requested payout as paid after asking, and disables it when nothing is requested', async () => {
    const { fetchMock, queries } = stubAffiliatesApi(
      [
        [affiliate(), ngozi],
        [affiliate({ requested_total: 0 }), ngozi],
      ],
      {
        'POST /api/affiliate/admin/mark-all-requested-paid': () =>
          jsonResponse({ message: ALL_REQUESTED_PAID, affiliate: affiliate() }),
      },
    );
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const tunde = await rowOf('Tunde Bello');

    expect(
      within(await rowOf('Ngozi Eze')).getByRole('button', {
        name: 'Mark requested as paid for Ngozi Eze',
      }),
    ).toBeDisabled();
    // Nothing owed: nothing to pay either.
    expect(
      within(await rowOf('Ngozi Eze')).getByRole('button', { name: 'Pay Ngozi Eze' }),
    ).toBeDisabled();
    expect(within(tunde).getByRole('button', { name: 'Pay Tunde Bello' })).toBeEnabled();
    const markAll = within(tunde).getByRole('button', {
      name: 'Mark requested as paid for Tunde Bello',
    });
    await user.click(markAll);
    const dialog = await screen.findByRole('dialog', { name: 'Mark requested payouts as paid' });
    expect(dialog).toHaveTextContent('Mark the ₦12,500.5 requested by Tunde Bello');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    expect(await screen.findByText(ALL_REQUESTED_PAID)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/admin/mark-all-requested-paid')).toEqual({
      affiliate_id: 3,
    });
    await waitFor(() => expect(queries).toHaveLength(2));
    await waitFor(() => expect(markAll).toBeDisabled());
  });

  it("shows the server's reason, else a generic line, when marking fails", async () => {
    let answer = jsonResponse({ message: NOTHING_REQUESTED }, 422);
    stubAffiliatesApi([[affiliate()]], {
      'POST /api/affiliate/admin/mark-all-requested-paid': () => answer,
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    const row = await rowOf('Tunde Bello');

    await user.click(within(row).getByRole('button', { name: /Mark requested as paid/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOTHING_REQUESTED);

    answer = new Response(null, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to mark requested payouts as paid',
      ),
    );
  });

  it('says "No affiliates found." when there are none', async () => {
    stubAffiliatesApi([[]]);
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });

    expect(await screen.findByText('No affiliates found.')).toBeInTheDocument();
  });

  it('says "Failed to load affiliates", or the server\'s message, when the list fails', async () => {
    stubApi({ 'GET /api/affiliate/admin/all': () => new Response(null, { status: 500 }) });
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load affiliates');
  });

  it("shows the server's message when the list is refused", async () => {
    stubApi({
      'GET /api/affiliate/admin/all': () => jsonResponse({ message: 'Forbidden' }, 403),
    });
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('downloads the ledger as affiliate-ledger.csv with the admin token', async () => {
    const { fetchMock } = stubAffiliatesApi([[affiliate()]], {
      'GET /api/affiliate/admin/export.csv': () =>
        new Response('date,affiliate,amount\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:ledger');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('affiliate-ledger.csv');
      expect(this.href).toBe('blob:ledger');
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('date,affiliate,amount\n');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/affiliate/admin/export.csv');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer session-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the ledger cannot be downloaded', async () => {
    stubAffiliatesApi([[affiliate()]], {
      'GET /api/affiliate/admin/export.csv': () => new Response(null, { status: 500 }),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminAffiliatesPage />, { route: '/admin/affiliate' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download the affiliate ledger',
    );
  });
});
