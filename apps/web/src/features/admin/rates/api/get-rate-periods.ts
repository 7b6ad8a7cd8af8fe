import { queryOptions, useQuery } from '@tanstack/react-query';
import { RatePeriodListResponseSchema, type RatePeriod } from '@aso/core/rates';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../../../lib/query-keys.ts';

/** Every rate period query starts with this key; a save or delete reloads them all. */
export const RATE_PERIODS_KEY = [...ADMIN_QUERY_KEY, 'rate-periods'] as const;

/** `GET /api/rate-periods?room_type_id=`: the room type's own periods and the all-types ones. */
export async function getRatePeriods(roomTypeId: number, signal?: AbortSignal) {
  const { rate_periods } = await apiRequest(
    `/rate-periods?room_type_id=${roomTypeId}`,
    RatePeriodListResponseSchema,
    { signal },
  );
  return rate_periods;
}

export const ratePeriodsQueryOptions = (roomTypeId: number) =>
  queryOptions<RatePeriod[]>({
    queryKey: [...RATE_PERIODS_KEY, roomTypeId],
    queryFn: ({ signal }) => getRatePeriods(roomTypeId, signal),
  });

/** Only once a room type is picked. */
export const useRatePeriods = (roomTypeId: number | null) =>
  useQuery({ ...ratePeriodsQueryOptions(roomTypeId ?? 0), enabled: roomTypeId !== null });
