import { describe, expect, it } from 'vitest';
import type { OccupancyBooking } from '@aso/core/admin';
import { barSpan, dayHeading, windowDates, windowLabel } from './occupancy-window.ts';

const stay = (start_date: string, end_date: string): OccupancyBooking => ({
  id: 1,
  start_date,
  end_date,
  status: 'confirmed',
  guest_name: 'Ada Obi',
});

describe('occupancy window', () => {
  it('covers the nights start … end − 1 that fall in the window', () => {
    expect(barSpan(stay('2030-03-12', '2030-03-15'), '2030-03-10', 14)).toMatchObject({
      start: 2,
      end: 5,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it('cuts a stay at the edges of the window and drops one outside it', () => {
    expect(barSpan(stay('2030-03-01', '2030-03-30'), '2030-03-10', 7)).toMatchObject({
      start: 0,
      end: 7,
      clippedStart: true,
      clippedEnd: true,
    });
    expect(barSpan(stay('2030-03-05', '2030-03-10'), '2030-03-10', 7)).toBeNull();
    expect(barSpan(stay('2030-03-17', '2030-03-20'), '2030-03-10', 7)).toBeNull();
  });

  it('names the days across a month and a year end', () => {
    expect(windowDates('2030-12-30', 3)).toEqual(['2030-12-30', '2030-12-31', '2031-01-01']);
    expect(dayHeading('2030-12-31')).toEqual({ weekday: 'Tue', day: 31, month: 'Dec' });
    expect(windowLabel('2030-12-30', 7)).toBe('Mon, 30 Dec 2030 – Sun, 5 Jan 2031');
    expect(windowLabel('2030-03-10', 14)).toBe('Sun, 10 Mar 2030 – Sat, 23 Mar 2030');
  });
});
