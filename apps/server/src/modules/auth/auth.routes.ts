import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoogleCallbackRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResendVerificationRequestSchema,
  SessionResponseSchema,
  VerificationRequiredSchema,
} from '@aso/core/auth';
import { ApiErrorSchema } from '@aso/core/errors';
import type { Deps } from '../../deps.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import { createGoogleSignIn } from './google.service.ts';
import { authOf, type Guard } from './guard.ts';
import {
  login,
  logout,
  openEmailLink,
  register,
  RESEND_ANSWER,
  resendVerification,
  VERIFY_FIRST,
} from './auth.service.ts';

const VERIFICATION_PAGE: Record<Awaited<ReturnType<typeof openEmailLink>>, string> = {
  verified: '/VerificationPage?verified=true',
  email_changed: '/VerificationPage?verified=true&email_changed=true',
  expired: '/VerificationPage?status=expired',
  invalid: '/VerificationPage?status=invalid',
};

export const authRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  rateLimits: RateLimits;
}> = async (app, { deps, guard, rateLimits }) => {
  app.post(
    '/register',
    { schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } } },
    async (request, reply) => {
      await rateLimits.consume('register', { ip: request.ip, email: request.body.email });
      const user = await register(deps, request.body);
      return reply.status(201).send({
        message: 'Registration successful. Please check your email to verify your account.',
        user,
      });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        body: LoginRequestSchema,
        // 403 is also the suspended account's error envelope.
        response: {
          200: SessionResponseSchema,
          403: z.union([VerificationRequiredSchema, ApiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      await rateLimits.consume('login', { ip: request.ip, email: request.body.email });
      const result = await login(deps, request.body);
      if (result.kind === 'verification_required') {
        return reply.status(403).send({ email_verification_required: true, message: VERIFY_FIRST });
      }
      return result.session;
    },
  );

  const signInWithGoogle = createGoogleSignIn(deps);
  app.post(
    '/auth/google/callback',
    { schema: { body: GoogleCallbackRequestSchema, response: { 200: SessionResponseSchema } } },
    async (request) => {
      await rateLimits.consume('login', { ip: request.ip });
      return signInWithGoogle(request.body.token);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: guard.requireRole('user'),
      schema: { response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await logout(deps, authOf(request).tokenId);
      return { message: 'Logged out.' };
    },
  );

  app.get(
    '/email/verify/:token',
    { schema: { params: z.object({ token: z.string().max(512) }) } },
    async (request, reply) => {
      const outcome = await openEmailLink(deps, request.params.token);
      return reply.redirect(VERIFICATION_PAGE[outcome], 302);
    },
  );

  app.post(
    '/email/resend-verification',
    { schema: { body: ResendVerificationRequestSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await rateLimits.consume('resendVerification', {
        ip: request.ip,
        email: request.body.email,
      });
      await resendVerification(deps, request.body.email);
      return { message: RESEND_ANSWER };
    },
  );
};
