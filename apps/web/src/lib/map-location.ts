import { DEFAULT_MAP_CENTER } from '@aso/core/constants';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const inRange = (value: number | null | undefined, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Spec §5: latitude within ±90 and longitude within ±180, else the default Abuja centre. */
export function resolveCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): Coordinates {
  return inRange(latitude, 90) && inRange(longitude, 180)
    ? { latitude, longitude }
    : { ...DEFAULT_MAP_CENTER };
}

/** A keyless Google Maps link; the embedded map of the booking card comes later. */
export function googleMapsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
