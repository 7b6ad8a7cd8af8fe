import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira, koboToNaira, nairaToKobo } from './money.ts';

describe('money', () => {
  it('converts between naira and integer kobo without float drift', () => {
    expect(nairaToKobo(35_000)).toBe(3_500_000);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(koboToNaira(3_500_050)).toBe(35_000.5);
  });

  it('formats naira with thousands separators', () => {
    expect(formatNaira(45_000)).toBe('₦45,000');
    expect(formatNaira(1_234_567.5)).toBe('₦1,234,567.5');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(-2_500.25)).toBe('₦-2,500.25');
  });

  it('writes what Intl writes for every amount of kobo, without Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const asIntl = (kobo: number) => `₦${intl.format(kobo / 100)}`;
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (kobo) => {
        expect(formatKobo(kobo)).toBe(asIntl(kobo));
        expect(formatNaira(kobo / 100)).toBe(asIntl(kobo));
      }),
      { numRuns: 2000 },
    );
    for (const kobo of [0, 1, 10, 99, 100, 105, 110, 99_999, -1, -150, 123_456_789_00]) {
      expect(formatKobo(kobo)).toBe(asIntl(kobo));
    }
  });

  it('rounds naira to whole kobo as they are stored', () => {
    expect(formatNaira(10.004)).toBe('₦10');
    expect(formatNaira(10.006)).toBe('₦10.01');
    expect(formatNaira(-0.001)).toBe('₦0');
    expect(formatKobo(0.5)).toBe('₦0.01');
    expect(formatKobo(Number.NaN)).toBe('₦NaN');
  });
});
