import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { RoomTypeResponseSchema, type RoomType } from '@aso/core/rooms';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { ROOMS_KEY } from '../../../lib/query-keys.ts';
import { roomsQueryOptions } from './get-rooms.ts';

/**
 * `GET /api/rooms/{id}`: one room type, or `null` when there is none (the API's 404): a
 * missing room is an answer, not a failure, so the server can render "Room not found".
 */
export async function getRoom(id: number, signal?: AbortSignal): Promise<RoomType | null> {
  try {
    const { room } = await apiRequest(`/rooms/${id}`, RoomTypeResponseSchema, { signal });
    return room;
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return null;
    throw error;
  }
}

export const roomQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ROOMS_KEY, id],
    queryFn: ({ signal }) => getRoom(id, signal),
  });

/** One room type; `null` (an id that cannot exist) fetches nothing. */
export function useRoom(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...roomQueryOptions(id ?? 0),
    enabled: id !== null,
    // Coming from the list, show its copy at once while the fresh one loads.
    placeholderData: () =>
      queryClient.getQueryData(roomsQueryOptions().queryKey)?.find((room) => room.id === id),
  });
}
