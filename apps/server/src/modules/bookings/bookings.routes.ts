import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingDetailResponseSchema,
  BookingListResponseSchema,
  CalendarResponseSchema,
} from '@aso/core/bookings';
import { IdParamSchema, parseId } from '@aso/core/rooms';
import type { Db } from '../../db/client.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { getRoomType } from '../catalogue/catalogue.service.ts';
import { listOwnBookings, readBooking, readCalendar } from './bookings.service.ts';
import type { GuestAccess } from './guest-access.ts';

const CalendarQuerySchema = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});
const AccessQuerySchema = z.object({ access: z.string().max(200).optional() });

export const bookingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guard: Guard;
  guestAccess: GuestAccess;
}> = async (app, { db, guard, guestAccess }) => {
  app.get(
    '/rooms/:id/calendar',
    {
      schema: {
        params: IdParamSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarResponseSchema },
      },
    },
    async (request) => {
      const roomType = await getRoomType(db, parseId(request.params.id));
      return readCalendar(db, roomType.id, request.query);
    },
  );

  app.get(
    '/bookings',
    {
      onRequest: guard.requireRole('user'),
      schema: { response: { 200: BookingListResponseSchema } },
    },
    async (request) => ({ bookings: await listOwnBookings(db, authOf(request).user.id) }),
  );

  // The owner or an admin with a session, or a guest with the access token of redirect_url.
  app.get(
    '/bookings/:id',
    {
      onRequest: guard.optionalUser(),
      schema: {
        params: IdParamSchema,
        querystring: AccessQuerySchema,
        response: { 200: BookingDetailResponseSchema },
      },
    },
    async (request) => ({
      booking: await readBooking(db, guestAccess, parseId(request.params.id), {
        user: request.auth?.user ?? null,
        accessToken: request.query.access,
      }),
    }),
  );

  app.get(
    '/bookings/me/:id',
    {
      onRequest: guard.requireRole('user'),
      schema: { params: IdParamSchema, response: { 200: BookingDetailResponseSchema } },
    },
    async (request) => ({
      booking: await readBooking(db, guestAccess, parseId(request.params.id), {
        user: authOf(request).user,
      }),
    }),
  );
};
