import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InitiatePaymentResponseSchema,
  type BookingRequest,
  type InitiatePaymentResponse,
} from '@aso/core/bookings';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { PAYMENT_FAILED } from '../../../lib/checkout-api.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

export { PAYMENT_FAILED };
/** The server's words for a third unpaid hold, should it send none. */
export const HOLD_LIMIT_FALLBACK =
  'You already have 2 unpaid checkouts in progress. Finish or release one of them before starting another.';

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
 * `POST /api/initiate-payment`: holds a unit and opens a checkout (the same hold again
 * when this guest's checkout of these dates is still open); 409 when the room was just
 * taken, 422 per field, 429 with two unpaid holds already, 502 when the provider failed.
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

/**
 * Spec §8: a taken room and a hold limit say so in the server's words; any other
 * failure is one line.
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return error.serverMessage ?? PAYMENT_FAILED;
  if (error instanceof ApiError && error.status === 429)
    return error.serverMessage ?? HOLD_LIMIT_FALLBACK;
  return PAYMENT_FAILED;
}
