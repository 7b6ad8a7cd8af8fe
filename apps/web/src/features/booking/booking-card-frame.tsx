import type { ReactNode } from 'react';
import { formatNaira } from '@aso/core/money';
import { isRoomBookable } from '@aso/core/room-facts';
import type { RoomType } from '@aso/core/rooms';
import { AvailabilityBadge } from '../../components/availability-badge.tsx';

/**
 * The booking card's frame: the price a night, whether the room takes bookings and the
 * card's heading, around its body (the form, the times and the map). It carries no more
 * code than the room page has already, so the room page renders it on the server and
 * the body's code can load later (`BookingCardSlot`).
 */
export function BookingCardFrame({ room, children }: { room: RoomType; children: ReactNode }) {
  return (
    <aside
      aria-labelledby="booking-card-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-lift sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="font-display text-3xl font-semibold text-ink">
            {formatNaira(room.price_per_night)}
          </span>{' '}
          <span className="text-muted">/ night</span>
        </p>
        <AvailabilityBadge bookable={isRoomBookable(room)} />
      </div>
      <h2 id="booking-card-title" className="mt-6 text-xl text-brand">
        Book your stay
      </h2>
      {children}
    </aside>
  );
}
