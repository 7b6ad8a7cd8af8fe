import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { BookingStatusResponseSchema, type BookingStatusUpdateSchema } from '@aso/core/admin';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import {
  ADMIN_BOOKINGS_KEY,
  ADMIN_PAYMENTS_KEY,
  OCCUPANCY_KEY,
  ROOMS_KEY,
} from '../../../../lib/query-keys.ts';
import { adminBookingQueryOptions } from './get-admin-booking.ts';

export const STATUS_UPDATE_FAILED = 'Failed to update booking status';

/** The change sent: a status, and for a cancel how to refund (the server's default: by policy). */
export type StatusChange = z.input<typeof BookingStatusUpdateSchema>;

/**
 * `PUT /api/bookings/{id}/status`: any settable status to any other (spec §4); cancelling
 * a paid booking refunds by the policy, in full or not at all, as `refund` says.
 */
export function updateBookingStatus(id: number, update: StatusChange) {
  return apiRequest(`/bookings/${id}/status`, BookingStatusResponseSchema, {
    method: 'PUT',
    body: update,
  });
}

/**
 * A status change frees or takes a unit for the stay's nights, so the reservation lists,
 * the occupancy grid and the public availability all change with it.
 */
export function useUpdateBookingStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: StatusChange) => updateBookingStatus(id, update),
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(adminBookingQueryOptions(id).queryKey, booking);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY }),
        // A cancel with a refund changes the payment's row (refunded, refund pending).
        queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
      ]);
    },
  });
}

/**
 * The server's own words for a refusal it explains (409: the unit was taken meanwhile),
 * else the spec's line.
 */
export function statusErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.serverMessage ?? STATUS_UPDATE_FAILED;
  }
  return STATUS_UPDATE_FAILED;
}
