import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PromoteResponseSchema } from '@aso/core/admin-users';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_USERS_KEY } from './get-users.ts';

/** `POST /api/users/{id}/promote` with `role=admin` (spec §7; super_admin only). */
export function promoteUser(id: number) {
  return apiRequest(`/users/${id}/promote`, PromoteResponseSchema, {
    method: 'POST',
    body: { role: 'admin' },
  });
}

/** The lists and the user's profile reload with the new role. */
export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
