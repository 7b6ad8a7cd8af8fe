import { lazy, Suspense } from 'react';
import type { RoomType } from '@aso/core/rooms';

// The booking card (calendar, modals, maps, payment) is its own chunk: the room page
// shows first, and the public first load carries none of it.
const BookingCard = lazy(async () => ({
  default: (await import('../../booking/booking-card.tsx')).BookingCard,
}));

/** Where the booking card goes on the room page, with a same-size stand-in while it loads. */
export function BookingCardSlot({ room }: { room: RoomType }) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label="Loading the booking card"
          className="min-h-[72rem] animate-pulse rounded-3xl border border-line bg-white shadow-lift"
        />
      }
    >
      <BookingCard room={room} />
    </Suspense>
  );
}
