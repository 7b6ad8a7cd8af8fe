import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROMO_CODE_TAKEN, type PromoCode } from '@aso/core/promo-codes';
import { makeAdminRoomType } from '../../../test/room-types.ts';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { PromoCodesPage } from './promo-codes-page.tsx';

const studio = makeAdminRoomType({ id: 3, title: 'Garden Studio' });
const suite = makeAdminRoomType({ id: 5, title: 'Family Suite' });

function makePromo(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: 1,
    code: 'HARMATTAN10',
    percent_off: 10,
    amount_off: null,
    stays_from: '2027-01-05',
    stays_to: '2027-02-28',
    valid_until: '2027-02-15',
    min_nights: 2,
    max_uses: 50,
    room_type_ids: [],
    active: true,
    uses: 3,
    ...overrides,
  };
}

const fixed = makePromo({
  id: 2,
  code: 'SUITE5K',
  percent_off: null,
  amount_off: 5000,
  max_uses: null,
  room_type_ids: [3, 5],
  active: false,
  uses: 0,
});

/** A stubbed server whose list reflects what was created or updated. */
function promoServer(initial: PromoCode[] = [makePromo(), fixed]) {
  let promos = [...initial];
  const saved = (id: number, body: unknown) => {
    const promo_code = { ...(body as PromoCode), id, uses: 0 };
    promos = promos.some((promo) => promo.id === id)
      ? promos.map((promo) => (promo.id === id ? { ...promo_code, uses: promo.uses } : promo))
      : [...promos, promo_code];
    return promo_code;
  };
  return stubApi({
    'GET /api/room-types': () => jsonResponse({ room_types: [studio, suite] }),
    'GET /api/promo-codes': () => jsonResponse({ promo_codes: promos }),
    'POST /api/promo-codes': ({ body }) =>
      jsonResponse(
        { message: 'Promo code created successfully.', promo_code: saved(9, body) },
        201,
      ),
    'PUT /api/promo-codes/1': ({ body }) =>
      jsonResponse({ message: 'Promo code updated successfully.', promo_code: saved(1, body) }),
    'PUT /api/promo-codes/2': ({ body }) =>
      jsonResponse({ message: 'Promo code updated successfully.', promo_code: saved(2, body) }),
  });
}

