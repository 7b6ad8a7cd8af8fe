import type { User } from '@aso/core/auth';
import { paths } from '../../lib/paths.ts';
import { isAdminRole } from '../../lib/session.ts';

/** Spec §9: the signup and login-verification redirects wait 2 seconds. */
export const AUTH_REDIRECT_MS = 2000;

/** Spec §4: admins land in the back office, everyone else on the home page. */
export function landingPathFor(user: Pick<User, 'role'>): string {
  return isAdminRole(user.role) ? paths.adminBookings : paths.home;
}

/** What the verification page may be handed, so its resend form starts filled in. */
export interface VerificationPageState {
  email?: string;
}
