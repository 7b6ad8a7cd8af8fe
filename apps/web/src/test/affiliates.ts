import type { AffiliateDashboard } from '@aso/core/affiliates';

/** The affiliate's part of `GET /api/affiliate/dashboard`, with overrides. */
export function makeAffiliateTotals(
  overrides: Partial<AffiliateDashboard['affiliate']> = {},
): AffiliateDashboard['affiliate'] {
  return {
    affiliate_code: 'ABCD2345',
    status: 'active',
    total_commission: 125000,
    pending_commission: 45000,
    paid_commission: 60000,
    requested_total: 20000,
    available_for_payout: 25000,
    payout_frequency: 'monthly',
    ...overrides,
  };
}
