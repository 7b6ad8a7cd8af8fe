import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../../lib/api-client.ts';
import { makeAffiliateTotals } from '../../../test/affiliates.ts';
import { renderRoutes, sentBody, stubApi } from '../../../test/render.tsx';
import { PayoutRequestForm } from './payout-request-form.tsx';

// The check's module is loaded with the first check; here its download fails.
vi.mock('./payout-validation.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const affiliate = makeAffiliateTotals();

describe('PayoutRequestForm when its check cannot be loaded', () => {
  it('says so at the amount and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderRoutes(
      [{ path: '/', element: <PayoutRequestForm userId={1} affiliate={affiliate} /> }],
      '/',
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Amount (₦)' });

    await user.type(input, '20000');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));

    await vi.waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(NETWORK_MESSAGE)),
    );
    expect(sentBody(fetchMock, 'POST', '/api/affiliate/request-payout')).toBeUndefined();
  });
});
