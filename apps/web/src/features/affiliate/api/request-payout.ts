import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { loadAuthSchemas } from '../../auth/api/auth-schemas.ts';
import { affiliateDashboardKey } from './get-affiliate-dashboard.ts';

export const PAYOUT_REQUEST_FAILED = 'Failed to request payout.';

/**
 * `POST /api/affiliate/request-payout`: asks for `amountNaira` of the pending commission.
 * The answer's schema comes with the request, not with the dashboard.
 */
export async function requestPayout(amountNaira: number) {
  const { MessageResponseSchema } = await loadAuthSchemas();
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
