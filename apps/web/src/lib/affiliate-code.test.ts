import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../test/render.tsx';
import {
  AFFILIATE_CODE_TTL_MS,
  AFFILIATE_STORAGE_KEY,
  AFFILIATE_VISIT_STORAGE_KEY,
  AFFILIATE_VISITOR_STORAGE_KEY,
  affiliateCodeFromSearch,
  captureAffiliateCode,
  getSavedAffiliateCode,
} from './affiliate-code.ts';

const NOW = Date.parse('2026-01-15T09:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

function stubVisits() {
  return stubApi({ 'POST /api/affiliate/visits': () => jsonResponse({ recorded: true }) });
}

/** The bodies of every visit sent so far. */
function visitsSent(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/affiliate/visits' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as { code: string; visitor: string });
}

describe('affiliate code persistence', () => {
  beforeEach(() => {
    // The visits of captured links go nowhere here; they are checked below.
    stubVisits();
  });

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

describe('affiliate link visits', () => {
  it('reports a captured link once a day with a random visitor id, fire and forget', () => {
    const fetchMock = stubVisits();

    captureAffiliateCode('?aff=ASO123', NOW);

    const [visit, ...others] = visitsSent(fetchMock);
    expect(others).toEqual([]);
    expect(visit?.code).toBe('ASO123');
    expect(visit?.visitor).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends nothing for a second capture of the same code that day (in Abuja)', () => {
    const fetchMock = stubVisits();

    captureAffiliateCode('?aff=ASO123', NOW);
    captureAffiliateCode('?ref=aso123', NOW + 60_000);
    // 23:59 in Abuja is still the same day.
    captureAffiliateCode('?aff=ASO123', Date.parse('2026-01-15T22:59:00Z'));

    expect(visitsSent(fetchMock)).toHaveLength(1);
  });

  it('reports the code again the next day, from the same visitor', () => {
    const fetchMock = stubVisits();

    captureAffiliateCode('?aff=ASO123', NOW);
    // 00:30 on 16 January in Abuja, though still the 15th in UTC.
    captureAffiliateCode('?aff=ASO123', Date.parse('2026-01-15T23:30:00Z'));
    captureAffiliateCode('?aff=ASO123', NOW + 2 * DAY_MS);

    const visits = visitsSent(fetchMock);
    expect(visits.map((visit) => visit.code)).toEqual(['ASO123', 'ASO123', 'ASO123']);
    expect(new Set(visits.map((visit) => visit.visitor)).size).toBe(1);
    expect(visits[0]?.visitor).toBe(window.localStorage.getItem(AFFILIATE_VISITOR_STORAGE_KEY));
  });

  it("reports another affiliate's link the same day", () => {
    const fetchMock = stubVisits();

    captureAffiliateCode('?aff=FIRST', NOW);
    captureAffiliateCode('?aff=SECOND', NOW + 1000);

    expect(visitsSent(fetchMock).map((visit) => visit.code)).toEqual(['FIRST', 'SECOND']);
  });

  it('sends nothing for a page without a code', () => {
    const fetchMock = stubVisits();

    captureAffiliateCode('?utm_source=mail', NOW);

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a visitor id made earlier, and starts over from a damaged visit record', () => {
    window.localStorage.setItem(AFFILIATE_VISITOR_STORAGE_KEY, 'visitor-made-earlier-0001');
    window.localStorage.setItem(AFFILIATE_VISIT_STORAGE_KEY, '{not json');
    const fetchMock = stubVisits();

    captureAffiliateCode('?aff=ASO123', NOW);

    expect(visitsSent(fetchMock)).toEqual([
      { code: 'ASO123', visitor: 'visitor-made-earlier-0001' },
    ]);
  });

  it('sends nothing and throws nothing when storage is refused', () => {
    const fetchMock = stubVisits();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(captureAffiliateCode('?aff=ASO123', NOW)).toBe('ASO123');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws nothing when the visit cannot be sent', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));

    expect(captureAffiliateCode('?aff=ASO123', NOW)).toBe('ASO123');
    await expect(fetchMock.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
