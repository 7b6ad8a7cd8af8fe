import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InitiatePaymentResponseSchema,
  type BookingRequest,
  type InitiatePaymentResponse,
} from '@aso/core/bookings';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/use-logout.ts';

export const PAYMENT_FAILED = 'Failed to initiate payment. Please try again.';

/**
 * Spec §3 Booking request, with the room's options echoed as the spec sends them (the
 * server ignores the echo and prices the stay itself).
 */
export type InitiatePaymentBody = BookingRequest & {
  breakfast_enabled: boolean;
  breakfast_price: number;
  airport_conveyance_enabled: boolean;
  airport_conveyance_price: number;
};

/**
 * `POST /api/initiate-payment`: holds a unit and opens a checkout; 409 when the room was
 * just taken, 422 per field, 502 when the payment provider failed.
 */
export function initiatePayment(body: InitiatePaymentBody): Promise<InitiatePaymentResponse> {
  return apiRequest('/initiate-payment', InitiatePaymentResponseSchema, {
    method: 'POST',
    body,
  });
}

export function useInitiatePayment(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiatePayment,
    onSuccess: () => {
      // The held nights and a new pending reservation: stale now, refetched when next shown.
      void queryClient.invalidateQueries({
        queryKey: ['rooms', roomId, 'calendar'],
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'none' });
    },
  });
}

/** Spec §8: a taken room says so in the server's words; any other failure is one line. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return error.serverMessage ?? PAYMENT_FAILED;
  return PAYMENT_FAILED;
}
