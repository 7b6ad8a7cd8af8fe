import { queryOptions, useQuery } from '@tanstack/react-query';
import { PromoCheckResponseSchema, type PromoCheckResponse } from '@aso/core/promo-codes';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export interface PromoCheckRequest {
  code: string;
  room_type_id: number;
  start_date: string;
  end_date: string;
}

/** What the server says of a code for this stay: what it takes off, or why it cannot. */
export type PromoCheck =
  { status: 'applies'; answer: PromoCheckResponse } | { status: 'refused'; message: string };

/**
 * `GET /api/promo-codes/check`: 200 with the code's discount on this stay's room, 404
 * for a code the house does not know, 422 with why it cannot serve this stay. Any other
 * failure (no connection) is thrown, so the field says nothing about the code.
 */
export async function checkPromoCode(
  request: PromoCheckRequest,
  signal?: AbortSignal,
): Promise<PromoCheck> {
  const query = new URLSearchParams({
    code: request.code,
    room_type_id: String(request.room_type_id),
    start_date: request.start_date,
    end_date: request.end_date,
  });
  try {
    const answer = await apiRequest(`/promo-codes/check?${query}`, PromoCheckResponseSchema, {
      signal,
      token: null,
    });
    return { status: 'applies', answer };
  } catch (error) {
    if (error instanceof ApiError && (error.isNotFound || error.status === 422)) {
      return { status: 'refused', message: error.serverMessage ?? error.message };
    }
    throw error;
  }
}

export const promoCheckQueryOptions = (request: PromoCheckRequest) =>
  queryOptions({
    // Codes are matched ignoring case.
    queryKey: ['promo-codes', { ...request, code: request.code.toUpperCase() }],
    queryFn: ({ signal }) => checkPromoCode(request, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The check of an applied code against the chosen stay; null checks nothing. */
export const usePromoCheck = (request: PromoCheckRequest | null) =>
  useQuery({
    ...promoCheckQueryOptions(
      request ?? { code: '', room_type_id: 0, start_date: '', end_date: '' },
    ),
    enabled: request !== null,
  });
