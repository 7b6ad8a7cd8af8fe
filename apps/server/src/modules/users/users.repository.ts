import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { affiliates, bookings, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByGoogleSubject(
  db: Db | Tx,
  subject: string,
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return user;
}

export async function insertUser(tx: Db | Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(
  tx: Db | Tx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/** What the profile shows beside the user row: bookings made and the affiliate code. */
export async function findUserExtras(db: Db | Tx, userId: number) {
  const [bookingCount] = await db
    .select({ value: count() })
    .from(bookings)
    .where(eq(bookings.userId, userId));
  const [affiliate] = await db
    .select({ code: affiliates.affiliateCode })
    .from(affiliates)
    .where(and(eq(affiliates.userId, userId), eq(affiliates.status, 'approved')));
  return { bookings: bookingCount?.value ?? 0, affiliateCode: affiliate?.code ?? null };
}
