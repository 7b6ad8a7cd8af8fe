import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AffiliateCodeCheckSchema,
  AffiliateCodeParamSchema,
  AffiliateDashboardSchema,
  AffiliateRegisterRequestSchema,
  AffiliateRegisterResponseSchema,
  AffiliateVisitRequestSchema,
  AffiliateVisitResponseSchema,
  CODE_UNKNOWN,
  PayoutRequestSchema,
  ResolveAccountQuerySchema,
  ResolveAccountResponseSchema,
} from '@aso/core/affiliates';
import { MessageResponseSchema } from '@aso/core/auth';
import { notFound } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import {
  AFFILIATE_REGISTERED,
  affiliateDashboard,
  isActiveCode,
  recordVisit,
  registerAffiliate,
  requestPayout,
  resolveAccount,
  type AffiliatesDeps,
} from './affiliates.service.ts';

/** The affiliate's own calls (spec §7) and the public code check and visit count. */
export const affiliatesRoutes: FastifyPluginAsyncZod<{
  deps: AffiliatesDeps;
  guard: Guard;
  rateLimits: RateLimits;
}> = async (app, { deps, guard, rateLimits }) => {
  const signedIn = guard.requireRole('user');

  app.post(
    '/affiliate/register',
    {
      onRequest: signedIn,
      schema: {
        body: AffiliateRegisterRequestSchema,
        response: { 201: AffiliateRegisterResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      await rateLimits.consume('accountResolution', { ip: request.ip, email: user.email });
      const { affiliate_code } = await registerAffiliate(deps, user.id, request.body);
      return reply.status(201).send({ message: AFFILIATE_REGISTERED, affiliate_code });
    },
  );

  app.get(
    '/affiliate/resolve-account',
    {
      onRequest: signedIn,
      schema: {
        querystring: ResolveAccountQuerySchema,
        response: { 200: ResolveAccountResponseSchema },
      },
    },
    async (request) => {
      await rateLimits.consume('accountResolution', {
        ip: request.ip,
        email: authOf(request).user.email,
      });
      return resolveAccount(deps.provider, request.query.bank_name, request.query.account_number);
    },
  );

  app.get(
    '/affiliate/codes/:code',
    {
      schema: { params: AffiliateCodeParamSchema, response: { 200: AffiliateCodeCheckSchema } },
    },
    async (request) => {
      await rateLimits.consume('affiliateCodeCheck', { ip: request.ip });
      if (!(await isActiveCode(deps.db, request.params.code))) throw notFound(CODE_UNKNOWN);
      return { valid: true as const };
    },
  );

  app.post(
    '/affiliate/visits',
    {
      schema: {
        body: AffiliateVisitRequestSchema,
        response: { 200: AffiliateVisitResponseSchema },
      },
    },
    async (request) => {
      await rateLimits.consume('affiliateVisit', { ip: request.ip });
      return { recorded: await recordVisit(deps.db, request.body.code, request.body.visitor) };
    },
  );

  app.get(
    '/affiliate/dashboard',
    {
      onRequest: signedIn,
      schema: { response: { 200: AffiliateDashboardSchema } },
      // A page of bookings and twelve months is a few KB of JSON on the dashboard's
      // critical path (@fastify/compress, registered in app.ts for the routes that ask).
      compress: { threshold: 1024, encodings: ['br', 'gzip'] },
    },
    (request) => affiliateDashboard(deps.db, authOf(request).user.id),
  );

  app.post(
    '/affiliate/request-payout',
    {
      onRequest: signedIn,
      schema: { body: PayoutRequestSchema, response: { 201: MessageResponseSchema } },
    },
    async (request, reply) => {
      const answer = await requestPayout(deps, authOf(request).user.id, request.body.amount);
      return reply.status(201).send(answer);
    },
  );
};
