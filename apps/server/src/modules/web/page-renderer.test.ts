import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { rendererPathFor } from './page-renderer.ts';

/*
 * A stand-in for the web app's renderer (apps/web/src/entry-server.tsx, tested there with
 * the real pages): it answers from the data the server hands it and counts its calls, so
 * these tests check the server's part: status, HTML assembly, escaping, caching, failure.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-web-ssr-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Shell description" />' +
    '<title>Shell title</title></head><body><div id="root"></div>' +
    '<script type="module" src="/assets/index.js"></script></body></html>',
);
fs.mkdirSync(path.dirname(rendererPathFor(webDir)), { recursive: true });
fs.writeFileSync(
  rendererPathFor(webDir),
  `export async function render(url, data) {
    globalThis.asoRenders = (globalThis.asoRenders ?? 0) + 1;
    const path = url.split('?')[0];
    if (path === '/boom') throw new Error('render failed');
    if (path === '/ProfilePage') return { status: 200, html: null, head: '', state: null };
    if (path === '/nope') return { status: 404, html: null, head: '', state: null };
    if (path === '/missing') {
      return { status: 404, html: '<h1>Page not found</h1>', head: '<title>Page not found</title>', state: null };
    }
    return {
      status: 200,
      html: '<h1>' + data.rooms.map((room) => room.title).join(', ') + '</h1>',
      head: '<title>Rooms</title><meta name="description" content="Our rooms"/>',
      state: { note: '</script><script>alert(1)</script>', units: data.summary.units },
    };
  }`,
);

const ctx = useTestApp({ webDir, seed: true });
const renders = () => (globalThis as { asoRenders?: number }).asoRenders ?? 0;

describe('pages rendered on the server', () => {
  it('puts the markup, the page’s head and the data in the shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/residencies' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/<div id="root"><h1>Deluxe Studio, [^<]*Luxury 2 Bedroom Apartment/);
    expect(html).toContain('<title>Rooms</title>');
    expect(html).not.toContain('Shell title');
    expect(html).toContain('content="Our rooms"');
    expect(html).not.toContain('Shell description');
    expect(html).toContain('"units":11');
  });

  it('escapes the data so nothing in it can end the script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    const script = /window\.__ASO_QUERY_STATE__=(.*?)<\/script>/.exec(response.body)![1]!;
    expect(JSON.parse(script)).toMatchObject({ note: '</script><script>alert(1)</script>' });
  });

  it('answers the renderer’s 404 with its page, or with the shell when it has none', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><h1>Page not found</h1></div>');

    const nope = await ctx.app.inject({ method: 'GET', url: '/nope' });
    expect(nope.statusCode).toBe(404);
    expect(nope.body).toContain('<div id="root"></div>');
  });

  it('sends the shell for pages rendered in the browser', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ProfilePage' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Shell title</title>');
  });

  it('falls back to the shell (200, no stack trace) when rendering fails', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('render failed');
  });

  it('renders a page once while the catalogue is unchanged, again after a change', async () => {
    await ctx.app.inject({ method: 'GET', url: '/about' });
    const before = renders();
    await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(renders()).toBe(before);

    ctx.app.roomListCache.invalidate();
    await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(renders()).toBe(before + 1);
  });

  it('sends the rendered page compressed to browsers that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/residencies',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<div id="root"><h1>Deluxe Studio',
    );
  });
});

describe('SERVER_RENDERING=off', () => {
  const off = useTestApp({ webDir, seed: true, env: { SERVER_RENDERING: 'off' } });

  it('sends the shell for every page, rendered in the browser', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/residencies' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Shell title</title>');
  });
});
