import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@aso/core/auth';
import { ContactMessageSchema } from '@aso/core/contact';
import type { Deps } from '../../deps.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import { sendContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ deps: Deps; rateLimits: RateLimits }> = async (
  app,
  { deps, rateLimits },
) => {
  app.post(
    '/contact',
    { schema: { body: ContactMessageSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      await rateLimits.consume('contact', { ip: request.ip, email: request.body.email });
      await sendContactMessage(deps, request.body);
      return reply
        .status(201)
        .send({ message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    },
  );
};
