import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '@aso/core/auth';
import {
  CancelBookingResponseSchema,
  FIND_BOOKING_ANSWER,
  FindBookingRequestSchema,
} from '@aso/core/bookings';
import { IdParamSchema, parseId } from '@aso/core/rooms';
import type { Deps } from '../../deps.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import type { Guard } from '../auth/guard.ts';
import { cancelByGuest } from './cancellation.service.ts';
import { resendBookingMail } from './find-booking.service.ts';

const AccessQuerySchema = z.object({ access: z.string().max(200).optional() });

/** What guests do with their own booking: find it again, cancel it. */
export const selfServiceRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  rateLimits: RateLimits;
}> = async (app, { deps, guard, rateLimits }) => {
  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: guard.optionalUser(),
      schema: {
        params: IdParamSchema,
        querystring: AccessQuerySchema,
        response: { 200: CancelBookingResponseSchema },
      },
    },
    (request) =>
      cancelByGuest(deps, parseId(request.params.id), {
        user: request.auth?.user ?? null,
        accessToken: request.query.access,
      }),
  );

  app.post(
    '/bookings/find',
    { schema: { body: FindBookingRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await rateLimits.consume('findBooking', { ip: request.ip, email: request.body.email });
      await resendBookingMail(deps, request.body);
      return { message: FIND_BOOKING_ANSWER };
    },
  );
};
