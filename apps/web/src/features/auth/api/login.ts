import { useMutation } from '@tanstack/react-query';
import { SessionResponseSchema, type LoginRequest, type SessionResponse } from '@aso/core/auth';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const VERIFY_EMAIL_FIRST = 'Please verify your email address before logging in.';

/** `POST /api/login`: a token and the user; 403 when the email is not verified yet. */
export async function login(credentials: LoginRequest): Promise<SessionResponse> {
  // A stale token must not ride along with a fresh login.
  return apiRequest('/login', SessionResponseSchema, {
    method: 'POST',
    body: credentials,
    token: null,
  });
}

export const useLogin = () => useMutation({ mutationFn: login });

/** The server's `email_verification_required` answer (spec §4). */
export function isVerificationRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { email_verification_required?: unknown }).email_verification_required === true
  );
}

/** Spec §8: the server's message, else the first email error, else a generic line. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_FAILED;
  return error.serverMessage || error.errors?.email?.[0] || LOGIN_FAILED;
}
