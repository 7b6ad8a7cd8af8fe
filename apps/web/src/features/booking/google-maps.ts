import { loadScript } from '../../lib/load-script.ts';
import type { Coordinates } from '../../lib/map-location.ts';

/*
 * The few parts of the Google Maps JavaScript API the card uses, typed here rather than
 * through @types/google.maps: a map, markers, and a nearby search (Places API (New)
 * `Place.searchNearby`, else the legacy `PlacesService.nearbySearch`).
 */

interface LatLngLiteral {
  lat: number;
  lng: number;
}

interface LatLng {
  lat(): number;
  lng(): number;
}

export interface MapsMap {
  setCenter(center: LatLngLiteral): void;
  fitBounds?(bounds: unknown): void;
}

export interface MapsMarker {
  setMap(map: MapsMap | null): void;
}

interface LegacyPlaceResult {
  place_id?: string;
  name?: string;
  vicinity?: string;
  geometry?: { location?: LatLng };
}

interface NewPlace {
  id: string;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: LatLng | null;
}

export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: {
      center: LatLngLiteral;
      zoom: number;
      mapTypeControl?: boolean;
      streetViewControl?: boolean;
      fullscreenControl?: boolean;
    },
  ) => MapsMap;
  Marker: new (options: {
    position: LatLngLiteral;
    map: MapsMap;
    title?: string;
    label?: string;
    icon?: unknown;
  }) => MapsMarker;
  places?: {
    Place?: {
      searchNearby?(request: {
        fields: string[];
        locationRestriction: { center: LatLngLiteral; radius: number };
        includedPrimaryTypes: string[];
        maxResultCount: number;
      }): Promise<{ places: NewPlace[] }>;
    };
    PlacesService?: new (map: MapsMap) => {
      nearbySearch(
        request: { location: LatLngLiteral; radius: number; type: string },
        callback: (results: LegacyPlaceResult[] | null, status: string) => void,
      ): void;
    };
  };
}

/** What the script puts on `window` (read through this type, not a global declaration). */
interface MapsWindow {
  google?: {
    maps?: Partial<GoogleMapsApi> & {
      importLibrary?: (name: string) => Promise<Record<string, unknown>>;
    };
  };
  gm_authFailure?: () => void;
  asoMapsReady?: () => void;
}
const mapsWindow = () => window as unknown as MapsWindow;

/** The classes the card needs, from `importLibrary` where the loader offers it. */
async function mapsApi(): Promise<GoogleMapsApi> {
  const maps = mapsWindow().google?.maps;
  if (!maps) throw new Error(MAPS_LOAD_FAILED);
  if (maps.importLibrary) {
    const [core, marker, places] = await Promise.all([
      maps.importLibrary('maps'),
      maps.importLibrary('marker'),
      maps.importLibrary('places'),
    ]);
    return {
      Map: core.Map as GoogleMapsApi['Map'],
      Marker: marker.Marker as GoogleMapsApi['Marker'],
      places: places as GoogleMapsApi['places'],
    };
  }
  if (!maps.Map || !maps.Marker) throw new Error(MAPS_LOAD_FAILED);
  return maps as GoogleMapsApi;
}

/** Spec §2 Booking info card: the nearby search's radii, in metres, and place types. */
export const NEARBY_RADII = [
  { metres: 500, label: '500m' },
  { metres: 1000, label: '1km' },
  { metres: 1500, label: '1.5km' },
  { metres: 2000, label: '2km' },
  { metres: 3000, label: '3km' },
] as const;
export const DEFAULT_RADIUS = 1500;

export const NEARBY_TYPES = [
  'restaurant',
  'cafe',
  'bar',
  'shopping_mall',
  'hospital',
  'pharmacy',
  'atm',
  'bank',
  'gym',
  'park',
  'tourist_attraction',
] as const;
export type NearbyType = (typeof NEARBY_TYPES)[number];
export const DEFAULT_TYPE: NearbyType = 'restaurant';

/** `shopping_mall` → `Shopping mall`, `atm` → `ATM`. */
export function nearbyTypeLabel(type: NearbyType): string {
  if (type === 'atm') return 'ATM';
  const words = type.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const MAPS_LOAD_FAILED = 'Error loading Google Maps';
export const NO_NEARBY_RESULTS = 'No results for selected type/radius.';

let mapsPromise: Promise<GoogleMapsApi> | null = null;
const authFailureListeners = new Set<() => void>();

/** Google refuses the key after loading (it then calls `gm_authFailure`): maps must say so. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

/**
 * Loads the Maps JavaScript API with the places library once; a failed load (or a key
 * Google refuses, reported through `gm_authFailure`) rejects and may be retried.
 */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsApi> {
  if (mapsWindow().google?.maps) return mapsApi();
  mapsPromise ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const fail = (error: unknown) => {
      mapsPromise = null;
      reject(error instanceof Error ? error : new Error(MAPS_LOAD_FAILED));
    };
    mapsWindow().asoMapsReady = () => {
      mapsApi().then(resolve, fail);
    };
    mapsWindow().gm_authFailure = () => {
      fail(new Error(MAPS_LOAD_FAILED));
      for (const listener of authFailureListeners) listener();
    };
    const query = new URLSearchParams({
      key: apiKey,
      libraries: 'places',
      loading: 'async',
      callback: 'asoMapsReady',
    });
    loadScript(`https://maps.googleapis.com/maps/api/js?${query}`).catch(fail);
  });
  return mapsPromise;
}

export interface NearbyPlace {
  id: string;
  name: string;
  address: string | null;
  position: LatLngLiteral | null;
}

/** The places of a type within a radius of the room, nearest first as Google ranks them. */
export async function searchNearby(
  maps: GoogleMapsApi,
  map: MapsMap,
  { latitude, longitude }: Coordinates,
  radius: number,
  type: NearbyType,
): Promise<NearbyPlace[]> {
  const center = { lat: latitude, lng: longitude };
  const searchNew = maps.places?.Place?.searchNearby;
  if (searchNew) {
    const { places } = await searchNew({
      fields: ['id', 'displayName', 'formattedAddress', 'location'],
      locationRestriction: { center, radius },
      includedPrimaryTypes: [type],
      maxResultCount: 10,
    });
    return places.map((place) => ({
      id: place.id,
      name: place.displayName ?? 'Unnamed place',
      address: place.formattedAddress ?? null,
      position: place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
    }));
  }
  const Service = maps.places?.PlacesService;
  if (!Service) throw new Error('The places library is not loaded');
  return new Promise((resolve, reject) => {
    new Service(map).nearbySearch({ location: center, radius, type }, (results, status) => {
      if (status === 'ZERO_RESULTS') return resolve([]);
      if (status !== 'OK' || !results) return reject(new Error(status));
      resolve(
        results.slice(0, 10).map((place, index) => ({
          id: place.place_id ?? String(index),
          name: place.name ?? 'Unnamed place',
          address: place.vicinity ?? null,
          position: place.geometry?.location
            ? { lat: place.geometry.location.lat(), lng: place.geometry.location.lng() }
            : null,
        })),
      );
    });
  });
}
