import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '@aso/core/auth';
import { BookingRequestSchema, InitiatePaymentResponseSchema } from '@aso/core/bookings';
import { IdParamSchema, parseId } from '@aso/core/rooms';
import type { Deps } from '../../deps.ts';
import type { Guard } from '../auth/guard.ts';
import {
  createCheckoutLimiter,
  releaseCheckout,
  retryPayment,
  startCheckout,
} from './checkout.service.ts';

const AccessQuerySchema = z.object({ access: z.string().max(200).optional() });

/**
 * The checkout: start one, try its payment again, let its hold go. The client address
 * (`request.ip`, through TRUST_PROXY behind a proxy) is what the limits count.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  const limitCheckouts = createCheckoutLimiter(deps.config.CHECKOUTS_PER_MINUTE);

  app.post(
    '/initiate-payment',
    {
      onRequest: guard.optionalUser(),
      schema: { body: BookingRequestSchema, response: { 201: InitiatePaymentResponseSchema } },
    },
    async (request, reply) => {
      await limitCheckouts(request.ip);
      const user = request.auth?.user ?? null;
      const answer = await startCheckout(deps, request.body, user, request.ip);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/bookings/:id/retry-payment',
    {
      onRequest: guard.optionalUser(),
      schema: {
        params: IdParamSchema,
        querystring: AccessQuerySchema,
        response: { 201: InitiatePaymentResponseSchema },
      },
    },
    async (request, reply) => {
      await limitCheckouts(request.ip);
      const answer = await retryPayment(
        deps,
        parseId(request.params.id),
        { user: request.auth?.user ?? null, accessToken: request.query.access },
        request.ip,
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/bookings/:id/release',
    {
      onRequest: guard.optionalUser(),
      schema: {
        params: IdParamSchema,
        querystring: AccessQuerySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (request) =>
      releaseCheckout(deps, parseId(request.params.id), {
        user: request.auth?.user ?? null,
        accessToken: request.query.access,
      }),
  );
};
