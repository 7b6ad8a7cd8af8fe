import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParamSchema } from '@aso/core/admin';
import { MessageResponseSchema } from '@aso/core/auth';
import { BookingRequestSchema } from '@aso/core/bookings';
import {
  PromoCheckQuerySchema,
  PromoCheckResponseSchema,
  PromoCodeInputSchema,
  PromoCodeListResponseSchema,
  PromoCodeSavedResponseSchema,
  PROMO_CODE_CREATED,
  PROMO_CODE_UPDATED,
} from '@aso/core/promo-codes';
import {
  CHARGES_UPDATED,
  HouseChargesInputSchema,
  HouseChargesResponseSchema,
  HouseChargesSavedResponseSchema,
  QuoteResponseSchema,
  RATE_PERIOD_CREATED,
  RATE_PERIOD_DELETED,
  RATE_PERIOD_UPDATED,
  RatePeriodInputSchema,
  RatePeriodListQuerySchema,
  RatePeriodListResponseSchema,
  RatePeriodSavedResponseSchema,
} from '@aso/core/rates';
import type { Deps } from '../../deps.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import { readHouseCharges, updateHouseCharges } from './house-charges.service.ts';
import { createPromoCode, listPromoCodes, updatePromoCode } from './promo-codes.service.ts';
import {
  createRatePeriod,
  deleteRatePeriod,
  listRatePeriods,
  updateRatePeriod,
} from './rate-periods.service.ts';
import { checkPromoCode, quoteStay } from './stay-pricing.service.ts';

/**
 * Issue 31: rate periods and promo codes (staff), the house charges (admins read,
 * super_admin changes), and the public quote and code check.
 */
export const ratesRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  rateLimits: RateLimits;
}> = async (app, { deps, guard, rateLimits }) => {
  const staffOnly = guard.requireRole('admin');
  const withId = { params: AdminIdParamSchema };

  app.get(
    '/rate-periods',
    {
      onRequest: staffOnly,
      schema: {
        querystring: RatePeriodListQuerySchema,
        response: { 200: RatePeriodListResponseSchema },
      },
    },
    async (request) => ({
      rate_periods: await listRatePeriods(deps.db, request.query.room_type_id),
    }),
  );

  app.post(
    '/rate-periods',
    {
      onRequest: staffOnly,
      schema: { body: RatePeriodInputSchema, response: { 201: RatePeriodSavedResponseSchema } },
    },
    async (request, reply) => {
      const period = await createRatePeriod(deps, authOf(request).user.id, request.body);
      return reply.status(201).send({ message: RATE_PERIOD_CREATED, rate_period: period });
    },
  );

  app.put(
    '/rate-periods/:id',
    {
      onRequest: staffOnly,
      schema: {
        ...withId,
        body: RatePeriodInputSchema,
        response: { 200: RatePeriodSavedResponseSchema },
      },
    },
    async (request) => ({
      message: RATE_PERIOD_UPDATED,
      rate_period: await updateRatePeriod(
        deps,
        authOf(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/rate-periods/:id',
    { onRequest: staffOnly, schema: { ...withId, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteRatePeriod(deps, authOf(request).user.id, request.params.id);
      return { message: RATE_PERIOD_DELETED };
    },
  );

  app.get(
    '/settings/charges',
    { onRequest: staffOnly, schema: { response: { 200: HouseChargesResponseSchema } } },
    async () => ({ charges: await readHouseCharges(deps.db) }),
  );

  app.put(
    '/settings/charges',
    {
      onRequest: guard.requireRole('super_admin'),
      schema: { body: HouseChargesInputSchema, response: { 200: HouseChargesSavedResponseSchema } },
    },
    async (request) => ({
      message: CHARGES_UPDATED,
      charges: await updateHouseCharges(deps, authOf(request).user.id, request.body),
    }),
  );

  app.get(
    '/promo-codes',
    { onRequest: staffOnly, schema: { response: { 200: PromoCodeListResponseSchema } } },
    async () => ({ promo_codes: await listPromoCodes(deps.db) }),
  );

  // Public and rate-limited: registered before `/promo-codes/:id` would match "check".
  app.get(
    '/promo-codes/check',
    {
      schema: { querystring: PromoCheckQuerySchema, response: { 200: PromoCheckResponseSchema } },
    },
    async (request) => {
      await rateLimits.consume('promoCodeCheck', { ip: request.ip });
      return checkPromoCode(deps.db, request.query);
    },
  );

  app.post(
    '/promo-codes',
    {
      onRequest: staffOnly,
      schema: { body: PromoCodeInputSchema, response: { 201: PromoCodeSavedResponseSchema } },
    },
    async (request, reply) => {
      const promo = await createPromoCode(deps, authOf(request).user.id, request.body);
      return reply.status(201).send({ message: PROMO_CODE_CREATED, promo_code: promo });
    },
  );

  app.put(
    '/promo-codes/:id',
    {
      onRequest: staffOnly,
      schema: {
        ...withId,
        body: PromoCodeInputSchema,
        response: { 200: PromoCodeSavedResponseSchema },
      },
    },
    async (request) => ({
      message: PROMO_CODE_UPDATED,
      promo_code: await updatePromoCode(
        deps,
        authOf(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/quote',
    { schema: { body: BookingRequestSchema, response: { 200: QuoteResponseSchema } } },
    async (request) => quoteStay(deps.db, request.body),
  );
};
