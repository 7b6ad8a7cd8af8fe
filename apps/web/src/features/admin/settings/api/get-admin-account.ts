import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@aso/core/auth';
import { apiRequest } from '../../../../lib/api-client.ts';
import { setSessionUser } from '../../../../lib/session.ts';
import { SESSION_QUERY_KEY } from '../../../../lib/query-keys.ts';

/** The admin's own account, as the server has it now. */
export const adminAccountKey = (userId: number) => [...SESSION_QUERY_KEY, userId, 'user'] as const;

/** `GET /api/user`; the stored copy is refreshed with it (the header's name, the photo). */
export async function getAdminAccount(signal?: AbortSignal): Promise<User> {
  const user = await apiRequest('/user', UserSchema, { signal });
  setSessionUser(user);
  return user;
}

export const adminAccountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminAccountKey(userId),
    queryFn: ({ signal }) => getAdminAccount(signal),
    staleTime: 0,
  });

export const useAdminAccount = (userId: number) => useQuery(adminAccountQueryOptions(userId));
