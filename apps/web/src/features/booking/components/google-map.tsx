import { useEffect, useRef, useState } from 'react';
import type { Coordinates } from '../../../lib/map-location.ts';
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

export const MAP_HEIGHT = 'h-56';

const selectClass =
  'mt-1 block w-full rounded-xl border border-field bg-white px-3 py-2.5 text-sm text-ink focus-visible:border-brand';

type MapState = { status: 'loading' } | { status: 'ready'; maps: GoogleMapsApi; map: MapsMap };

export interface GoogleMapProps {
  apiKey: string;
  coordinates: Coordinates;
  title: string;
  /** Google did not load, or refused the key: the card falls back to the address. */
  onFailed: (error: Error) => void;
}

/**
 * Spec "Booking info card": the room on a Google map with a nearby-places search. Its own
 * chunk with the Maps loader, fetched when the map comes near the screen or is asked for.
 */
export function GoogleMap({ apiKey, coordinates, title, onFailed }: GoogleMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const { latitude, longitude } = coordinates;
  // The latest callback, without making a new one reload the map.
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  }, [onFailed]);

  useEffect(() => {
    let cancelled = false;
    const stop = onMapsAuthFailure(() =>
      failed.current(new Error(`${MAPS_LOAD_FAILED}: key refused`)),
    );
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
      .catch((error: unknown) => {
        if (!cancelled) {
          failed.current(error instanceof Error ? error : new Error(MAPS_LOAD_FAILED));
        }
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [apiKey, latitude, longitude, title]);

  return (
    <div className="space-y-4">
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
        <ol aria-label="Nearby places" className="mt-2 space-y-2 text-sm">
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
