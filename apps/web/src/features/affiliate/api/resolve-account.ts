import { skipToken, useQuery } from '@tanstack/react-query';
import {
  accountNotFoundMessage,
  ResolveAccountResponseSchema,
  type ResolveAccountQuerySchema,
} from '@aso/core/affiliates';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys.ts';

/** A bank from the list and a 10-digit account number, ready to be looked up. */
export type AccountToResolve = z.output<typeof ResolveAccountQuerySchema>;

/** `GET /api/affiliate/resolve-account`: the account holder's name as the bank knows it. */
export function resolveAccount(account: AccountToResolve, signal?: AbortSignal) {
  const query = new URLSearchParams(account);
  return apiRequest(`/affiliate/resolve-account?${query}`, ResolveAccountResponseSchema, {
    signal,
  });
}

/** Looks the account up while `account` is set; an account's holder does not change. */
export function useResolveAccount(account: AccountToResolve | null) {
  return useQuery({
    queryKey: [
      ...SESSION_QUERY_KEY,
      'resolve-account',
      account?.bank_name ?? null,
      account?.account_number ?? null,
    ],
    queryFn: account ? ({ signal }) => resolveAccount(account, signal) : skipToken,
    staleTime: 10 * 60_000,
  });
}

/**
 * What the account number field says when the bank knows no such account (a 422), or
 * null when the look-up failed for another reason (the server or the network).
 */
export function accountNotFoundError(error: unknown, bankName: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return (
    error.errors?.account_number?.[0] || error.serverMessage || accountNotFoundMessage(bankName)
  );
}
