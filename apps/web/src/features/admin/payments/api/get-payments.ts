import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentListResponseSchema, type PaymentListResponse } from '@aso/core/admin-payments';
import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_PAYMENTS_KEY } from '../../../../lib/query-keys.ts';

export const PAYMENTS_LOAD_FAILED = 'Failed to load payments';

/**
 * `GET /api/payments?page={n}&per_page=5` (spec §7): one page, newest first; with
 * `pendingRefunds`, only the payments whose refund is still owed (`&refund=pending`).
 */
export function getPayments(
  page: number,
  pendingRefunds = false,
  signal?: AbortSignal,
): Promise<PaymentListResponse> {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(ADMIN_PAGE_SIZE.payments),
    ...(pendingRefunds ? { refund: 'pending' } : {}),
  });
  return apiRequest(`/payments?${query}`, PaymentListResponseSchema, { signal });
}

export const paymentsQueryOptions = (page: number, pendingRefunds = false) =>
  queryOptions({
    queryKey: [...ADMIN_PAYMENTS_KEY, 'list', { page, pendingRefunds }],
    queryFn: ({ signal }) => getPayments(page, pendingRefunds, signal),
    // Payments settle all day: read fresh on each visit.
    staleTime: 0,
  });

/** The page asked for; the previous page stays in view while the next one loads. */
export const usePayments = (page: number, pendingRefunds = false) =>
  useQuery({ ...paymentsQueryOptions(page, pendingRefunds), placeholderData: keepPreviousData });

/** The server's message, else "Failed to load payments". */
export function paymentsLoadErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || PAYMENTS_LOAD_FAILED;
}
