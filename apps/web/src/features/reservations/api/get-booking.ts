import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingDetailResponseSchema, type BookingDetail } from '@aso/core/bookings';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

/** `GET /api/bookings/me/{id}`: one of the logged-in user's bookings; 404 for anyone else's. */
export async function getMyBooking(id: number, signal?: AbortSignal): Promise<BookingDetail> {
  const { booking } = await apiRequest(`/bookings/me/${id}`, BookingDetailResponseSchema, {
    signal,
  });
  return booking;
}

/**
 * `GET /api/bookings/{id}?access=…`: a booking read with the token of its `redirect_url`
 * (a guest's booking), or by its owner or an admin; 404 otherwise.
 */
export async function getBookingWithAccess(
  id: number,
  access: string,
  signal?: AbortSignal,
): Promise<BookingDetail> {
  const query = new URLSearchParams({ access });
  const { booking } = await apiRequest(`/bookings/${id}?${query}`, BookingDetailResponseSchema, {
    signal,
  });
  return booking;
}

export const myBookingQueryOptions = (userId: number, id: number) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, userId, 'bookings', id],
    queryFn: ({ signal }) => getMyBooking(id, signal),
  });

export const guestBookingQueryOptions = (id: number, access: string) =>
  queryOptions({
    queryKey: ['bookings', id, 'access', access],
    queryFn: ({ signal }) => getBookingWithAccess(id, access, signal),
  });

/** Who reads the booking: its logged-in owner, or a guest holding the access token. */
export type BookingReader = { userId: number } | { access: string };

export function useBooking(id: number | null, reader: BookingReader | null) {
  const options =
    reader && 'userId' in reader
      ? myBookingQueryOptions(reader.userId, id ?? 0)
      : guestBookingQueryOptions(id ?? 0, reader?.access ?? '');
  return useQuery({ ...options, enabled: id !== null && reader !== null });
}
