import type { User } from '@aso/core/auth';
import type { Db, Tx } from '../../db/client.ts';
import { findUserExtras, type UserRow } from './users.repository.ts';

/** The one way a user leaves the server (spec §3 User); the password hash never does. */
export async function toUserDto(db: Db | Tx, user: UserRow): Promise<User> {
  const extras = await findUserExtras(db, user.id);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phoneNumber,
    phone_number: user.phoneNumber,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    bookings: extras.bookings,
    is_affiliate: extras.affiliateCode !== null,
    affiliate_code: extras.affiliateCode,
    profile_photo: user.profilePhoto,
    is_suspended: user.suspendedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
