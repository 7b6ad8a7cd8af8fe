import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RoomType } from '@aso/core/rooms';

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
 * it. On a wide screen it is in view at once and loads straight away.
 */
export function BookingCardSlot({ room }: { room: RoomType }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const standIn = (
    <div
      role="status"
      aria-label="Loading the booking card"
      className="min-h-[72rem] animate-pulse rounded-3xl border border-line bg-white shadow-lift"
    />
  );
  return (
    <div ref={slot} data-testid="booking-card-slot">
      {near ? <Suspense fallback={standIn}>{<BookingCard room={room} />}</Suspense> : standIn}
    </div>
  );
}
