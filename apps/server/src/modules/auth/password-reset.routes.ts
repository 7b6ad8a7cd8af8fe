import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
} from '@aso/core/auth';
import type { Deps } from '../../deps.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import {
  FORGOT_ANSWER,
  PASSWORD_RESET_DONE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  rateLimits: RateLimits;
}> = async (app, { deps, rateLimits }) => {
  app.post(
    '/password/forgot',
    { schema: { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await rateLimits.consume('passwordForgot', { ip: request.ip, email: request.body.email });
      await requestPasswordReset(deps, request.body.email);
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/password/reset',
    { schema: { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await rateLimits.consume('passwordReset', { ip: request.ip });
      await resetPassword(deps, request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
