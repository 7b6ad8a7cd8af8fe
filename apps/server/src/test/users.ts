import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { UserRole } from '@aso/core/constants';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export const PASSWORD = 'correct-horse-9';

let passwordHash: Promise<string> | null = null;

/** A verified user straight in the database (hashing once per test file). */
export async function createUser(
  db: Db,
  values: { email: string; role?: UserRole; firstName?: string; verified?: boolean },
) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      firstName: values.firstName ?? 'Ada',
      lastName: 'Obi',
      email: values.email,
      role: values.role ?? 'user',
      passwordHash: await passwordHash,
      emailVerifiedAt: values.verified === false ? null : new Date(),
    })
    .returning();
  return user!;
}

export async function loginAs(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

export async function suspend(db: Db, userId: number) {
  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
