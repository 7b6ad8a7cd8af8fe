import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

const KEY_NAME = 'guest_access_key';

/**
 * A guest reads their booking only with the token in `redirect_url` (`?access=`,
 * DESIGN §6). The token is an HMAC of the booking id under a key the server makes once
 * and keeps in the database: nothing per booking is stored, the same link works every
 * time, and a guessed id without the key's token reveals nothing.
 */
export function createGuestAccess(db: Db) {
  let key: Promise<Buffer> | null = null;

  async function loadKey(): Promise<Buffer> {
    await db
      .insert(appSecrets)
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
    return Buffer.from(row!.value, 'base64url');
  }

  const keyOnce = () => {
    key ??= loadKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  const sign = async (bookingId: number) =>
    createHmac('sha256', await keyOnce())
      .update(`booking-access:${bookingId}`)
      .digest();

  return {
    async tokenFor(bookingId: number): Promise<string> {
      return (await sign(bookingId)).toString('base64url');
    },
    async allows(bookingId: number, token: string | undefined): Promise<boolean> {
      if (!token || token.length > 100) return false;
      // Compared as text: base64url decoding would accept variants of the last character.
      const expected = Buffer.from((await sign(bookingId)).toString('base64url'));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type GuestAccess = ReturnType<typeof createGuestAccess>;
