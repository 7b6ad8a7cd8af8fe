import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelFeedResponseSchema, type UnitChannelsResponse } from '@aso/core/channels';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { OCCUPANCY_KEY, ROOMS_KEY } from '../../../../lib/query-keys.ts';
import { unitChannelsQueryOptions } from './get-unit-channels.ts';

export const SYNC_FAILED = 'Failed to sync the calendar';

/** Every Sync now carries this key, so each view of a feed (its row, its card) sees it run. */
const SYNC_KEY = ['admin', 'channel-feed-sync'] as const;

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
    mutationKey: SYNC_KEY,
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
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
      ]);
    },
  });
}

/** A Sync now of this feed is running, whichever of its buttons started it. */
export function useFeedSyncing(feedId: number): boolean {
  const running = useIsMutating({
    mutationKey: SYNC_KEY,
    predicate: (mutation) => mutation.state.variables === feedId,
  });
  return running > 0;
}

/** The server's reason when it refused, else a line of our own. */
export function syncErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || SYNC_FAILED;
}
