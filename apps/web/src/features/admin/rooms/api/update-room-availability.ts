import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RoomAvailabilityResponseSchema, type RoomDetail } from '@aso/core/admin';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_ROOMS_KEY, OCCUPANCY_KEY, ROOMS_KEY } from '../../../../lib/query-keys.ts';
import { roomDetailsQueryOptions } from './get-room-details.ts';

export const AVAILABILITY_UPDATE_FAILED = 'Failed to update availability';

/** `PUT /api/rooms/{id}/availability`: takes a unit out of sale, or puts it back. */
export function updateRoomAvailability(id: number, isAvailable: boolean) {
  return apiRequest(`/rooms/${id}/availability`, RoomAvailabilityResponseSchema, {
    method: 'PUT',
    body: { is_available: isAvailable },
  });
}

/**
 * The unit's own page shows the new state at once; the admin lists, the occupancy grid
 * and the public rooms (`['rooms', …]`: counts and calendars) reload.
 */
export function useUpdateRoomAvailability(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAvailable: boolean) => updateRoomAvailability(id, isAvailable),
    onSuccess: ({ room }) => {
      queryClient.setQueryData<RoomDetail>(roomDetailsQueryOptions(id).queryKey, (current) =>
        current
          ? {
              ...current,
              is_available: room.is_available,
              // Occupied is worked out by the server; the refetch below brings it back.
              availability: room.is_available ? 'Available' : 'Unavailable',
            }
          : current,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOMS_KEY }),
        queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
      ]);
    },
  });
}
