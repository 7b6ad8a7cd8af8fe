import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ env: { TRUST_PROXY: 'loopback' } });

let attempts = 0;
const loginFrom = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `someone-${++attempts}@example.com`, password: 'whatever-1' },
  });

describe('behind a trusted reverse proxy (TRUST_PROXY)', () => {
  it('limits each forwarded client address on its own', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await loginFrom('203.0.113.7')).statusCode).toBe(422);
    }
    expect((await loginFrom('203.0.113.7')).statusCode).toBe(429);
    expect((await loginFrom('203.0.113.8')).statusCode).toBe(422);
  });

  it('ignores X-Forwarded-For sent by a client that is not the proxy', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await loginFrom(`198.51.100.${attempt}`, '192.0.2.50')).statusCode).toBe(422);
    }
    expect((await loginFrom('198.51.100.200', '192.0.2.50')).statusCode).toBe(429);
  });
});
