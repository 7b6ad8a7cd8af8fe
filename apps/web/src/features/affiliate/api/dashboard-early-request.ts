import { apiRequest } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

/** How long an early answer is worth taking: a visit that did not open the page leaves one. */
const EARLY_ANSWER_MS = 10_000;

interface EarlyRequest {
  token: string | null;
  startedAt: number;
  body: Promise<unknown>;
}

let early: EarlyRequest | null = null;

/**
 * Starts `GET /api/affiliate/dashboard` as the dashboard route's code starts loading
 * (router.tsx), so the data and the page's code come down together rather than one after
 * the other. The body is checked by the page (getAffiliateDashboard): this module stays in
 * the first bundle without the schemas. Nothing is sent without a stored user.
 */
export function startDashboardRequest(): void {
  const { token, user } = getSession();
  if (!user) return;
  const body = apiRequest('/affiliate/dashboard', { parse: (data: unknown) => data });
  // Its failure is the page's to show, when it takes the answer.
  body.catch(() => undefined);
  early = { token, startedAt: Date.now(), body };
}

/**
 * The answer of the request started early, once, if it was made for this session and
 * lately; else null (the page then asks itself).
 */
export function takeDashboardRequest(now = Date.now()): Promise<unknown> | null {
  const taken = early;
  early = null;
  if (!taken || taken.token !== getSession().token || now - taken.startedAt > EARLY_ANSWER_MS) {
    return null;
  }
  return taken.body;
}
