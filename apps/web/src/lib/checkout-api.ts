import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { InitiatePaymentResponseSchema, type InitiatePaymentResponse } from '@aso/core/bookings';
import { ApiError, apiRequest, type ResponseParser } from './api-client.ts';
import { browserLocation } from './browser-location.ts';
import { forgetCheckout, pendingCheckout, rememberCheckout } from './pending-checkout.ts';
import { SESSION_QUERY_KEY } from './query-keys.ts';

/*
 * An unpaid checkout tried again or given up (issue 12 point 4), from the failed page,
 * the booking card and the profile: `POST /api/bookings/{id}/retry-payment` and
 * `/release`, with the owner's session or a guest's `?access=` token.
 */

/** Spec §8: a payment that could not be started. */
export const PAYMENT_FAILED = 'Failed to initiate payment. Please try again.';
export const ROOM_GONE = 'This room is no longer available for the selected dates.';
export const CHECKOUT_ENDED = 'This checkout has already ended. Please choose your dates again.';
export const RELEASE_FAILED = 'We could not release your hold just now. Please try again.';
export const HOLD_RELEASED = 'Your hold has been released.';

export interface CheckoutKey {
  bookingId: number;
  access: string | null;
}

const withAccess = (path: string, access: string | null) =>
  access ? `${path}?${new URLSearchParams({ access })}` : path;

const MessageSchema: ResponseParser<{ message: string }> = {
  parse: (data) => {
    const message = (data as { message?: unknown } | null)?.message;
    return { message: typeof message === 'string' ? message : HOLD_RELEASED };
  },
};

/** `POST /api/bookings/{id}/retry-payment`: a fresh payment for the same hold. */
export function retryPayment({ bookingId, access }: CheckoutKey): Promise<InitiatePaymentResponse> {
  return apiRequest(
    withAccess(`/bookings/${bookingId}/retry-payment`, access),
    InitiatePaymentResponseSchema,
    { method: 'POST' },
  );
}

/** `POST /api/bookings/{id}/release`: the hold ends now and its nights are free again. */
export async function releaseHold({
  bookingId,
  access,
}: CheckoutKey): Promise<{ message: string }> {
  try {
    return await apiRequest(withAccess(`/bookings/${bookingId}/release`, access), MessageSchema, {
      method: 'POST',
    });
  } catch (error) {
    // Gone already (run out, released in another tab): nothing is held any more.
    if (error instanceof ApiError && error.isNotFound) return { message: HOLD_RELEASED };
    throw error;
  }
}

/** The booking card's nights and the profile's list change with a hold. */
function invalidateHolds(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'rooms' && queryKey[2] === 'calendar',
  });
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** Why a resume failed, in words for the guest (the server's for a taken room or a limit). */
export function resumeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return error.serverMessage ?? ROOM_GONE;
  if (error instanceof ApiError && error.status === 429)
    return error.serverMessage ?? PAYMENT_FAILED;
  if (error instanceof ApiError && error.isNotFound) return CHECKOUT_ENDED;
  return PAYMENT_FAILED;
}

/** Why a release failed. */
export function releaseErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage && error.status !== 500
    ? error.serverMessage
    : RELEASE_FAILED;
}

/** Resumes a checkout: off to the payment page it answers (the stored checkout refreshed). */
export function useResumeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: CheckoutKey) => {
      const answer = await retryPayment(key);
      // Spec §8: no authorization URL counts as a failure.
      if (!answer.authorization_url) throw new Error(PAYMENT_FAILED);
      return answer;
    },
    onSuccess: (answer, key) => {
      const stored = pendingCheckout(key.bookingId);
      if (stored) {
        rememberCheckout({ ...stored, access: answer.access ?? key.access, startedAt: Date.now() });
      }
      browserLocation.assign(answer.authorization_url);
    },
    onError: (error, key) => {
      if (error instanceof ApiError && (error.status === 409 || error.isNotFound)) {
        forgetCheckout(key.bookingId);
        invalidateHolds(queryClient);
      }
    },
  });
}

/** Releases a hold; the calendar and the profile's list are refreshed. */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    onSuccess: (_, key) => {
      forgetCheckout(key.bookingId);
      invalidateHolds(queryClient);
    },
  });
}
