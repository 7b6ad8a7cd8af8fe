import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBookingListResponseSchema,
  AdminIdParamSchema,
  BookingListQuerySchema,
  BookingStatusResponseSchema,
  BookingStatusUpdateSchema,
  ManualBookingRequestSchema,
  ManualBookingResponseSchema,
  OccupancyQuerySchema,
  OccupancyResponseSchema,
} from '@aso/core/admin';
import { BookingDetailResponseSchema, CalendarResponseSchema } from '@aso/core/bookings';
import { IdParamSchema, parseId } from '@aso/core/rooms';
import type { Deps } from '../../deps.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { getRoomType } from '../catalogue/catalogue.service.ts';
import {
  changeBookingStatus,
  createManualBooking,
  MANUAL_BOOKING_CREATED,
} from './admin-bookings.service.ts';
import { listBookings, readBooking, readCalendar } from './bookings.service.ts';
import { readOccupancy } from './occupancy.service.ts';
import type { GuestAccess } from './guest-access.ts';

const CalendarQuerySchema = z.object({
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});
const AccessQuerySchema = z.object({ access: z.string().max(200).optional() });

export const bookingsRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  guestAccess: GuestAccess;
}> = async (app, { deps, guard, guestAccess }) => {
  const { db } = deps;
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

  // Every booking for staff, one's own for everyone else.
  app.get(
    '/bookings',
    {
      onRequest: guard.requireRole('user'),
      schema: {
        querystring: BookingListQuerySchema,
        response: { 200: AdminBookingListResponseSchema },
      },
    },
    (request) => listBookings(db, authOf(request).user, request.query),
  );

  app.post(
    '/bookings/manual',
    {
      onRequest: guard.requireRole('admin'),
      schema: { body: ManualBookingRequestSchema, response: { 201: ManualBookingResponseSchema } },
    },
    async (request, reply) => {
      const booking = await createManualBooking(deps, authOf(request).user.id, request.body);
      return reply.status(201).send({ message: MANUAL_BOOKING_CREATED, booking });
    },
  );

  app.put(
    '/bookings/:id/status',
    {
      onRequest: guard.requireRole('admin'),
      schema: {
        params: AdminIdParamSchema,
        body: BookingStatusUpdateSchema,
        response: { 200: BookingStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Booking status updated.',
      booking: await changeBookingStatus(
        deps,
        authOf(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/occupancy',
    {
      onRequest: guard.requireRole('admin'),
      schema: { querystring: OccupancyQuerySchema, response: { 200: OccupancyResponseSchema } },
    },
    (request) => readOccupancy(db, request.query),
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
