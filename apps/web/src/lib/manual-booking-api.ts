import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ManualBookingResponseSchema,
  RoomListResponseSchema,
  type ManualBookingRequestSchema,
  type RoomRow,
} from '@aso/core/admin';
import type { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';
import { ADMIN_BOOKINGS_KEY, ADMIN_ROOMS_KEY, OCCUPANCY_KEY, ROOMS_KEY } from './query-keys.ts';

/*
 * The back office's manual booking (spec "Manual booking"), opened from the bookings list
 * and from a free day of the occupancy calendar: the units it offers and the booking it
 * sends (components/manual-booking-modal.tsx).
 */

export const BOOKING_CREATED = 'Booking created successfully!';
export const BOOKING_CREATE_FAILED = 'Error creating booking.';

/** The checked request, as the form's resolver hands it over. */
export type ManualBooking = z.output<typeof ManualBookingRequestSchema>;

/** `POST /api/bookings/manual`: a booking taken by the front desk, for one named unit. */
export function createManualBooking(booking: ManualBooking) {
  return apiRequest('/bookings/manual', ManualBookingResponseSchema, {
    method: 'POST',
    body: booking,
  });
}

/** A new booking takes a unit: the lists, the occupancy grid and public availability change. */
export function useCreateManualBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY }),
        queryClient.invalidateQueries({ queryKey: ROOMS_KEY }),
      ]),
  });
}

/** Spec §8: the server's message (a 409 says why), else "Error creating booking.". */
export function manualBookingErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || BOOKING_CREATE_FAILED;
}

/** `GET /api/roommanagement` without `page`: every unit, for the manual booking's room select. */
export async function getBookableUnits(signal?: AbortSignal): Promise<RoomRow[]> {
  const { rooms } = await apiRequest('/roommanagement', RoomListResponseSchema, { signal });
  return rooms;
}

export const bookableUnitsQueryOptions = () =>
  queryOptions({
    // Under the rooms prefix, so an availability change refreshes the select as well.
    queryKey: [...ADMIN_ROOMS_KEY, 'bookable-units'],
    queryFn: ({ signal }) => getBookableUnits(signal),
  });

/** Every unit; only loaded while a manual booking form is open. */
export const useBookableUnits = (enabled = true) =>
  useQuery({ ...bookableUnitsQueryOptions(), enabled });
