/*
 * Spec §4 "Affiliate code persistence" and §9 ("affiliate cookie lasts 30 days"): a code
 * in the address is kept in this browser for 30 days, and the booking card starts from it.
 * A link's visit is counted once per browser per day (the affiliate's 30-day statistics).
 * Kept tiny and free of Zod: the root layout runs it on every page.
 */
import {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_COOKIE_DAYS,
  AFFILIATE_VISITOR_PATTERN,
} from '@aso/core/constants';
import { businessToday } from '@aso/core/dates';
import { API_BASE } from './api-client.ts';

/** The query parameters an affiliate link may carry the code in, in order of preference. */
export const AFFILIATE_QUERY_KEYS = ['aff', 'affiliate', 'ref', 'code'] as const;
export const AFFILIATE_STORAGE_KEY = 'affiliate_code';
export const AFFILIATE_CODE_TTL_MS = AFFILIATE_COOKIE_DAYS * 24 * 60 * 60 * 1000;
/** The last visit this browser reported: `{ code, day }`. */
export const AFFILIATE_VISIT_STORAGE_KEY = 'affiliate_visit';
/** A random id this browser made for itself, so the server counts browsers, not page views. */
export const AFFILIATE_VISITOR_STORAGE_KEY = 'affiliate_visitor';

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
    if (value && AFFILIATE_CODE_PATTERN.test(value)) return value;
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
  recordAffiliateVisit(code, now);
  return code;
}

/** 32 hex characters from the browser's random source; null where there is none. */
function newVisitorId(): string | null {
  const crypto = globalThis.crypto;
  // randomUUID exists only on https and localhost; getRandomValues everywhere else.
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  if (typeof crypto?.getRandomValues !== 'function') return null;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's visitor id, made and kept on first use; null when storage refuses. */
function visitorId(storage: Storage): string | null {
  const saved = storage.getItem(AFFILIATE_VISITOR_STORAGE_KEY);
  if (saved && AFFILIATE_VISITOR_PATTERN.test(saved)) return saved;
  const id = newVisitorId();
  if (!id) return null;
  storage.setItem(AFFILIATE_VISITOR_STORAGE_KEY, id);
  return id;
}

interface LastVisit {
  code: string;
  day: string;
}

/** The last visit reported; a damaged record counts as none. */
function readLastVisit(storage: Storage): LastVisit | null {
  try {
    const data = JSON.parse(storage.getItem(AFFILIATE_VISIT_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { code, day } = data as Partial<LastVisit>;
    return typeof code === 'string' && typeof day === 'string' ? { code, day } : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/affiliate/visits` for `code`, unless this browser already reported it today
 * (in Abuja). Fire and forget: never throws, never waits; without storage nothing is
 * sent, since every page view would otherwise count as a new visitor.
 */
export function recordAffiliateVisit(code: string, now: number = Date.now()): void {
  try {
    const storage = window.localStorage;
    const day = businessToday(new Date(now));
    const last = readLastVisit(storage);
    // Codes are matched ignoring case by the server.
    if (last?.day === day && last.code.toUpperCase() === code.toUpperCase()) return;
    const visitor = visitorId(storage);
    if (!visitor) return;
    // Written before sending, so a second capture of this page (a re-render) sends nothing.
    storage.setItem(AFFILIATE_VISIT_STORAGE_KEY, JSON.stringify({ code, day } satisfies LastVisit));
    void fetch(`${API_BASE}/affiliate/visits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code, visitor }),
      keepalive: true,
    }).catch(() => {
      // A lost visit only lowers a statistic.
    });
  } catch {
    // Storage refused: no visit is counted.
  }
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
