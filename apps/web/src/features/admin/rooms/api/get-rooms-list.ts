import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RoomListResponseSchema, type RoomListResponse, type SortOrder } from '@aso/core/admin';
import type { RoomAvailability } from '@aso/core/constants';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ROOMS_KEY } from '../../../../lib/query-keys.ts';

/** One page of the units list as the admin asked for it (DESIGN §7: the server pages). */
export interface RoomsListQuery {
  page: number;
  perPage: number;
  /** Part of a room id (its number), any case; '' for none. */
  search: string;
  /** '' for every unit. */
  availability: RoomAvailability | '';
  sort: SortOrder;
}

/** `?page=1&per_page=4&q=m-1&availability=Available&sort=recent`, without the empty ones. */
export function roomsListSearchParams(query: RoomsListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('q', query.search);
  if (query.availability) params.set('availability', query.availability);
  params.set('sort', query.sort);
  return params;
}

/** `GET /api/roommanagement?…`: the units, searched, filtered, sorted and paged by the server. */
export function getRoomsList(
  query: RoomsListQuery,
  signal?: AbortSignal,
): Promise<RoomListResponse> {
  return apiRequest(`/roommanagement?${roomsListSearchParams(query)}`, RoomListResponseSchema, {
    signal,
  });
}

export const roomsListQueryOptions = (query: RoomsListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_ROOMS_KEY, 'list', query],
    queryFn: ({ signal }) => getRoomsList(query, signal),
  });

/** The page asked for; the previous page stays in view while the next one loads. */
export const useRoomsList = (query: RoomsListQuery) =>
  useQuery({ ...roomsListQueryOptions(query), placeholderData: keepPreviousData });
