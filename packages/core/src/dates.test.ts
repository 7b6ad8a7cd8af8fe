import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUSINESS_TIME_ZONE } from './constants.ts';
import { addDays, businessToday, isIsoDate, nightsBetween } from './dates.ts';

describe('dates', () => {
  it('counts the nights of a half-open stay, across months and a leap day', () => {
    expect(nightsBetween('2026-01-12', '2026-01-15')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('takes today in Abuja: 23:30 UTC is already the next day there', () => {
    expect(businessToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-21T22:59:00Z'))).toBe('2026-11-21');
  });

  it("changes the date at Abuja's midnight to the millisecond, asked in any order", () => {
    const before = new Date('2026-11-25T22:59:59.999Z');
    const at = new Date('2026-11-25T23:00:00.000Z');
    expect(businessToday(before)).toBe('2026-11-25');
    expect(businessToday(before)).toBe('2026-11-25');
    expect(businessToday(at)).toBe('2026-11-26');
    expect(businessToday(before)).toBe('2026-11-25');
    expect(businessToday(new Date('2026-11-25T22:59:00.000Z'))).toBe('2026-11-25');
  });

  it('writes the day the business time zone has as YYYY-MM-DD, from 1920 to 2200', () => {
    const lagos = new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const instants = fc.date({
      min: new Date('1920-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (now) => {
        expect(businessToday(now)).toBe(lagos.format(now));
      }),
      { numRuns: 5000 },
    );
  });
});
