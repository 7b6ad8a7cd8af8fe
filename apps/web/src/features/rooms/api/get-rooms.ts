import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoomTypeListResponseSchema, type RoomType } from '@aso/core/rooms';
import { apiRequest } from '../../../lib/api-client.ts';
import { ROOMS_KEY } from '../../../lib/query-keys.ts';

/** `GET /api/rooms`: every room type the public can book. */
export async function getRooms(signal?: AbortSignal): Promise<RoomType[]> {
  const { rooms } = await apiRequest('/rooms', RoomTypeListResponseSchema, { signal });
  return rooms;
}

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: ROOMS_KEY,
    queryFn: ({ signal }) => getRooms(signal),
  });

export const useRooms = () => useQuery(roomsQueryOptions());
