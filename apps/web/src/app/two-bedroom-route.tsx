import { BookingCardSlot } from '../features/booking/booking-card-slot.tsx';
import { TwoBedroomPage } from '../features/rooms/two-bedroom-page.tsx';

/** `/2BedroomPage`: the rooms feature's page with the booking feature's card in it. */
export function TwoBedroomRoute() {
  return <TwoBedroomPage BookingCard={BookingCardSlot} />;
}
