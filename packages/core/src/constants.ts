/** Business constants of spec §9, in one place for the server and the web app. */

export const HERO_ROTATION_MS = 4000;
export const DESCRIPTION_TRUNCATE_AT = 120;
export const MOBILE_BREAKPOINT_PX = 900;
export const REQUEST_TIMEOUT_MS = 30_000;
export const SUCCESS_BANNER_MS = 3000;
export const INACTIVITY_TIMEOUT_MS = 15 * 60 * 1000;

export const DEFAULT_MAP_CENTER = { latitude: 9.0765, longitude: 7.3986 } as const;

export const POLICY_PLACEMENTS = [
  'information_card',
  'site_wide',
  'booking_flow',
  'profile',
] as const;
export type PolicyPlacement = (typeof POLICY_PLACEMENTS)[number];

export const USER_ROLES = ['user', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold a unit; the database exclusion constraint uses the same list. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'checked_in'] as const;

export const PAYMENT_STATUSES = [
  'pending',
  'success',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The longest stay one booking may hold (and the room list may be asked about). */
export const MAX_NIGHTS = 90;

export const CHECK_IN_TIME = '15:00';
export const CHECK_OUT_TIME = '12:00';
export const BUSINESS_TIME_ZONE = 'Africa/Lagos';

/** Spec §9 page sizes of the admin lists. */
export const ADMIN_PAGE_SIZE = { reservations: 4, rooms: 4, roomTypes: 4, payments: 5 } as const;
/** The users list's page: the spec's client shows them all; the back office pages them. */
export const ADMIN_USERS_PAGE_SIZE = 10;
/** Spec §9: a "new" user has at most this many bookings, an "old" user more. */
export const NEW_USER_MAX_BOOKINGS = 3;
/** The largest page any admin list serves (DESIGN §7). */
export const MAX_PER_PAGE = 100;
/** The longest window one occupancy request may cover, and the calendar's default. */
export const OCCUPANCY_MAX_DAYS = 62;
export const OCCUPANCY_DEFAULT_DAYS = 14;
/** Statuses staff may set from the booking details page (spec §4, plus checked_out). */
export const ADMIN_SETTABLE_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];
/** Spec §3 room list rows: Occupied is a display value only. */
export const ROOM_AVAILABILITIES = ['Available', 'Occupied', 'Unavailable'] as const;
export type RoomAvailability = (typeof ROOM_AVAILABILITIES)[number];

// The affiliate programme's terms (spec §1, §9), here so public pages need no schemas.
/** Spec §1, §9: 5% of the booking total, in basis points so the sum stays in integers. */
export const COMMISSION_BASIS_POINTS = 500;
export const COMMISSION_PERCENT = COMMISSION_BASIS_POINTS / 100;
/** Spec §9: the code is kept in the browser for 30 days. */
export const AFFILIATE_COOKIE_DAYS = 30;
/** Spec §5, §9: payouts are asked for from ₦10,000. */
export const MIN_PAYOUT_NAIRA = 10_000;
/** How often an affiliate is paid, chosen at registration. */
export const PAYOUT_FREQUENCIES = ['monthly', 'weekly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
/** What a typed or linked code may look like before it is looked up (matched ignoring case). */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The random id a browser makes for itself to count its affiliate visits once a day. */
export const AFFILIATE_VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
