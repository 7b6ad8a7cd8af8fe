import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamSchema } from '@aso/core/admin';
import { MessageResponseSchema } from '@aso/core/auth';
import {
  POLICY_CREATED,
  POLICY_DELETED,
  POLICY_UPDATED,
  PolicyInputSchema,
  PolicyListQuerySchema,
  PolicyListResponseSchema,
  PolicySavedResponseSchema,
} from '@aso/core/policies';
import type { Deps } from '../../deps.ts';
import { POLICY_BODY_LIMIT } from '../../lib/body-limits.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { createPolicy, deletePolicy, listPolicies, updatePolicy } from './policies.service.ts';

/** Spec §7 policies: anyone reads them; staff write them (each change in the action log). */
export const policiesRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  const staffOnly = guard.requireRole('admin');

  app.get(
    '/policies',
    { schema: { querystring: PolicyListQuerySchema, response: { 200: PolicyListResponseSchema } } },
    async (request) => ({ policies: await listPolicies(deps.db, request.query.placement) }),
  );

  app.post(
    '/policies',
    {
      onRequest: staffOnly,
      bodyLimit: POLICY_BODY_LIMIT,
      schema: { body: PolicyInputSchema, response: { 201: PolicySavedResponseSchema } },
    },
    async (request, reply) => {
      const policy = await createPolicy(deps, authOf(request).user.id, request.body);
      return reply.status(201).send({ message: POLICY_CREATED, policy });
    },
  );

  app.put(
    '/policies/:id',
    {
      onRequest: staffOnly,
      bodyLimit: POLICY_BODY_LIMIT,
      schema: {
        params: AdminIdParamSchema,
        body: PolicyInputSchema,
        response: { 200: PolicySavedResponseSchema },
      },
    },
    async (request) => ({
      message: POLICY_UPDATED,
      policy: await updatePolicy(deps, authOf(request).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/policies/:id',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deletePolicy(deps, authOf(request).user.id, request.params.id);
      return { message: POLICY_DELETED };
    },
  );
};
