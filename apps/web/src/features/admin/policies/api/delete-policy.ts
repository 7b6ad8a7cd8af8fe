import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@aso/core/auth';
import { POLICY_DELETE_FAILED } from '@aso/core/policies';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { POLICIES_KEY } from './get-policies.ts';

/** `DELETE /api/policies/{id}`. */
export function deletePolicy(id: number) {
  return apiRequest(`/policies/${id}`, MessageResponseSchema, { method: 'DELETE' });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY }),
  });
}

/** Spec §8 "Failed to delete policy", with the server's reason when it refused (a 404). */
export function deletePolicyErrorMessage(error: unknown): string {
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.serverMessage
      : undefined;
  return reason ? `${POLICY_DELETE_FAILED}: ${reason}` : POLICY_DELETE_FAILED;
}
