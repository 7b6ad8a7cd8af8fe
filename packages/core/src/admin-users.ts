/**
 * The back office's users (spec §3 User, §7 `/users`, `/users/{id}/promote`, §8, §9): the
 * list with its search, New / Old filter and sort by bookings, promotion to admin, and the
 * user profile with its booking history, suspension and restoration.
 */
import { z } from 'zod';
import { ListQuerySchema } from './admin.ts';
import { BOOKING_STATUSES, USER_ROLES } from './constants.ts';
import { PaginationSchema } from './pagination.ts';

export { NEW_USER_MAX_BOOKINGS } from './constants.ts';

/** The bookings a user's count is made of (spec §3 User `bookings`): stays paid for. */
export const COUNTED_BOOKING_STATUSES = ['confirmed', 'checked_in', 'checked_out'] as const;

// Spec §8 and the texts of the profile's actions.
export const USER_PROMOTED = 'User promoted to admin successfully.';
export const PROMOTE_FAILED = 'Failed to promote user.';
export const USER_NOT_FOUND = 'User not found.';
export const ALREADY_ADMIN = 'This user is already an admin.';
export const SUPER_ADMIN_UNCHANGEABLE = 'A super admin cannot be changed.';
export const USER_SUSPENDED = 'User suspended successfully.';
export const USER_RESTORED = 'User restored successfully.';
export const SUSPEND_FAILED = 'Failed to suspend user.';
export const RESTORE_FAILED = 'Failed to restore user.';
export const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account.';
export const CANNOT_SUSPEND_SUPER_ADMIN = 'A super admin cannot be suspended.';
export const CONFIRM_SUSPEND = 'Are you sure you want to suspend this user?';
export const CONFIRM_RESTORE = 'Are you sure you want to restore this user?';
export const NO_USERS = 'No users found.';
export const NO_BOOKINGS = 'This user has no bookings yet.';

/** Spec §9: All Users, New Users (≤ 3 bookings), Old Users (> 3). */
export const USER_TYPES = ['all', 'new', 'old'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * `GET /users?page=&per_page=&q=&type=&sort=`: `q` is part of the name or email (any case);
 * `sort` recent = most bookings first, oldest = fewest first (spec "Admin users list").
 */
export const UserListQuerySchema = ListQuerySchema.extend({
  type: z
    .enum(USER_TYPES, { error: 'The type must be all, new or old.' })
    .optional()
    .default('all'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** Spec §3 User, as the users list shows it. */
export const AdminUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** ISO time of the last sign-in, or null for never. */
  lastLogin: z.string().nullable(),
  /** Confirmed, checked-in and checked-out bookings only. */
  bookings: z.number().int(),
  is_affiliate: z.boolean(),
  affiliate_code: z.string().nullable(),
  is_suspended: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const UserListResponseSchema = z.object({
  users: z.array(AdminUserRowSchema),
  pagination: PaginationSchema.optional(),
});
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

/** `POST /users/{id}/promote`: the spec's client sends `role=admin`; no body is fine too. */
export const PromoteRequestSchema = z
  .object({
    role: z.literal('admin', { error: 'The role must be admin.' }).optional(),
  })
  .nullish();

export const PromoteResponseSchema = z.object({
  message: z.string(),
  user: AdminUserRowSchema,
});
export type PromoteResponse = z.infer<typeof PromoteResponseSchema>;

/** One stay in the user profile's booking history (amount in naira). */
export const AdminUserBookingSchema = z.object({
  id: z.number().int(),
  room_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(BOOKING_STATUSES),
  total_amount: z.number(),
});
export type AdminUserBooking = z.infer<typeof AdminUserBookingSchema>;

/** `GET /users/{id}`: the user as the list shows them, since when, and every stay. */
export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserProfileResponseSchema = z.object({
  user: AdminUserDetailSchema,
  /** Newest stay first; holds that expired unpaid are not bookings and are left out. */
  booking_history: z.array(AdminUserBookingSchema),
});
export type AdminUserProfileResponse = z.infer<typeof AdminUserProfileResponseSchema>;

/** `POST /users/{id}/suspend` and `/restore`. */
export const SuspensionResponseSchema = z.object({
  message: z.string(),
  user: AdminUserDetailSchema,
});
export type SuspensionResponse = z.infer<typeof SuspensionResponseSchema>;

/**
 * Spec "Admin user profile": how a stay's status reads in the booking history. Pending and
 * confirmed stays both await check-in.
 */
export function bookingHistoryLabel(status: AdminUserBooking['status']): string {
  switch (status) {
    case 'pending':
    case 'confirmed':
      return 'Awaiting Check-In';
    case 'checked_in':
      return 'Checked In';
    case 'checked_out':
      return 'Checked Out';
    case 'cancelled':
    case 'expired':
      return 'Cancelled';
  }
}
