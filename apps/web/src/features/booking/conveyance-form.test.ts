import { describe, expect, it } from 'vitest';
import { DROPOFF_OUTSIDE_STAY, PICKUP_OUTSIDE_STAY } from '@aso/core/bookings';
import type { ConveyanceChoice } from './booking-rules.ts';
import {
  movedLegsNotice,
  moveLegsWithStay,
  validateConveyance,
  type ConveyanceDraft,
} from './conveyance-form.ts';

const leg = (date: string) => ({
  date,
  time: '14:30',
  phone: '+234 803 000 0000',
  airport: 'abuja' as const,
});

const both = (pickup: string, dropoff: string): ConveyanceChoice => ({
  direction: 'both',
  pickup: leg(pickup),
  dropoff: leg(dropoff),
});

describe('moveLegsWithStay', () => {
  it('keeps the pickup a day after check-in and the drop-off a day before check-out', () => {
    const { conveyance, moved } = moveLegsWithStay(
      both('2030-03-02', '2030-03-04'),
      { start: '2030-03-01', end: '2030-03-05' },
      { start: '2030-04-10', end: '2030-04-14' },
    );

    expect(conveyance.pickup?.date).toBe('2030-04-11');
    expect(conveyance.dropoff?.date).toBe('2030-04-13');
    expect(moved).toEqual([
      { leg: 'pickup', date: '2030-04-11' },
      { leg: 'dropoff', date: '2030-04-13' },
    ]);
  });

  it('clamps legs that were further out to the check-in day or the day after, the check-out day or the day before', () => {
    const { conveyance } = moveLegsWithStay(both('2030-05-20', '2030-01-01'), null, {
      start: '2030-03-01',
      end: '2030-03-05',
    });

    expect(conveyance.pickup?.date).toBe('2030-03-02');
    expect(conveyance.dropoff?.date).toBe('2030-03-04');
  });

  it('names no leg whose date stays, and moves only the legs of the direction', () => {
    const pickupOnly: ConveyanceChoice = {
      direction: 'pickup',
      pickup: leg('2030-03-01'),
      dropoff: null,
    };
    const { conveyance, moved } = moveLegsWithStay(
      pickupOnly,
      { start: '2030-03-01', end: '2030-03-05' },
      { start: '2030-03-01', end: '2030-03-08' },
    );

    expect(moved).toEqual([]);
    expect(conveyance).toEqual(pickupOnly);
  });
});

describe('movedLegsNotice', () => {
  it('says where each moved leg went', () => {
    expect(
      movedLegsNotice([
        { leg: 'pickup', date: '2026-12-12' },
        { leg: 'dropoff', date: '2026-12-15' },
      ]),
    ).toBe(
      'Your airport pickup moved to Sat, 12 Dec 2026 to match your new dates. Your airport drop-off moved to Tue, 15 Dec 2026 to match your new dates.',
    );
  });
});

describe('validateConveyance with the stay', () => {
  const draft = (pickup: string, dropoff: string): ConveyanceDraft => ({
    direction: 'both',
    pickup: leg(pickup),
    dropoff: leg(dropoff),
  });
  const stay = { start: '2030-03-01', end: '2030-03-05' };

  it('accepts legs on the days the server allows', () => {
    expect(validateConveyance(draft('2030-03-02', '2030-03-04'), stay).ok).toBe(true);
  });

  it("refuses legs away from the stay in the server's words, per leg", () => {
    expect(validateConveyance(draft('2030-03-03', '2030-03-03'), stay)).toEqual({
      ok: false,
      errors: { 'pickup.date': PICKUP_OUTSIDE_STAY, 'dropoff.date': DROPOFF_OUTSIDE_STAY },
    });
  });

  it('checks only the form itself while the stay is not chosen', () => {
    expect(validateConveyance(draft('2030-03-03', '2030-06-03'), null).ok).toBe(true);
  });
});
