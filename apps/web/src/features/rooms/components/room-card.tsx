import { Link } from 'react-router';
import { nightsBetween } from '@aso/core/dates';
import { formatKobo, formatNaira } from '@aso/core/money';
import {
  isRoomBookable,
  sleepsGuests,
  stayRoomKobo,
  truncateDescription,
} from '@aso/core/room-facts';
import type { RoomType } from '@aso/core/rooms';
import { EMPTY_STAY_SEARCH, staySearchQuery, type StaySearch } from '@aso/core/stay-search';
import { buttonClasses } from '../../../components/button.tsx';
import { CheckIcon, UsersIcon } from '../../../components/icons.tsx';
import { Photo } from '../../../components/photo.tsx';
import { pluralize, sleepsLabel } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { roomCoverImage } from '../room-images.ts';
import { AvailabilityBadge } from '../../../components/availability-badge.tsx';

/**
 * What is known of the type on the searched nights: its free units, or `checking` while
 * the server is asked, `unknown` when it could not be asked.
 */
export type FreeUnits = number | 'checking' | 'unknown';

interface RoomCardProps {
  room: RoomType;
  /** The first cards of the list are above the fold: load their pictures first. */
  priority?: boolean;
  /** The visitor's dates and guests; the card's links carry them to the room page. */
  search?: StaySearch;
  /** The type's free units on the searched nights (read only when there are dates). */
  freeUnits?: FreeUnits;
  /** What the searched nights cost by the house's calendar (naira), once the server said. */
  stayTotal?: number;
}

const PENDING_LABEL: Record<'checking' | 'unknown', string> = {
  checking: 'CHECKING…',
  unknown: 'NOT CHECKED',
};

/**
 * Spec "Residencies": image, title, description cut at 120, price per night, status,
 * action. With dates searched, the status is about those nights (a type full on them is
 * Unavailable) and the card adds the price of the stay; with guests, whether it sleeps them.
 */
export function RoomCard({
  room,
  priority = false,
  search = EMPTY_STAY_SEARCH,
  freeUnits = 'checking',
  stayTotal,
}: RoomCardProps) {
  const { stay, guests } = search;
  const onSale = isRoomBookable(room);
  // Without dates the list's own counts decide; with them, the counts for those nights.
  const onStay = stay === null || !onSale ? null : freeUnits;
  const bookable = onSale && (typeof onStay !== 'number' || onStay > 0);
  const roomPath = `${paths.room(room.id)}${staySearchQuery(search)}`;
  const fits = sleepsGuests(room.capacity, guests);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card transition-shadow hover:shadow-lift">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand">
        <Photo
          src={roomCoverImage(room)}
          alt={`${room.title} photo 1`}
          width={1200}
          height={800}
          sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute top-3 left-3">
          {onStay === 'checking' || onStay === 'unknown' ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-muted shadow-sm">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-line" />
              {PENDING_LABEL[onStay]}
            </span>
          ) : (
            <AvailabilityBadge bookable={bookable} />
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        {room.location ? <p className="eyebrow text-brass-dark">{room.location.area}</p> : null}
        <h2 className="mt-2 text-2xl leading-snug text-brand">
          <Link to={roomPath} className="rounded hover:underline hover:underline-offset-4">
            {room.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">
          {truncateDescription(room.description)}
        </p>
        <p
          className={`mt-4 flex items-center gap-2 text-sm ${fits ? 'text-muted' : 'font-semibold text-terracotta-dark'}`}
        >
          <UsersIcon className="size-4 shrink-0" />
          {sleepsLabel(room.capacity)}
          {fits ? null : `: too small for ${guests} guests`}
        </p>
        <div className="mt-5 border-t border-line pt-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p>
                <span className="font-display text-2xl font-semibold text-ink">
                  {formatNaira(room.price_per_night)}
                </span>{' '}
                <span className="text-sm text-muted">/ night</span>
              </p>
              {stay ? (
                <p className="text-sm text-ink">
                  <span className="font-semibold">
                    {stayTotal === undefined
                      ? formatKobo(stayRoomKobo(room.price_per_night, stay))
                      : formatNaira(stayTotal)}
                  </span>{' '}
                  for {nightsBetween(stay.start_date, stay.end_date)}{' '}
                  {pluralize(nightsBetween(stay.start_date, stay.end_date), 'night')}
                </p>
              ) : null}
            </div>
            {bookable ? (
              <Link to={roomPath} className={buttonClasses('primary', 'md')}>
                BOOK NOW<span className="sr-only">: {room.title}</span>
              </Link>
            ) : (
              <button type="button" disabled className={buttonClasses('primary', 'md')}>
                UNAVAILABLE
              </button>
            )}
          </div>
          {stay ? <StayStatus onStay={onStay} /> : null}
        </div>
      </div>
    </article>
  );
}

/** One line, the same height in every state, so the answer arriving moves nothing. */
function StayStatus({ onStay }: { onStay: FreeUnits | null }) {
  const line = 'mt-3 flex min-h-5 items-center gap-2 text-sm';
  if (onStay === 'checking') {
    return (
      <p className={`${line} text-muted`}>
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-line border-t-brand"
        />
        Checking your dates…
      </p>
    );
  }
  if (onStay === 'unknown') {
    return <p className={`${line} text-muted`}>Your dates could not be checked just now.</p>;
  }
  if (onStay === null || onStay === 0) {
    return (
      <p className={`${line} font-semibold text-terracotta-dark`}>Fully booked for your dates</p>
    );
  }
  return (
    <p className={`${line} font-semibold text-brand`}>
      <CheckIcon className="size-4 shrink-0" />
      Free for your dates
    </p>
  );
}
