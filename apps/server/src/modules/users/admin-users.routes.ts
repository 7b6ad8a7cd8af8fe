import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamSchema } from '@aso/core/admin';
import {
  AdminUserProfileResponseSchema,
  PromoteRequestSchema,
  PromoteResponseSchema,
  SuspensionResponseSchema,
  UserListQuerySchema,
  UserListResponseSchema,
} from '@aso/core/admin-users';
import type { Deps } from '../../deps.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import {
  listUsers,
  promoteUser,
  readUserProfile,
  restoreUser,
  suspendUser,
} from './admin-users.service.ts';

/** The users as staff see them (spec §7: /users, /users/{id}/promote; the profile's actions). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: Deps; guard: Guard }> = async (
  app,
  { deps, guard },
) => {
  const staffOnly = guard.requireRole('admin');

  app.get(
    '/users',
    {
      onRequest: staffOnly,
      schema: { querystring: UserListQuerySchema, response: { 200: UserListResponseSchema } },
    },
    (request) => listUsers(deps.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: AdminUserProfileResponseSchema } },
    },
    (request) => readUserProfile(deps.db, request.params.id),
  );

  app.post(
    '/users/:id/promote',
    {
      onRequest: guard.requireRole('super_admin'),
      schema: {
        params: AdminIdParamSchema,
        body: PromoteRequestSchema,
        response: { 200: PromoteResponseSchema },
      },
    },
    (request) => promoteUser(deps.db, authOf(request).user.id, request.params.id),
  );

  app.post(
    '/users/:id/suspend',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: SuspensionResponseSchema } },
    },
    (request) => suspendUser(deps.db, authOf(request).user.id, request.params.id),
  );

  app.post(
    '/users/:id/restore',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: SuspensionResponseSchema } },
    },
    (request) => restoreUser(deps.db, authOf(request).user.id, request.params.id),
  );
};
