import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONVEYANCE_KOBO,
  maxBreakfastPersons,
  priceStay,
  type ConveyanceDirection,
} from './pricing.ts';
import { pricedRoomTypes, studio } from './test/priced-room-types.ts';

describe('priceStay', () => {
  it.each([
    // nights, breakfast persons, conveyance, expected total in kobo
    [1, null, null, 3_500_000],
    [3, null, null, 10_500_000],
    [3, 2, null, 10_500_000 + 500_000 * 2 * 3],
    [2, null, 'pickup', 7_000_000 + 4_000_000],
    [2, null, 'dropoff', 7_000_000 + 4_000_000],
    [2, null, 'both', 7_000_000 + 7_000_000],
    [9, 1, 'both', 31_500_000 + 4_500_000 + 7_000_000],
    // Spec §9: conveyance is free from 10 nights.
    [10, null, 'both', 35_000_000],
    [12, 1, 'pickup', 42_000_000 + 6_000_000],
  ] as const)('%i nights, breakfast %s, conveyance %s → %i kobo', (nights, persons, way, total) => {
    expect(priceStay(studio, { nights, breakfastCount: persons, conveyance: way }).totalKobo).toBe(
      total,
    );
  });

  it('uses the room type’s own conveyance prices when it sets them', () => {
    const own = {
      ...studio,
      airportPickupPriceKobo: 2_500_000,
      airportDropoffPriceKobo: 3_000_000,
      airportBothPriceKobo: 5_000_000,
    };
    const price = (conveyance: ConveyanceDirection) =>
      priceStay(own, { nights: 2, breakfastCount: null, conveyance }).conveyanceKobo;
    expect([price('pickup'), price('dropoff'), price('both')]).toEqual([
      2_500_000, 3_000_000, 5_000_000,
    ]);
  });

  it('charges nothing for options the room type does not offer', () => {
    const plain = { ...studio, breakfastEnabled: false, airportConveyanceEnabled: false };
    expect(priceStay(plain, { nights: 2, breakfastCount: 2, conveyance: 'both' })).toEqual({
      nights: 2,
      roomKobo: 7_000_000,
      breakfastKobo: 0,
      conveyanceKobo: 0,
      totalKobo: 7_000_000,
    });
  });

  const requests = fc.record({
    nights: fc.integer({ min: 1, max: 90 }),
    breakfastCount: fc.option(fc.integer({ min: 1, max: 4 })),
    conveyance: fc.option(
      fc.constantFrom('pickup', 'dropoff', 'both') as fc.Arbitrary<ConveyanceDirection>,
    ),
  });

  it('gives a total that is the sum of its parts, in non-negative integer kobo', () => {
    fc.assert(
      fc.property(pricedRoomTypes, requests, (roomType, request) => {
        const price = priceStay(roomType, request);
        const parts = [price.roomKobo, price.breakfastKobo, price.conveyanceKobo, price.totalKobo];
        expect(parts.every((kobo) => Number.isSafeInteger(kobo) && kobo >= 0)).toBe(true);
        expect(price.totalKobo).toBe(price.roomKobo + price.breakfastKobo + price.conveyanceKobo);
        expect(price.roomKobo).toBe(roomType.pricePerNightKobo * request.nights);
      }),
    );
  });

  it('never charges conveyance from 10 nights, and never more than the default without own prices', () => {
    fc.assert(
      fc.property(pricedRoomTypes, requests, (roomType, request) => {
        const { conveyanceKobo } = priceStay(roomType, request);
        if (request.nights >= 10) expect(conveyanceKobo).toBe(0);
        if (
          request.conveyance &&
          roomType.airportBothPriceKobo === null &&
          request.conveyance === 'both'
        ) {
          expect([0, DEFAULT_CONVEYANCE_KOBO.both]).toContain(conveyanceKobo);
        }
      }),
    );
  });
});

describe('maxBreakfastPersons', () => {
  it.each([
    ['Deluxe Studio', 2],
    ['Executive 2 Bedroom Apartment', 4],
    ['Two Bedroom Penthouse', 4],
    ['two-bedroom flat', 4],
    ['2bedroom', 4],
    ['Twelve Bedroom Villa', 2],
  ])('%s → %i', (title, max) => {
    expect(maxBreakfastPersons(title)).toBe(max);
  });
});
