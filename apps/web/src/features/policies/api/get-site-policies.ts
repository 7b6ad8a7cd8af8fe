import { queryOptions, useQuery } from '@tanstack/react-query';
import { PolicyListResponseSchema, type Policy } from '@aso/core/policies';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/policies?placement=site_wide`: the policies of the public Policies page. */
export async function getSitePolicies(signal?: AbortSignal): Promise<Policy[]> {
  const { policies } = await apiRequest('/policies?placement=site_wide', PolicyListResponseSchema, {
    signal,
  });
  return policies;
}

// Under ['policies'], so a change in the back office reloads it.
export const sitePoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['policies', 'site_wide'],
    queryFn: ({ signal }) => getSitePolicies(signal),
    staleTime: 5 * 60_000,
  });

export const useSitePolicies = () => useQuery(sitePoliciesQueryOptions());
