import { queryOptions, useQuery } from '@tanstack/react-query';
import { AFFILIATE_CODE_PATTERN, AffiliateCodeCheckSchema } from '@aso/core/affiliates';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** What the server says about a typed affiliate code. */
export type AffiliateCodeStatus = 'applied' | 'unknown';

/**
 * `GET /api/affiliate/codes/{code}`: 200 for a code that earns commission, 404 for one
 * that does not. Something that cannot be a code is unknown without asking. Any other
 * failure (no connection) is thrown, so the card says nothing about the code.
 */
export async function checkAffiliateCode(
  code: string,
  signal?: AbortSignal,
): Promise<AffiliateCodeStatus> {
  if (!AFFILIATE_CODE_PATTERN.test(code)) return 'unknown';
  try {
    await apiRequest(`/affiliate/codes/${encodeURIComponent(code)}`, AffiliateCodeCheckSchema, {
      signal,
      // A public check: nobody's session is involved.
      token: null,
    });
    return 'applied';
  } catch (error) {
    if (error instanceof ApiError && (error.isNotFound || error.status === 422)) return 'unknown';
    throw error;
  }
}

export const affiliateCodeCheckQueryOptions = (code: string) =>
  queryOptions({
    // Codes are matched ignoring case.
    queryKey: ['affiliate-codes', code.toUpperCase()],
    queryFn: ({ signal }) => checkAffiliateCode(code, signal),
    staleTime: 5 * 60_000,
    // Only a hint beside the field: a failed check stays silent rather than retried.
    retry: false,
  });

/** The check of `code` (trimmed); '' checks nothing. */
export const useAffiliateCodeCheck = (code: string) =>
  useQuery({ ...affiliateCodeCheckQueryOptions(code), enabled: code !== '' });
