import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema } from '@aso/core/auth';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_USERS_KEY } from './get-users.ts';

/**
 * `GET /api/user`: the signed-in staff member as the server sees them now (spec §6: the
 * user management page fetches the current user's role; the stored copy may be stale).
 */
export async function getCurrentStaff(signal?: AbortSignal) {
  const user = await apiRequest('/user', UserSchema, { signal });
  return { id: user.id, role: user.role };
}

export const currentStaffQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'current-staff'],
    queryFn: ({ signal }) => getCurrentStaff(signal),
    staleTime: 0,
  });

export const useCurrentStaff = () => useQuery(currentStaffQueryOptions());
