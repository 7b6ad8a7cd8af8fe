import type { z } from 'zod';
import { RESET_LINK_INVALID, type ResetPasswordRequestSchema } from '@aso/core/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { passwordResetEmail } from '../mail/mail.templates.ts';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository.ts';
import {
  findLinkToken,
  issueToken,
  markTokenUsed,
  revokeOpenLinks,
  revokeUserTokens,
} from './auth.repository.ts';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const FORGOT_ANSWER =
  'If an account exists for that email, we have sent it a link to reset the password. The link is valid for 60 minutes.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now log in.';

function resetLinkInvalid(): AppError {
  return new AppError(422, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
}

/**
 * Mails a reset link when the address has an account in good standing (one signed up
 * with Google may set its first password this way); otherwise does nothing. The account
 * is looked up either way, and the caller answers the same.
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.suspendedAt) return;
  await deps.db.transaction(async (tx) => {
    await revokeOpenLinks(tx, user.id, 'password_reset');
    const token = await issueToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      ttlMs: RESET_LINK_TTL_MS,
    });
    const url = `${deps.config.APP_URL}/reset-password?token=${token}`;
    await enqueueMail(tx, {
      to: user.email,
      ...passwordResetEmail({ firstName: user.firstName, url }),
    });
  });
  deps.mailer.kick();
}

/**
 * Spends a reset link once: the new password, and every token the account had in force
 * revoked (its sessions on every device, pending email links), in one transaction.
 */
export async function resetPassword(
  deps: Deps,
  input: z.output<typeof ResetPasswordRequestSchema>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Found by its SHA-256, so nothing compares the secret itself.
    const link = await findLinkToken(tx, input.token);
    if (
      !link ||
      link.purpose !== 'password_reset' ||
      link.usedAt ||
      link.revokedAt ||
      link.expiresAt.getTime() <= Date.now()
    ) {
      throw resetLinkInvalid();
    }
    const user = await findUserById(tx, link.userId);
    if (!user || user.suspendedAt) throw resetLinkInvalid();
    await markTokenUsed(tx, link.id);
    // Hashed only for a valid link: guessed tokens cost no scrypt.
    await updateUser(tx, user.id, { passwordHash: await hashPassword(input.password) });
    await revokeUserTokens(tx, user.id);
  });
}
