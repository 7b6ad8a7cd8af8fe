import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedImages, storedImageVariants } from '../../db/schema.ts';
import type { PreparedImage } from './image-store.ts';

export async function insertStoredImage(tx: Tx, image: PreparedImage): Promise<void> {
  const [row] = await tx
    .insert(storedImages)
    .values({ key: image.key, width: image.width, height: image.height })
    .returning({ id: storedImages.id });
  await tx
    .insert(storedImageVariants)
    .values(image.variants.map((variant) => ({ imageId: row!.id, ...variant })));
}

/** One rendition's bytes and ETag, or undefined. */
export async function findImageVariant(db: Db, key: string, width: number) {
  const [row] = await db
    .select({ bytes: storedImageVariants.bytes, etag: storedImageVariants.etag })
    .from(storedImageVariants)
    .innerJoin(storedImages, eq(storedImages.id, storedImageVariants.imageId))
    .where(and(eq(storedImages.key, key), eq(storedImageVariants.width, width)));
  return row;
}
