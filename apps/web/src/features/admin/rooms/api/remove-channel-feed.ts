import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@aso/core/auth';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { OCCUPANCY_KEY, ROOMS_KEY } from '../../../../lib/query-keys.ts';
import { unitChannelsQueryOptions } from './get-unit-channels.ts';

export const REMOVE_FEED_FAILED = 'Failed to remove the calendar';

/** `DELETE /api/channel-feeds/{feedId}`: the feed and the nights it blocked go. */
export function removeChannelFeed(feedId: number) {
  return apiRequest(`/channel-feeds/${feedId}`, MessageResponseSchema, { method: 'DELETE' });
}

/**
 * Released nights: the unit's feeds and conflicts, the occupancy grid and the public
 * rooms (`['rooms', …]`: counts and calendars) reload.
 */
export function useRemoveChannelFeed(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChannelFeed,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitChannelsQueryOptions(roomId).queryKey }),
        queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
      ]),
  });
}

/** The server's reason when it refused (a 404), else a line of our own. */
export function removeFeedErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || REMOVE_FEED_FAILED;
}
