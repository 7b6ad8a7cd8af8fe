import type { z } from 'zod';
import { attachGuestBookings } from '../bookings/bookings.repository.ts';
import type {
  LoginRequestSchema,
  RegisterRequestSchema,
  SessionResponse,
  User,
} from '@aso/core/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { verificationEmail } from '../mail/mail.templates.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { toUserDto } from '../users/users.dto.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/users.repository.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  findLinkToken,
  issueToken,
  markTokenUsed,
  revokeOpenLinks,
  revokeToken,
} from './auth.repository.ts';
import { SUSPENDED } from './guard.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 30 * DAY_MS;
export const EMAIL_LINK_TTL_MS = DAY_MS;

const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const VERIFY_FIRST = 'Please verify your email address before logging in.';
export const EMAIL_TAKEN = 'The email has already been taken.';

function emailTaken(): AppError {
  return new AppError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
}

/** Writes a verification link mail for `user` in the caller's transaction. */
async function sendVerificationLink(deps: Deps, tx: Db | Tx, user: UserRow) {
  await revokeOpenLinks(tx, user.id, 'email_verification');
  const token = await issueToken(tx, {
    userId: user.id,
    purpose: 'email_verification',
    ttlMs: EMAIL_LINK_TTL_MS,
  });
  const url = `${deps.config.APP_URL}/api/email/verify/${token}`;
  await enqueueMail(tx, {
    to: user.email,
    ...verificationEmail({ firstName: user.firstName, url }),
  });
}

export async function register(
  deps: Deps,
  input: z.output<typeof RegisterRequestSchema>,
): Promise<User> {
  try {
    const user = await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      const created = await insertUser(tx, {
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      await sendVerificationLink(deps, tx, created);
      return created;
    });
    deps.mailer.kick();
    return toUserDto(deps.db, user);
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export type LoginResult =
  { kind: 'session'; session: SessionResponse } | { kind: 'verification_required' };

export async function login(
  deps: Deps,
  input: z.output<typeof LoginRequestSchema>,
): Promise<LoginResult> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!user || !valid) {
    throw new AppError(422, INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
  }
  if (user.suspendedAt) throw new AppError(403, SUSPENDED);
  if (!user.emailVerifiedAt) return { kind: 'verification_required' };
  return { kind: 'session', session: await startSession(deps.db, user) };
}

/** Issues a bearer token and records the login. */
export async function startSession(db: Db, user: UserRow): Promise<SessionResponse> {
  const { token, updated } = await db.transaction(async (tx) => ({
    token: await issueToken(tx, { userId: user.id, purpose: 'session', ttlMs: SESSION_TTL_MS }),
    updated: await updateUser(tx, user.id, { lastLoginAt: new Date() }),
  }));
  return { token, user: await toUserDto(db, updated) };
}

export function logout(deps: Deps, tokenId: number): Promise<void> {
  return revokeToken(deps.db, tokenId);
}

export type LinkOutcome = 'verified' | 'email_changed' | 'expired' | 'invalid';

/** Opens an email link once: verifies the address, or moves the account to a new one. */
export async function openEmailLink(deps: Deps, token: string): Promise<LinkOutcome> {
  try {
    return await deps.db.transaction(async (tx) => {
      const link = await findLinkToken(tx, token);
      if (!link || link.usedAt || link.revokedAt) return 'invalid';
      if (link.expiresAt.getTime() <= Date.now()) return 'expired';
      await markTokenUsed(tx, link.id);
      if (link.purpose === 'email_change' && link.newEmail) {
        const owner = await findUserByEmail(tx, link.newEmail);
        if (owner && owner.id !== link.userId) return 'invalid';
        await updateUser(tx, link.userId, { email: link.newEmail, emailVerifiedAt: new Date() });
        await attachGuestBookings(tx, link.userId, link.newEmail);
        return 'email_changed';
      }
      const user = await findUserById(tx, link.userId);
      if (user && !user.emailVerifiedAt) {
        await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      }
      if (user) await attachGuestBookings(tx, user.id, user.email);
      return 'verified';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'invalid';
    throw error;
  }
}

export const RESEND_ANSWER =
  'If an account with that email needs verifying, a new verification link is on its way.';

/** Answers the same whether or not the address has an account. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt || user.suspendedAt) return;
  await deps.db.transaction((tx) => sendVerificationLink(deps, tx, user));
  deps.mailer.kick();
}
