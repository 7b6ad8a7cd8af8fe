/**
 * Room types as staff manage them (spec §3 Room / room type, §5 Create / Edit room type,
 * §7 `/room-types`, §8): the create and edit forms, sent as multipart text (booleans as
 * 1/0) or JSON, checked field by field, and the admin list. Prices cross in naira with at
 * most two decimals and are kept in kobo.
 */
import { z } from 'zod';
import { ListQuerySchema } from './admin.ts';
import {
  coordinate,
  type Ctx,
  flag,
  optionalPrice,
  percentValue,
  requiredPrice,
  text,
  wholeNumber,
} from './form-values.ts';
import { PaginationSchema } from './pagination.ts';
import { RoomTypeTermsSchema } from './rooms.ts';

export const MAX_CAPACITY = 50;
export const MAX_LONG_STAY_DISCOUNT_PERCENT = 90;
export const MAX_NUMBER_OF_ROOMS = 100;
/** Photos one room type may show, and so the most one upload may carry. */
export const MAX_ROOM_TYPE_IMAGES = 10;
/** What the file picker offers; the server checks each file's content, not its name. */
export const ROOM_TYPE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ROOM_TYPE_CREATED = 'Room type created successfully.';
export const ROOM_TYPE_UPDATED = 'Room type updated successfully.';
export const ROOM_TYPE_DELETED = 'Room type deleted successfully.';
export const ROOM_TYPE_NOT_FOUND = 'Room type not found.';
export const ROOM_TYPE_CREATE_FAILED = 'Failed to create room type';
export const ROOM_TYPE_UPDATE_FAILED = 'Failed to update room type';
export const ROOM_TYPE_DELETE_FAILED = 'Failed to delete room type';
export const IMAGES_REQUIRED = 'The images field is required.';
export const TOO_MANY_IMAGES = `A room type may have at most ${MAX_ROOM_TYPE_IMAGES} images.`;

const roomTypeShape = {
  title: text('title', 200),
  description: text('description', 5000),
  price_per_night: requiredPrice('price per night'),
  capacity: wholeNumber('capacity', 1, MAX_CAPACITY),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  breakfast_enabled: flag('breakfast enabled'),
  breakfast_price: optionalPrice('breakfast price'),
  airport_conveyance_enabled: flag('airport conveyance enabled'),
  airport_conveyance_price: optionalPrice('airport conveyance price'),
  airport_pickup_price: optionalPrice('airport pickup price'),
  airport_dropoff_price: optionalPrice('airport drop-off price'),
  airport_both_price: optionalPrice('airport both ways price'),
  /** Off the room from 7 and from 28 nights (issue 31); left out, they stay as they are. */
  weekly_discount_percent: percentValue('weekly discount', MAX_LONG_STAY_DISCOUNT_PERCENT),
  monthly_discount_percent: percentValue('monthly discount', MAX_LONG_STAY_DISCOUNT_PERCENT),
};

/** Spec §5: the prices a toggle needs, with the label each is asked for by. */
const CONDITIONAL_PRICES = [
  ['breakfast_enabled', 'breakfast_price', 'breakfast price', 'breakfast'],
  [
    'airport_conveyance_enabled',
    'airport_pickup_price',
    'airport pickup price',
    'airport conveyance',
  ],
  [
    'airport_conveyance_enabled',
    'airport_dropoff_price',
    'airport drop-off price',
    'airport conveyance',
  ],
  [
    'airport_conveyance_enabled',
    'airport_both_price',
    'airport both ways price',
    'airport conveyance',
  ],
] as const;

type ParsedRoomType = z.output<z.ZodObject<typeof roomTypeShape>>;

/**
 * The breakfast price is required (≥ 0) when breakfast is on; the pickup, drop-off and
 * both-ways prices when conveyance is on. Checked even when other fields failed, so the
 * form shows every message at once.
 */
function requireToggledPrices(form: ParsedRoomType, ctx: Ctx) {
  for (const [toggle, field, label, what] of CONDITIONAL_PRICES) {
    if (form[toggle] === true && (form[field] === null || form[field] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `The ${label} field is required when ${what} is enabled.`,
      });
    }
  }
}

