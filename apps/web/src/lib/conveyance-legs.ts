import { AIRPORTS, type AirportCode, type BookingDetail } from '@aso/core/bookings';

/** One leg of the airport conveyance, as shown. */
export interface ConveyanceLegView {
  name: 'Pickup' | 'Drop-off';
  date: string | null;
  time: string | null;
  phone: string | null;
  airport: string | null;
}

/** The airport's name for its code (spec §2 Conveyance modal); an unknown code as it is. */
export const airportName = (code: string | null) =>
  code === null ? null : (AIRPORTS[code as AirportCode] ?? code);

/** The legs a booking asked for; a booking from before directions had only a pickup. */
export function conveyanceLegs(booking: BookingDetail): ConveyanceLegView[] {
  const legs: ConveyanceLegView[] = [];
  const direction = booking.conveyance_direction ?? (booking.includes_pickup ? 'pickup' : null);
  if (direction === 'pickup' || direction === 'both') {
    legs.push({
      name: 'Pickup',
      date: booking.pickup_date,
      time: booking.pickup_time,
      phone: booking.pickup_phone,
      airport: airportName(booking.pickup_airport),
    });
  }
  if (direction === 'dropoff' || direction === 'both') {
    legs.push({
      name: 'Drop-off',
      date: booking.dropoff_date,
      time: booking.dropoff_time,
      phone: booking.dropoff_phone,
      airport: airportName(booking.dropoff_airport),
    });
  }
  return legs;
}
