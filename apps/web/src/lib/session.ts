import { useSyncExternalStore } from 'react';
// Type only: the stored user is checked by hand so Zod stays out of the first-load bundle.
import type { User } from '@aso/core/auth';
import { INACTIVITY_TIMEOUT_MS, USER_ROLES, type UserRole } from '@aso/core/constants';

/** Spec §3/§4: the token and the logged-in user live in browser storage under these keys. */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';
/**
 * When the session last saw activity (epoch ms), shared by all tabs and kept across
 * reloads, so the 15 idle minutes of spec §4 count while no page is open too.
 */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastActivity';

export interface Session {
  token: string | null;
  /** Spec §4: a stored user is what makes a visitor "logged in". */
  user: User | null;
}

// Used only when the browser refuses storage (private mode, sandboxed frames): the
// session then lasts as long as the tab.
const memoryFallback = new Map<string, string>();

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memoryFallback.get(key) ?? null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memoryFallback.delete(key);
    else memoryFallback.set(key, value);
  }
}

/** The session's last activity (epoch ms), or 0 when none is stored. */
export function readLastActivity(): number {
  return Number(readItem(LAST_ACTIVITY_STORAGE_KEY)) || 0;
}

/** Stores the session's last activity for other tabs and the next page load. */
export function recordActivity(at: number): void {
  writeItem(LAST_ACTIVITY_STORAGE_KEY, String(at));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/**
 * Fills first_name and last_name from `name` when they are missing (spec §4: the
 * third-party sign-in splits the name), and `name` from them when it is.
 */
export function withNameParts<T extends { name?: string; first_name?: string; last_name?: string }>(
  user: T,
): T & { name: string; first_name: string; last_name: string } {
  const name = (user.name ?? '').trim();
  const [firstFromName = '', ...rest] = name.split(/\s+/).filter(Boolean);
  const first_name = user.first_name?.trim() ? user.first_name : firstFromName;
  const last_name = user.last_name?.trim() ? user.last_name : rest.join(' ');
  return { ...user, first_name, last_name, name: name || `${first_name} ${last_name}`.trim() };
}

/** The stored user if it looks like one (an old or hand-edited value is ignored). */
export function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data.id !== 'number' || typeof data.email !== 'string') return null;
  const role = USER_ROLES.includes(data.role as UserRole) ? (data.role as UserRole) : 'user';
  return withNameParts({
    ...(data as Partial<User>),
    id: data.id,
    email: data.email,
    role,
    name: textOr(data.name, ''),
    first_name: textOr(data.first_name, ''),
    last_name: textOr(data.last_name, ''),
    phone: typeof data.phone === 'string' ? data.phone : null,
    phone_number: typeof data.phone_number === 'string' ? data.phone_number : null,
    email_verified: data.email_verified === true,
    lastLogin: typeof data.lastLogin === 'string' ? data.lastLogin : null,
    bookings: typeof data.bookings === 'number' ? data.bookings : 0,
    is_affiliate: data.is_affiliate === true,
    affiliate_code: typeof data.affiliate_code === 'string' ? data.affiliate_code : null,
    profile_photo: typeof data.profile_photo === 'string' ? data.profile_photo : null,
    is_suspended: data.is_suspended === true,
    created_at: textOr(data.created_at, ''),
  });
}

/*
 * Whether this tab ended the session itself (Log Out, inactivity): its guards then send
 * the visitor to /login, where that flow is going, rather than to the home page.
 */
let endedInThisTab = false;

export const sessionEndedInThisTab = (): boolean => endedInThisTab;

/** The token of a session found idle on restore, for the server to revoke. */
let idleTokenToRevoke: string | null = null;

/** Hands over (once) the token of a session that was found idle when restored. */
export function takeIdleTokenToRevoke(): string | null {
  const token = idleTokenToRevoke;
  idleTokenToRevoke = null;
  return token;
}

