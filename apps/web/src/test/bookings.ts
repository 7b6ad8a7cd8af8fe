import type { BookingDetail, BookingRow } from '@aso/core/bookings';

/** A row of `GET /api/bookings`, with overrides. */
export function makeBookingRow(overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 12,
    roomID: 3,
    roomType: 'Deluxe Studio',
    roomNumber: 'M-101',
    stayDates: '20 Jan 2026 – 23 Jan 2026',
    start_date: '2026-01-20',
    end_date: '2026-01-23',
    cost: 105000,
    image: '/images/rooms/deluxe-studio-1.webp',
    booking_type: 'user',
    guest_email: null,
    status: 'confirmed',
    user_id: 7,
    ...overrides,
  };
}

/** A booking as `GET /api/bookings/me/{id}` returns it, with overrides. */
export function makeBookingDetail(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    id: 12,
    status: 'confirmed',
    start_date: '2026-01-20',
    end_date: '2026-01-23',
    stayDates: '20 Jan 2026 – 23 Jan 2026',
    nights: 3,
    total_amount: 175000,
    room_amount: 105000,
    breakfast_amount: 30000,
    conveyance_amount: 40000,
    includes_pickup: true,
    includes_breakfast: true,
    breakfast_count: 2,
    conveyance_direction: 'pickup',
    pickup_date: '2026-01-20',
    pickup_time: '14:30',
    pickup_phone: '+234 803 000 0000',
    pickup_airport: 'abuja',
    dropoff_date: null,
    dropoff_time: null,
    dropoff_phone: null,
    dropoff_airport: null,
    guest_name: null,
    guest_email: null,
    guest_phone: null,
    booking_type: 'user',
    user: { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' },
    room: {
      id: 3,
      title: 'Deluxe Studio',
      name: 'Deluxe Studio',
      description: 'A bright studio in Maitama.',
      price: 35000,
      price_per_night: 35000,
      images: ['/images/rooms/deluxe-studio-1.webp', '/images/rooms/deluxe-studio-2.webp'],
    },
    room_id: 3,
    room_number: 'M-101',
    payment_status: 'success',
    payment_date: '2026-01-10T09:30:00.000Z',
    payment_amount: 175000,
    affiliate_code: null,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}
