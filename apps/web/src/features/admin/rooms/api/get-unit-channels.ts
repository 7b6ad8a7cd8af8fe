import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnitChannelsResponseSchema, type UnitChannelsResponse } from '@aso/core/channels';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ROOMS_KEY } from '../../../../lib/query-keys.ts';

/** `GET /api/rooms/{id}/channels`: the unit's export link, imported feeds and conflicts. */
export function getUnitChannels(id: number, signal?: AbortSignal): Promise<UnitChannelsResponse> {
  return apiRequest(`/rooms/${id}/channels`, UnitChannelsResponseSchema, { signal });
}

export const unitChannelsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_ROOMS_KEY, 'channels', id],
    queryFn: ({ signal }) => getUnitChannels(id, signal),
  });

/** The unit's channel sync; the section and the conflicts panel share one call. */
export const useUnitChannels = (id: number) => useQuery(unitChannelsQueryOptions(id));
