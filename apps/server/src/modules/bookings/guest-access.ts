import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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

  async function loadKey(executor: Db | Tx): Promise<Buffer> {
    await executor
      .insert(appSecrets)
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await executor.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
    return Buffer.from(row!.value, 'base64url');
  }

  const keyOnce = () => {
    key ??= loadKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  /**
   * Inside a transaction the key is read through it (the embedded database has one
   * connection, which the transaction holds), and kept only once it is known committed.
   */
  const keyWithin = (tx: Tx | undefined) => (key || !tx ? keyOnce() : loadKey(tx));

  const sign = async (bookingId: number, tx?: Tx) =>
    createHmac('sha256', await keyWithin(tx))
      .update(`booking-access:${bookingId}`)
      .digest();

  return {
    /** The token of a booking's guest link; pass the transaction a caller is inside. */
    async tokenFor(bookingId: number, tx?: Tx): Promise<string> {
      return (await sign(bookingId, tx)).toString('base64url');
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
