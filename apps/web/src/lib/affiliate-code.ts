/*
 * Spec §4 "Affiliate code persistence" and §9 ("affiliate cookie lasts 30 days"): a code
 * in the address is kept in this browser for 30 days, and the booking card starts from it.
 * Kept tiny and free of Zod: the root layout runs it on every page.
 */

/** The query parameters an affiliate link may carry the code in, in order of preference. */
export const AFFILIATE_QUERY_KEYS = ['aff', 'affiliate', 'ref', 'code'] as const;
export const AFFILIATE_STORAGE_KEY = 'affiliate_code';
export const AFFILIATE_CODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// Affiliate codes are short words; anything else in `?ref=` (a campaign tag, a URL) is not one.
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

interface SavedCode {
  code: string;
  expires_at: number;
}

function readSaved(): SavedCode | null {
  try {
    const data = JSON.parse(
      window.localStorage.getItem(AFFILIATE_STORAGE_KEY) ?? 'null',
    ) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { code, expires_at } = data as Partial<SavedCode>;
    return typeof code === 'string' && typeof expires_at === 'number' ? { code, expires_at } : null;
  } catch {
    return null;
  }
}

/** The code carried by a query string (`?aff=ASO123`), or null. */
export function affiliateCodeFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of AFFILIATE_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value && CODE_PATTERN.test(value)) return value;
  }
  return null;
}

/** Saves the code of the query string, if any, for 30 days from `now`; a newer link wins. */
export function captureAffiliateCode(search: string, now: number = Date.now()): string | null {
  const code = affiliateCodeFromSearch(search);
  if (!code) return null;
  try {
    window.localStorage.setItem(
      AFFILIATE_STORAGE_KEY,
      JSON.stringify({ code, expires_at: now + AFFILIATE_CODE_TTL_MS } satisfies SavedCode),
    );
  } catch {
    // Storage refused (private mode): the code still fills the card on this page view.
  }
  return code;
}

/** The saved code while it is fresh; an expired one is forgotten. */
export function getSavedAffiliateCode(now: number = Date.now()): string | null {
  const saved = readSaved();
  if (saved && saved.expires_at > now) return saved.code;
  try {
    window.localStorage.removeItem(AFFILIATE_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
  return null;
}
