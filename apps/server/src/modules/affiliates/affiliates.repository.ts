import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { BUSINESS_TODAY } from '../../db/business-today.ts';
import { affiliates, affiliateVisits } from '../../db/schema.ts';

/** The user's affiliate, if they registered as one. */
export async function findAffiliateOfUser(db: Db, userId: number) {
  const [affiliate] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.userId, userId));
  return affiliate;
}

/** A new affiliate; a unique violation when the user or the code has one already. */
export async function insertAffiliate(db: Db, affiliate: typeof affiliates.$inferInsert) {
  await db.insert(affiliates).values(affiliate);
}

/**
 * A visit of the affiliate's link on Abuja's today by the visitor of `visitorHash`:
 * true when it is the visitor's first of the day (a second one is not recorded).
 */
export async function insertVisit(
  db: Db,
  affiliateId: number,
  visitorHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(affiliateVisits)
    .values({ affiliateId, day: sql`${BUSINESS_TODAY}`, visitorHash })
    .onConflictDoNothing()
    .returning({ id: affiliateVisits.id });
  return rows.length > 0;
}
