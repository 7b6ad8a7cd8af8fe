import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, type ResponseParser } from './api-client.ts';
import { paths } from './paths.ts';
import { ADMIN_QUERY_KEY, SESSION_QUERY_KEY } from './query-keys.ts';
import { clearSession, getSession } from './session.ts';

const anyBody: ResponseParser<unknown> = { parse: (data) => data };

/** `POST /api/logout`: revokes the token on the server (`token` overrides the stored one). */
export function revokeToken(token?: string): Promise<unknown> {
  return apiRequest('/logout', anyBody, { method: 'POST', token });
}

/**
 * Forgets the session and opens /login. The session is marked as ended by the visitor,
 * so a page guard that notices it first sends them to /login as well, not to `/`.
 */
function useLeaveSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    clearSession({ endedByVisitor: true });
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    // Guests' names and emails must not stay in memory for the next person at the desk.
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}

/** The back office's words when the server call of Log out fails (spec §8). */
export const ADMIN_LOGOUT_FAILED = 'Logout failed.';

/**
 * Spec §4: Log out tries the server call, then clears the session and opens /login even
 * if it failed. `alertOnFailure` (the admin area, spec §8) first says "Logout failed.".
 */
export function useLogout({ alertOnFailure = false } = {}): () => Promise<void> {
  const leave = useLeaveSession();
  return useCallback(async () => {
    try {
      await revokeToken();
    } catch {
      // Spec §4: the visitor is logged out in this browser whatever the server said.
      if (alertOnFailure) window.alert(ADMIN_LOGOUT_FAILED);
    }
    await leave();
  }, [leave, alertOnFailure]);
}

/**
 * Spec §4 inactivity: the session ends at once; the token is revoked in the background
 * so an unreachable server cannot keep an unattended screen logged in.
 */
export function useExpireSession(): () => Promise<void> {
  const leave = useLeaveSession();
  return useCallback(async () => {
    const { token } = getSession();
    await leave();
    if (token) revokeToken(token).catch(() => {});
  }, [leave]);
}
