import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema, type PublicConfig } from '@aso/core/config';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export function publicConfig(config: Config): PublicConfig {
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

  const configBody = publicConfig(config);
  app.get('/config', { schema: { response: { 200: PublicConfigSchema } } }, () => configBody);
};
