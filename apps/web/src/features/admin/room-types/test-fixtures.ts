import type { AdminRoomType } from '@aso/core/room-types';
import { makeAdminRoomType } from '../../../test/room-types.ts';

/** An uploaded photo's address, as the image store gives it. */
export const STORED = '/images/store/abcdefgh12345678-960.webp';

/** A room type as `GET /api/room-types` lists it (its first photo uploaded), with overrides. */
export const makeRoomType = (overrides: Partial<AdminRoomType> = {}): AdminRoomType =>
  makeAdminRoomType({ images: [STORED, '/images/rooms/deluxe-studio-2.webp'], ...overrides });

/** One page of the list as the server answers it (4 a page). */
export const pageOf = (roomTypes: AdminRoomType[], total = roomTypes.length, page = 1) => ({
  room_types: roomTypes,
  pagination: {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / 4)),
    per_page: 4,
    total,
  },
});
