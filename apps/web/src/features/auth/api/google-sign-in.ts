import { useMutation } from '@tanstack/react-query';
import { SessionResponseSchema, type SessionResponse } from '@aso/core/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/auth/google/callback`: trades a Google ID token for our own session. */
export async function googleSignIn(credential: string): Promise<SessionResponse> {
  return apiRequest('/auth/google/callback', SessionResponseSchema, {
    method: 'POST',
    body: { token: credential },
    token: null,
  });
}

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });
