import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo } from './money.ts';

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
  });
});
