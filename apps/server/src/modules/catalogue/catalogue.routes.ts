import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueSummarySchema,
  IdParamSchema,
  parseId,
  RoomTypeListResponseSchema,
  RoomTypeResponseSchema,
  RoomListQuerySchema,
  stayOfQuery,
} from '@aso/core/rooms';
import type { Db } from '../../db/client.ts';
import {
  getCatalogueSummary,
  getRoomType,
  withFreeCounts,
  type RoomListCache,
} from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  roomListCache: RoomListCache;
}> = async (app, { db, roomListCache }) => {
  app.get(
    '/rooms',
    { schema: { querystring: RoomListQuerySchema } },
    // The cache holds the body already checked against the schema, serialized and
    // compressed; Fastify sends a JSON-typed string or buffer as is. With dates (checked
    // by the query's schema: bad ones are a 422), the counts are those units free for all
    // of the nights.
    async (request, reply) => {
      const snapshot = await roomListCache.get();
      const stay = stayOfQuery(request.query);
      if (stay) {
        const rooms = await withFreeCounts(db, snapshot.rooms, stay);
        return reply.send(RoomTypeListResponseSchema.parse({ rooms }));
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bbr\b/.test(accepted)) {
        return reply.header('content-encoding', 'br').send(snapshot.brotli as never);
      }
      if (/\bgzip\b/.test(accepted)) {
        return reply.header('content-encoding', 'gzip').send(snapshot.gzip as never);
      }
      return reply.send(snapshot.json as never);
    },
  );

  app.get(
    '/rooms/:id',
    { schema: { params: IdParamSchema, response: { 200: RoomTypeResponseSchema } } },
    async (request) => ({ room: await getRoomType(db, parseId(request.params.id)) }),
  );

  app.get('/catalogue/summary', { schema: { response: { 200: CatalogueSummarySchema } } }, () =>
    getCatalogueSummary(db),
  );
};
