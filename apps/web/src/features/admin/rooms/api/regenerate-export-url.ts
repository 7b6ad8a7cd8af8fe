import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegenerateExportResponseSchema, type UnitChannelsResponse } from '@aso/core/channels';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { unitChannelsQueryOptions } from './get-unit-channels.ts';

export const REGENERATE_FAILED = 'Failed to make a new export link';

/** `POST /api/rooms/{id}/ical-token`: a new private link; the old one stops working. */
export function regenerateExportUrl(roomId: number) {
  return apiRequest(`/rooms/${roomId}/ical-token`, RegenerateExportResponseSchema, {
    method: 'POST',
  });
}

/** The new link shows at once; nothing else changes. */
export function useRegenerateExportUrl(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateExportUrl(roomId),
    onSuccess: ({ export_url }) =>
      queryClient.setQueryData<UnitChannelsResponse>(
        unitChannelsQueryOptions(roomId).queryKey,
        (current) => (current ? { ...current, export_url } : current),
      ),
  });
}

/** The server's reason when it refused, else a line of our own. */
export function regenerateErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || REGENERATE_FAILED;
}
