import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { RoomType } from '@aso/core/rooms';
import { Button } from '../../../components/button.tsx';
import { PinIcon } from '../../../components/icons.tsx';
import { googleMapsUrl, resolveCoordinates, type Coordinates } from '../../../lib/map-location.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { isAdminRole, useSession } from '../../../lib/session.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { MAPS_LOAD_FAILED } from '../google-maps.ts';
import type { GoogleMapProps } from './google-map.tsx';

/** The map's code did not arrive (offline, a new release): the address stays. */
function mapCodeFailed(error: unknown): (props: GoogleMapProps) => ReactNode {
  return function MapCodeFailed({ onFailed }) {
    useEffect(() => {
      onFailed(error instanceof Error ? error : new Error(MAPS_LOAD_FAILED));
    }, [onFailed]);
    return null;
  };
}

// Google's script and the map's code load only when the map is about to be seen.
const GoogleMap = lazy(() =>
  import('./google-map.tsx').then(
    (module) => ({ default: module.GoogleMap }),
    (error: unknown) => ({ default: mapCodeFailed(error) }),
  ),
);

/** The map's box (`MAP_HEIGHT` of google-map.tsx), kept while its code loads. */
const MAP_BOX = 'h-56 rounded-2xl bg-sand';
/** How far below the screen the map starts loading. */
const MAP_LOAD_AHEAD = '200px 0px';

/**
 * Spec "Booking info card": where the room is (the location's name, its address and a
 * Google Maps link on the coordinates, spec §5), and, when the server has a Maps key
 * (`GET /api/config`), the map with the nearby-places search. Without a key, or when
 * Google fails (the script does not load, the key is refused), guests see only the
 * address and the link; staff also see "Error loading Google Maps", and the console
 * says why.
 */
export function RoomMap({ room }: { room: RoomType }) {
  const config = usePublicConfig();
  const { user } = useSession();
  const coordinates = resolveCoordinates(room.latitude, room.longitude);
  const apiKey = config.data?.google_maps_api_key ?? null;
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback((error: Error) => {
    console.warn(`${MAPS_LOAD_FAILED}; showing the address instead.`, error.message);
    setFailed(true);
  }, []);
  const staff = user !== null && isAdminRole(user.role);

  return (
    <section aria-labelledby="room-map-title" className="space-y-4 border-t border-line pt-6">
      <h3 id="room-map-title" className="font-sans text-base font-semibold text-ink">
        Location
      </h3>
      <RoomAddress room={room} coordinates={coordinates} />
      {apiKey && !failed ? (
        <MapSlot apiKey={apiKey} coordinates={coordinates} title={room.title} onFailed={onFailed} />
      ) : null}
      {failed && staff ? (
        <p className="rounded-xl border border-dashed border-field bg-cream px-4 py-3 text-sm">
          <span className="block font-medium text-ink">{MAPS_LOAD_FAILED}</span>
          <span className="block text-muted">
            Shown to staff only: guests see the address and the link. Check the Maps key
            (GOOGLE_MAPS_API_KEY) and the sites it is allowed on.
          </span>
        </p>
      ) : null}
    </section>
  );
}

function RoomAddress({ room, coordinates }: { room: RoomType; coordinates: Coordinates }) {
  return (
    <div className="flex gap-3 text-sm">
      <PinIcon className="mt-0.5 size-5 shrink-0 text-brand" />
      <div>
        <p className="font-semibold text-ink">{room.location?.name ?? 'Aso Residences'}</p>
        <p className="text-muted">{room.location?.address ?? 'Central Abuja'}</p>
        <a
          href={googleMapsUrl(coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block rounded font-semibold text-brand underline underline-offset-4"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** The map's place: a box with "Show map" until the map comes near the screen. */
function MapSlot({
  apiKey,
  coordinates,
  title,
  onFailed,
}: {
  apiKey: string;
  coordinates: Coordinates;
  title: string;
  onFailed: (error: Error) => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, showNow] = useNearViewport(slot, MAP_LOAD_AHEAD);
  const standIn = (
    <div className={`flex items-center justify-center ${MAP_BOX}`}>
      <Button variant="outline" size="sm" onClick={showNow}>
        Show map
      </Button>
    </div>
  );
  return (
    <div ref={slot}>
      {near ? (
        <Suspense fallback={<div className={`animate-pulse ${MAP_BOX}`} />}>
          <GoogleMap apiKey={apiKey} coordinates={coordinates} title={title} onFailed={onFailed} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
