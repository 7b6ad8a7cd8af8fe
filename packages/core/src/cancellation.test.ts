import { describe, expect, it } from 'vitest';
import { quoteCancellation } from './cancellation.ts';

// Noon in Lagos (UTC+1) on 1 Dec 2026; the boundaries are days, not hours.
const NOW = new Date('2026-12-01T11:00:00Z');

describe('quoteCancellation', () => {
  it.each([
    // check-in, days before, allowed, charge %, refund of ₦100,000.00
    ['2026-12-31', 30, true, 0, 10_000_000],
    ['2026-12-08', 7, true, 0, 10_000_000],
    ['2026-12-07', 6, true, 25, 7_500_000],
    ['2026-12-04', 3, true, 25, 7_500_000],
    ['2026-12-03', 2, true, 50, 5_000_000],
    ['2026-12-02', 1, true, 50, 5_000_000],
    ['2026-12-01', 0, true, 50, 5_000_000],
    ['2026-11-30', -1, false, 100, 0],
  ])(
    'check-in %s: %i days before → allowed %s, %i%% charged, %i kobo back',
    (checkIn, days, allowed, percent, refund) => {
      const quote = quoteCancellation(checkIn, 10_000_000, NOW);
      expect(quote).toMatchObject({
        daysBeforeCheckIn: days,
        allowed,
        chargePercent: percent,
        refundKobo: refund,
      });
      if (allowed) expect(quote.chargeKobo + quote.refundKobo).toBe(10_000_000);
    },
  );

  it('counts days in Lagos: 23:30 UTC on 30 Nov is already 1 Dec there', () => {
    const lateEvening = new Date('2026-11-30T23:30:00Z');
    expect(quoteCancellation('2026-12-08', 100, lateEvening).daysBeforeCheckIn).toBe(7);
    expect(quoteCancellation('2026-12-07', 100, lateEvening).chargePercent).toBe(25);
  });

  it('rounds the charge down, so the refund is never more than what was paid', () => {
    const quote = quoteCancellation('2026-12-05', 333, NOW);
    expect(quote).toMatchObject({ chargeKobo: 83, refundKobo: 250 });
    expect(quoteCancellation('2026-12-02', 1, NOW)).toMatchObject({ chargeKobo: 0, refundKobo: 1 });
  });
});
