import { describe, expect, it } from 'vitest';
import { formatDecimal } from './numbers.ts';

describe('numbers', () => {
  it('writes counts with thousands separated by commas', () => {
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(999)).toBe('999');
    expect(formatDecimal(1000)).toBe('1,000');
    expect(formatDecimal(1_234_567)).toBe('1,234,567');
    expect(formatDecimal(-12_000)).toBe('-12,000');
  });

  it('writes a rate the server rounded to one decimal as it is', () => {
    expect(formatDecimal(12.5)).toBe('12.5');
    expect(formatDecimal(0.3)).toBe('0.3');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal(100)).toBe('100');
  });
});
