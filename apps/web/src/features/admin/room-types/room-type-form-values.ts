import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { koboToNaira } from '@aso/core/money';
import { DEFAULT_CONVEYANCE_KOBO } from '@aso/core/pricing';
import {
  RoomTypeCreateSchema,
  RoomTypeUpdateSchema,
  type AdminRoomType,
  type RoomTypeFields,
} from '@aso/core/room-types';

/** What the form holds: text as typed, toggles as booleans (the shared schema reads both). */
export interface RoomTypeFormValues {
  title: string;
  description: string;
  price_per_night: string;
  capacity: string;
  number_of_rooms: string;
  latitude: string;
  longitude: string;
  breakfast_enabled: boolean;
  breakfast_price: string;
  airport_conveyance_enabled: boolean;
  airport_conveyance_price: string;
  airport_pickup_price: string;
  airport_dropoff_price: string;
  airport_both_price: string;
  weekly_discount_percent: string;
  monthly_discount_percent: string;
}
export type FieldName = keyof RoomTypeFormValues;
export type SavedFields = RoomTypeFields & { numberOfRooms?: number };

const FIELD_NAMES = new Set<string>([
  'title',
  'description',
  'price_per_night',
  'capacity',
  'number_of_rooms',
  'latitude',
  'longitude',
  'breakfast_enabled',
  'breakfast_price',
  'airport_conveyance_enabled',
  'airport_conveyance_price',
  'airport_pickup_price',
  'airport_dropoff_price',
  'airport_both_price',
  'weekly_discount_percent',
  'monthly_discount_percent',
] satisfies FieldName[]);
export const isField = (name: string): name is FieldName => FIELD_NAMES.has(name);

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form of a new type, or of `roomType` as it is; conveyance legs start at spec §9's prices. */
export function defaultsOf(roomType: AdminRoomType | undefined): RoomTypeFormValues {
  const leg = (price: number | null | undefined, kobo: number) => text(price ?? koboToNaira(kobo));
  return {
    title: roomType?.title ?? '',
    description: roomType?.description ?? '',
    price_per_night: text(roomType?.price_per_night),
    capacity: text(roomType?.capacity),
    number_of_rooms: '1',
    latitude: text(roomType?.latitude),
    longitude: text(roomType?.longitude),
    breakfast_enabled: roomType?.breakfast_enabled ?? false,
    breakfast_price: roomType?.breakfast_enabled ? text(roomType.breakfast_price) : '',
    airport_conveyance_enabled: roomType?.airport_conveyance_enabled ?? false,
    airport_conveyance_price: text(roomType?.airport_conveyance_price),
    airport_pickup_price: leg(roomType?.airport_pickup_price, DEFAULT_CONVEYANCE_KOBO.pickup),
    airport_dropoff_price: leg(roomType?.airport_dropoff_price, DEFAULT_CONVEYANCE_KOBO.dropoff),
    airport_both_price: leg(roomType?.airport_both_price, DEFAULT_CONVEYANCE_KOBO.both),
    weekly_discount_percent: text(roomType?.weekly_discount_percent ?? 0),
    monthly_discount_percent: text(roomType?.monthly_discount_percent ?? 0),
  };
}

const createResolver = zodResolver(RoomTypeCreateSchema);
const editResolver = zodResolver(RoomTypeUpdateSchema);

/**
 * The shared schema, on what is shown: the prices of an extra that is switched off are
 * hidden, so they are neither checked nor sent.
 */
export function roomTypeResolver(
  mode: 'create' | 'edit',
): Resolver<RoomTypeFormValues, unknown, SavedFields> {
  const schemaResolver = (mode === 'create' ? createResolver : editResolver) as unknown as Resolver<
    RoomTypeFormValues,
    unknown,
    SavedFields
  >;
  return (values, ...rest) => {
    const shown = { ...values };
    if (!shown.breakfast_enabled) shown.breakfast_price = '';
    if (!shown.airport_conveyance_enabled) {
      shown.airport_conveyance_price = '';
      shown.airport_pickup_price = '';
      shown.airport_dropoff_price = '';
      shown.airport_both_price = '';
    }
    return schemaResolver(shown, ...rest);
  };
}
