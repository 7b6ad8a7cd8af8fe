import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminRoomTypeListResponseSchema, type AdminRoomType } from '@aso/core/room-types';
import { apiRequest } from './api-client.ts';
import { ADMIN_ROOM_TYPES_KEY } from './query-keys.ts';

/*
 * Every room type, for the back office's pickers (the rates' room type, a promo code's
 * room types); under the room types' key, so a changed room type reloads them too.
 */

/** `GET /api/room-types` without `page`: the whole list, as the room types page reads it. */
export async function getRoomTypeChoices(signal?: AbortSignal): Promise<AdminRoomType[]> {
  const { room_types } = await apiRequest('/room-types', AdminRoomTypeListResponseSchema, {
    signal,
  });
  return room_types;
}

export const roomTypeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_ROOM_TYPES_KEY, 'choices'],
    queryFn: ({ signal }) => getRoomTypeChoices(signal),
  });

export const useRoomTypeChoices = () => useQuery(roomTypeChoicesQueryOptions());