/**
 * Spec §4 across reloads and a reopened browser: a stored session whose last activity
 * is 15 minutes old or more is forgotten before anything reads it. A session without a
 * stored time (kept from before the time was stored at login) starts its 15 minutes
 * now: restoring the page is the one moment known to be in it. A time in the future
 * (a clock set back) is replaced by now too, so it cannot keep the session alive.
 * Returns whether the session was ended.
 */
export function endSessionIfIdle(now = Date.now()): boolean {
  const token = readItem(TOKEN_STORAGE_KEY);
  if (token === null && readItem(USER_STORAGE_KEY) === null) return false;
  const lastActivity = readLastActivity();
  if (lastActivity === 0 || lastActivity > now) {
    recordActivity(now);
    return false;
  }
  if (now - lastActivity < INACTIVITY_TIMEOUT_MS) return false;
  idleTokenToRevoke = token;
  endedInThisTab = true;
  for (const key of [TOKEN_STORAGE_KEY, USER_STORAGE_KEY, LAST_ACTIVITY_STORAGE_KEY]) {
    writeItem(key, null);
  }
  return true;
}

/*
 * Storage is the single source of truth: the snapshot is re-read from it (and cached
 * while the raw strings are unchanged), so another tab's login or logout shows here too
 * and nothing can drift between what is stored and what is shown.
 */
const listeners = new Set<() => void>();
/** No session: also what the server renders (it cannot see browser storage). */
const NO_SESSION: Session = { token: null, user: null };
let cached: { rawToken: string | null; rawUser: string | null; session: Session } | null = null;

/**
 * The current session, restored from storage. Whenever what is stored changes (the first
 * read of a page load, a login, another tab), its idleness is checked first: an idle
 * session is never returned, and every reader gets the same answer.
 */
export function getSession(): Session {
  let rawToken = readItem(TOKEN_STORAGE_KEY);
  let rawUser = readItem(USER_STORAGE_KEY);
  if (cached?.rawToken === rawToken && cached.rawUser === rawUser) return cached.session;
  if (endSessionIfIdle()) {
    rawToken = null;
    rawUser = null;
  }
  const user = parseStoredUser(rawUser);
  const session = rawToken === null && user === null ? NO_SESSION : { token: rawToken, user };
  cached = { rawToken, rawUser, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
    notify();
  }
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Spec §4: a successful login stores the token and the user. */
export function setSession({ token, user }: { token: string; user: User }): void {
  endedInThisTab = false;
  // The login is activity: a time left by an earlier session must not end this one.
  recordActivity(Date.now());
  writeItem(TOKEN_STORAGE_KEY, token);
  writeItem(USER_STORAGE_KEY, JSON.stringify(withNameParts(user)));
  notify();
}

/** Writes back a changed user (profile update, a fresh `GET /user`), keeping the token. */
export function setSessionUser(user: User): void {
  writeItem(USER_STORAGE_KEY, JSON.stringify(withNameParts(user)));
  notify();
}

/**
 * Forgets the token and the user, in memory and in storage; `endedByVisitor` when the
 * visitor (or their idle time) ended it here, as opposed to a refused token.
 */
export function clearSession({ endedByVisitor = false } = {}): void {
  endedInThisTab = endedByVisitor;
  writeItem(TOKEN_STORAGE_KEY, null);
  writeItem(USER_STORAGE_KEY, null);
  writeItem(LAST_ACTIVITY_STORAGE_KEY, null);
  notify();
}

/** What the server renders, and so what hydration starts from. */
const getServerSession = () => NO_SESSION;

/**
 * The session, re-rendering on every change (login, logout, another tab, a 401). A page
 * rendered on the server is hydrated logged out, then shows the stored session at once.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getServerSession);
}

const subscribeToNothing = () => () => {};

/**
 * False while server-rendered HTML is hydrated (the session then still reads as logged
 * out), true from the next render on: a guard must not redirect before it knows.
 */
export function useSessionRestored(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export const isAdminRole = (role: UserRole): boolean => role === 'admin' || role === 'super_admin';
