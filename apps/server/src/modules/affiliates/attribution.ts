/**
 * Which affiliate a booking request earns for (spec §1, §4): the approved affiliate whose
 * code it carries, matched ignoring case. An unknown or inactive code attributes nothing
 * and never refuses the booking; neither does the affiliate's own booking (self-referral:
 * their account, or a guest email equal to theirs).
 */
import { and, eq } from 'drizzle-orm';
import { AFFILIATE_CODE_PATTERN } from '@aso/core/affiliates';
import type { Db } from '../../db/client.ts';
import { affiliates, users } from '../../db/schema.ts';

/** The approved affiliate of a code (one indexed lookup: codes are stored upper case). */
export async function findActiveAffiliateByCode(db: Db, code: string) {
  const trimmed = code.trim();
  if (!AFFILIATE_CODE_PATTERN.test(trimmed)) return undefined;
  const [affiliate] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      email: affiliates.email,
      accountEmail: users.email,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(
      and(eq(affiliates.affiliateCode, trimmed.toUpperCase()), eq(affiliates.status, 'approved')),
    );
  return affiliate;
}

export async function attributedAffiliateId(
  db: Db,
  code: string | null,
  booker: { userId: number | null; email: string },
): Promise<number | null> {
  if (!code) return null;
  const affiliate = await findActiveAffiliateByCode(db, code);
  if (!affiliate) return null;
  const email = booker.email.toLowerCase();
  const ownBooking =
    booker.userId === affiliate.userId ||
    email === affiliate.email.toLowerCase() ||
    email === affiliate.accountEmail.toLowerCase();
  return ownBooking ? null : affiliate.id;
}
