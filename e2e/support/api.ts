import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The part of the public API the specs compare the screens with. Written here rather
 * than imported from @aso/core so the browser checks do not share code with the app.
 */
export interface PublicRoomType {
  id: number;
  title: string;
  description: string;
  images: string[];
  price_per_night: number;
  available_count: number;
  is_available: boolean;
}

export interface CatalogueSummary {
  units: number;
  locations: number;
  room_types: number;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return (await response.json()) as T;
}

/** `GET /api/rooms`: every room type listed to the public. */
export async function fetchRooms(request: APIRequestContext): Promise<PublicRoomType[]> {
  const { rooms } = await getJson<{ rooms: PublicRoomType[] }>(request, '/api/rooms');
  expect(rooms.length, 'the seeded catalogue lists room types').toBeGreaterThan(0);
  return rooms;
}

/** `GET /api/rooms/{id}`. */
export async function fetchRoom(request: APIRequestContext, id: number): Promise<PublicRoomType> {
  const { room } = await getJson<{ room: PublicRoomType }>(request, `/api/rooms/${id}`);
  return room;
}

/** `GET /api/catalogue/summary`: the counts the home page's story shows. */
export function fetchCatalogueSummary(request: APIRequestContext): Promise<CatalogueSummary> {
  return getJson<CatalogueSummary>(request, '/api/catalogue/summary');
}

/** Spec "Residencies": unavailable when available_count is 0 or is_available is false. */
export function isBookable(room: PublicRoomType): boolean {
  return room.is_available && room.available_count > 0;
}

/** Spec §5: the two-bedroom type, as /2BedroomPage finds it. */
export const TWO_BEDROOM_TITLE = /(2|two)[ -]?bedroom/i;
