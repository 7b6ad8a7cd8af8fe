import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { MessageResponseSchema } from '@aso/core/auth';
import { affiliateDashboardKey } from './get-affiliate-dashboard.ts';

export const PAYOUT_REQUEST_FAILED = 'Failed to request payout.';

/**
 * `POST /api/affiliate/request-payout`: asks for `amountNaira` of the pending commission.
 */
export async function requestPayout(amountNaira: number) {
  return apiRequest('/affiliate/request-payout', MessageResponseSchema, {
    method: 'POST',
    body: { amount: amountNaira },
  });
}

/** A request changes the requested total and what may still be asked for. */
export function useRequestPayout(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateDashboardKey(userId) }),
  });
}

/** Spec §8: the server's `error`, then its `message`, else "Failed to request payout.". */
export function payoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PAYOUT_REQUEST_FAILED;
  const body = error.body;
  const bodyError =
    typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (typeof bodyError === 'string' && bodyError) return bodyError;
  return error.serverMessage || PAYOUT_REQUEST_FAILED;
}
