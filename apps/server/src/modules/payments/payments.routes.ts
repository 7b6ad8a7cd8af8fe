import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingRequestSchema,
  InitiatePaymentResponseSchema,
  PaymentCallbackResponseSchema,
} from '@aso/core/bookings';
import { AppError } from '../../lib/errors.ts';
import type { Guard } from '../auth/guard.ts';
import { findPaymentByReference } from '../bookings/bookings.repository.ts';
import { isValidPaystackSignature } from './paystack.provider.ts';
import {
  initiatePayment,
  settlePayment,
  verifyAndSettle,
  type PaymentsDeps,
  type Settlement,
} from './payments.service.ts';

const CallbackQuerySchema = z.object({
  reference: z
    .string({ error: 'No payment reference found.' })
    .trim()
    .min(1, 'No payment reference found.')
    .max(200),
});

const INVALID_SIGNATURE = 'Invalid signature.';

export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  /** Where the browser goes after the callback (spec §4), with the guest's access token. */
  async function redirectUrlOf(settlement: Settlement): Promise<string | null> {
    if (settlement.outcome !== 'confirmed') return null;
    const { booking_id, guest, affiliate_code } = await deps.db.query.bookings
      .findFirst({
        where: (bookings, { eq }) => eq(bookings.id, settlement.bookingId),
        columns: { id: true, userId: true, affiliateId: true, affiliateCodeEntered: true },
      })
      .then((booking) => ({
        booking_id: booking!.id,
        guest: booking!.userId === null,
        affiliate_code: booking!.affiliateId ? booking!.affiliateCodeEntered : null,
      }));
    const query = new URLSearchParams({ booking_id: String(booking_id) });
    if (guest) {
      query.set('guest', 'true');
      query.set('access', await deps.guestAccess.tokenFor(booking_id));
    }
    if (affiliate_code) query.set('affiliate_code', affiliate_code);
    return `/payment-success?${query.toString()}`;
  }

  app.post(
    '/initiate-payment',
    {
      onRequest: guard.optionalUser(),
      schema: { body: BookingRequestSchema, response: { 201: InitiatePaymentResponseSchema } },
    },
    async (request, reply) => {
      const user = request.auth?.user ?? null;
      const answer = await initiatePayment(deps, request.body, user);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/paystack/callback',
    {
      schema: {
        querystring: CallbackQuerySchema,
        response: { 200: PaymentCallbackResponseSchema },
      },
    },
    async (request) => {
      const settlement = await verifyAndSettle(deps, request.query.reference);
      return {
        success: settlement.outcome === 'confirmed',
        redirect_url: await redirectUrlOf(settlement),
        message: settlement.message,
      };
    },
  );

  // The webhook needs the raw body for its signature, so this scope reads JSON itself.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post('/paystack/webhook', async (request, reply) => {
      const raw = request.body as Buffer;
      const secret = deps.config.PAYSTACK_SECRET_KEY;
      const signature = request.headers['x-paystack-signature'];
      if (
        !secret ||
        !Buffer.isBuffer(raw) ||
        !isValidPaystackSignature(
          raw,
          typeof signature === 'string' ? signature : undefined,
          secret,
        )
      ) {
        throw new AppError(401, INVALID_SIGNATURE);
      }
      let event: { event?: unknown; data?: Record<string, unknown> };
      try {
        event = JSON.parse(raw.toString('utf8')) as typeof event;
      } catch {
        throw new AppError(400, 'The request body is not valid JSON.');
      }
      const data = event.data ?? {};
      if (event.event === 'charge.success' && typeof data.reference === 'string') {
        const known = await findPaymentByReference(deps.db, data.reference);
        // Charges of other integrations on the same account: acknowledged, not retried.
        if (!known) {
          request.log.warn({ reference: data.reference }, 'webhook for an unknown reference');
          return reply.status(200).send({ received: true });
        }
        await settlePayment(deps, data.reference, {
          status: String(data.status ?? 'success'),
          amountKobo: Number(data.amount),
          currency: String(data.currency ?? ''),
          paidAt: typeof data.paid_at === 'string' ? data.paid_at : null,
          raw: data,
        });
      }
      return reply.status(200).send({ received: true });
    });
  });
};
