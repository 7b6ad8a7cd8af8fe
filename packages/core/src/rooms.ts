import { z } from 'zod';
import { DESCRIPTION_TRUNCATE_AT } from './constants.ts';

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.string(),
  address: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

/** A room type's price, place and extras, as every answer about it names them; in naira. */
export const RoomTypeTermsSchema = z.object({
  price_per_night: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  breakfast_enabled: z.boolean(),
  breakfast_price: z.number(),
  airport_conveyance_enabled: z.boolean(),
  airport_conveyance_price: z.number().nullable(),
  airport_pickup_price: z.number().nullable(),
  airport_dropoff_price: z.number().nullable(),
  airport_both_price: z.number().nullable(),
});
export type RoomTypeTerms = z.infer<typeof RoomTypeTermsSchema>;

/** A room type as the public sees it (`GET /rooms`, `GET /rooms/{id}`); prices in naira. */
export const RoomTypeSchema = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  ...RoomTypeTermsSchema.shape,
  capacity: z.number().int(),
  number_of_rooms: z.number().int(),
  available_count: z.number().int(),
  is_available: z.boolean(),
  location: LocationSchema.nullable(),
});
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const RoomTypeListResponseSchema = z.object({ rooms: z.array(RoomTypeSchema) });
export const RoomTypeResponseSchema = z.object({ room: RoomTypeSchema });

/** Ids in paths: a positive integer written in decimal; anything else is "not found". */
export const IdParamSchema = z.object({ id: z.string() });
export function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Spec: a type is unavailable when available_count is 0 or is_available is false. */
export function isRoomBookable(room: Pick<RoomType, 'available_count' | 'is_available'>): boolean {
  return room.is_available && room.available_count > 0;
}

/** Spec: description cut at 120 characters plus "...". */
export function truncateDescription(text: string, limit = DESCRIPTION_TRUNCATE_AT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** Spec §5: breakfast for up to 4 persons in a two-bedroom type, otherwise 2. */
export function isTwoBedroomTitle(title: string): boolean {
  return /(2|two)[ -]?bedroom/i.test(title);
}

export const CatalogueSummarySchema = z.object({
  units: z.number().int(),
  locations: z.number().int(),
  room_types: z.number().int(),
});
export type CatalogueSummary = z.infer<typeof CatalogueSummarySchema>;
