import type { QueryClient } from '@tanstack/react-query';
import {
  ADMIN_ROOM_TYPES_KEY,
  ADMIN_ROOMS_KEY,
  CATALOGUE_KEY,
  OCCUPANCY_KEY,
  ROOMS_KEY,
} from '../../../../lib/query-keys.ts';

/**
 * A room type changed: its list, the units and the occupancy grid reload, and so do
 * the public rooms and the home page's counts.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  return Promise.all(
    [ADMIN_ROOM_TYPES_KEY, ADMIN_ROOMS_KEY, OCCUPANCY_KEY, ROOMS_KEY, CATALOGUE_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
