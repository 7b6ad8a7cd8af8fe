import { describe, expect, it } from 'vitest';
import { RoomTypeCreateSchema, RoomTypeUpdateSchema } from './room-types.ts';

/** A valid create form as the multipart client sends it: every value is text. */
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Garden Studio',
  description: 'A quiet studio over the garden.',
  price_per_night: '42000.50',
  capacity: '2',
  number_of_rooms: '3',
  breakfast_enabled: '0',
  airport_conveyance_enabled: '0',
  ...overrides,
});

/** The messages of a failed parse, by field. */
function errorsOf(result: ReturnType<typeof RoomTypeCreateSchema.safeParse>) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  }
  return errors;
}

describe('RoomTypeCreateSchema', () => {
  it('reads the multipart text into stored values (kobo, booleans, numbers)', () => {
    expect(
      RoomTypeCreateSchema.parse(
        form({
          latitude: '9.0884',
          longitude: '-7.5',
          breakfast_enabled: '1',
          breakfast_price: '0',
          airport_conveyance_enabled: 'true',
          airport_pickup_price: '35000',
          airport_dropoff_price: 35000,
          airport_both_price: '65000.25',
        }),
      ),
    ).toEqual({
      title: 'Garden Studio',
      description: 'A quiet studio over the garden.',
      pricePerNightKobo: 4_200_050,
      capacity: 2,
      numberOfRooms: 3,
      latitude: 9.0884,
      longitude: -7.5,
      breakfastEnabled: true,
      breakfastPriceKobo: 0,
      airportConveyanceEnabled: true,
      airportConveyancePriceKobo: null,
      airportPickupPriceKobo: 3_500_000,
      airportDropoffPriceKobo: 3_500_000,
      airportBothPriceKobo: 6_500_025,
    });
  });

  it('defaults to one room, no coordinates and no extras', () => {
    const parsed = RoomTypeCreateSchema.parse({
      title: 'Loft',
      description: 'Up high.',
      price_per_night: 30000,
      capacity: 1,
    });
    expect(parsed).toMatchObject({
      numberOfRooms: 1,
      latitude: null,
      longitude: null,
      breakfastEnabled: false,
      airportConveyanceEnabled: false,
    });
  });

  it.each([
    ['price_per_night', '0', 'The price per night must be greater than 0.'],
    ['price_per_night', '-5', 'The price per night must be greater than 0.'],
    [
      'price_per_night',
      '100000000.01',
      'The price per night may not be greater than ₦100,000,000.',
    ],
    ['price_per_night', '1e9', 'The price per night must be a number.'],
    ['price_per_night', '10.001', 'The price per night may have at most two decimals.'],
    ['price_per_night', '', 'The price per night field is required.'],
    ['capacity', '0', 'The capacity must be a whole number between 1 and 50.'],
    ['capacity', '51', 'The capacity must be a whole number between 1 and 50.'],
    ['capacity', '2.5', 'The capacity must be a whole number between 1 and 50.'],
    ['number_of_rooms', '0', 'The number of rooms must be a whole number between 1 and 100.'],
    ['number_of_rooms', '101', 'The number of rooms must be a whole number between 1 and 100.'],
    ['latitude', '90.5', 'The latitude must be a number between -90 and 90.'],
    ['longitude', '-181', 'The longitude must be a number between -180 and 180.'],
    ['latitude', 'north', 'The latitude must be a number between -90 and 90.'],
    ['breakfast_enabled', 'yes', 'The breakfast enabled field must be 1 or 0.'],
    ['title', '   ', 'The title field is required.'],
  ])('refuses %s = %j: "%s"', (field, value, message) => {
    expect(errorsOf(RoomTypeCreateSchema.safeParse(form({ [field]: value })))).toEqual({
      [field]: [message],
    });
  });

  it('asks for the prices of the extras that are on, with every other error at once', () => {
    const result = RoomTypeCreateSchema.safeParse(
      form({
        title: '',
        breakfast_enabled: '1',
        airport_conveyance_enabled: '1',
        airport_pickup_price: '-1',
      }),
    );
    expect(errorsOf(result)).toEqual({
      title: ['The title field is required.'],
      airport_pickup_price: ['The airport pickup price must be at least 0.'],
      breakfast_price: ['The breakfast price field is required when breakfast is enabled.'],
      airport_dropoff_price: [
        'The airport drop-off price field is required when airport conveyance is enabled.',
      ],
      airport_both_price: [
        'The airport both ways price field is required when airport conveyance is enabled.',
      ],
    });
  });

  it('keeps no price for an extra that is off', () => {
    const parsed = RoomTypeCreateSchema.parse(
      form({ breakfast_price: '5000', airport_pickup_price: '40000' }),
    );
    expect(parsed).toMatchObject({
      breakfastPriceKobo: 0,
      airportPickupPriceKobo: null,
    });
  });
});

describe('RoomTypeUpdateSchema', () => {
  const edit = (overrides: Record<string, unknown> = {}) => {
    const fields: Record<string, unknown> = { ...form(), ...overrides };
    if (!('number_of_rooms' in overrides)) delete fields.number_of_rooms;
    return fields;
  };

  it('reads the kept images from a comma-separated list or an array, in order', () => {
    expect(
      RoomTypeUpdateSchema.parse(edit({ images: ' /images/b.webp, /images/a.webp ,' })).images,
    ).toEqual(['/images/b.webp', '/images/a.webp']);
    expect(RoomTypeUpdateSchema.parse(edit({ images: ['/images/a.webp'] })).images).toEqual([
      '/images/a.webp',
    ]);
    expect(RoomTypeUpdateSchema.parse(edit({ images: '' })).images).toEqual([]);
    expect(RoomTypeUpdateSchema.parse(edit()).images).toBeUndefined();
  });

  it('has no number of rooms', () => {
    expect(RoomTypeUpdateSchema.parse(edit({ number_of_rooms: '9' }))).not.toHaveProperty(
      'numberOfRooms',
    );
  });

  it('applies the same conditional price rules', () => {
    const result = RoomTypeUpdateSchema.safeParse(edit({ breakfast_enabled: true }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The breakfast price field is required when breakfast is enabled.',
    ]);
  });
});
