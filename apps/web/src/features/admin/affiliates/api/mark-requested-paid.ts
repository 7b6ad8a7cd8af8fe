import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminPayoutResponseSchema } from '@aso/core/affiliates';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_AFFILIATES_KEY } from './get-admin-affiliates.ts';

export const MARK_REQUESTED_PAID_FAILED = 'Failed to mark requested payouts as paid';

/** `POST /api/affiliate/admin/mark-all-requested-paid`: every open payout request of one affiliate is paid. */
export function markRequestedPaid(affiliateId: number) {
  return apiRequest('/affiliate/admin/mark-all-requested-paid', AdminPayoutResponseSchema, {
    method: 'POST',
    body: { affiliate_id: affiliateId },
  });
}

/** Spec §4: after a payout the list reloads. */
export function useMarkRequestedPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRequestedPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_AFFILIATES_KEY }),
  });
}

/** Spec §8: the server's message, else "Failed to mark requested payouts as paid". */
export function markRequestedPaidErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || MARK_REQUESTED_PAID_FAILED;
}
