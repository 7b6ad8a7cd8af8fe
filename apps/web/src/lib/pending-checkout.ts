import { clearBookingDraft } from './booking-draft.ts';

/*
 * The unpaid checkouts this browser started: enough to try the payment again or release
 * the hold from the failed page or the booking card, for guests too (their access
 * token). In localStorage, so another tab can resume one; a hold lasts minutes, so a
 * day-old entry is dropped, and the server has the last word on any of them.
 */

export const PENDING_CHECKOUTS_KEY = 'pending_checkouts';
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface PendingCheckout {
  bookingId: number;
  /** The guest access token; null for an account's checkout (its session is enough). */
  access: string | null;
  /** The room page to choose other dates on. */
  roomId: number;
  roomTitle: string;
  startDate: string;
  endDate: string;
  /** When it was started or last resumed (ms since the epoch). */
  startedAt: number;
}

const isPendingCheckout = (value: unknown): value is PendingCheckout => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.bookingId === 'number' &&
    (entry.access === null || typeof entry.access === 'string') &&
    typeof entry.roomId === 'number' &&
    typeof entry.roomTitle === 'string' &&
    typeof entry.startDate === 'string' &&
    typeof entry.endDate === 'string' &&
    typeof entry.startedAt === 'number'
  );
};

function write(entries: PendingCheckout[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(PENDING_CHECKOUTS_KEY);
    else window.localStorage.setItem(PENDING_CHECKOUTS_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused: the failed page then offers only the general ways on.
  }
}

/** The stored checkouts, newest first, without the ones too old to be held still. */
export function pendingCheckouts(now = Date.now()): PendingCheckout[] {
  try {
    const data = JSON.parse(window.localStorage.getItem(PENDING_CHECKOUTS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(data)) return [];
    return data
      .filter(isPendingCheckout)
      .filter((entry) => now - entry.startedAt < KEEP_MS)
      .sort((a, b) => b.startedAt - a.startedAt);
  } catch {
    return [];
  }
}

export function pendingCheckout(bookingId: number): PendingCheckout | null {
  return pendingCheckouts().find((entry) => entry.bookingId === bookingId) ?? null;
}

/** Stores (or refreshes) a checkout just started or resumed. */
export function rememberCheckout(checkout: PendingCheckout): void {
  write([
    checkout,
    ...pendingCheckouts().filter((entry) => entry.bookingId !== checkout.bookingId),
  ]);
}

/** The hold was released, ran out, or the room went: nothing left to resume. */
export function forgetCheckout(bookingId: number): void {
  write(pendingCheckouts().filter((entry) => entry.bookingId !== bookingId));
}

/** A confirmed booking: the checkout is done and its room's card starts afresh. */
export function finishCheckout(bookingId: number): void {
  const checkout = pendingCheckout(bookingId);
  if (checkout) clearBookingDraft(checkout.roomId);
  forgetCheckout(bookingId);
}
