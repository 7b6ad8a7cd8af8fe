import { describe, expect, it } from 'vitest';
import {
  BookingRequestSchema,
  conveyanceLegDays,
  DROPOFF_OUTSIDE_STAY,
  PICKUP_OUTSIDE_STAY,
} from './bookings.ts';
import { addDays, businessToday } from './dates.ts';

const day = (offset: number) => addDays(businessToday(), offset);
const leg = (date: string) => ({ date, time: '10:00', phone: '+2348031234567', airport: 'abuja' });

/** A stay of days 10–13 (three nights) with both legs on the given days. */
function issuesOf(pickup: number, dropoff: number) {
  const parsed = BookingRequestSchema.safeParse({
    room_type_id: 1,
    start_date: day(10),
    end_date: day(13),
    airport_conveyance: { direction: 'both', pickup: leg(day(pickup)), dropoff: leg(day(dropoff)) },
  });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('airport legs that match the stay', () => {
  it('allows the pickup on the check-in day or the day after, the drop-off on the check-out day or the day before', () => {
    expect(conveyanceLegDays({ start_date: day(10), end_date: day(13) })).toEqual({
      pickup: [day(10), day(11)],
      dropoff: [day(12), day(13)],
    });
  });

  it.each([
    [10, 13, []],
    [11, 12, []],
    [9, 13, [['airport_conveyance.pickup.date', PICKUP_OUTSIDE_STAY]]],
    [12, 13, [['airport_conveyance.pickup.date', PICKUP_OUTSIDE_STAY]]],
    [10, 11, [['airport_conveyance.dropoff.date', DROPOFF_OUTSIDE_STAY]]],
    [10, 14, [['airport_conveyance.dropoff.date', DROPOFF_OUTSIDE_STAY]]],
    [
      70,
      70,
      [
        ['airport_conveyance.pickup.date', PICKUP_OUTSIDE_STAY],
        ['airport_conveyance.dropoff.date', DROPOFF_OUTSIDE_STAY],
      ],
    ],
  ])('pickup on day %i, drop-off on day %i → %j', (pickup, dropoff, issues) => {
    expect(issuesOf(pickup, dropoff)).toEqual(issues);
  });

  it('leaves a leg of another direction alone', () => {
    const parsed = BookingRequestSchema.safeParse({
      room_type_id: 1,
      start_date: day(10),
      end_date: day(13),
      airport_conveyance: { direction: 'dropoff', pickup: leg(day(60)), dropoff: leg(day(13)) },
    });
    expect(parsed.success).toBe(true);
  });
});
