import { PhotoGrid } from '../../../components/photo-grid.tsx';
import { FeatureList } from '../../../components/feature-list.tsx';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { RoomDetail } from '@aso/core/admin';
import type { RoomAvailability } from '@aso/core/constants';
import { formatNaira } from '@aso/core/money';
import { parseId } from '@aso/core/rooms';
import { Button } from '../../../components/button.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { sleepsLabel } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useRoomDetails } from './api/get-room-details.ts';
import {
  AVAILABILITY_UPDATE_FAILED,
  useUpdateRoomAvailability,
} from './api/update-room-availability.ts';
import { ChannelConflictsPanel } from './channel-conflicts-panel.tsx';
import { ChannelSyncSection } from './channel-sync-section.tsx';

export const ROOM_NOT_FOUND = 'Room not found';
export const NO_DESCRIPTION = 'No description provided.';

/** Spec "Admin room details": the same list for every unit. */
export const ROOM_FEATURES = [
  'Queen-size bed',
  'Private bathroom',
  'Air conditioning',
  'Wi-Fi',
  'Smart TV',
  'Workspace',
  '24/7 room service',
];

const BADGE_STYLES: Record<RoomAvailability, string> = {
  Available: 'bg-mint text-brand',
  Occupied: 'bg-sand text-brass-dark',
  Unavailable: 'bg-blush text-terracotta-dark',
};

/** Available, Occupied (a display value) or Unavailable, each in its colour. */
export function RoomStatusBadge({ availability }: { availability: RoomAvailability }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${BADGE_STYLES[availability]}`}
    >
      {availability}
    </span>
  );
}

/**
 * `/admin/room-details/{id}`: one unit, the button that takes it out of sale or back, and
 * its channel sync (issue 14) with any nights sold twice at the top.
 */
export function AdminRoomDetailsPage() {
  const id = parseId(useParams().id ?? '');
  const room = useRoomDetails(id);

  return (
    <section className="wrap py-8 sm:py-10">
      <DocumentTitle title={room.data ? `Room ${room.data.room_number}` : 'Room details'} />
      <Link
        to={paths.adminRooms}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon className="size-5" />
        Back to rooms
      </Link>
      <h1 className="mt-4 text-3xl text-brand sm:text-4xl">Room Details</h1>
      <div className="mt-6">
        {room.data ? (
          <RoomDetails room={room.data} />
        ) : id === null || room.isError ? (
          <ErrorMessage>{ROOM_NOT_FOUND}</ErrorMessage>
        ) : (
          <LoadingMessage>Loading...</LoadingMessage>
        )}
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

function RoomDetails({ room }: { room: RoomDetail }) {
  const name = room.title || room.room_type;

  return (
    <div className="space-y-8">
      {/* Nights sold twice come first: someone has to act on them today. */}
      <ChannelConflictsPanel roomId={room.id} />
      <PhotoGrid images={room.images} title={name} />

      {/* The toggle sits beside the facts on a desk and right under them on a phone. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-2xl text-brand">{name}</h2>
            <RoomStatusBadge availability={room.availability} />
          </div>
          <dl className="grid grid-cols-2 gap-5 sm:grid-cols-3">
            <Fact label="Room type">{room.room_type}</Fact>
            <Fact label="Room ID">{room.id}</Fact>
            <Fact label="Room number">{room.room_number}</Fact>
            <Fact label="Capacity">{sleepsLabel(room.capacity)}</Fact>
            <Fact label="Price per night">{formatNaira(room.price_per_night)}</Fact>
          </dl>
        </div>

        <aside className="h-fit min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AvailabilityToggle room={room} />
        </aside>

        <div className="min-w-0 space-y-8 lg:col-start-1">
          <section aria-labelledby="room-description-title">
            <h2 id="room-description-title" className="text-xl text-brand">
              Description
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line">
              {room.description.trim() || NO_DESCRIPTION}
            </p>
          </section>

          <section aria-labelledby="room-features-title">
            <h2 id="room-features-title" className="text-xl text-brand">
              Features
            </h2>
            <FeatureList features={ROOM_FEATURES} />
          </section>
        </div>
      </div>

      <ChannelSyncSection roomId={room.id} />
    </div>
  );
}

/** Spec §4: Available or Unavailable, toggled by one button. */
function AvailabilityToggle({ room }: { room: RoomDetail }) {
  const update = useUpdateRoomAvailability(room.id);
  return (
    <section
      aria-labelledby="availability-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="availability-title" className="text-xl text-brand">
        Availability
      </h2>
      <p className="mt-2 text-sm text-muted">
        {room.is_available
          ? 'Guests and staff can book this unit.'
          : 'No new booking can take this unit until it is made available again.'}
      </p>
      <Button
        className="mt-4 w-full"
        variant={room.is_available ? 'outline' : 'primary'}
        // Not disabled while saving: a disabled button would drop the keyboard focus.
        aria-disabled={update.isPending}
        onClick={() => {
          if (!update.isPending) update.mutate(!room.is_available);
        }}
      >
        {update.isPending
          ? 'Updating...'
          : room.is_available
            ? 'Mark as Unavailable'
            : 'Make Available'}
      </Button>
      <div role="status" aria-live="polite" className="mt-3 text-sm font-medium text-brand">
        {update.isSuccess && !update.isPending ? update.data.message : null}
      </div>
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-terracotta-dark">
          {AVAILABILITY_UPDATE_FAILED}
        </p>
      ) : null}
    </section>
  );
}
