import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_TTL_MS,
  AFFILIATE_STORAGE_KEY,
  affiliateCodeFromSearch,
  captureAffiliateCode,
  getSavedAffiliateCode,
} from './affiliate-code.ts';

const NOW = Date.parse('2026-01-15T09:00:00Z');

describe('affiliate code persistence', () => {
  it.each([
    ['?aff=ASO123', 'ASO123'],
    ['?affiliate=ASO123', 'ASO123'],
    ['?ref=ASO123', 'ASO123'],
    ['?code=ASO123', 'ASO123'],
    ['?ref=%20ASO123%20&utm_source=x', 'ASO123'],
    ['?aff=FIRST&code=SECOND', 'FIRST'],
  ])('reads the code of %s', (search, code) => {
    expect(affiliateCodeFromSearch(search)).toBe(code);
  });

  it('ignores a query without a code, or one that cannot be a code', () => {
    expect(affiliateCodeFromSearch('')).toBeNull();
    expect(affiliateCodeFromSearch('?reference=ASO-1')).toBeNull();
    expect(affiliateCodeFromSearch('?ref=https://example.com/x')).toBeNull();
  });

  it('keeps a captured code for 30 days, then forgets it', () => {
    expect(captureAffiliateCode('?aff=ASO123', NOW)).toBe('ASO123');

    expect(getSavedAffiliateCode(NOW + AFFILIATE_CODE_TTL_MS - 1)).toBe('ASO123');
    expect(getSavedAffiliateCode(NOW + AFFILIATE_CODE_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });

  it('replaces the saved code with a newer link, and keeps it on pages without one', () => {
    captureAffiliateCode('?aff=OLD', NOW);
    captureAffiliateCode('?ref=NEW', NOW + 1000);
    captureAffiliateCode('?utm_source=mail', NOW + 2000);

    expect(getSavedAffiliateCode(NOW + 3000)).toBe('NEW');
  });

  it('reads nothing from a damaged stored value', () => {
    window.localStorage.setItem(AFFILIATE_STORAGE_KEY, '{not json');
    expect(getSavedAffiliateCode(NOW)).toBeNull();
  });
});
