import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_WIDTHS, parseStoredImagePath } from '@aso/core/images';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findImageVariant } from './image-store.repository.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = 'Image not found.';

/** `GET /images/store/{key}-{width}.webp`: an uploaded photo from the database, cached for good. */
export const imagesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { file: string } }>('/images/store/:file', async (request, reply) => {
    const stored = parseStoredImagePath(`/images/store/${request.params.file}`);
    if (!stored || !IMAGE_WIDTHS.some((width) => width === stored.width)) {
      throw new AppError(404, NOT_FOUND);
    }
    const variant = await findImageVariant(db, stored.key, stored.width);
    if (!variant) throw new AppError(404, NOT_FOUND);
    reply.header('cache-control', IMMUTABLE).header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    return reply.type('image/webp').send(variant.bytes);
  });
};
