import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type TokenPurpose = (typeof authTokens.$inferInsert)['purpose'];

/** Creates a token and returns it in clear: the only time it exists outside the browser. */
export async function issueToken(
  tx: Db | Tx,
  values: { userId: number; purpose: TokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const token = newToken();
  await tx.insert(authTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: hashToken(token),
    newEmail: values.newEmail ?? null,
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
  return token;
}

/** A live session: not revoked, not expired. */
export async function findSession(db: Db | Tx, token: string) {
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, 'session'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function revokeToken(db: Db | Tx, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** An email link token of either purpose, used or not (the caller explains why it fails). */
export async function findLinkToken(tx: Db | Tx, token: string) {
  const [row] = await tx
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(token)))
    .for('update');
  return row && row.purpose !== 'session' ? row : undefined;
}

export async function markTokenUsed(tx: Db | Tx, tokenId: number): Promise<void> {
  await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** Earlier unused links of the same purpose stop working when a new one is sent. */
/**
 * Ends a user's tokens still in force: every one (a suspension), or only those of
 * `purpose`, keeping the token `except` (a password change keeps the current session).
 */
export async function revokeUserTokens(
  tx: Db | Tx,
  userId: number,
  only: { purpose?: TokenPurpose; except?: number } = {},
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        only.purpose ? eq(authTokens.purpose, only.purpose) : undefined,
        only.except === undefined ? undefined : ne(authTokens.id, only.except),
      ),
    );
}

export async function revokeOpenLinks(tx: Db | Tx, userId: number, purpose: TokenPurpose) {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
      ),
    );
}
