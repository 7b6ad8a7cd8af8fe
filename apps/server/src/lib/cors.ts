import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Cross-origin calls only from the exact origins of `CORS_ORIGINS`; without it no CORS
 * header is ever sent, so browsers refuse every other site's script. Sessions are Bearer
 * tokens, not cookies, so no credentials are allowed.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  if (config.CORS_ORIGINS.length === 0) return;
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
