import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '@aso/core/money';
import type { RoomType } from '@aso/core/rooms';
import { CheckIcon, PinIcon, UsersIcon } from '../../../components/icons.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { sleepsLabel } from '../../../lib/format.ts';
import { googleMapsUrl, resolveCoordinates } from '../../../lib/map-location.ts';
import { paths } from '../../../lib/paths.ts';
import { useLinkedStay, type LinkedStay } from '../hooks/use-linked-stay.ts';
import { roomAmenities } from '../room-amenities.ts';
import { roomGalleryImages } from '../room-images.ts';
import { RoomGallery } from './room-gallery.tsx';
import { RoomReviews } from './room-reviews.tsx';

/** What a shared link to the room says: where, how many, the price, then its own words. */
const roomSummary = (room: RoomType) =>
  [
    room.location ? `${room.title} at ${room.location.name}.` : `${room.title}, Abuja.`,
    `${sleepsLabel(room.capacity)}, ${formatNaira(room.price_per_night)} per night.`,
    room.description,
  ].join(' ');

/**
 * What the page hands the booking card it shows: the room, and the dates its address
 * carries (`useLinkedStay`). The card is another feature's: app/ gives it to the page.
 */
export interface RoomBookingCardProps {
  room: RoomType;
  linkedStay: { settled: boolean; stay: LinkedStay | null };
}

export interface RoomPageProps {
  /** The booking card beside the details (features/booking's, put in by app/). */
  BookingCard: ComponentType<RoomBookingCardProps>;
}

/** The detail page of one room type (used by /rooms/{id} and /2BedroomPage). */
export function RoomDetails({ room, BookingCard }: RoomPageProps & { room: RoomType }) {
  const coordinates = resolveCoordinates(room.latitude, room.longitude);
  // Dates a residencies card linked with: checked before the card starts with them.
  const linkedStay = useLinkedStay(room.id);

  return (
    <article className="wrap pt-8 pb-20">
      <DocumentTitle title={room.title} description={roomSummary(room)} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link
              to={paths.residencies}
              className="rounded underline underline-offset-4 hover:text-brand"
            >
              Residencies
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {room.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          {room.location ? <p className="eyebrow text-brass-dark">{room.location.name}</p> : null}
          <h1 className="mt-2 text-4xl leading-tight text-brand sm:text-5xl">{room.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-muted">
            <span className="inline-flex items-center gap-2">
              <UsersIcon className="size-5" />
              {sleepsLabel(room.capacity)}
            </span>
            {room.location ? (
              <span className="inline-flex items-center gap-2">
                <PinIcon className="size-5" />
                {room.location.address}
              </span>
            ) : null}
          </p>
        </div>
        <p className="shrink-0">
          <span className="font-display text-3xl font-semibold text-ink">
            {formatNaira(room.price_per_night)}
          </span>{' '}
          <span className="text-muted">per night</span>
        </p>
      </header>

      <div className="mt-8">
        <RoomGallery images={roomGalleryImages(room)} title={room.title} />
      </div>

      <div className="mt-10 grid gap-12 desk:mt-12 desk:grid-cols-[minmax(0,1fr)_24rem]">
        {/* First in reading order, so phones see how to book before the details. */}
        {/* Not sticky: with its calendar and map the card is taller than a screen. */}
        <div className="desk:col-start-2 desk:row-start-1 desk:self-start">
          <BookingCard room={room} linkedStay={linkedStay} />
        </div>
        <div className="space-y-14 desk:col-start-1 desk:row-start-1">
          <section aria-labelledby="about-room-title">
            <h2 id="about-room-title" className="text-2xl text-brand">
              About this residence
            </h2>
            <p className="mt-4 max-w-prose text-lg leading-relaxed text-ink">{room.description}</p>
          </section>

          <section aria-labelledby="amenities-title">
            <h2 id="amenities-title" className="text-2xl text-brand">
              Amenities
            </h2>
            <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {roomAmenities(room).map((amenity) => (
                <li key={amenity} className="flex items-start gap-3">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand" />
                  <span>{amenity}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="location-title">
            <h2 id="location-title" className="text-2xl text-brand">
              Where you will stay
            </h2>
            <p className="mt-4 text-ink">
              {room.location
                ? `${room.location.name}, ${room.location.address}.`
                : 'Central Abuja.'}
            </p>
            <a
              href={googleMapsUrl(coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 rounded font-semibold text-brand underline underline-offset-4"
            >
              <PinIcon className="size-5" />
              View on Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>

          <RoomReviews />
        </div>
      </div>
    </article>
  );
}
