import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_TIME_ZONE } from './constants.ts';
import {
  formatDate,
  formatDateAtTime,
  formatDateTime,
  formatStayDates,
  formatTime,
} from './display-dates.ts';

describe('display dates', () => {
  it('writes a calendar date as "Sat, 5 Dec 2026", the same day in every zone', () => {
    expect(formatDate('2026-12-05')).toBe('Sat, 5 Dec 2026');
    expect(formatDate('2026-01-20')).toBe('Tue, 20 Jan 2026');
    expect(formatDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
    expect(formatDate('2026-09-30')).toBe('Wed, 30 Sep 2026');
  });

  it('writes a timestamp on the calendar of Abuja: 23:30 UTC is already the next day there', () => {
    expect(formatDate('2026-12-05T23:30:00Z')).toBe('Sun, 6 Dec 2026');
    expect(formatDate('2026-12-05T22:59:00.000Z')).toBe('Sat, 5 Dec 2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('Fri, 1 Jan 2027');
    // As PostgreSQL writes a timestamptz, in JSON and as text.
    expect(formatDate('2026-12-05T23:30:00.123456+00:00')).toBe('Sun, 6 Dec 2026');
    expect(formatDate('2026-12-05 23:30:00+00')).toBe('Sun, 6 Dec 2026');
    expect(formatDate('2026-12-06T01:30:00+03:00')).toBe('Sat, 5 Dec 2026');
  });

  it('writes a house or pickup time on a 12-hour clock, noon as the house rules write it', () => {
    expect(formatTime('15:00')).toBe('3:00 PM');
    expect(formatTime('14:30')).toBe('2:30 PM');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('00:30')).toBe('12:30 AM');
    expect(formatTime('12:00')).toBe('12:00 noon');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('23:59:59')).toBe('11:59 PM');
  });

  it('writes the time of a timestamp in Abuja (UTC+1)', () => {
    expect(formatTime('2026-12-10T13:30:00Z')).toBe('2:30 PM');
    expect(formatTime('2026-12-10T23:00:00Z')).toBe('12:00 AM');
    expect(formatTime('2026-12-10T11:00:00Z')).toBe('12:00 noon');
    expect(formatTime(new Date('2026-12-10T22:45:00Z'))).toBe('11:45 PM');
  });

  it('writes a moment as day and time in Abuja', () => {
    expect(formatDateTime('2026-12-05T23:30:00Z')).toBe('Sun, 6 Dec 2026, 12:30 AM');
    expect(formatDateTime('2026-12-10T13:30:00.000Z')).toBe('Thu, 10 Dec 2026, 2:30 PM');
    expect(formatDateTime(new Date('2026-12-10T11:00:00Z'))).toBe('Thu, 10 Dec 2026, 12:00 noon');
    expect(formatDateAtTime('2026-12-10', '14:30')).toBe('Thu, 10 Dec 2026 at 2:30 PM');
  });

  it('writes a stay as two days joined by an en dash', () => {
    expect(formatStayDates('2026-12-05', '2026-12-07')).toBe('Sat, 5 Dec 2026 – Mon, 7 Dec 2026');
    expect(formatStayDates('2026-12-31', '2027-01-02')).toBe('Thu, 31 Dec 2026 – Sat, 2 Jan 2027');
  });

  it('returns what it cannot read as it is, never a made-up day', () => {
    for (const text of ['', 'soon', '2026-02-30', '2026-2-3', '2026-13-01', '10 Dec 2026']) {
      expect(formatDate(text)).toBe(text);
    }
    // No offset: the moment would depend on the machine's zone.
    expect(formatDate('2026-12-05T10:00:00')).toBe('2026-12-05T10:00:00');
    expect(formatDateTime('2026-12-05')).toBe('2026-12-05');
    expect(formatDateTime('2026-12-05T25:00:00Z')).toBe('2026-12-05T25:00:00Z');
    for (const text of ['24:00', '12:60', '3 PM', '']) expect(formatTime(text)).toBe(text);
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid date');
    expect(formatTime(new Date(Number.NaN))).toBe('Invalid date');
  });

  it('writes the same text whatever the zone of the machine', () => {
    // The formatters never read the local zone: a calendar date is built in UTC, a moment in Lagos.
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
        vi.stubEnv('TZ', zone);
        expect(formatDate('2026-12-05')).toBe('Sat, 5 Dec 2026');
        expect(formatDateTime('2026-12-05T23:30:00Z')).toBe('Sun, 6 Dec 2026, 12:30 AM');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('reads a moment in the business time zone as Intl reads the tz database', () => {
    const lagos = new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const instants = fc.date({
      min: new Date('1920-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (instant) => {
        const part = (type: Intl.DateTimeFormatPartTypes) =>
          lagos.formatToParts(instant).find((each) => each.type === type)!.value;
        const [hour, minute] = [Number(part('hour')) % 24, Number(part('minute'))];
        const day = `${part('weekday')}, ${Number(part('day'))} ${part('month').slice(0, 3)} ${part('year')}`;
        expect(formatDate(instant)).toBe(day);
        expect(formatTime(instant)).toBe(
          hour === 12 && minute === 0
            ? '12:00 noon'
            : `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`,
        );
      }),
      { numRuns: 3000 },
    );
  });
});
