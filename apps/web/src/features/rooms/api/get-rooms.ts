import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoomTypeListResponseSchema, type RoomType } from '@aso/core/rooms';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/rooms`: every room type the public can book. */
export async function getRooms(signal?: AbortSignal): Promise<RoomType[]> {
  const { rooms } = await apiRequest('/rooms', RoomTypeListResponseSchema, { signal });
  return rooms;
}

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: ['rooms'],
    queryFn: ({ signal }) => getRooms(signal),
  });

export const useRooms = () => useQuery(roomsQueryOptions());
