import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OccupancyResponseSchema, type OccupancyResponse } from '@aso/core/admin';
import { apiRequest } from '../../../../lib/api-client.ts';
import { OCCUPANCY_KEY } from '../../../../lib/query-keys.ts';

export interface OccupancyWindow {
  /** The first column, `YYYY-MM-DD`. */
  from: string;
  days: number;
}

/** `GET /api/admin/occupancy?from=…&days=…`: every unit's active bookings in the window. */
export function getOccupancy(
  { from, days }: OccupancyWindow,
  signal?: AbortSignal,
): Promise<OccupancyResponse> {
  const query = new URLSearchParams({ from, days: String(days) });
  return apiRequest(`/admin/occupancy?${query}`, OccupancyResponseSchema, { signal });
}

export const occupancyQueryOptions = (window: OccupancyWindow) =>
  queryOptions({
    queryKey: [...OCCUPANCY_KEY, window.from, window.days],
    queryFn: ({ signal }) => getOccupancy(window, signal),
    // Bookings arrive all day: a grid older than half a minute is worth refreshing.
    staleTime: 30_000,
  });

/** The grid of one window; moving to the next keeps the last one on screen while it loads. */
export const useOccupancy = (window: OccupancyWindow) =>
  useQuery({ ...occupancyQueryOptions(window), placeholderData: keepPreviousData });
