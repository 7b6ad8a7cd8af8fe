import { useEffect } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '@aso/core/constants';
import { takeIdleTokenToRevoke, useSession } from '../lib/session.ts';
import { useInactivityTimeout } from '../lib/use-inactivity-timeout.ts';
import { revokeToken, useExpireSession } from '../lib/use-logout.ts';

/**
 * Spec §4: 15 minutes without a mouse move, key press, mouse down or touch end the
 * session, counted across reloads and closed tabs (see `endSessionIfIdle`).
 */
export function SessionWatcher() {
  const session = useSession();
  const expire = useExpireSession();
  useInactivityTimeout(session.user !== null, INACTIVITY_TIMEOUT_MS, () => void expire());

  // A session found idle when the page opened is gone here; its token goes on the server too.
  useEffect(() => {
    const token = takeIdleTokenToRevoke();
    if (token) revokeToken(token).catch(() => {});
  }, [session]);
  return null;
}
