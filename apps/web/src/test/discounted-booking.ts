import type { BookingDetail } from '@aso/core/bookings';
import { makeBookingDetail } from './bookings.ts';

/**
 * A booking priced on the calendar with a promo code, a free pickup and the VAT held in
 * its prices, as `GET /api/bookings/…` answers it.
 */
export const makeDiscountedBooking = (overrides: Partial<BookingDetail> = {}) =>
  makeBookingDetail({
    nights: 10,
    total_amount: 337500,
    room_amount: 337500,
    breakfast_amount: 0,
    conveyance_amount: 0,
    includes_breakfast: false,
    breakfast_count: null,
    promo_code: 'DEC10',
    lines: [
      { kind: 'room', label: 'Room (10 nights)', amount: 375000, included: false },
      { kind: 'promo_discount', label: 'Promo DEC10 (10%)', amount: -37500, included: false },
      { kind: 'conveyance', label: 'Airport conveyance', amount: 0, included: false },
      { kind: 'vat', label: 'VAT (7.5%)', amount: 23546.51, included: true },
    ],
    ...overrides,
  });
