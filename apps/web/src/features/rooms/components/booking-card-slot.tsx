import { lazy, Suspense, useRef } from 'react';
import type { RoomType } from '@aso/core/rooms';
import { useLinkedStay } from '../hooks/use-linked-stay.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

// The booking card (calendar, modals, maps, payment) is its own chunk: the room page
// shows first, and the public first load carries none of it.
const BookingCard = lazy(async () => ({
  default: (await import('../../booking/booking-card.tsx')).BookingCard,
}));

/** How far below the screen the card starts loading. */
const LOAD_AHEAD = '100px 0px';

/**
 * Where the booking card goes on the room page, with a same-size stand-in until it has
 * loaded. On a phone the card sits below the gallery and the description, so its code
 * is fetched only when the visitor scrolls towards it: the first screen paints without
 * it. On a wide screen it is in view at once and loads straight away. The stand-in is
 * the first render on the server and in the browser alike (hydration); the browser then
 * decides whether the card is near.
 */
export function BookingCardSlot({ room }: { room: RoomType }) {
  const slot = useRef<HTMLDivElement>(null);
  // Dates a residencies card linked with: checked before the card starts with them.
  const linked = useLinkedStay(room.id);
  const [near] = useNearViewport(slot, LOAD_AHEAD);

  const standIn = (
    <div
      role="status"
      aria-label="Loading the booking card"
      className="min-h-[72rem] animate-pulse rounded-3xl border border-line bg-white shadow-lift"
    />
  );
  return (
    <div ref={slot} data-testid="booking-card-slot">
      {near && linked.settled ? (
        <Suspense fallback={standIn}>
          <BookingCard room={room} initialStay={linked.stay ?? undefined} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
