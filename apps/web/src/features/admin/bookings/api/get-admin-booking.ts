import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingDetailResponseSchema, type BookingDetail } from '@aso/core/bookings';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_BOOKINGS_KEY } from '../../../../lib/query-keys.ts';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_LOAD_FAILED = 'Failed to load booking details';

/** `GET /api/bookings/{id}`: any booking, read by an admin; 404 when there is none. */
export async function getAdminBooking(id: number, signal?: AbortSignal): Promise<BookingDetail> {
  const { booking } = await apiRequest(`/bookings/${id}`, BookingDetailResponseSchema, { signal });
  return booking;
}

export const adminBookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'detail', id],
    queryFn: ({ signal }) => getAdminBooking(id, signal),
  });

/** One booking; `null` (an id that cannot exist) fetches nothing. */
export function useAdminBooking(id: number | null) {
  return useQuery({ ...adminBookingQueryOptions(id ?? 0), enabled: id !== null });
}

/** Spec §8: "Booking not found" for a 404, else the server's message, else a generic line. */
export function bookingLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNotFound) return BOOKING_NOT_FOUND;
    return error.serverMessage ?? BOOKING_LOAD_FAILED;
  }
  return BOOKING_LOAD_FAILED;
}
