import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOrder } from '@aso/core/admin';
import {
  AdminRoomTypeListResponseSchema,
  type AdminRoomTypeListResponse,
} from '@aso/core/room-types';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ROOM_TYPES_KEY } from '../../../../lib/query-keys.ts';

/** One page of the room types as the admin asked for it (DESIGN §7: the server pages). */
export interface RoomTypesListQuery {
  page: number;
  perPage: number;
  /** Part of a title, any case; '' for none. */
  search: string;
  sort: SortOrder;
}

/** `?page=1&per_page=4&q=studio&sort=recent`, without an empty search. */
export function roomTypesSearchParams(query: RoomTypesListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('q', query.search);
  params.set('sort', query.sort);
  return params;
}

/** `GET /api/room-types?…`: "All Room Types", searched, sorted and paged by the server. */
export function getRoomTypes(
  query: RoomTypesListQuery,
  signal?: AbortSignal,
): Promise<AdminRoomTypeListResponse> {
  return apiRequest(
    `/room-types?${roomTypesSearchParams(query)}`,
    AdminRoomTypeListResponseSchema,
    {
      signal,
    },
  );
}

export const roomTypesQueryOptions = (query: RoomTypesListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_ROOM_TYPES_KEY, 'list', query],
    queryFn: ({ signal }) => getRoomTypes(query, signal),
  });

/** The page asked for; the previous page stays in view while the next one loads. */
export const useRoomTypes = (query: RoomTypesListQuery) =>
  useQuery({ ...roomTypesQueryOptions(query), placeholderData: keepPreviousData });
