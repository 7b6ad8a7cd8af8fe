import { queryOptions, useQuery } from '@tanstack/react-query';
import { PromoCodeListResponseSchema } from '@aso/core/promo-codes';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../../../lib/query-keys.ts';

/** Every promo code query starts with this key; a save reloads them. */
export const PROMO_CODES_KEY = [...ADMIN_QUERY_KEY, 'promo-codes'] as const;

/** `GET /api/promo-codes`: every code, with its uses so far. */
export async function getPromoCodes(signal?: AbortSignal) {
  const { promo_codes } = await apiRequest('/promo-codes', PromoCodeListResponseSchema, {
    signal,
  });
  return promo_codes;
}

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: [...PROMO_CODES_KEY, 'all'],
    queryFn: ({ signal }) => getPromoCodes(signal),
    staleTime: 0,
  });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
