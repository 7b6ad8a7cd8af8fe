import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelFeedResponseSchema, type AddChannelFeed } from '@aso/core/channels';
import { apiRequest } from '../../../../lib/api-client.ts';
import { unitChannelsQueryOptions } from './get-unit-channels.ts';

export const ADD_FEED_FAILED = 'Failed to add the calendar';

/**
 * `POST /api/rooms/{id}/channel-feeds`: 201 with the new feed, 422 for a bad URL, 409
 * when the unit already imports it.
 */
export function addChannelFeed(roomId: number, feed: AddChannelFeed) {
  return apiRequest(`/rooms/${roomId}/channel-feeds`, ChannelFeedResponseSchema, {
    method: 'POST',
    body: feed,
  });
}

/** The unit's feeds reload with the new one in them. */
export function useAddChannelFeed(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: AddChannelFeed) => addChannelFeed(roomId, feed),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: unitChannelsQueryOptions(roomId).queryKey }),
  });
}
