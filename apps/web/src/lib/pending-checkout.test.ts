import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBookingDraft, saveBookingDraft } from './booking-draft.ts';
import {
  finishCheckout,
  forgetCheckout,
  pendingCheckout,
  pendingCheckouts,
  PENDING_CHECKOUTS_KEY,
  rememberCheckout,
  type PendingCheckout,
} from './pending-checkout.ts';

const NOW = Date.parse('2026-01-15T08:00:00Z');

const checkout = (overrides: Partial<PendingCheckout> = {}): PendingCheckout => ({
  bookingId: 12,
  access: 'TOKEN',
  roomId: 3,
  roomTitle: 'Deluxe Studio',
  startDate: '2026-01-20',
  endDate: '2026-01-23',
  startedAt: NOW,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pending checkouts', () => {
  it('lists the stored checkouts newest first, one entry per booking', () => {
    vi.useFakeTimers({ now: NOW });
    rememberCheckout(checkout({ bookingId: 1, startedAt: NOW - 2000 }));
    rememberCheckout(checkout({ bookingId: 2, startedAt: NOW - 1000 }));
    rememberCheckout(checkout({ bookingId: 1, startedAt: NOW }));

    expect(pendingCheckouts(NOW).map((entry) => entry.bookingId)).toEqual([1, 2]);
  });

  it('drops a checkout a day old, and anything that is not a checkout', () => {
    window.localStorage.setItem(
      PENDING_CHECKOUTS_KEY,
      JSON.stringify([
        checkout({ bookingId: 1, startedAt: NOW - 25 * 60 * 60 * 1000 }),
        { bookingId: 'two' },
        checkout({ bookingId: 3 }),
      ]),
    );

    expect(pendingCheckouts(NOW).map((entry) => entry.bookingId)).toEqual([3]);
  });

  it('survives broken storage', () => {
    window.localStorage.setItem(PENDING_CHECKOUTS_KEY, '{not json');
    expect(pendingCheckouts(NOW)).toEqual([]);
  });

  it('forgets a released checkout and keeps the others', () => {
    vi.useFakeTimers({ now: NOW });
    rememberCheckout(checkout({ bookingId: 1 }));
    rememberCheckout(checkout({ bookingId: 2 }));

    forgetCheckout(1);

    expect(pendingCheckout(1)).toBeNull();
    expect(pendingCheckout(2)).not.toBeNull();
  });

  it("clears the room's kept card choices once the booking is confirmed", () => {
    vi.useFakeTimers({ now: NOW });
    rememberCheckout(checkout({ bookingId: 12, roomId: 3 }));
    saveBookingDraft(3, { breakfast: true });
    saveBookingDraft(4, { breakfast: true });

    finishCheckout(12);

    expect(pendingCheckout(12)).toBeNull();
    expect(readBookingDraft(3)).toBeNull();
    expect(readBookingDraft(4)).toEqual({ breakfast: true });
  });
});
