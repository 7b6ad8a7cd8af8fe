import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoomTypeListResponseSchema } from '@aso/core/rooms';
import type { StayDates } from '@aso/core/stay-search';
import { apiRequest } from '../../../lib/api-client.ts';
import { ROOMS_KEY } from '../../../lib/query-keys.ts';

/** Per room type id, for the nights asked about: its free units and the stay's price (naira). */
export interface RoomAvailability {
  freeUnits: ReadonlyMap<number, number>;
  stayTotals: ReadonlyMap<number, number>;
}

/**
 * `GET /api/rooms?start_date=&end_date=`: every room type with the number of its units
 * free for all of the nights and what those nights cost by the house's calendar (the room
 * list itself comes from `GET /api/rooms`).
 */
export async function getRoomAvailability(
  stay: StayDates,
  signal?: AbortSignal,
): Promise<RoomAvailability> {
  const query = new URLSearchParams({ start_date: stay.start_date, end_date: stay.end_date });
  const { rooms } = await apiRequest(`/rooms?${query}`, RoomTypeListResponseSchema, { signal });
  return {
    freeUnits: new Map(
      rooms.map((room) => [room.id, room.is_available ? room.available_count : 0]),
    ),
    stayTotals: new Map(
      rooms.flatMap((room) => (room.stay_total === undefined ? [] : [[room.id, room.stay_total]])),
    ),
  };
}

export const roomAvailabilityQueryOptions = (stay: StayDates) =>
  queryOptions({
    // Under ['rooms']: whatever refreshes the room list refreshes these counts too.
    queryKey: [...ROOMS_KEY, 'availability', stay.start_date, stay.end_date],
    queryFn: ({ signal }) => getRoomAvailability(stay, signal),
    // Other guests book all the time: a half-minute-old answer is the oldest worth showing.
    staleTime: 30_000,
  });

const NO_STAY: StayDates = { start_date: '', end_date: '' };

/** The free units of every type for `stay`; null asks nothing. */
export function useRoomAvailability(stay: StayDates | null) {
  return useQuery({ ...roomAvailabilityQueryOptions(stay ?? NO_STAY), enabled: stay !== null });
}
