import { useEffect, useRef, useState } from 'react';
import type { RoomType } from '@aso/core/rooms';
import { PinIcon } from '../../../components/icons.tsx';
import { googleMapsUrl, resolveCoordinates, type Coordinates } from '../../../lib/map-location.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import {
  DEFAULT_RADIUS,
  DEFAULT_TYPE,
  loadGoogleMaps,
  MAPS_LOAD_FAILED,
  NEARBY_RADII,
  NEARBY_TYPES,
  nearbyTypeLabel,
  NO_NEARBY_RESULTS,
  onMapsAuthFailure,
  searchNearby,
  type GoogleMapsApi,
  type MapsMap,
  type MapsMarker,
  type NearbyPlace,
  type NearbyType,
} from '../google-maps.ts';

const MAP_HEIGHT = 'h-56';

const selectClass =
  'mt-1 block w-full rounded-xl border border-field bg-white px-3 py-2.5 text-sm text-ink focus-visible:border-brand';

/**
 * Spec "Booking info card": the room on a Google map with a nearby-places search, when
 * the server has a Maps key (`GET /api/config`); otherwise, or when Google fails,
 * "Error loading Google Maps" and a plain link, and the rest of the card is unaffected.
 */
export function RoomMap({ room }: { room: RoomType }) {
  const config = usePublicConfig();
  const coordinates = resolveCoordinates(room.latitude, room.longitude);
  const apiKey = config.data?.google_maps_api_key;

  return (
    <section aria-labelledby="room-map-title" className="border-t border-line pt-6">
      <h3 id="room-map-title" className="font-sans text-base font-semibold text-ink">
        Map and nearby places
      </h3>
      {config.isPending ? (
        <div className={`mt-3 ${MAP_HEIGHT} animate-pulse rounded-2xl bg-sand`} />
      ) : apiKey ? (
        <GoogleMap apiKey={apiKey} coordinates={coordinates} title={room.title} />
      ) : (
        <MapUnavailable coordinates={coordinates} />
      )}
    </section>
  );
}

function MapUnavailable({ coordinates }: { coordinates: Coordinates }) {
  return (
    <div className="mt-3 rounded-2xl border border-dashed border-field bg-cream px-4 py-5 text-sm">
      <p className="font-medium text-ink">{MAPS_LOAD_FAILED}</p>
      <a
        href={googleMapsUrl(coordinates)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-2 rounded font-semibold text-brand underline underline-offset-4"
      >
        <PinIcon className="size-4" />
        Open the location on Google Maps<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

type MapState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; maps: GoogleMapsApi; map: MapsMap };

function GoogleMap({
  apiKey,
  coordinates,
  title,
}: {
  apiKey: string;
  coordinates: Coordinates;
  title: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const { latitude, longitude } = coordinates;

  useEffect(() => {
    let cancelled = false;
    const stop = onMapsAuthFailure(() => setState({ status: 'error' }));
    loadGoogleMaps(apiKey)
      .then((maps) => {
        const element = container.current;
        if (cancelled || !element) return;
        const center = { lat: latitude, lng: longitude };
        const map = new maps.Map(element, {
          center,
          zoom: 15,
          mapTypeControl: false,
          streetViewControl: false,
        });
        new maps.Marker({ position: center, map, title });
        setState({ status: 'ready', maps, map });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [apiKey, latitude, longitude, title]);

  if (state.status === 'error') return <MapUnavailable coordinates={coordinates} />;

  return (
    <div className="mt-3 space-y-4">
      <div
        ref={container}
        role="region"
        aria-label={`Map of ${title}`}
        className={`${MAP_HEIGHT} overflow-hidden rounded-2xl bg-sand`}
      />
      {state.status === 'ready' ? (
        <NearbySearch maps={state.maps} map={state.map} coordinates={coordinates} />
      ) : (
        <p role="status" className="text-sm text-muted">
          Loading map…
        </p>
      )}
    </div>
  );
}

/** The answer to one search (`type@radius`); another key on screen means it is running. */
type SearchResult = { key: string; places: NearbyPlace[] } | { key: string; failed: true };

function NearbySearch({
  maps,
  map,
  coordinates,
}: {
  maps: GoogleMapsApi;
  map: MapsMap;
  coordinates: Coordinates;
}) {
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [type, setType] = useState<NearbyType>(DEFAULT_TYPE);
  const [result, setResult] = useState<SearchResult | null>(null);
  const { latitude, longitude } = coordinates;
  const key = `${type}@${radius}`;
  const search =
    result?.key !== key
      ? ({ status: 'searching' } as const)
      : 'failed' in result
        ? ({ status: 'error' } as const)
        : ({ status: 'done', places: result.places } as const);

  useEffect(() => {
    let cancelled = false;
    const markers: MapsMarker[] = [];
    const searchKey = `${type}@${radius}`;
    searchNearby(maps, map, { latitude, longitude }, radius, type)
      .then((places) => {
        if (cancelled) return;
        places.forEach((place, index) => {
          if (!place.position) return;
          markers.push(
            new maps.Marker({
              position: place.position,
              map,
              title: place.name,
              label: String(index + 1),
            }),
          );
        });
        setResult({ key: searchKey, places });
      })
      .catch(() => {
        if (!cancelled) setResult({ key: searchKey, failed: true });
      });
    return () => {
      cancelled = true;
      for (const marker of markers) marker.setMap(null);
    };
  }, [maps, map, latitude, longitude, radius, type]);

  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="nearby-type" className="block text-sm font-semibold text-ink">
            Place type
          </label>
          <select
            id="nearby-type"
            value={type}
            onChange={(event) => setType(event.target.value as NearbyType)}
            className={selectClass}
          >
            {NEARBY_TYPES.map((option) => (
              <option key={option} value={option}>
                {nearbyTypeLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="nearby-radius" className="block text-sm font-semibold text-ink">
            Radius
          </label>
          <select
            id="nearby-radius"
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
            className={selectClass}
          >
            {NEARBY_RADII.map((option) => (
              <option key={option.metres} value={option.metres}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="status" className="mt-3 text-sm">
        {search.status === 'searching' ? <p className="text-muted">Searching nearby…</p> : null}
        {search.status === 'error' ? (
          <p className="text-muted">Nearby places could not be loaded just now.</p>
        ) : null}
        {search.status === 'done' && search.places.length === 0 ? (
          <p className="text-muted">{NO_NEARBY_RESULTS}</p>
        ) : null}
      </div>
      {search.status === 'done' && search.places.length > 0 ? (
        <ol className="mt-2 space-y-2 text-sm">
          {search.places.map((place, index) => (
            <li key={place.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-mint text-xs font-semibold text-brand"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-ink">{place.name}</span>
                {place.address ? <span className="block text-muted">{place.address}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
