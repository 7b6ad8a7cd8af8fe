import type { AdminRoomType } from '@aso/core/room-types';

/** A room type as `GET /api/room-types` lists it, with overrides. */
export function makeAdminRoomType(overrides: Partial<AdminRoomType> = {}): AdminRoomType {
  return {
    id: 3,
    title: 'Garden Studio',
    description: 'A quiet studio over the garden.',
    price_per_night: 42000,
    capacity: 2,
    images: ['/images/rooms/deluxe-studio-1.webp', '/images/rooms/deluxe-studio-2.webp'],
    number_of_rooms: 2,
    room_numbers: ['R101', 'R102'],
    latitude: 9.07,
    longitude: 7.48,
    breakfast_enabled: true,
    breakfast_price: 5000,
    airport_conveyance_enabled: false,
    airport_conveyance_price: null,
    airport_pickup_price: null,
    airport_dropoff_price: null,
    airport_both_price: null,
    weekly_discount_percent: 0,
    monthly_discount_percent: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
