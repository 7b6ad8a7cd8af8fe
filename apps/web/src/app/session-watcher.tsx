import { INACTIVITY_TIMEOUT_MS } from '@aso/core/constants';
import { useSession } from '../lib/session.ts';
import { useInactivityTimeout } from '../lib/use-inactivity-timeout.ts';
import { useExpireSession } from '../lib/use-logout.ts';

/** Spec §4: 15 minutes without a mouse move, key press, mouse down or touch end the session. */
export function SessionWatcher() {
  const { user } = useSession();
  const expire = useExpireSession();
  useInactivityTimeout(user !== null, INACTIVITY_TIMEOUT_MS, () => void expire());
  return null;
}
