import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ResetPasswordRequest } from '@aso/core/auth';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';

export const RESET_PASSWORD_FAILED = 'We could not reset your password. Please try again.';

/** `POST /api/password/reset`: spends the mailed link on a new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  // Anonymous: the reset signs out every session, so a stored token means nothing here.
  return apiRequest('/password/reset', MessageResponseSchema, {
    method: 'POST',
    body,
    token: null,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** The link itself is refused (used, expired, unknown): the message for the token field. */
export function resetLinkError(error: unknown): string | null {
  return (error instanceof ApiError && error.status === 422 && error.errors?.token?.[0]) || null;
}
