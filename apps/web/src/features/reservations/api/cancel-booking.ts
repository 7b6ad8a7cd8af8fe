import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelBookingResponseSchema } from '@aso/core/bookings';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { ROOMS_KEY, SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';
import {
  guestBookingQueryOptions,
  myBookingQueryOptions,
  type BookingReader,
} from './get-booking.ts';

export const CANCEL_FAILED = 'Your booking could not be cancelled just now. Please try again.';

/**
 * `POST /api/bookings/{id}/cancel`: its owner (the stored token) or a guest holding the
 * booking's access token cancels it; the refund follows the house policy. 409 when the
 * policy no longer allows it or it is already cancelled; 404 for anyone else.
 */
export function cancelBooking(id: number, access?: string) {
  const query = access ? `?${new URLSearchParams({ access })}` : '';
  return apiRequest(`/bookings/${id}/cancel${query}`, CancelBookingResponseSchema, {
    method: 'POST',
    body: {},
  });
}

/**
 * The cancelled booking replaces the one on the page; the owner's reservation list and
 * the public availability (the unit is free again) are read afresh.
 */
export function useCancelBooking(reader: BookingReader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelBooking(id, 'access' in reader ? reader.access : undefined),
    onSuccess: ({ booking }) => {
      if ('userId' in reader) {
        queryClient.setQueryData(
          myBookingQueryOptions(reader.userId, booking.id).queryKey,
          booking,
        );
        void queryClient.invalidateQueries({
          queryKey: [...SESSION_QUERY_KEY, reader.userId, 'bookings'],
          exact: true,
        });
      } else {
        queryClient.setQueryData(
          guestBookingQueryOptions(booking.id, reader.access).queryKey,
          booking,
        );
      }
      return queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
    },
  });
}

/** The server's reason for a refusal (409: too late, or already cancelled), else a retry line. */
export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.serverMessage ?? CANCEL_FAILED;
  }
  return CANCEL_FAILED;
}
