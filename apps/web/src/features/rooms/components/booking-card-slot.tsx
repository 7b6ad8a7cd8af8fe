import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@aso/core/constants';
import { formatNaira } from '@aso/core/money';
import { isRoomBookable, type RoomType } from '@aso/core/rooms';
import { buttonClasses } from '../../../components/button.tsx';
import { PhoneIcon } from '../../../components/icons.tsx';
import { formatTimeOfDay } from '../../../lib/format.ts';
import { BOOKINGS_EMAIL, FRONT_DESK_PHONE, telHref } from '../../../lib/site-info.ts';
import { AvailabilityBadge } from './availability-badge.tsx';

/**
 * PLACEHOLDER for the booking info card (spec "Booking info card": map, dates,
 * extras, terms, BOOK NOW). Until online booking ships, it says how to reserve by phone.
 */
export function BookingCardSlot({ room }: { room: RoomType }) {
  return (
    <aside
      data-testid="booking-card-slot"
      aria-labelledby="booking-card-title"
      className="rounded-3xl border border-line bg-white p-6 shadow-lift sm:p-8"
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
        Reserve this residence
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        Online booking opens soon. Call{' '}
        <a
          href={telHref(FRONT_DESK_PHONE)}
          className="font-semibold whitespace-nowrap text-brand underline underline-offset-4"
        >
          {FRONT_DESK_PHONE.display}
        </a>{' '}
        to reserve.
      </p>
      <a
        href={telHref(FRONT_DESK_PHONE)}
        className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}
      >
        <PhoneIcon className="size-4" />
        Call to reserve
      </a>
      <p className="mt-3 text-center text-sm text-muted">
        or email{' '}
        <a
          href={`mailto:${BOOKINGS_EMAIL}`}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {BOOKINGS_EMAIL}
        </a>
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-line pt-6 text-sm">
        <div>
          <dt className="text-muted">Check-in</dt>
          <dd className="font-semibold">from {formatTimeOfDay(CHECK_IN_TIME)}</dd>
        </div>
        <div>
          <dt className="text-muted">Check-out</dt>
          <dd className="font-semibold">by {formatTimeOfDay(CHECK_OUT_TIME)}</dd>
        </div>
      </dl>
    </aside>
  );
}
