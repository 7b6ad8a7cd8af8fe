import { describe, expect, it } from 'vitest';
import { monthWindow } from './api/get-room-calendar.ts';
import {
  canCheckOut,
  isDayDisabled,
  keepsStayRule,
  monthsBetween,
  nextRange,
  type ArrivalRule,
} from './stay-dates.ts';

const taken = new Set(['2026-01-20']);

describe('stay dates', () => {
  it('lets a stay end on the morning of a taken night but not run through it', () => {
    expect(canCheckOut('2026-01-18', '2026-01-20', taken)).toBe(true);
    expect(canCheckOut('2026-01-18', '2026-01-21', taken)).toBe(false);
    expect(canCheckOut('2026-01-18', '2026-01-18', taken)).toBe(false);
  });

  it('refuses stays longer than the longest a booking may hold', () => {
    expect(canCheckOut('2026-01-01', '2026-04-01', new Set())).toBe(true);
    expect(canCheckOut('2026-01-01', '2026-04-02', new Set())).toBe(false);
  });

  it('disables past days always, and taken nights as a check-in', () => {
    const at = (day: string, start: string | null = null) =>
      isDayDisabled(day, { today: '2026-01-15', unavailable: taken, range: { start, end: null } });
    expect(at('2026-01-14')).toBe(true);
    expect(at('2026-01-15')).toBe(false);
    expect(at('2026-01-20')).toBe(true);
    expect(at('2026-01-20', '2026-01-18')).toBe(false);
    expect(at('2026-01-16', '2026-01-18')).toBe(false);
  });

  it("refuses a check-in closed to arrival and a check-out outside the check-in night's stay rule", () => {
    const rules = new Map<string, ArrivalRule>([
      ['2026-01-20', { min_nights: 3, max_nights: 5, closed_to_arrival: false }],
      ['2026-01-22', { min_nights: null, max_nights: null, closed_to_arrival: true }],
    ]);
    const at = (day: string, start: string | null = null) =>
      isDayDisabled(day, {
        today: '2026-01-15',
        unavailable: new Set(),
        range: { start, end: null },
        rules,
      });
    expect(at('2026-01-22')).toBe(true);
    expect(at('2026-01-22', '2026-01-25')).toBe(true);
    // As the check-out of a stay that began earlier, a day closed to arrival is fine.
    expect(at('2026-01-22', '2026-01-19')).toBe(false);
    expect(at('2026-01-22', '2026-01-20')).toBe(true);
    expect(at('2026-01-23', '2026-01-20')).toBe(false);
    expect(at('2026-01-25', '2026-01-20')).toBe(false);
    expect(at('2026-01-26', '2026-01-20')).toBe(true);
    expect(keepsStayRule('2026-01-21', '2026-01-22', rules)).toBe(true);
  });

  it('starts, completes, restarts and clears a range by clicks', () => {
    const empty = { start: null, end: null };
    const started = nextRange(empty, '2026-01-18');
    expect(started).toEqual({ start: '2026-01-18', end: null });
    expect(nextRange(started, '2026-01-21')).toEqual({ start: '2026-01-18', end: '2026-01-21' });
    expect(nextRange(started, '2026-01-16')).toEqual({ start: '2026-01-16', end: null });
    expect(nextRange(started, '2026-01-18')).toEqual(empty);
    expect(nextRange({ start: '2026-01-18', end: '2026-01-21' }, '2026-02-02')).toEqual({
      start: '2026-02-02',
      end: null,
    });
  });

  it('asks the calendar about each month from today, through the first of the next', () => {
    expect(monthWindow('2026-01', '2026-01-15')).toEqual({ from: '2026-01-15', to: '2026-02-01' });
    expect(monthWindow('2026-12', '2026-01-15')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthWindow('2025-12', '2026-01-15')).toBeNull();
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
