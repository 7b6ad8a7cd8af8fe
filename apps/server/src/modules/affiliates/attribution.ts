/**
 * Which affiliate a booking request earns for (spec §1, §4): the approved affiliate whose
 * code it carries, matched ignoring case. An unknown or inactive code attributes nothing
 * and never refuses the booking; neither does the affiliate's own booking (self-referral:
 * their account, or a guest email equal to theirs). The booking's own lookup rides in the
 * stay check's prepared statement (`checkStay`), so a code costs it no extra round trip.
 */
import { and, eq } from 'drizzle-orm';
import { AFFILIATE_CODE_PATTERN } from '@aso/core/affiliates';
import type { Db } from '../../db/client.ts';
import { affiliates, users } from '../../db/schema.ts';
import type { AffiliateOfCode } from '../bookings/hold.repository.ts';

/** The approved affiliate of a code (one indexed lookup: codes are stored upper case). */
export async function findActiveAffiliateByCode(db: Db, code: string) {
  const stored = storedCode(code);
  if (!stored) return undefined;
  const [affiliate] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      email: affiliates.email,
      accountEmail: users.email,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(eq(affiliates.affiliateCode, stored), eq(affiliates.status, 'approved')));
  return affiliate;
}

/** A typed code as stored (trimmed, upper case), or null when it cannot be a code. */
export function storedCode(code: string | null): string | null {
  const trimmed = code?.trim() ?? '';
  return AFFILIATE_CODE_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** The affiliate a booking earns for, unless it is the affiliate's own (self-referral). */
export function attributionOf(
  affiliate: AffiliateOfCode | undefined | null,
  booker: { userId: number | null; email: string },
): number | null {
  if (!affiliate) return null;
  const email = booker.email.toLowerCase();
  const ownBooking =
    booker.userId === affiliate.userId ||
    email === affiliate.email.toLowerCase() ||
    email === affiliate.accountEmail.toLowerCase();
  return ownBooking ? null : affiliate.id;
}
