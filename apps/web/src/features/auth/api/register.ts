import { useMutation } from '@tanstack/react-query';
import { RegisterResponseSchema, type RegisterRequest, type User } from '@aso/core/auth';
import { apiRequest, ApiError, joinFieldErrors, TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** `POST /api/register`: creates the account and mails its verification link. */
export function register(body: RegisterRequest): Promise<{ message: string; user: User }> {
  return apiRequest('/register', RegisterResponseSchema, { method: 'POST', body, token: null });
}

export const useRegister = () => useMutation({ mutationFn: register });

/**
 * Spec §8: on timeout its own line; otherwise the field errors joined, else the
 * server's message, else the error's message, else a generic line.
 */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isTimeout) return TIMEOUT_MESSAGE;
  if (error instanceof ApiError) {
    return (
      joinFieldErrors(error.errors) || error.serverMessage || error.message || REGISTRATION_FAILED
    );
  }
  return error instanceof Error && error.message ? error.message : REGISTRATION_FAILED;
}
