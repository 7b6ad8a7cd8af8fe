/** Room types to price in the tests: a studio, and random ones for the property tests. */
import fc from 'fast-check';
import type { PricedRoomType } from '../pricing.ts';

export const studio: PricedRoomType = {
  title: 'Deluxe Studio',
  pricePerNightKobo: 3_500_000,
  breakfastEnabled: true,
  breakfastPriceKobo: 500_000,
  airportConveyanceEnabled: true,
  airportPickupPriceKobo: null,
  airportDropoffPriceKobo: null,
  airportBothPriceKobo: null,
};

export const pricedRoomTypes: fc.Arbitrary<PricedRoomType> = fc.record({
  title: fc.constantFrom('Deluxe Studio', 'Two Bedroom Apartment', '2-bedroom suite'),
  pricePerNightKobo: fc.integer({ min: 0, max: 50_000_000 }),
  breakfastEnabled: fc.boolean(),
  breakfastPriceKobo: fc.integer({ min: 0, max: 5_000_000 }),
  airportConveyanceEnabled: fc.boolean(),
  airportPickupPriceKobo: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
  airportDropoffPriceKobo: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
  airportBothPriceKobo: fc.option(fc.integer({ min: 0, max: 30_000_000 })),
});
