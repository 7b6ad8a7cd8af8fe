import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@aso/core/constants';
import { authTokens } from '../../db/schema.ts';
import { registerErrorHandling } from '../../lib/errors.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, createUser, loginAs, suspend } from '../../test/users.ts';
import { createGuard } from './guard.ts';

const ctx = useTestApp();

/**
 * Every protected route of the API and the least role it needs. Extend this table with
 * each new protected route: the tests below prove each one refuses strangers.
 */
const PROTECTED_ROUTES: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  role: UserRole;
}[] = [
  { method: 'GET', url: '/api/user', role: 'user' },
  { method: 'PUT', url: '/api/user/update', role: 'user' },
  { method: 'POST', url: '/api/user/update', role: 'user' },
  { method: 'POST', url: '/api/logout', role: 'user' },
  { method: 'GET', url: '/api/bookings', role: 'user' },
  { method: 'GET', url: '/api/bookings/me/1', role: 'user' },
  { method: 'POST', url: '/api/bookings/manual', role: 'admin' },
  { method: 'PUT', url: '/api/bookings/1/status', role: 'admin' },
  { method: 'GET', url: '/api/admin/occupancy', role: 'admin' },
  { method: 'GET', url: '/api/roommanagement', role: 'admin' },
  { method: 'GET', url: '/api/rooms/1/details', role: 'admin' },
  { method: 'PUT', url: '/api/rooms/1/availability', role: 'admin' },
  { method: 'DELETE', url: '/api/rooms/1', role: 'admin' },
  { method: 'GET', url: '/api/room-types', role: 'admin' },
  { method: 'POST', url: '/api/room-types', role: 'admin' },
  { method: 'PUT', url: '/api/room-types/1', role: 'admin' },
  { method: 'DELETE', url: '/api/room-types/1', role: 'admin' },
  { method: 'GET', url: '/api/admin-action-logs', role: 'super_admin' },
  { method: 'POST', url: '/api/policies', role: 'admin' },
  { method: 'PUT', url: '/api/policies/1', role: 'admin' },
  { method: 'DELETE', url: '/api/policies/1', role: 'admin' },
  { method: 'POST', url: '/api/affiliate/register', role: 'user' },
  { method: 'GET', url: '/api/affiliate/resolve-account', role: 'user' },
  { method: 'GET', url: '/api/affiliate/dashboard', role: 'user' },
  { method: 'POST', url: '/api/affiliate/request-payout', role: 'user' },
  { method: 'GET', url: '/api/affiliate/admin/all', role: 'admin' },
  { method: 'POST', url: '/api/affiliate/admin/pay', role: 'admin' },
  { method: 'POST', url: '/api/affiliate/admin/mark-all-requested-paid', role: 'admin' },
  { method: 'GET', url: '/api/affiliate/admin/export.csv', role: 'admin' },
  { method: 'GET', url: '/api/payments', role: 'admin' },
  { method: 'GET', url: '/api/payments/1/receipt.pdf', role: 'admin' },
  { method: 'GET', url: '/api/users', role: 'admin' },
  { method: 'GET', url: '/api/users/999', role: 'admin' },
  { method: 'POST', url: '/api/users/999/promote', role: 'super_admin' },
  { method: 'POST', url: '/api/users/999/suspend', role: 'admin' },
  { method: 'POST', url: '/api/users/999/restore', role: 'admin' },
];

async function tokenFor(role: UserRole, email = `${role}@example.com`) {
  await createUser(ctx.database.db, { email, role });
  return loginAs(ctx.app, email);
}

describe.each(PROTECTED_ROUTES)('$method $url', ({ method, url, role }) => {
  const call = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });

  it('answers 401 in the error envelope without a token', async () => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each([
    ['a made-up token', { authorization: 'Bearer not-a-real-token' }],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_case, headers) => {
    expect((await call(headers)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token and for a revoked one', async () => {
    const token = await tokenFor('super_admin');
    await ctx.database.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await call(bearer(token))).statusCode).toBe(401);

    const fresh = await loginAs(ctx.app, 'super_admin@example.com');
    await ctx.database.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.purpose, 'session'));
    expect((await call(bearer(fresh))).statusCode).toBe(401);
  });

  it('answers 403 for a suspended account', async () => {
    const token = await tokenFor('super_admin');
    const [session] = await ctx.database.db.select().from(authTokens);
    await suspend(ctx.database.db, session!.userId);
    const response = await call(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This account is suspended.' });
  });

  it(`lets a ${role} through the guard`, async () => {
    const response = await call(bearer(await tokenFor(role)));
    expect([401, 403]).not.toContain(response.statusCode);
  });
});

describe('requireRole', () => {
  const roles: UserRole[] = ['user', 'admin', 'super_admin'];

  it.each([
    ['user', [200, 200, 200]],
    ['admin', [403, 200, 200]],
    ['super_admin', [403, 403, 200]],
  ] as const)(
    'admits to a %s route exactly the roles at or above it',
    async (minimum, expected) => {
      const probe = Fastify();
      registerErrorHandling(probe);
      probe.get(
        '/probe',
        { preHandler: createGuard(ctx.database.db).requireRole(minimum) },
        () => ({ ok: true }),
      );
      const statuses = [];
      for (const role of roles) {
        const token = await tokenFor(role, `${role}-${minimum}@example.com`);
        statuses.push(
          (await probe.inject({ method: 'GET', url: '/probe', headers: bearer(token) })).statusCode,
        );
      }
      expect(statuses).toEqual(expected);
      const forbidden = await probe.inject({
        method: 'GET',
        url: '/probe',
        headers: bearer(await tokenFor('user', `plain-${minimum}@example.com`)),
      });
      if (minimum !== 'user')
        expect(forbidden.json()).toEqual({ message: 'You do not have permission to do this.' });
      await probe.close();
    },
  );
});
