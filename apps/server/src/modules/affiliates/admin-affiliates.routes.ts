import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListQuerySchema } from '@aso/core/admin';
import {
  AdminAffiliateListResponseSchema,
  AdminPayoutResponseSchema,
  AdminPayRequestSchema,
  MarkAllRequestedPaidSchema,
} from '@aso/core/affiliates';
import type { Deps } from '../../deps.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import {
  ledgerCsv,
  listAffiliates,
  markAllRequestedPaid,
  payAffiliate,
} from './admin-affiliates.service.ts';

/** Staff's affiliate payouts (spec §7: /affiliate/admin/*) and the ledger export. */
export const adminAffiliatesRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  const staffOnly = guard.requireRole('admin');

  app.get(
    '/affiliate/admin/all',
    {
      onRequest: staffOnly,
      schema: { querystring: ListQuerySchema, response: { 200: AdminAffiliateListResponseSchema } },
    },
    (request) => listAffiliates(deps.db, request.query),
  );

  app.post(
    '/affiliate/admin/pay',
    {
      onRequest: staffOnly,
      schema: { body: AdminPayRequestSchema, response: { 200: AdminPayoutResponseSchema } },
    },
    (request) =>
      payAffiliate(deps, authOf(request).user.id, request.body.affiliate_id, request.body.amount),
  );

  app.post(
    '/affiliate/admin/mark-all-requested-paid',
    {
      onRequest: staffOnly,
      schema: { body: MarkAllRequestedPaidSchema, response: { 200: AdminPayoutResponseSchema } },
    },
    (request) => markAllRequestedPaid(deps, authOf(request).user.id, request.body.affiliate_id),
  );

  app.get('/affiliate/admin/export.csv', { onRequest: staffOnly }, async (_request, reply) => {
    const csv = await ledgerCsv(deps.db);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="affiliate-ledger.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
