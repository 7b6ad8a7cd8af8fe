import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminUserProfileResponseSchema,
  type AdminUserProfileResponse,
} from '@aso/core/admin-users';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_USERS_KEY } from './get-users.ts';

/** `GET /api/users/{id}`: one user's details and booking history. */
export function getUserProfile(
  id: number,
  signal?: AbortSignal,
): Promise<AdminUserProfileResponse> {
  return apiRequest(`/users/${id}`, AdminUserProfileResponseSchema, { signal });
}

export const userProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'profile', id],
    queryFn: ({ signal }) => getUserProfile(id, signal),
  });

/** One user; `null` (an id that cannot exist) fetches nothing. */
export function useUserProfile(id: number | null) {
  return useQuery({ ...userProfileQueryOptions(id ?? 0), enabled: id !== null });
}
