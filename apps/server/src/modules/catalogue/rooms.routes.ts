import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParamSchema,
  RoomAvailabilityResponseSchema,
  RoomAvailabilityUpdateSchema,
  RoomDetailResponseSchema,
  RoomListQuerySchema,
  RoomListResponseSchema,
} from '@aso/core/admin';
import type { Deps } from '../../deps.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import type { RoomListCache } from './catalogue.service.ts';
import {
  changeUnitAvailability,
  deleteUnit,
  listUnits,
  readUnit,
  ROOM_DELETED,
} from './rooms.service.ts';

/** The units (rooms) as staff manage them (spec §7: roommanagement, details, availability, delete). */
export const roomsRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  roomListCache: RoomListCache;
}> = async (app, { deps, guard, roomListCache }) => {
  const staffOnly = guard.requireRole('admin');

  app.get(
    '/roommanagement',
    {
      onRequest: staffOnly,
      schema: { querystring: RoomListQuerySchema, response: { 200: RoomListResponseSchema } },
    },
    (request) => listUnits(deps.db, request.query),
  );

  app.get(
    '/rooms/:id/details',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: RoomDetailResponseSchema } },
    },
    async (request) => ({ room: await readUnit(deps.db, request.params.id) }),
  );

  app.put(
    '/rooms/:id/availability',
    {
      onRequest: staffOnly,
      schema: {
        params: AdminIdParamSchema,
        body: RoomAvailabilityUpdateSchema,
        response: { 200: RoomAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const room = await changeUnitAvailability(
        deps,
        authOf(request).user.id,
        request.params.id,
        request.body.is_available,
      );
      roomListCache.invalidate();
      return { message: 'Availability updated.', room };
    },
  );

  app.delete(
    '/rooms/:id',
    {
      onRequest: staffOnly,
      schema: {
        params: AdminIdParamSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteUnit(deps, authOf(request).user.id, request.params.id);
      roomListCache.invalidate();
      return { message: ROOM_DELETED };
    },
  );
};
