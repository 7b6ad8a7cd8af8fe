import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentCallbackResponseSchema, type PaymentCallbackResponse } from '@aso/core/bookings';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/paystack/callback?reference=…`: settles the payment; 404 for an unknown reference. */
export function verifyPayment(
  reference: string,
  signal?: AbortSignal,
): Promise<PaymentCallbackResponse> {
  const query = new URLSearchParams({ reference });
  return apiRequest(`/paystack/callback?${query}`, PaymentCallbackResponseSchema, { signal });
}

export const verifyPaymentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['payments', 'callback', reference],
    queryFn: ({ signal }) => verifyPayment(reference, signal),
    // One verification per reference: never again on focus, remount or failure.
    staleTime: Infinity,
    retry: false,
  });

export const useVerifyPayment = (reference: string, enabled: boolean) =>
  useQuery({ ...verifyPaymentQueryOptions(reference), enabled });
