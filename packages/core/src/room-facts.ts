import type { RoomType } from './rooms.ts';

/*
 * Rules about room types that need no schema: kept apart from rooms.ts, whose Zod
 * schemas a page pays for when it loads them, so that the room page's first load can
 * do without (rooms.ts re-exports them).
 */

/** Ids in paths: a positive integer written in decimal; anything else is "not found". */
export function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Spec: a type is unavailable when available_count is 0 or is_available is false. */
export function isRoomBookable(room: Pick<RoomType, 'available_count' | 'is_available'>): boolean {
  return room.is_available && room.available_count > 0;
}

/** Spec §5: breakfast for up to 4 persons in a two-bedroom type, otherwise 2. */
export function isTwoBedroomTitle(title: string): boolean {
  return /(2|two)[ -]?bedroom/i.test(title);
}
