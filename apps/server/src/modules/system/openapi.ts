import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the document and its browsable page are served. */
const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The API and the calendar export are documented; pages, assets and photos are not. */
const documented = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH)) || url.startsWith('/ical/');

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' Zod schemas (the
 * same ones that validate the requests), at `/api/openapi.json`, browsable at `/api/docs`.
 * Registered before the routes: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Aso Residences API',
        description:
          'Booking service of Aso Residences. Errors answer `{ message, errors? }` ' +
          '(`errors`: field → messages). Sessions are the `session` cookie (login).',
        version: '1.0.0',
      },
      servers: [{ url: appUrl }],
    },
    transform: (input) => {
      if (!documented(input.url))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { url: OPENAPI_PATH, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
