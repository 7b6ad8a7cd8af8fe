import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHARGES_UPDATED, type HouseChargesAnswer } from '@aso/core/rates';
import {
  jsonResponse,
  renderAsAdmin,
  sentBody,
  type ApiHandler,
} from '../../../../test/render.tsx';
import { AdminSettingsPage } from '../admin-settings-page.tsx';

const stored: HouseChargesAnswer = {
  vat_percent: 7.5,
  consumption_tax_percent: 5,
  service_charge_percent: 10,
  taxes_included: false,
};

const openSettings = (role: 'admin' | 'super_admin', api: Record<string, ApiHandler> = {}) =>
  renderAsAdmin(<AdminSettingsPage />, {
    route: '/admin/Settings',
    role,
    api: { 'GET /api/settings/charges': () => jsonResponse({ charges: stored }), ...api },
  });

const section = async () => within(await screen.findByRole('region', { name: 'House charges' }));

describe('House charges on the settings page', () => {
  it('shows an admin the charges read-only, without Save', async () => {
    openSettings('admin');
    const charges = await section();

    expect(await charges.findByLabelText('VAT (%)')).toHaveValue('7.5');
    expect(charges.getByLabelText('Consumption tax (%)')).toHaveValue('5');
    expect(charges.getByLabelText('Service charge (%)')).toHaveValue('10');
    for (const label of ['VAT (%)', 'Consumption tax (%)', 'Service charge (%)']) {
      expect(charges.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(charges.getByLabelText(/Prices already include VAT/)).toBeDisabled();
    expect(charges.getByLabelText(/Prices already include VAT/)).not.toBeChecked();
    expect(charges.getByText('Only a super admin can change the house charges.')).toBeVisible();
    expect(charges.queryByRole('button', { name: 'Save house charges' })).not.toBeInTheDocument();
  });

  it('lets a super admin change them, and sends the percentages as numbers', async () => {
    const { fetchMock } = openSettings('super_admin', {
      'PUT /api/settings/charges': ({ body }) =>
        jsonResponse({ message: CHARGES_UPDATED, charges: body }),
    });
    const user = userEvent.setup();
    const charges = await section();
    const vat = await charges.findByLabelText('VAT (%)');
    expect(vat).not.toHaveAttribute('readonly');
    expect(charges.queryByText('Only a super admin can change the house charges.')).toBeNull();

    await user.clear(vat);
    await user.type(vat, '7.25');
    await user.clear(charges.getByLabelText('Service charge (%)'));
    await user.type(charges.getByLabelText('Service charge (%)'), '0');
    await user.click(charges.getByLabelText(/Prices already include VAT/));
    await user.click(charges.getByRole('button', { name: 'Save house charges' }));

    expect(await charges.findByText(CHARGES_UPDATED)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/charges')).toEqual({
      vat_percent: 7.25,
      consumption_tax_percent: 5,
      service_charge_percent: 0,
      taxes_included: true,
    });
    expect(charges.getByLabelText('VAT (%)')).toHaveValue('7.25');
  });

  it('checks the percentages with the shared rules, and shows the server’s reasons', async () => {
    let answer = jsonResponse(
      {
        message: 'The given data was invalid.',
        errors: { service_charge_percent: ['The service charge must be between 0 and 90.'] },
      },
      422,
    );
    const { fetchMock } = openSettings('super_admin', {
      'PUT /api/settings/charges': () => answer,
    });
    const user = userEvent.setup();
    const charges = await section();
    const vat = await charges.findByLabelText('VAT (%)');

    await user.clear(vat);
    await user.type(vat, '95');
    await user.click(charges.getByRole('button', { name: 'Save house charges' }));
    expect(await charges.findByText('The VAT must be between 0 and 90.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(vat);
    await user.type(vat, '7.5');
    await user.click(charges.getByRole('button', { name: 'Save house charges' }));
    await charges.findByText('The service charge must be between 0 and 90.');
    expect(charges.getByLabelText('Service charge (%)')).toHaveAccessibleDescription(
      'The service charge must be between 0 and 90.',
    );

    answer = jsonResponse({ message: 'Only a super admin can do this.' }, 403);
    await user.click(charges.getByRole('button', { name: 'Save house charges' }));
    expect(await charges.findByRole('alert')).toHaveTextContent('Only a super admin can do this.');
  });

  it('says so when the charges cannot be loaded', async () => {
    openSettings('admin', {
      'GET /api/settings/charges': () => jsonResponse({ message: 'Server Error' }, 500),
    });
    const charges = await section();
    expect(await charges.findByRole('alert')).toHaveTextContent(
      'We could not load the house charges just now.',
    );
  });
});
