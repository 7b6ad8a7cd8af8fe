/**
 * The back office's requests and responses (spec §3, §7; DESIGN §7): list queries with
 * optional paging, manual bookings, status changes, the occupancy grid, rooms and the
 * action log. One shape per thing, used by the server routes and the admin pages.
 */
import { z } from 'zod';
import { OccupancyBlockSchema } from './channels.ts';
import { EmailSchema, PhoneSchema, requiredText } from './auth.ts';
import { BookingDetailSchema, BookingRowSchema, refineStayDates } from './bookings.ts';
import {
  ADMIN_SETTABLE_STATUSES,
  BOOKING_STATUSES,
  MAX_PER_PAGE,
  OCCUPANCY_DEFAULT_DAYS,
  OCCUPANCY_MAX_DAYS,
  ROOM_AVAILABILITIES,
} from './constants.ts';
import { RefundChoiceSchema } from './cancellation.ts';
import { isIsoDate, MONTHS } from './dates.ts';

import { PaginationSchema } from './pagination.ts';

export { PaginationSchema, paginationOf, type Pagination } from './pagination.ts';

/** A positive whole number from a query string or a path. */
const wholeNumber = (field: string, max = 2_147_483_647) =>
  z
    .string({ error: `The ${field} must be a positive whole number.` })
    .trim()
    .regex(/^[1-9][0-9]{0,9}$/, `The ${field} must be a positive whole number.`)
    .transform(Number)
    .refine((value) => value <= max, `The ${field} may not be greater than ${max}.`);

/** `/:id` of the admin calls: anything but a positive whole number is a 422, not a 404. */
export const AdminIdParamSchema = z.object({ id: wholeNumber('id') });

export const SORT_ORDERS = ['recent', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The optional paging, search and sort every admin list takes. Without `page` the full
 * list is answered (the spec's client pages in the browser).
 */
export const ListQuerySchema = z.object({
  page: wholeNumber('page').optional(),
  per_page: wholeNumber('per_page', MAX_PER_PAGE).optional(),
  q: z.string().trim().max(200, 'The search may not be greater than 200 characters.').optional(),
  sort: z
    .enum(SORT_ORDERS, { error: 'The sort must be recent or oldest.' })
    .optional()
    .default('recent'),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

// ---- Reservations ----------------------------------------------------------------------

export const BookingListQuerySchema = ListQuerySchema.extend({
  status: z
    .enum([...BOOKING_STATUSES, 'all'], {
      error: `The status must be one of ${BOOKING_STATUSES.join(', ')} or all.`,
    })
    .optional(),
  /** Spec: the month filter matches the three-letter month in the stay-dates text. */
  month: z.enum(MONTHS, { error: 'The month must be one of Jan … Dec.' }).optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** Spec §3 list row plus who booked: the user's or the guest's name and email. */
export const AdminBookingRowSchema = BookingRowSchema.extend({
  name: z.string(),
  email: z.string().nullable(),
  guest_phone: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRowSchema>;

export const AdminBookingListResponseSchema = z.object({
  bookings: z.array(AdminBookingRowSchema),
  pagination: PaginationSchema.optional(),
});
export type AdminBookingListResponse = z.infer<typeof AdminBookingListResponseSchema>;

const stayDate = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .refine(isIsoDate, `The ${field} must be a valid date (YYYY-MM-DD).`);

/** Spec §3 Manual booking. */
export const ManualBookingRequestSchema = z
  .object({
    room_id: z.coerce
      .number({ error: 'The room is required.' })
      .int('The room is required.')
      .positive('The room is required.')
      .max(2_147_483_647, 'The room is required.'),
    room_type_id: z.coerce
      .number({ error: 'The room type is required.' })
      .int('The room type is required.')
      .positive('The room type is required.')
      .max(2_147_483_647, 'The room type is required.'),
    start_date: stayDate('start date'),
    end_date: stayDate('end date'),
    guest_name: requiredText('guest name', 200),
    guest_email: EmailSchema,
    guest_phone: z
      .string({ error: 'The guest phone field is required.' })
      .trim()
      .min(1, 'The guest phone field is required.')
      .pipe(PhoneSchema),
    /** A promo code (issue 31), as on the guest's checkout. */
    promo_code: z
      .string({ error: 'The promo code must be text.' })
      .trim()
      .max(64)
      .nullish()
      .transform((code) => code || null),
  })
  .superRefine(refineStayDates);
export type ManualBookingRequest = z.input<typeof ManualBookingRequestSchema>;

export const ManualBookingResponseSchema = z.object({
  message: z.string(),
  booking: BookingDetailSchema,
});

export const BookingStatusUpdateSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, {
    error: `The status must be one of ${ADMIN_SETTABLE_STATUSES.join(', ')}.`,
  }),
  /** When cancelling a paid booking: refund by the policy (default), in full, or not. */
  refund: RefundChoiceSchema.default('policy'),
  /**
   * When making a refunded booking active again: staff know the guest was refunded and keep
   * it so (without it the change is refused with 409).
   */
  keep_refund: z.boolean({ error: 'keep_refund must be true or false.' }).default(false),
});
export type BookingStatusUpdate = z.infer<typeof BookingStatusUpdateSchema>;

export const BookingStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: BookingDetailSchema,
});

// ---- Occupancy calendar ----------------------------------------------------------------

export const OccupancyQuerySchema = z.object({
  from: z
    .string()
    .trim()
    .refine(isIsoDate, 'The from date must be a valid date (YYYY-MM-DD).')
    .optional(),
  days: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,2}$/, 'The days must be a positive whole number.')
    .transform(Number)
    .refine(
      (days) => days <= OCCUPANCY_MAX_DAYS,
      `The calendar covers at most ${OCCUPANCY_MAX_DAYS} days.`,
    )
    .optional()
    .default(OCCUPANCY_DEFAULT_DAYS),
});

/** An active booking on the grid: [start_date, end_date) of one unit. */
export const OccupancyBookingSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(BOOKING_STATUSES),
  guest_name: z.string(),
});
export type OccupancyBooking = z.infer<typeof OccupancyBookingSchema>;

