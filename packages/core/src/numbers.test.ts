import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, groupThousands } from './numbers.ts';

describe('numbers', () => {
  it('groups thousands with commas', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('writes counts and one-decimal rates as Intl does, without Intl', () => {
    const count = new Intl.NumberFormat('en-US');
    const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatDecimal(n)).toBe(count.format(n));
        // A rate as the affiliate dashboard's server rounds it: Math.round(x * 10) / 10.
        expect(formatDecimal(n / 10)).toBe(rate.format(n / 10));
      }),
      { numRuns: 2000 },
    );
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(12.5)).toBe('12.5');
  });
});
