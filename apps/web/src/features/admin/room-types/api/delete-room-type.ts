import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROOM_TYPE_DELETE_FAILED, RoomTypeDeletedResponseSchema } from '@aso/core/room-types';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { invalidateCatalogue } from './invalidate-catalogue.ts';

/**
 * `DELETE /api/room-types/{id}`: the type and its units leave sale; their bookings stay
 * readable. The server refuses (409, with its reason) while a booking holds one of them.
 */
export function deleteRoomType(id: number) {
  return apiRequest(`/room-types/${id}`, RoomTypeDeletedResponseSchema, { method: 'DELETE' });
}

export function useDeleteRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomType,
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

/** Spec §8: the server's reason (a 409 says why), else "Failed to delete room type". */
export function deleteRoomTypeErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || ROOM_TYPE_DELETE_FAILED;
}
