import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoomListResponseSchema, type RoomRow } from '@aso/core/admin';
import { apiRequest } from '../../../../lib/api-client.ts';

/** `GET /api/roommanagement` without `page`: every unit, for the manual booking's room select. */
export async function getBookableUnits(signal?: AbortSignal): Promise<RoomRow[]> {
  const { rooms } = await apiRequest('/roommanagement', RoomListResponseSchema, { signal });
  return rooms;
}

export const bookableUnitsQueryOptions = () =>
  queryOptions({
    // Under the rooms prefix, so an availability change refreshes the select as well.
    queryKey: ['admin', 'rooms', 'bookable-units'],
    queryFn: ({ signal }) => getBookableUnits(signal),
  });

/** Every unit; only loaded while a manual booking form is open. */
export const useBookableUnits = (enabled = true) =>
  useQuery({ ...bookableUnitsQueryOptions(), enabled });
