import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookingListResponseSchema, type BookingRow } from '@aso/core/bookings';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

/** `GET /api/bookings`: the logged-in guest's own reservations (spec §3 Booking list row). */
export async function getMyBookings(signal?: AbortSignal): Promise<BookingRow[]> {
  const { bookings } = await apiRequest('/bookings', BookingListResponseSchema, { signal });
  return bookings;
}

export const myBookingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, userId, 'bookings'],
    queryFn: ({ signal }) => getMyBookings(signal),
  });

export const useMyBookings = (userId: number) => useQuery(myBookingsQueryOptions(userId));