export const OccupancyUnitSchema = z.object({
  id: z.number().int(),
  room_number: z.string(),
  is_available: z.boolean(),
  bookings: z.array(OccupancyBookingSchema),
  /** Nights sold on another channel (imported calendar feeds). */
  blocks: z.array(OccupancyBlockSchema),
});
export type OccupancyUnit = z.infer<typeof OccupancyUnitSchema>;

export const OccupancyResponseSchema = z.object({
  from: z.string(),
  /** Exclusive: the day after the last column. */
  to: z.string(),
  days: z.number().int(),
  room_types: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      units: z.array(OccupancyUnitSchema),
    }),
  ),
});
export type OccupancyResponse = z.infer<typeof OccupancyResponseSchema>;

// ---- Rooms (units) -----------------------------------------------------------------------

export const RoomAvailabilitySchema = z.enum(ROOM_AVAILABILITIES);

export const RoomListQuerySchema = ListQuerySchema.extend({
  availability: z
    .enum(ROOM_AVAILABILITIES, {
      error: 'The availability must be Available, Occupied or Unavailable.',
    })
    .optional(),
});
export type RoomListQuery = z.infer<typeof RoomListQuerySchema>;

/** Spec §3 room list row; `roomID` is the unit's room number (searched ignoring case). */
export const RoomRowSchema = z.object({
  id: z.number().int(),
  roomID: z.string(),
  roomType: z.string(),
  room_type_id: z.number().int(),
  availability: RoomAvailabilitySchema,
  image: z.string().nullable(),
  cost: z.number(),
  created_at: z.string(),
});
export type RoomRow = z.infer<typeof RoomRowSchema>;

export const RoomListResponseSchema = z.object({
  rooms: z.array(RoomRowSchema),
  pagination: PaginationSchema.optional(),
});
export type RoomListResponse = z.infer<typeof RoomListResponseSchema>;

/** `GET /rooms/{id}/details`: one unit with its room type's description. */
export const RoomDetailSchema = z.object({
  id: z.number().int(),
  room_number: z.string(),
  room_type_id: z.number().int(),
  title: z.string(),
  room_type: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  capacity: z.number().int(),
  price_per_night: z.number(),
  is_available: z.boolean(),
  availability: RoomAvailabilitySchema,
});
export type RoomDetail = z.infer<typeof RoomDetailSchema>;
export const RoomDetailResponseSchema = z.object({ room: RoomDetailSchema });

export const RoomAvailabilityUpdateSchema = z.object({
  is_available: z.boolean({ error: 'The is_available field must be true or false.' }),
});
export const RoomAvailabilityResponseSchema = z.object({
  message: z.string(),
  room: z.object({ id: z.number().int(), is_available: z.boolean() }),
});

// ---- Action log ------------------------------------------------------------------------

export const ActionLogQuerySchema = ListQuerySchema.pick({ page: true, per_page: true });

/** Spec §3 Admin action log entry. */
export const ActionLogEntrySchema = z.object({
  id: z.number().int(),
  admin_name: z.string(),
  action: z.string(),
  details: z.string(),
  created_at: z.string(),
});
export type ActionLogEntry = z.infer<typeof ActionLogEntrySchema>;

export const ActionLogResponseSchema = z.object({
  logs: z.array(ActionLogEntrySchema),
  pagination: PaginationSchema.optional(),
});
