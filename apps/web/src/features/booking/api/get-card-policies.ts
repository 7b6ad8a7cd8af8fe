import { queryOptions, useQuery } from '@tanstack/react-query';
import { PolicyListResponseSchema, type Policy } from '@aso/core/policies';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/policies?placement=information_card`: the house policies of the booking card. */
export async function getCardPolicies(signal?: AbortSignal): Promise<Policy[]> {
  const { policies } = await apiRequest(
    '/policies?placement=information_card',
    PolicyListResponseSchema,
    { signal },
  );
  return policies;
}

export const cardPoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['policies', 'information_card'],
    queryFn: ({ signal }) => getCardPolicies(signal),
    staleTime: 5 * 60_000,
  });

/** Loaded when the View Policies modal first opens. */
export const useCardPolicies = (enabled: boolean) =>
  useQuery({ ...cardPoliciesQueryOptions(), enabled });
