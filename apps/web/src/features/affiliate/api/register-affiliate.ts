import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AffiliateRegisterResponseSchema,
  type AffiliateRegisterRequestSchema,
} from '@aso/core/affiliates';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getSession, setSessionUser } from '../../../lib/session.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

export const AFFILIATE_REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** The checked registration, as the form's resolver hands it over. */
export type AffiliateRegistration = z.output<typeof AffiliateRegisterRequestSchema>;

/** `POST /api/affiliate/register`: makes the logged-in user an affiliate and gives their code. */
export function registerAffiliate(registration: AffiliateRegistration) {
  return apiRequest('/affiliate/register', AffiliateRegisterResponseSchema, {
    method: 'POST',
    body: registration,
  });
}

/**
 * The stored user becomes an affiliate at once (the profile's link and this page read
 * it), and the account's queries (`GET /user`, the dashboard) are fetched afresh.
 */
export function useRegisterAffiliate(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAffiliate,
    onSuccess: ({ affiliate_code }) => {
      const { user } = getSession();
      if (user?.id === userId) setSessionUser({ ...user, is_affiliate: true, affiliate_code });
      void queryClient.invalidateQueries({ queryKey: [...SESSION_QUERY_KEY, userId] });
    },
  });
}

/** Spec §8: the server's message, else the error's message, else a generic line. */
export function affiliateRegistrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage || error.message || AFFILIATE_REGISTRATION_FAILED;
  }
  return error instanceof Error && error.message ? error.message : AFFILIATE_REGISTRATION_FAILED;
}
