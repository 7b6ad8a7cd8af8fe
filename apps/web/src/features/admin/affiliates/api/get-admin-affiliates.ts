import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminAffiliateListResponseSchema,
  type AdminAffiliateListResponse,
} from '@aso/core/affiliates';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';

export const AFFILIATES_LOAD_FAILED = 'Failed to load affiliates';
/** The affiliates list reads twenty a page. */
export const AFFILIATES_PAGE_SIZE = 20;

/** Every admin query about affiliates starts with this key. */
export const ADMIN_AFFILIATES_KEY = ['admin', 'affiliates'] as const;

/** One page of the affiliates list as the admin asked for it (DESIGN §7: the server pages). */
export interface AdminAffiliatesQuery {
  page: number;
  /** Name, email or code; '' for none. */
  search: string;
}

/** `?page=2&per_page=20&q=ada`, without an empty search. */
export function adminAffiliatesSearchParams(query: AdminAffiliatesQuery): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    per_page: String(AFFILIATES_PAGE_SIZE),
  });
  if (query.search) params.set('q', query.search);
  return params;
}

/** `GET /api/affiliate/admin/all?…`: what each affiliate is owed, asked for and was paid. */
export function getAdminAffiliates(
  query: AdminAffiliatesQuery,
  signal?: AbortSignal,
): Promise<AdminAffiliateListResponse> {
  return apiRequest(
    `/affiliate/admin/all?${adminAffiliatesSearchParams(query)}`,
    AdminAffiliateListResponseSchema,
    { signal },
  );
}

export const adminAffiliatesQueryOptions = (query: AdminAffiliatesQuery) =>
  queryOptions({
    queryKey: [...ADMIN_AFFILIATES_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminAffiliates(query, signal),
    // Commissions and payout requests arrive all day: read fresh on each visit.
    staleTime: 0,
  });

export const useAdminAffiliates = (query: AdminAffiliatesQuery) =>
  useQuery({ ...adminAffiliatesQueryOptions(query), placeholderData: keepPreviousData });

/** Spec §8: the server's message, else "Failed to load affiliates". */
export function affiliatesLoadErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || AFFILIATES_LOAD_FAILED;
}