/** The stored values: kobo, and no price kept for an extra that is switched off. */
function toRoomTypeFields(form: ParsedRoomType) {
  const conveyance = form.airport_conveyance_enabled;
  return {
    title: form.title,
    description: form.description,
    pricePerNightKobo: form.price_per_night,
    capacity: form.capacity,
    latitude: form.latitude,
    longitude: form.longitude,
    breakfastEnabled: form.breakfast_enabled,
    breakfastPriceKobo: form.breakfast_enabled ? (form.breakfast_price ?? 0) : 0,
    airportConveyanceEnabled: conveyance,
    airportConveyancePriceKobo: conveyance ? form.airport_conveyance_price : null,
    airportPickupPriceKobo: conveyance ? form.airport_pickup_price : null,
    airportDropoffPriceKobo: conveyance ? form.airport_dropoff_price : null,
    airportBothPriceKobo: conveyance ? form.airport_both_price : null,
    weeklyDiscountPercent: form.weekly_discount_percent,
    monthlyDiscountPercent: form.monthly_discount_percent,
  };
}
export type RoomTypeFields = ReturnType<typeof toRoomTypeFields>;

const always = { when: () => true };

/** Spec §5 Create room type (the images travel as files beside these fields). */
export const RoomTypeCreateSchema = z
  .object({
    ...roomTypeShape,
    number_of_rooms: wholeNumber('number of rooms', 1, MAX_NUMBER_OF_ROOMS, 1),
  })
  .superRefine(requireToggledPrices, always)
  .transform((form) => ({ ...toRoomTypeFields(form), numberOfRooms: form.number_of_rooms }));
export type RoomTypeCreateInput = z.input<typeof RoomTypeCreateSchema>;
export type RoomTypeCreate = z.output<typeof RoomTypeCreateSchema>;

/**
 * The images kept by an edit, in their new order: comma-separated (spec §5) or a list.
 * Absent: the images stay as they are.
 */
const keptImages = z
  .union([z.string(), z.array(z.string())], {
    error: 'The images must be a comma-separated list of image addresses.',
  })
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : value.split(','))
          .map((path) => path.trim())
          .filter((path) => path !== ''),
  )
  .refine(
    (paths) => paths === undefined || paths.every((path) => path.length <= 500),
    'Each image address may be at most 500 characters.',
  );

/** Spec §5 Edit room type: the same fields without `number_of_rooms`, and the kept images. */
export const RoomTypeUpdateSchema = z
  .object({ ...roomTypeShape, images: keptImages })
  .superRefine(requireToggledPrices, always)
  .transform((form) => ({ ...toRoomTypeFields(form), images: form.images }));
export type RoomTypeUpdateInput = z.input<typeof RoomTypeUpdateSchema>;
export type RoomTypeUpdate = z.output<typeof RoomTypeUpdateSchema>;

// ---- The admin list ----------------------------------------------------------------------

/** `GET /room-types`: searched by title, newest or oldest first, paged on request. */
export const RoomTypeListQuerySchema = ListQuerySchema;
export type RoomTypeListQuery = z.infer<typeof RoomTypeListQuerySchema>;

/** One room type with everything its edit form shows; prices in naira. */
export const AdminRoomTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ...RoomTypeTermsSchema.shape,
  capacity: z.number().int(),
  /** Image paths in display order. */
  images: z.array(z.string()),
  /** Its units for sale or off sale (not deleted), and their room numbers. */
  number_of_rooms: z.number().int(),
  room_numbers: z.array(z.string()),
  weekly_discount_percent: z.number(),
  monthly_discount_percent: z.number(),
  created_at: z.string(),
});
export type AdminRoomType = z.infer<typeof AdminRoomTypeSchema>;

export const AdminRoomTypeListResponseSchema = z.object({
  room_types: z.array(AdminRoomTypeSchema),
  pagination: PaginationSchema.optional(),
});
export type AdminRoomTypeListResponse = z.infer<typeof AdminRoomTypeListResponseSchema>;

/** `POST /room-types` (201) and `PUT /room-types/{id}`. */
export const RoomTypeSavedResponseSchema = z.object({
  message: z.string(),
  room_type: AdminRoomTypeSchema,
});
export type RoomTypeSavedResponse = z.infer<typeof RoomTypeSavedResponseSchema>;

export const RoomTypeDeletedResponseSchema = z.object({ message: z.string() });
