import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamSchema } from '@aso/core/admin';
import { PaymentListQuerySchema, PaymentListResponseSchema } from '@aso/core/admin-payments';
import type { Deps } from '../../deps.ts';
import type { Guard } from '../auth/guard.ts';
import { listPayments } from './admin-payments.service.ts';
import { sendReceipt } from './receipt.routes.ts';
import { paymentReceipt } from './receipt.service.ts';

/** Staff's payments (spec §7 `GET /payments`) and each payment's receipt. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  const staffOnly = guard.requireRole('admin');

  app.get(
    '/payments',
    {
      onRequest: staffOnly,
      schema: { querystring: PaymentListQuerySchema, response: { 200: PaymentListResponseSchema } },
    },
    (request) => listPayments(deps.db, request.query),
  );

  app.get(
    '/payments/:id/receipt.pdf',
    { onRequest: staffOnly, schema: { params: AdminIdParamSchema } },
    async (request, reply) => sendReceipt(reply, await paymentReceipt(deps.db, request.params.id)),
  );
};
