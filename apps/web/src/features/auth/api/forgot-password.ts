import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ForgotPasswordRequest } from '@aso/core/auth';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';

export const FORGOT_PASSWORD_FAILED = 'We could not send the link. Please try again.';

/** `POST /api/password/forgot`: the same answer whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<{ message: string }> {
  return apiRequest('/password/forgot', MessageResponseSchema, {
    method: 'POST',
    body,
    token: null,
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** The server's message (too many attempts, a bad email), no connection, or a generic line. */
export function passwordResetErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.serverMessage || (error.status === 0 ? error.message : fallback);
}