const openPromoCodes = () => renderAsAdmin(<PromoCodesPage />, { route: '/admin/promo-codes' });
const putCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('PromoCodesPage', () => {
  it('lists the codes with their discount, dates, uses and room types', async () => {
    promoServer();
    openPromoCodes();

    expect(screen.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Code',
      'Discount',
      'Stays',
      'Valid until',
      'Min nights',
      'Uses',
      'Room types',
      'Actions',
    ]);
    const [, percent, amount] = within(table).getAllByRole('row');
    expect(within(percent!).getByRole('rowheader')).toHaveTextContent('HARMATTAN10Active');
    expect(percent).toHaveTextContent('10% off');
    expect(percent).toHaveTextContent('5 Jan 2027 – 28 Feb 2027');
    expect(percent).toHaveTextContent('15 Feb 2027');
    expect(percent).toHaveTextContent('3 / 50');
    expect(percent).toHaveTextContent('All room types');
    expect(within(amount!).getByRole('rowheader')).toHaveTextContent('SUITE5KInactive');
    expect(amount).toHaveTextContent('₦5,000 off');
    expect(amount).toHaveTextContent('0 / no limit');
    expect(await within(amount!).findByText('Garden Studio, Family Suite')).toBeInTheDocument();
    expect(within(amount!).getByRole('button', { name: 'Activate SUITE5K' })).toBeInTheDocument();
    expect(screen.getByText('2 promo codes')).toBeInTheDocument();
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    promoServer([]);
    const { unmount } = openPromoCodes();
    expect(await screen.findByText('No promo codes yet.')).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/promo-codes': () => jsonResponse({ message: 'Server Error' }, 500) });
    openPromoCodes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the promo codes');
  });

  it('creates a code for two room types, the amount in naira', async () => {
    const fetchMock = promoServer([]);
    const user = userEvent.setup();
    openPromoCodes();
    await screen.findByText('No promo codes yet.');

    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    expect(within(dialog).getByLabelText('Code')).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Active/)).toBeChecked();
    await user.type(within(dialog).getByLabelText('Code'), 'easter25');
    await user.type(within(dialog).getByLabelText('Amount off (₦)'), '2500.50');
    await user.type(within(dialog).getByLabelText('Stays from'), '2027-03-20');
    await user.type(within(dialog).getByLabelText('Stays to'), '2027-04-10');
    await user.type(within(dialog).getByLabelText('Valid until'), '2027-04-01');
    await user.clear(within(dialog).getByLabelText('Minimum stay (nights)'));
    await user.type(within(dialog).getByLabelText('Minimum stay (nights)'), '3');
    await user.type(within(dialog).getByLabelText('Maximum uses'), '20');
    await user.click(within(dialog).getByLabelText('Family Suite'));
    await user.click(within(dialog).getByLabelText('Garden Studio'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Promo code created successfully.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/promo-codes')).toEqual({
      code: 'EASTER25',
      percent_off: null,
      amount_off: 2500.5,
      stays_from: '2027-03-20',
      stays_to: '2027-04-10',
      valid_until: '2027-04-01',
      min_nights: 3,
      max_uses: 20,
      room_type_ids: [3, 5],
      active: true,
    });
    expect(await screen.findByRole('rowheader', { name: /^EASTER25/ })).toBeInTheDocument();
  });

  it('asks for a percentage or an amount, not both, before sending', async () => {
    const fetchMock = promoServer([]);
    const user = userEvent.setup();
    openPromoCodes();
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'BOTH');
    await user.type(within(dialog).getByLabelText('Percent off (%)'), '10');
    await user.type(within(dialog).getByLabelText('Amount off (₦)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(within(dialog).getByLabelText('Percent off (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Give either a percentage off or an amount off, not both.'),
    );
    expect(within(dialog).getByText('The stays from field is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edits a code, and shows a taken code (409) and field errors (422) from the server', async () => {
    let answer = jsonResponse({ message: PROMO_CODE_TAKEN }, 409);
    const fetchMock = stubApi({
      'GET /api/room-types': () => jsonResponse({ room_types: [studio, suite] }),
      'GET /api/promo-codes': () => jsonResponse({ promo_codes: [makePromo()] }),
      'PUT /api/promo-codes/1': () => answer,
    });
    const user = userEvent.setup();
    openPromoCodes();
    await user.click(await screen.findByRole('button', { name: 'Edit HARMATTAN10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit promo code' });
    expect(within(dialog).getByLabelText('Code')).toHaveValue('HARMATTAN10');
    expect(within(dialog).getByLabelText('Percent off (%)')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Valid until')).toHaveValue('2027-02-15');
    expect(within(dialog).getByLabelText('Maximum uses')).toHaveValue('50');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'SUITE5K');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROMO_CODE_TAKEN);
    expect(sentBody(fetchMock, 'PUT', '/api/promo-codes/1')).toMatchObject({
      code: 'SUITE5K',
      percent_off: 10,
      amount_off: null,
      room_type_ids: [],
    });

    answer = jsonResponse(
      {
        message: 'The given data was invalid.',
        errors: { 'room_type_ids.0': ['Each room type must be a room type id.'] },
      },
      422,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('Each room type must be a room type id.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before deactivating, then sends the code back with active off', async () => {
    const fetchMock = promoServer();
    const user = userEvent.setup();
    openPromoCodes();

    await user.click(await screen.findByRole('button', { name: 'Deactivate HARMATTAN10' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate promo code' });
    expect(dialog).toHaveTextContent('Deactivate this code?');
    expect(dialog).toHaveTextContent('HARMATTAN10 (10% off)');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(putCalls(fetchMock)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('HARMATTAN10 is now inactive.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/promo-codes/1')).toEqual({
      code: 'HARMATTAN10',
      percent_off: 10,
      amount_off: null,
      stays_from: '2027-01-05',
      stays_to: '2027-02-28',
      valid_until: '2027-02-15',
      min_nights: 2,
      max_uses: 50,
      room_type_ids: [],
      active: false,
    });
    expect(await screen.findByRole('button', { name: 'Activate HARMATTAN10' })).toBeInTheDocument();
  });

  it('activates an inactive code at once', async () => {
    const fetchMock = promoServer();
    const user = userEvent.setup();
    openPromoCodes();

    await user.click(await screen.findByRole('button', { name: 'Activate SUITE5K' }));
    expect(await screen.findByText('SUITE5K is active again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/promo-codes/2')).toMatchObject({
      code: 'SUITE5K',
      amount_off: 5000,
      room_type_ids: [3, 5],
      active: true,
    });
  });
});
