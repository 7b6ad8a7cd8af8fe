import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuspensionResponseSchema, type AdminUserProfileResponse } from '@aso/core/admin-users';
import { apiRequest } from '../../../../lib/api-client.ts';
import { userProfileQueryOptions } from './get-user-profile.ts';
import { ADMIN_USERS_KEY } from './get-users.ts';

export type SuspensionChange = 'suspend' | 'restore';

/** `POST /api/users/{id}/suspend` or `/restore`. */
export function changeSuspension(id: number, change: SuspensionChange) {
  return apiRequest(`/users/${id}/${change}`, SuspensionResponseSchema, { method: 'POST' });
}

/** The profile shows the new state at once; the lists reload. */
export function useChangeSuspension(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SuspensionChange) => changeSuspension(id, change),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<AdminUserProfileResponse>(
        userProfileQueryOptions(id).queryKey,
        (current) => (current ? { ...current, user } : current),
      );
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_KEY, 'list'] });
    },
  });
}
