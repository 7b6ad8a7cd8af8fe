import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelFeedResponseSchema, type UnitChannelsResponse } from '@aso/core/channels';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { OCCUPANCY_KEY } from '../../calendar/api/get-occupancy.ts';
import { unitChannelsQueryOptions } from './get-unit-channels.ts';

export const SYNC_FAILED = 'Failed to sync the calendar';

/**
 * `POST /api/channel-feeds/{feedId}/sync`: fetches the feed now (a few seconds at most);
 * a feed that could not be read still answers 200, its `status` and `last_error` say so.
 */
export function syncChannelFeed(feedId: number) {
  return apiRequest(`/channel-feeds/${feedId}/sync`, ChannelFeedResponseSchema, {
    method: 'POST',
  });
}

/**
 * The feed's row shows its new state at once; its blocks may have changed, so the
 * conflicts, the occupancy grid and the public rooms reload.
 */
export function useSyncChannelFeed(roomId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = unitChannelsQueryOptions(roomId);
  return useMutation({
    mutationFn: syncChannelFeed,
    onSuccess: ({ feed }) => {
      queryClient.setQueryData<UnitChannelsResponse>(queryKey, (current) =>
        current
          ? { ...current, feeds: current.feeds.map((row) => (row.id === feed.id ? feed : row)) }
          : current,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['rooms'] }),
      ]);
    },
  });
}

/** The server's reason when it refused, else a line of our own. */
export function syncErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || SYNC_FAILED;
}
