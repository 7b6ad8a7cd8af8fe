import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { attachGuestBookings } from '../bookings/bookings.repository.ts';
import type { SessionResponse } from '@aso/core/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/users.repository.ts';
import { startSession } from './auth.service.ts';
import { SUSPENDED } from './guard.ts';
import type { Tx } from '../../db/client.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

interface GoogleClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** Google gives `name` and sometimes its parts; the rest of the name is the last name. */
function splitName(claims: Pick<GoogleClaims, 'name' | 'given_name' | 'family_name'>) {
  if (claims.given_name) {
    return { firstName: claims.given_name, lastName: claims.family_name ?? '' };
  }
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  return { firstName: first || 'Guest', lastName: rest.join(' ') };
}

export function createGoogleSignIn(deps: Deps) {
  const clientId = deps.config.GOOGLE_CLIENT_ID;
  const jwks = createRemoteJWKSet(new URL(deps.config.GOOGLE_JWKS_URL));

  async function verifyIdToken(idToken: string): Promise<GoogleClaims> {
    try {
      const { payload } = await jwtVerify<GoogleClaims>(idToken, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        throw new AppError(401, 'Invalid Google token.', { token: [error.message] });
      }
      throw error;
    }
  }

  /** Signs in (creating or linking the account) with a Google ID token. */
  return async function signInWithGoogle(idToken: string): Promise<SessionResponse> {
    // Without a client id this site has no Google sign-in: the route is as good as absent
    // (404), not a server fault — a stranger's token must never earn a 5xx (issue 15).
    if (!clientId) throw new AppError(404, 'Google sign-in is not configured.');
    const claims = await verifyIdToken(idToken);
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    if (!claims.email || !verified) {
      throw new AppError(401, 'Google did not confirm this email address.', {
        token: ['The Google account email is not verified.'],
      });
    }
    const email = claims.email.toLowerCase();

    const user = await deps.db.transaction(async (tx): Promise<UserRow> => {
      const account = await findOrCreateAccount(tx);
      // Google vouches for the address: the guest bookings made with it join the account.
      await attachGuestBookings(tx, account.id, account.email);
      return account;
    });
    if (user.suspendedAt) throw new AppError(403, SUSPENDED);
    return startSession(deps.db, user);

    async function findOrCreateAccount(tx: Tx): Promise<UserRow> {
      const bySubject = await findUserByGoogleSubject(tx, claims.sub);
      if (bySubject) return bySubject;
      const byEmail = await findUserByEmail(tx, email);
      if (byEmail) {
        return updateUser(tx, byEmail.id, {
          googleSubject: claims.sub,
          emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
        });
      }
      const { firstName, lastName } = splitName(claims);
      return insertUser(tx, {
        firstName,
        lastName,
        email,
        googleSubject: claims.sub,
        emailVerifiedAt: new Date(),
      });
    }
  };
}
