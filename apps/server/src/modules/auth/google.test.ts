import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { testConfig, useTestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'aso-test.apps.googleusercontent.com';
let jwksServer: http.Server;
let jwksUrl: string;
let googleKey: SigningKey;
let strangerKey: SigningKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = {
    ...(await exportJWK(google.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  jwksServer = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
});

afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

const ctx = useTestApp();

async function googleApp() {
  return buildApp({
    config: testConfig({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl }),
    database: ctx.database,
    webDir: null,
  });
}

interface TokenOptions {
  key?: SigningKey;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  claims?: Record<string, unknown>;
}

function idToken({
  key = googleKey,
  audience = CLIENT_ID,
  issuer = 'https://accounts.google.com',
  expiresAt,
  claims = {},
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'Funke.Ade@gmail.com',
    email_verified: true,
    name: 'Funke Adeyemi Bello',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject('google-sub-123')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key);
}

async function signIn(token: string) {
  const app = await googleApp();
  try {
    return await app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      payload: { token },
    });
  } finally {
    await app.close();
  }
}

describe('POST /api/auth/google/callback', () => {
  it('creates a verified user from a valid token, splitting the name, and signs in', async () => {
    const response = await signIn(await idToken());
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      email: 'funke.ade@gmail.com',
      first_name: 'Funke',
      last_name: 'Adeyemi Bello',
      email_verified: true,
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('uses the given and family names when Google gives them', async () => {
    const response = await signIn(
      await idToken({ claims: { given_name: 'Funke', family_name: 'Bello' } }),
    );
    expect(response.json().user).toMatchObject({ first_name: 'Funke', last_name: 'Bello' });
  });

  it('links an existing account with the same email instead of creating another', async () => {
    const existing = await createUser(ctx.database.db, {
      email: 'funke.ade@gmail.com',
      verified: false,
    });
    const first = await signIn(await idToken());
    const second = await signIn(await idToken());
    expect(first.json().user.id).toBe(existing.id);
    expect(second.json().user.id).toBe(existing.id);
    expect(first.json().user.email_verified).toBe(true);
    expect(await ctx.database.db.$count(users)).toBe(1);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresAt: Math.floor(Date.now() / 1000) - 600 }],
    ['a signature by another key', { key: 'stranger' as const }],
    ['an unverified email', { claims: { email_verified: false } }],
  ])('refuses %s with 401 and creates nobody', async (_case, options) => {
    const { key, ...rest } = options as TokenOptions & { key?: 'stranger' };
    const response = await signIn(await idToken({ ...rest, key: key ? strangerKey : googleKey }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await ctx.database.db.$count(users)).toBe(0);
  });

  it('refuses garbage and a missing token with 4xx', async () => {
    expect((await signIn('not.a.jwt')).statusCode).toBe(401);
    const app = await googleApp();
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    await app.close();
  });

  it('answers 404 when Google sign-in is not configured (no 5xx for a feature switched off)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      payload: { token: await idToken() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Google sign-in is not configured.' });
  });
});
