import { lazy, Suspense, useEffect, useRef } from 'react';
import type { RoomType } from '@aso/core/rooms';
import { onFirstEngagement } from '../../lib/first-engagement.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { BookingCardFrame } from './booking-card-frame.tsx';
import type { StayRange } from './stay-dates.ts';

// The booking card's body (calendar, modals, maps, payment) is its own chunk: the room
// page shows first, and the public first load carries none of it.
const BookingCardBody = lazy(async () => ({
  default: (await import('./booking-card.tsx')).BookingCardBody,
}));

export interface BookingCardSlotProps {
  room: RoomType;
  /**
   * Dates a residencies card linked with (the room page checks them): the body waits
   * until they are `settled`, then starts with `stay` if there is one.
   */
  linkedStay: { settled: boolean; stay: StayRange | null };
}

/** How far below the screen the card's body starts loading. */
const LOAD_AHEAD = '0px';

/**
 * The booking card as the room page shows it (app/ puts it there: room-detail-route.tsx,
 * two-bedroom-route.tsx). Its frame (price, availability, heading) is rendered with the
 * page; its body has a same-size stand-in until its code has loaded. That code loads
 * when the body comes into view, or at the visitor's first scroll, touch or key press,
 * whichever is first: on a phone the card sits below the gallery and the description,
 * and the first screen paints and settles without it; on a wide screen it is in view at
 * once and loads straight away. The stand-in is the first render on the server and in
 * the browser alike (hydration); the browser then decides whether the body is wanted.
 */
export function BookingCardSlot({ room, linkedStay: linked }: BookingCardSlotProps) {
  const body = useRef<HTMLDivElement>(null);
  const [near, showNow] = useNearViewport(body, LOAD_AHEAD);
  useEffect(() => (near ? undefined : onFirstEngagement(showNow)), [near, showNow]);

  const standIn = (
    <div
      role="status"
      aria-label="Loading the booking card"
      className="mt-4 min-h-[86rem] animate-pulse rounded-2xl bg-cream"
    />
  );
  return (
    <div data-testid="booking-card-slot">
      <BookingCardFrame room={room}>
        <div ref={body}>
          {near && linked.settled ? (
            <Suspense fallback={standIn}>
              <BookingCardBody room={room} initialStay={linked.stay ?? undefined} />
            </Suspense>
          ) : (
            standIn
          )}
        </div>
      </BookingCardFrame>
    </div>
  );
}
