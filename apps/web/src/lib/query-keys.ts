/*
 * The query keys that more than one feature reads or refreshes: a change made in one
 * (a booking's status, a unit's availability, a room type) reloads what another shows.
 * A key only one feature uses stays in that feature's api/.
 */

/** Data that belongs to the logged-in account; dropped when it leaves (use-logout.ts). */
export const SESSION_QUERY_KEY = ['session'] as const;

/** The back office's data (every admin list and record); dropped at logout too. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The public rooms (features/rooms): the list, each room type, free counts and calendars. */
export const ROOMS_KEY = ['rooms'] as const;

/** The home page's counts of units, locations and room types (features/home). */
export const CATALOGUE_KEY = ['catalogue'] as const;

/** Every admin query about bookings starts with this key (lists and details). */
export const ADMIN_BOOKINGS_KEY = [...ADMIN_QUERY_KEY, 'bookings'] as const;

/** Every admin query about units starts with this key (lists, details, the booking select). */
export const ADMIN_ROOMS_KEY = [...ADMIN_QUERY_KEY, 'rooms'] as const;

/** Every admin query about room types starts with this key (the list, the rates' and promo codes' choices). */
export const ADMIN_ROOM_TYPES_KEY = [...ADMIN_QUERY_KEY, 'room-types'] as const;

/** Every admin query about payments starts with this key. */
export const ADMIN_PAYMENTS_KEY = [...ADMIN_QUERY_KEY, 'payments'] as const;

/** Every occupancy window starts with this key; bookings and availability changes drop them. */
export const OCCUPANCY_KEY = [...ADMIN_QUERY_KEY, 'occupancy'] as const;
