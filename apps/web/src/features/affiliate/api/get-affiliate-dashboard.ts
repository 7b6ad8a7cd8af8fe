import { queryOptions, useQuery } from '@tanstack/react-query';
import { AffiliateDashboardSchema, type AffiliateDashboard } from '@aso/core/affiliates';
import { ApiError, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '../../../lib/api-client.ts';
import { takeDashboardRequest } from './dashboard-early-request.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

export const DASHBOARD_LOAD_FAILED = 'Error loading dashboard';
/**
 * `GET /api/affiliate/dashboard`: the logged-in affiliate's code, totals, bookings and stats.
 * Takes the answer of the request the route started with its code (dashboard-early-request)
 * when there is one, checked here as any other.
 */
export async function getAffiliateDashboard(signal?: AbortSignal): Promise<AffiliateDashboard> {
  const early = takeDashboardRequest();
  if (!early) return apiRequest('/affiliate/dashboard', AffiliateDashboardSchema, { signal });
  const parsed = AffiliateDashboardSchema.safeParse(await early);
  if (!parsed.success) throw new ApiError(200, UNEXPECTED_RESPONSE_MESSAGE);
  return parsed.data;
}

export const affiliateDashboardKey = (userId: number) =>
  [...SESSION_QUERY_KEY, userId, 'affiliate-dashboard'] as const;

export const affiliateDashboardQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: affiliateDashboardKey(userId),
    queryFn: ({ signal }) => getAffiliateDashboard(signal),
    // Commissions move with every confirmed or cancelled booking.
    staleTime: 0,
  });

export const useAffiliateDashboard = (userId: number) =>
  useQuery(affiliateDashboardQueryOptions(userId));

/** Spec §8: the server's message, else "Error loading dashboard". */
export function dashboardErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || DASHBOARD_LOAD_FAILED;
}
