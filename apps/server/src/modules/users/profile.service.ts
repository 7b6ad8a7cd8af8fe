import type { z } from 'zod';
import type { ProfileUpdateRequestSchema, User } from '@aso/core/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { issueToken, revokeOpenLinks, revokeUserTokens } from '../auth/auth.repository.ts';
import { EMAIL_LINK_TTL_MS, EMAIL_TAKEN } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/guard.ts';
import { emailChangeEmail } from '../mail/mail.templates.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { saveImages, type PreparedImage } from '../images/image-store.ts';
import { toUserDto } from './users.dto.ts';
import { findUserByEmail, updateUser } from './users.repository.ts';

export type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

/**
 * Saves the profile. A new password signs out the account's other sessions; a new email
 * takes effect only when the link sent to that address is opened.
 */
export async function updateProfile(
  deps: Deps,
  auth: AuthContext,
  input: ProfileUpdate,
  profilePhoto?: PreparedImage,
): Promise<{ user: User; pendingEmail: string | null }> {
  const current = auth.user;
  const emailChanges = input.email !== current.email.toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  const updated = await deps.db.transaction(async (tx) => {
    if (emailChanges) {
      const owner = await findUserByEmail(tx, input.email);
      if (owner && owner.id !== current.id) {
        throw new AppError(422, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      }
      await revokeOpenLinks(tx, current.id, 'email_change');
      const token = await issueToken(tx, {
        userId: current.id,
        purpose: 'email_change',
        ttlMs: EMAIL_LINK_TTL_MS,
        newEmail: input.email,
      });
      const url = `${deps.config.APP_URL}/api/email/verify/${token}`;
      await enqueueMail(tx, {
        to: input.email,
        ...emailChangeEmail({ firstName: input.first_name, url, newEmail: input.email }),
      });
    }
    if (passwordHash) {
      await revokeUserTokens(tx, current.id, { purpose: 'session', except: auth.tokenId });
    }
    const [photoPath] = profilePhoto ? await saveImages(tx, [profilePhoto]) : [];
    return updateUser(tx, current.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number,
      ...(passwordHash ? { passwordHash } : {}),
      ...(photoPath ? { profilePhoto: photoPath } : {}),
    });
  });
  if (emailChanges) deps.mailer.kick();
  return {
    user: await toUserDto(deps.db, updated),
    pendingEmail: emailChanges ? input.email : null,
  };
}
