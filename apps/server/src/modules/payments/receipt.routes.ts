import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema, parseId } from '@aso/core/rooms';
import type { Deps } from '../../deps.ts';
import type { Guard } from '../auth/guard.ts';
import type { GuestAccess } from '../bookings/guest-access.ts';
import { bookingReceipt, type ReceiptFile } from './receipt.service.ts';

const AccessQuerySchema = z.object({ access: z.string().max(200).optional() });

/** A receipt as a download: personal data, so no cache keeps it. */
export function sendReceipt(reply: FastifyReply, file: ReceiptFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** The guest's own receipt: with their account, or with the access token of redirect_url. */
export const receiptRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  guestAccess: GuestAccess;
}> = async (app, { deps, guard, guestAccess }) => {
  app.get(
    '/bookings/:id/receipt.pdf',
    {
      onRequest: guard.optionalUser(),
      schema: { params: IdParamSchema, querystring: AccessQuerySchema },
    },
    async (request, reply) =>
      sendReceipt(
        reply,
        await bookingReceipt(deps.db, guestAccess, parseId(request.params.id), {
          user: request.auth?.user ?? null,
          accessToken: request.query.access,
        }),
      ),
  );
};
