import { queryOptions, useQuery } from '@tanstack/react-query';
import { HouseChargesResponseSchema } from '@aso/core/rates';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../../../lib/query-keys.ts';

export const HOUSE_CHARGES_KEY = [...ADMIN_QUERY_KEY, 'house-charges'] as const;

/** `GET /api/settings/charges`: the service charge and taxes every quote adds. */
export async function getHouseCharges(signal?: AbortSignal) {
  const { charges } = await apiRequest('/settings/charges', HouseChargesResponseSchema, {
    signal,
  });
  return charges;
}

export const houseChargesQueryOptions = () =>
  queryOptions({
    queryKey: HOUSE_CHARGES_KEY,
    queryFn: ({ signal }) => getHouseCharges(signal),
    staleTime: 0,
  });

export const useHouseCharges = () => useQuery(houseChargesQueryOptions());
