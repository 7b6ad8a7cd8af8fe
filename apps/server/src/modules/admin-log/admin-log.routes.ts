import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActionLogQuerySchema, ActionLogResponseSchema } from '@aso/core/admin';
import type { Db } from '../../db/client.ts';
import type { Guard } from '../auth/guard.ts';
import { listAdminActions } from './admin-log.service.ts';

export const adminLogRoutes: FastifyPluginAsyncZod<{ db: Db; guard: Guard }> = async (
  app,
  { db, guard },
) => {
  // DESIGN §6: super_admin alone reads the action log.
  app.get(
    '/admin-action-logs',
    {
      onRequest: guard.requireRole('super_admin'),
      schema: { querystring: ActionLogQuerySchema, response: { 200: ActionLogResponseSchema } },
    },
    (request) => listAdminActions(db, request.query),
  );
};
