import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthSchema, PublicConfigSchema, type PublicConfig } from '@aso/core/config';
import { ApiErrorSchema } from '@aso/core/errors';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createReadinessCheck } from './readiness.ts';

const ReadySchema = z.object({ status: z.literal('ready') });

function publicConfig(config: Config): PublicConfig {
  return {
    google_maps_api_key: config.GOOGLE_MAPS_API_KEY ?? null,
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    payment_mode: config.PAYSTACK_SECRET_KEY ? 'live' : 'sandbox',
  };
}

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const up = await database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  // Liveness above; readiness for a load balancer: route traffic here only once this
  // process's database answers with every migration of this build applied.
  const readiness = createReadinessCheck(database);
  app.get(
    '/ready',
    { schema: { response: { 200: ReadySchema, 503: ApiErrorSchema } } },
    async (_request, reply) => {
      const outcome = await readiness();
      if (!outcome.ready) return reply.status(503).send({ message: outcome.message });
      return { status: 'ready' as const };
    },
  );

  const configBody = publicConfig(config);
  app.get('/config', { schema: { response: { 200: PublicConfigSchema } } }, () => configBody);
};
