import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  POLICY_SAVE_FAILED,
  PolicySavedResponseSchema,
  type PolicyChanges,
} from '@aso/core/policies';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { POLICIES_KEY } from './get-policies.ts';

/** A checked policy form, and the policy it changes (none: a new one). */
export interface PolicySave {
  id?: number;
  changes: PolicyChanges;
}

/** `POST /api/policies`, or `PUT /api/policies/{id}` for an existing one. */
export function savePolicy({ id, changes }: PolicySave) {
  return apiRequest(id ? `/policies/${id}` : '/policies', PolicySavedResponseSchema, {
    method: id ? 'PUT' : 'POST',
    body: changes,
  });
}

/** Saved: every policy list reloads (this one, the booking card's, the Policies page). */
export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY }),
  });
}

/** Spec §8 "Failed to save policy", with the server's reason when it refused (a 404). */
export function savePolicyErrorMessage(error: unknown): string {
  const reason =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.serverMessage
      : undefined;
  return reason ? `${POLICY_SAVE_FAILED}: ${reason}` : POLICY_SAVE_FAILED;
}
