import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema } from '@aso/core/auth';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';

export const RESEND_SENT = 'Verification email sent! Please check your inbox.';
export const RESEND_FAILED = 'Failed to send verification email. Please try again.';

/** `POST /api/email/resend-verification`: the same answer whether or not the account exists. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return apiRequest('/email/resend-verification', MessageResponseSchema, {
    method: 'POST',
    body: { email },
  });
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

/** Spec §8: the server's message, or a generic line (a timeout or no connection included). */
export function resendErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || RESEND_FAILED;
}
