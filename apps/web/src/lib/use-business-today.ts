import { useSyncExternalStore } from 'react';
import { businessToday } from '@aso/core/dates';

const noChanges = () => () => {};

/**
 * Today in Abuja (DESIGN §3), or null while the page is rendered on the server or
 * hydrated: the first render must not depend on the clock, or the browser's markup would
 * differ from the server's. Known from the render after that.
 */
export function useBusinessToday(): string | null {
  return useSyncExternalStore(noChanges, businessToday, () => null);
}
