import { queryOptions, useQuery } from '@tanstack/react-query';
import { PolicyListResponseSchema, type Policy } from '@aso/core/policies';
import { apiRequest } from '../../../../lib/api-client.ts';

/** Every policy query (the booking card's, the Policies page's, this list) starts with it. */
export const POLICIES_KEY = ['policies'] as const;

/** `GET /api/policies`: every policy, of every placement, in display order. */
export async function getPolicies(signal?: AbortSignal): Promise<Policy[]> {
  const { policies } = await apiRequest('/policies', PolicyListResponseSchema, { signal });
  return policies;
}

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: [...POLICIES_KEY, 'all'],
    queryFn: ({ signal }) => getPolicies(signal),
    staleTime: 0,
  });

export const usePolicies = () => useQuery(policiesQueryOptions());
