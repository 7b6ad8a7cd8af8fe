import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminPayoutResponseSchema } from '@aso/core/affiliates';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_AFFILIATES_KEY } from './get-admin-affiliates.ts';

export const PAY_AFFILIATE_FAILED = 'Failed to pay affiliate';

export interface AffiliatePayment {
  affiliate_id: number;
  /** In naira, above zero with at most two decimals. */
  amount: number;
}

/**
 * `POST /api/affiliate/admin/pay`: records a bank transfer already made to the affiliate,
 * in part or in full of what is owed (422 with the reason when it is more).
 */
export function payAffiliate(payment: AffiliatePayment) {
  return apiRequest('/affiliate/admin/pay', AdminPayoutResponseSchema, {
    method: 'POST',
    body: payment,
  });
}

/** Spec §4: after a payout the list reloads. */
export function usePayAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_AFFILIATES_KEY }),
  });
}

/** Spec §8: the server's message, else "Failed to pay affiliate". */
export function payAffiliateErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || PAY_AFFILIATE_FAILED;
}
