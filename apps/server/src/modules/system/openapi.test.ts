import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

/*
 * Issue 15 point 4: an OpenAPI 3.1 document of the API, generated from the routes' own Zod
 * schemas, at /api/openapi.json, and a page to browse it at /api/docs.
 */
const ctx = useTestApp();

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { name: string; in: string }[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `METHOD /path` of every route, read back from Fastify's own route tree (HEAD left out). */
function servedRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

async function document() {
  const response = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<Document>();
}

describe('GET /api/openapi.json', () => {
  it('documents every API route the app serves, with its method', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const served = servedRoutes().filter((route) => {
      const path = route.split(' ')[1]!;
      return (
        (path.startsWith('/api/') || path.startsWith('/ical/')) &&
        !path.startsWith('/api/docs') &&
        path !== '/api/openapi.json'
      );
    });
    expect(served.length).toBeGreaterThan(60);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) =>
          `${method.toUpperCase()} ${path.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(documented).toEqual(expect.arrayContaining(served));
    // And nothing documented that is not served (the tree above leaves out wildcards).
    for (const route of documented) {
      const [method, url] = route.split(' ') as [string, string];
      expect(ctx.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('takes bodies, path parameters and queries from the Zod schemas', async () => {
    const doc = await document();
    const login = doc.paths['/api/login']!.post!;
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties!)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    const room = doc.paths['/api/rooms/{id}']!.get!;
    expect(room.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    const rooms = doc.paths['/api/rooms']!.get!;
    expect(rooms.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['start_date', 'end_date']),
    );
  });
});

describe('GET /api/docs', () => {
  it('serves a page that loads the document', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const initializer = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('/api/openapi.json');
  });

  it('lets the page draw its data: icons, which no other answer may', async () => {
    const imageSources = (url: string) =>
      ctx.app
        .inject({ url })
        .then((response) =>
          /img-src ([^;]*)/
            .exec(String(response.headers['content-security-policy']))![1]!
            .split(' '),
        );
    expect(await imageSources('/api/docs/static/index.html')).toContain('data:');
    expect(await imageSources('/api/rooms')).not.toContain('data:');
  });
});
