import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import {
  ADMIN_ROOMS_KEY,
  CATALOGUE_KEY,
  OCCUPANCY_KEY,
  ROOMS_KEY,
} from '../../../../lib/query-keys.ts';

export const ROOM_DELETED = 'Room deleted successfully.';
export const ROOM_DELETE_FAILED = 'Failed to delete room';

const DeleteRoomResponseSchema = z.object({ message: z.string() });

/**
 * `DELETE /api/rooms/{id}`: the unit leaves sale; its past bookings stay readable. The
 * server refuses (409, with its reason) while the unit has a current or future booking.
 */
export function deleteRoom(id: number) {
  return apiRequest(`/rooms/${id}`, DeleteRoomResponseSchema, { method: 'DELETE' });
}

/**
 * One unit fewer: the admin lists and the occupancy grid reload, and so do the public
 * rooms and the home page's unit count.
 */
export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOMS_KEY }),
        queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      ]),
  });
}

/** Spec §8: the server's reason (a 409 says why), else "Failed to delete room". */
export function deleteRoomErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || ROOM_DELETE_FAILED;
}
