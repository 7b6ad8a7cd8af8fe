import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOrder } from '@aso/core/admin';
import {
  UserListResponseSchema,
  type UserListResponse,
  type UserType,
} from '@aso/core/admin-users';
import { apiRequest } from '../../../../lib/api-client.ts';

/** Every admin query about users starts with this key (the list, a profile, the role). */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** One page of the users list as the admin asked for it (DESIGN §7: the server pages). */
export interface UsersListQuery {
  page: number;
  perPage: number;
  /** Part of a name or an email, any case; '' for none. */
  search: string;
  type: UserType;
  sort: SortOrder;
}

/** `?page=1&per_page=10&q=ada&type=new&sort=recent`, without the empty ones. */
export function usersListSearchParams(query: UsersListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('q', query.search);
  if (query.type !== 'all') params.set('type', query.type);
  params.set('sort', query.sort);
  return params;
}

/** `GET /api/users?…`: the users, searched, filtered, sorted and paged by the server. */
export function getUsers(query: UsersListQuery, signal?: AbortSignal): Promise<UserListResponse> {
  return apiRequest(`/users?${usersListSearchParams(query)}`, UserListResponseSchema, { signal });
}

export const usersListQueryOptions = (query: UsersListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
  });

/** The page asked for; the previous page stays in view while the next one loads. */
export const useUsersList = (query: UsersListQuery) =>
  useQuery({ ...usersListQueryOptions(query), placeholderData: keepPreviousData });
