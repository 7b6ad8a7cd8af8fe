import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoomDetailResponseSchema, type RoomDetail } from '@aso/core/admin';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ROOMS_KEY } from '../../../../lib/query-keys.ts';

/** `GET /api/rooms/{id}/details`: one unit with its room type's description and images. */
export async function getRoomDetails(id: number, signal?: AbortSignal): Promise<RoomDetail> {
  const { room } = await apiRequest(`/rooms/${id}/details`, RoomDetailResponseSchema, { signal });
  return room;
}

export const roomDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_ROOMS_KEY, 'detail', id],
    queryFn: ({ signal }) => getRoomDetails(id, signal),
  });

/** One unit; `null` (an id that cannot exist) fetches nothing. */
export function useRoomDetails(id: number | null) {
  return useQuery({ ...roomDetailsQueryOptions(id ?? 0), enabled: id !== null });
}
