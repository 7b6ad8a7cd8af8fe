import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@aso/core/config';
import { apiRequest } from './api-client.ts';

/**
 * `GET /api/config`: the public keys of this deployment (Google sign-in, maps), read at run
 * time.
 */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest('/config', PublicConfigSchema, { signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Fixed for the life of the server process.
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
