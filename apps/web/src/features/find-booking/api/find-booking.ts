import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@aso/core/auth';
import type { FindBookingRequest } from '@aso/core/bookings';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const FIND_BOOKING_FAILED = 'Your request could not be sent just now. Please try again.';

/**
 * `POST /api/bookings/find`: mails the booking's link to its email when the reference and
 * the email match. The answer is the same either way (nothing is revealed); 422 per field,
 * 429 when asked too often.
 */
export function findBooking(request: FindBookingRequest): Promise<{ message: string }> {
  return apiRequest('/bookings/find', MessageResponseSchema, { method: 'POST', body: request });
}

export const useFindBooking = () => useMutation({ mutationFn: findBooking });

/** The server's words for a refusal it explains (429: too many requests), else a retry line. */
export function findBookingErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.serverMessage ?? FIND_BOOKING_FAILED;
  }
  return FIND_BOOKING_FAILED;
}
