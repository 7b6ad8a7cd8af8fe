import { isTwoBedroomTitle } from '@aso/core/rooms';
import type { RoomListCache } from '../catalogue/catalogue.service.ts';

export interface Preload {
  href: string;
  as: 'image' | 'fetch';
}

const HOME_HERO_IMAGE = '/images/site/hero-1.webp';

/**
 * What a public page needs first, hinted in its HTML so the browser fetches it while the
 * JavaScript loads: the picture that paints largest (Lighthouse's LCP element) and the API
 * call the page starts with.
 */
export async function preloadsFor(
  pagePath: string,
  roomListCache: RoomListCache,
): Promise<Preload[]> {
  if (pagePath === '/') return [{ href: HOME_HERO_IMAGE, as: 'image' }];
  if (pagePath === '/residencies') return [{ href: '/api/rooms', as: 'fetch' }];
  const roomId = /^\/rooms\/([1-9]\d{0,9})$/.exec(pagePath)?.[1];
  const isTwoBedroomPage = pagePath === '/2BedroomPage';
  if (!roomId && !isTwoBedroomPage) return [];

  const { rooms } = await roomListCache.get();
  const room = isTwoBedroomPage
    ? rooms.find((candidate) => isTwoBedroomTitle(candidate.title))
    : rooms.find((candidate) => candidate.id === Number(roomId));
  if (!room) return [];
  const data: Preload = {
    href: isTwoBedroomPage ? '/api/rooms' : `/api/rooms/${room.id}`,
    as: 'fetch',
  };
  const image = room.images[0];
  return image?.startsWith('/images/') ? [{ href: image, as: 'image' }, data] : [data];
}
