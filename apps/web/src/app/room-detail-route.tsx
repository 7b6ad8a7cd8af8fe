import { BookingCardSlot } from '../features/booking/booking-card-slot.tsx';
import { RoomDetailPage } from '../features/rooms/room-detail-page.tsx';

/** `/rooms/{id}`: the rooms feature's page with the booking feature's card in it. */
export function RoomDetailRoute() {
  return <RoomDetailPage BookingCard={BookingCardSlot} />;
}
