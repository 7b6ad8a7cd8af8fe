import { Link } from 'react-router';
import { formatNaira } from '@aso/core/money';
import { isRoomBookable, truncateDescription, type RoomType } from '@aso/core/rooms';
import { buttonClasses } from '../../../components/button.tsx';
import { UsersIcon } from '../../../components/icons.tsx';
import { Photo } from '../../../components/photo.tsx';
import { sleepsLabel } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { roomCoverImage } from '../room-images.ts';
import { AvailabilityBadge } from '../../../components/availability-badge.tsx';

interface RoomCardProps {
  room: RoomType;
  /** The first cards of the list are above the fold: load their pictures first. */
  priority?: boolean;
}

/** Spec "Residencies": image, title, description cut at 120, price per night, status, action. */
export function RoomCard({ room, priority = false }: RoomCardProps) {
  const bookable = isRoomBookable(room);
  const roomPath = paths.room(room.id);

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
          <AvailabilityBadge bookable={bookable} />
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
        <p className="mt-4 flex items-center gap-2 text-sm text-muted">
          <UsersIcon className="size-4" />
          {sleepsLabel(room.capacity)}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
          <p>
            <span className="font-display text-2xl font-semibold text-ink">
              {formatNaira(room.price_per_night)}
            </span>{' '}
            <span className="text-sm text-muted">/ night</span>
          </p>
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
      </div>
    </article>
  );
}
