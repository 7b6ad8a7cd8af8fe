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

  it('writes kobo as naira: grouped, trailing zeros dropped, any size', () => {
    expect(formatKobo(1)).toBe('₦0.01');
    expect(formatKobo(10)).toBe('₦0.1');
    expect(formatKobo(99)).toBe('₦0.99');
    expect(formatKobo(105)).toBe('₦1.05');
    expect(formatKobo(110)).toBe('₦1.1');
    expect(formatKobo(1_000_050)).toBe('₦10,000.5');
    expect(formatKobo(-150)).toBe('₦-1.5');
    expect(formatKobo(12_345_678_900)).toBe('₦123,456,789');
    expect(formatKobo(1e14)).toBe('₦1,000,000,000,000');
  });

  it('rounds naira to whole kobo as they are stored', () => {
    expect(formatNaira(10.004)).toBe('₦10');
    expect(formatNaira(10.006)).toBe('₦10.01');
    expect(formatNaira(-0.001)).toBe('₦0');
    expect(formatKobo(0.5)).toBe('₦0.01');
    expect(formatKobo(Number.NaN)).toBe('₦NaN');
  });
});
