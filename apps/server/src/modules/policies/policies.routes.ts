import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PolicyListQuerySchema, PolicyListResponseSchema } from '@aso/core/policies';
import type { Db } from '../../db/client.ts';
import { listPolicies } from './policies.service.ts';

export const policiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/policies',
    { schema: { querystring: PolicyListQuerySchema, response: { 200: PolicyListResponseSchema } } },
    async (request) => ({ policies: await listPolicies(db, request.query.placement) }),
  );
};
