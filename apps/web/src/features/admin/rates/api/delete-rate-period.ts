import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@aso/core/auth';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { RATE_PERIODS_KEY } from './get-rate-periods.ts';

export const RATE_PERIOD_DELETE_FAILED = 'Failed to delete the rate period';

/** `DELETE /api/rate-periods/{id}`. */
export function deleteRatePeriod(id: number) {
  return apiRequest(`/rate-periods/${id}`, MessageResponseSchema, { method: 'DELETE' });
}

export function useDeleteRatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRatePeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RATE_PERIODS_KEY }),
  });
}

/** With the server's reason when it refused (a 404). */
export function deleteRatePeriodErrorMessage(error: unknown): string {
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.serverMessage
      : undefined;
  return reason ? `${RATE_PERIOD_DELETE_FAILED}: ${reason}` : RATE_PERIOD_DELETE_FAILED;
}
