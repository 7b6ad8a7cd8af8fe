import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AdminBookingListResponseSchema,
  type AdminBookingListResponse,
  type SortOrder,
} from '@aso/core/admin';
import { BOOKING_STATUSES, type BookingStatus } from '@aso/core/constants';
import type { MonthAbbreviation } from '@aso/core/dates';
import { apiRequest, type ResponseParser } from '../../../../lib/api-client.ts';
import { ADMIN_BOOKINGS_KEY } from '../../../../lib/query-keys.ts';

/** One page of the reservations list as the admin asked for it (DESIGN §7: the server pages). */
export interface AdminBookingsQuery {
  page: number;
  perPage: number;
  /** Guest name or email, room or booking id; '' for none. */
  search: string;
  /** '' lists every active booking (no `status` is sent). */
  status: BookingStatus | '';
  /** Spec: the month's three letters in the stay dates; '' for all months. */
  month: MonthAbbreviation | '';
  sort: SortOrder;
}

/** `?page=2&per_page=4&q=ada&status=pending&month=Jan&sort=recent`, without the empty ones. */
export function adminBookingsSearchParams(query: AdminBookingsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.month) params.set('month', query.month);
  params.set('sort', query.sort);
  return params;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBookingStatus = (value: unknown): value is BookingStatus =>
  BOOKING_STATUSES.includes(value as BookingStatus);

/**
 * Spec "Admin reservations": the default display is Confirmed, so a row that comes with
 * no status, or one this screen does not know, is listed as confirmed, not dropped with
 * the whole page.
 */
const bookingListParser: ResponseParser<AdminBookingListResponse> = {
  parse(data) {
    if (isRecord(data) && Array.isArray(data.bookings)) {
      data = {
        ...data,
        bookings: data.bookings.map((row: unknown) =>
          isRecord(row) && !isBookingStatus(row.status) ? { ...row, status: 'confirmed' } : row,
        ),
      };
    }
    return AdminBookingListResponseSchema.parse(data);
  },
};

/** `GET /api/bookings?…`: every reservation, searched, filtered, sorted and paged by the server. */
export function getAdminBookings(
  query: AdminBookingsQuery,
  signal?: AbortSignal,
): Promise<AdminBookingListResponse> {
  return apiRequest(`/bookings?${adminBookingsSearchParams(query)}`, bookingListParser, {
    signal,
  });
}

export const adminBookingsQueryOptions = (query: AdminBookingsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminBookings(query, signal),
    // Bookings arrive all day (guests, the front desk): half a minute is old enough.
    staleTime: 30_000,
  });

/** The page asked for; the previous page stays in view while the next one loads. */
export const useAdminBookings = (query: AdminBookingsQuery) =>
  useQuery({ ...adminBookingsQueryOptions(query), placeholderData: keepPreviousData });
