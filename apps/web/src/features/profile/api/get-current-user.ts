import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@aso/core/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

/** `GET /api/user`: the logged-in account as the server sees it now. */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/user', UserSchema, { signal });
}

export const currentUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, userId, 'user'],
    queryFn: async ({ signal }) => {
      const user = await getCurrentUser(signal);
      // The stored copy may be days old (bookings count, affiliate, a changed email).
      setSessionUser(user);
      return user;
    },
    staleTime: 0,
  });

/** Refreshes the stored user when the profile opens; a 401 ends the session (api-client). */
export const useRefreshCurrentUser = (userId: number) => useQuery(currentUserQueryOptions(userId));
