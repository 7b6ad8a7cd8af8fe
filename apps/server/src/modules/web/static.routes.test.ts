import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aso-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Aso</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(
  path.join(webDir, 'assets', 'index-abc123.js.br'),
  zlib.brotliCompressSync('console.log(1)'),
);
fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const ctx = useTestApp({ webDir, seed: true });

describe('the web app', () => {
  it.each([
    '/',
    '/residencies',
    '/rooms/3',
    '/admin/BookingManagement',
    '/VerificationPage?verified=true',
  ])('serves index.html for %s without caching it', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('hints the browser to preload the picture that paints first', async () => {
    const preloads = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      return [...response.body.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
    };
    expect(await preloads('/')).toEqual(['image /images/site/hero-1.webp']);
    expect(await preloads('/residencies')).toEqual(['fetch /api/rooms']);
    expect(await preloads('/rooms/1')).toEqual([
      'image /images/rooms/deluxe-studio-1.webp',
      'fetch /api/rooms/1',
    ]);
    expect(await preloads('/2BedroomPage')).toEqual([
      'image /images/rooms/luxury-two-bedroom-1.webp',
      'fetch /api/rooms',
    ]);
    expect(await preloads('/rooms/999')).toEqual([]);
    expect(await preloads('/about')).toEqual([]);
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/residencies',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed asset to a browser that accepts it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing-1.js' });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve pages for other methods', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/residencies' });
    expect(response.statusCode).toBe(404);
  });
});

describe('/images/', () => {
  it('serves the demo images with their content type and a long cache', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/images/rooms/deluxe-studio-1.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000');
  });

  it('serves nothing from the data dir: uploads are in the database', async () => {
    const uploads = path.join(ctx.config.dataDir, 'images', 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    fs.copyFileSync(path.join(webDir, 'favicon.svg'), path.join(uploads, 'test-upload.svg'));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/images/uploads/test-upload.svg',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers a missing image with 404 JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/images/rooms/nope.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });

  it.each([
    '/images/../../package.json',
    '/images/%2e%2e/%2e%2e/app.ts',
    '/images/..%2f..%2fapp.ts',
  ])('never serves a file outside the image dirs for %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.body).not.toContain('"dependencies"');
    expect(response.body).not.toContain('buildApp');
    if (response.statusCode === 200) expect(response.body).toContain('<div id="root">');
  });
});
