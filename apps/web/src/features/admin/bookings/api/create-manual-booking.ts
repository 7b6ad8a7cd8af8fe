import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ManualBookingResponseSchema, type ManualBookingRequestSchema } from '@aso/core/admin';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { OCCUPANCY_KEY } from '../../calendar/api/get-occupancy.ts';
import { ADMIN_BOOKINGS_KEY } from './get-admin-booking.ts';

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
        queryClient.invalidateQueries({ queryKey: ['rooms'] }),
      ]),
  });
}

/** Spec §8: the server's message (a 409 says why), else "Error creating booking.". */
export function manualBookingErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || BOOKING_CREATE_FAILED;
}
