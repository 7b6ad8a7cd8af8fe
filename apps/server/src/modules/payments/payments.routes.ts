import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentCallbackResponseSchema, type PaymentCallbackResponse } from '@aso/core/bookings';
import { AppError } from '../../lib/errors.ts';
import { refuseUnstorableText } from '../../lib/text-guard.ts';
import type { Guard } from '../auth/guard.ts';
import { successPageQuery } from '../bookings/booking-links.ts';
import { findPaymentByReference } from '../bookings/bookings.repository.ts';
import { isValidPaystackSignature } from './paystack.provider.ts';
import {
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

export const NOT_AN_EVENT = 'The request body is not a Paystack event.';

/** The callback and the webhook of the provider (checkouts start in bookings/checkout.routes.ts). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps; guard: Guard }> = async (
  app,
  { deps },
) => {
  /**
   * The callback's answer: where the browser goes after a confirmed payment (spec §4), and
   * for every outcome the booking paid for with a guest's access token, so a declined
   * payment can be tried again or its hold released.
   */
  async function callbackAnswer(settlement: Settlement): Promise<PaymentCallbackResponse> {
    const booking = await deps.db.query.bookings.findFirst({
      where: (bookings, { eq }) => eq(bookings.id, settlement.bookingId),
      columns: { id: true, userId: true, affiliateId: true, affiliateCodeEntered: true },
    });
    const guest = booking!.userId === null;
    const access = guest ? await deps.guestAccess.tokenFor(booking!.id) : null;
    let redirectUrl: string | null = null;
    if (settlement.outcome === 'confirmed') {
      const query = successPageQuery(booking!.id, access);
      if (booking!.affiliateId && booking!.affiliateCodeEntered) {
        query.set('affiliate_code', booking!.affiliateCodeEntered);
      }
      redirectUrl = `/payment-success?${query.toString()}`;
    }
    return {
      success: settlement.outcome === 'confirmed',
      redirect_url: redirectUrl,
      message: settlement.message,
      outcome: settlement.outcome,
      booking_id: booking!.id,
      access,
    };
  }

  // 502 when the provider could not be asked: nothing changed, the same reference may be
  // verified again; the body still says what is known.
  app.get(
    '/paystack/callback',
    {
      schema: {
        querystring: CallbackQuerySchema,
        response: { 200: PaymentCallbackResponseSchema, 502: PaymentCallbackResponseSchema },
      },
    },
    async (request, reply) => {
      const settlement = await verifyAndSettle(deps, request.query.reference);
      return reply.status(settlement.unverified ? 502 : 200).send(await callbackAnswer(settlement));
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
      // Signed, yet not an event (`null`, a list, a number): nothing to do with it.
      if (typeof event !== 'object' || event === null || Array.isArray(event)) {
        throw new AppError(400, NOT_AN_EVENT);
      }
      // Read here, not by the app's parser, so the app's text guard never saw it.
      refuseUnstorableText(event);
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
