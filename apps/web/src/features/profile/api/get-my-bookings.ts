import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError, type ResponseParser } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/use-logout.ts';

/*
 * A row of `GET /api/bookings` for the logged-in guest (spec §3 Booking list row). The
 * bookings API is not live yet: this shape moves to @aso/core/bookings with it.
 */
export interface ReservationRow {
  id: number | string;
  roomType: string | null;
  stayDates: string | null;
  status: string | null;
  cost: number | string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function toRow(value: unknown): ReservationRow {
  const row = (value ?? {}) as Record<string, unknown>;
  if (typeof row.id !== 'number' && typeof row.id !== 'string') throw new Error('No booking id');
  return {
    id: row.id,
    roomType: textOrNull(row.roomType),
    stayDates: textOrNull(row.stayDates),
    status: textOrNull(row.status),
    cost: typeof row.cost === 'number' || typeof row.cost === 'string' ? row.cost : null,
  };
}

/** `{ bookings: [...] }`, or a bare list. */
export const myBookingsParser: ResponseParser<ReservationRow[]> = {
  parse(data) {
    const list = Array.isArray(data) ? data : (data as { bookings?: unknown } | null)?.bookings;
    if (!Array.isArray(list)) throw new Error('Not a booking list');
    return list.map(toRow);
  },
};

/** The guest's own reservations; none yet (404) reads as an empty list. */
export async function getMyBookings(signal?: AbortSignal): Promise<ReservationRow[]> {
  try {
    return await apiRequest('/bookings', myBookingsParser, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) return [];
    throw error;
  }
}

export const myBookingsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, userId, 'bookings'],
    queryFn: ({ signal }) => getMyBookings(signal),
  });

export const useMyBookings = (userId: number) => useQuery(myBookingsQueryOptions(userId));
