/**
 * Room types as staff manage them (spec §3 Room / room type, §5 Create / Edit room type,
 * §7 `/room-types`, §8): the create and edit forms, sent as multipart text (booleans as
 * 1/0) or JSON, checked field by field, and the admin list. Prices cross in naira with at
 * most two decimals and are kept in kobo.
 */
import { z } from 'zod';
import { ListQuerySchema } from './admin.ts';
import { KOBO_PER_NAIRA } from './money.ts';
import { PaginationSchema } from './pagination.ts';
import { RoomTypeTermsSchema } from './rooms.ts';

/** Far above any real nightly rate or extra, far below 2^53 kobo. */
export const MAX_ROOM_PRICE_NAIRA = 100_000_000;
export const MAX_CAPACITY = 50;
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

/** A form value as it arrives: multipart text, or a JSON number; blank when left out. */
const formValue = (label: string) =>
  z.union([z.string(), z.number()], { error: `The ${label} must be a number.` }).nullish();
type FormValue = string | number | null | undefined;

const isBlank = (value: FormValue) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The number typed, or NaN when it is not one (`'12abc'`, `'1e3'`, `'0x10'`). */
function numberOf(value: string | number): number {
  if (typeof value === 'number') return value;
  return /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

type Ctx = z.RefinementCtx;

/** Naira → kobo with the field's own messages: a number, at most two decimals, in range. */
function koboOf(value: string | number, label: string, minimum: 'positive' | 'zero', ctx: Ctx) {
  const naira = numberOf(value);
  const issue = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!Number.isFinite(naira)) return issue(`The ${label} must be a number.`);
  if (minimum === 'positive' && naira <= 0) return issue(`The ${label} must be greater than 0.`);
  if (naira < 0) return issue(`The ${label} must be at least 0.`);
  if (naira > MAX_ROOM_PRICE_NAIRA) {
    return issue(
      `The ${label} may not be greater than ₦${MAX_ROOM_PRICE_NAIRA.toLocaleString('en-US')}.`,
    );
  }
  // The nearest two-decimal number is the number itself (1.005 is not: it is 1.00499…).
  if (Number(naira.toFixed(2)) !== naira)
    return issue(`The ${label} may have at most two decimals.`);
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** A price that must be given: kobo above zero. */
const requiredPrice = (label: string) =>
  formValue(label).transform((value, ctx) =>
    isBlank(value)
      ? (ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` }), z.NEVER)
      : koboOf(value!, label, 'positive', ctx),
  );

/** A price that may be blank (null); required or not is decided by its toggle. */
const optionalPrice = (label: string) =>
  formValue(label).transform((value, ctx) =>
    isBlank(value) ? null : koboOf(value!, label, 'zero', ctx),
  );

/** A whole number in [min, max]; `fallback` when blank, else required. */
const wholeNumber = (label: string, min: number, max: number, fallback?: number) =>
  formValue(label).transform((value, ctx) => {
    if (isBlank(value)) {
      if (fallback !== undefined) return fallback;
      ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
      return z.NEVER;
    }
    const number = numberOf(value!);
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} must be a whole number between ${min} and ${max}.`,
      });
      return z.NEVER;
    }
    return number;
  });

/** Latitude or longitude: optional (null), else a number within ±`limit`. */
const coordinate = (label: string, limit: number) =>
  formValue(label).transform((value, ctx) => {
    if (isBlank(value)) return null;
    const number = numberOf(value!);
    if (!Number.isFinite(number) || Math.abs(number) > limit) {
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} must be a number between -${limit} and ${limit}.`,
      });
      return z.NEVER;
    }
    return number;
  });

/** Spec §7: booleans travel as 1/0 in the multipart form; JSON may send true/false. */
const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)], {
      error: `The ${label} field must be 1 or 0.`,
    })
    .optional()
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const text = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

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
