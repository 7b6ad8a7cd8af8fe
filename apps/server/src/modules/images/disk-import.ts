import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { prepareImages, saveImages } from './image-store.ts';

const LEGACY_PREFIX = '/images/uploads/';

/**
 * Moves profile photos that earlier versions wrote under `${DATA_DIR}/images/uploads/`
 * into the database store, once: each user's path then points at the store. A file that
 * is gone or is no picture leaves the user without a photo. Answers how many moved.
 */
export async function importDiskUploads(
  db: Db,
  dataDir: string,
  log: (message: string) => void,
): Promise<number> {
  const owners = await db
    .select({ id: users.id, photo: users.profilePhoto })
    .from(users)
    .where(like(users.profilePhoto, `${LEGACY_PREFIX}%`));
  let moved = 0;
  for (const owner of owners) {
    const name = path.basename(owner.photo!);
    const prepared = await fs
      .readFile(path.join(dataDir, 'images', 'uploads', name))
      .then((bytes) => prepareImages([bytes], 'profile_photo'))
      .catch(() => null);
    await db.transaction(async (tx) => {
      const [stored] = prepared ? await saveImages(tx, prepared) : [null];
      await tx.update(users).set({ profilePhoto: stored }).where(eq(users.id, owner.id));
    });
    if (prepared) moved += 1;
    else log(`profile photo ${owner.photo} of user ${owner.id} could not be imported; removed`);
  }
  return moved;
}
