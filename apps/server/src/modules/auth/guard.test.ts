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

/** What a route answers once through the guard: its status and (part of) its body. */
interface Answer {
  status: number;
  /** Matched against the JSON body, or contained in a text body. */
  body: object | string;
}
const ok = (body: object | string): Answer => ({ status: 200, body });
const notFound = (message: string): Answer => ({ status: 404, body: { message } });
/** The empty body or query refused per field, in the error envelope. */
const invalid = (...fields: string[]): Answer => ({
  status: 422,
  body: {
    message: expect.any(String),
    errors: Object.fromEntries(fields.map((field) => [field, [expect.any(String)]])),
  },
});

/**
 * Every protected route of the API, the least role it needs, and what it answers that
 * role when called with an empty body on an empty database. Extend this table with each
 * new protected route: the tests below prove each one refuses strangers and serves its
 * role (a 500 behind the guard fails too).
 */
const PROTECTED_ROUTES: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  role: UserRole;
  answer: Answer;
}[] = [
  { method: 'GET', url: '/api/user', role: 'user', answer: ok({ email: 'user@example.com' }) },
  {
    method: 'PUT',
    url: '/api/user/update',
    role: 'user',
    answer: invalid('first_name', 'last_name', 'email'),
  },
  {
    method: 'POST',
    url: '/api/user/update',
    role: 'user',
    answer: invalid('first_name', 'last_name', 'email'),
  },
  { method: 'POST', url: '/api/logout', role: 'user', answer: ok({ message: 'Logged out.' }) },
  { method: 'GET', url: '/api/bookings', role: 'user', answer: ok({ bookings: [] }) },
  {
    method: 'GET',
    url: '/api/bookings/me/1',
    role: 'user',
    answer: notFound('Booking not found'),
  },
  {
    method: 'POST',
    url: '/api/bookings/manual',
    role: 'admin',
    answer: invalid('room_id', 'start_date', 'end_date', 'guest_name'),
  },
  { method: 'PUT', url: '/api/bookings/1/status', role: 'admin', answer: invalid('status') },
  { method: 'GET', url: '/api/admin/occupancy', role: 'admin', answer: ok({ room_types: [] }) },
  { method: 'GET', url: '/api/roommanagement', role: 'admin', answer: ok({ rooms: [] }) },
  {
    method: 'GET',
    url: '/api/rooms/1/details',
    role: 'admin',
    answer: notFound('Room not found'),
  },
  {
    method: 'PUT',
    url: '/api/rooms/1/availability',
    role: 'admin',
    answer: invalid('is_available'),
  },
  { method: 'DELETE', url: '/api/rooms/1', role: 'admin', answer: notFound('Room not found') },
  { method: 'GET', url: '/api/room-types', role: 'admin', answer: ok({ room_types: [] }) },
  {
    method: 'POST',
    url: '/api/room-types',
    role: 'admin',
    answer: invalid('title', 'description', 'price_per_night', 'capacity'),
  },
  {
    method: 'PUT',
    url: '/api/room-types/1',
    role: 'admin',
    answer: invalid('title', 'description', 'price_per_night', 'capacity'),
  },
  {
    method: 'DELETE',
    url: '/api/room-types/1',
    role: 'admin',
    answer: notFound('Room type not found.'),
  },
  {
    method: 'GET',
    url: '/api/admin-action-logs',
    role: 'super_admin',
    answer: ok({ logs: [] }),
  },
  { method: 'POST', url: '/api/policies', role: 'admin', answer: invalid('title', 'content') },
  { method: 'PUT', url: '/api/policies/1', role: 'admin', answer: invalid('title', 'content') },
  {
    method: 'DELETE',
    url: '/api/policies/1',
    role: 'admin',
    answer: notFound('Policy not found'),
  },
  {
    method: 'POST',
    url: '/api/affiliate/register',
    role: 'user',
    answer: invalid('full_name', 'email', 'bank_name', 'account_number'),
  },
  {
    method: 'GET',
    url: '/api/affiliate/resolve-account',
    role: 'user',
    answer: invalid('bank_name', 'account_number'),
  },
  {
    method: 'GET',
    url: '/api/affiliate/dashboard',
    role: 'user',
    answer: notFound('You are not registered as an affiliate.'),
  },
  {
    method: 'POST',
    url: '/api/affiliate/request-payout',
    role: 'user',
    answer: invalid('amount'),
  },
  { method: 'GET', url: '/api/affiliate/admin/all', role: 'admin', answer: ok({ affiliates: [] }) },
  {
    method: 'POST',
    url: '/api/affiliate/admin/pay',
    role: 'admin',
    answer: invalid('affiliate_id', 'amount'),
  },
  {
    method: 'POST',
    url: '/api/affiliate/admin/mark-all-requested-paid',
    role: 'admin',
    answer: invalid('affiliate_id'),
  },
  {
    method: 'GET',
    url: '/api/affiliate/admin/export.csv',
    role: 'admin',
    answer: ok('date,affiliate,code,booking,kind,amount_naira'),
  },
  { method: 'GET', url: '/api/payments', role: 'admin', answer: ok({ payments: [] }) },
  {
    method: 'GET',
    url: '/api/payments/1/receipt.pdf',
    role: 'admin',
    answer: notFound('Payment not found.'),
  },
  {
    method: 'GET',
    url: '/api/users',
    role: 'admin',
    answer: ok({ users: [expect.objectContaining({ email: 'admin@example.com' })] }),
  },
  { method: 'GET', url: '/api/users/999', role: 'admin', answer: notFound('User not found.') },
  {
    method: 'POST',
    url: '/api/users/999/promote',
    role: 'super_admin',
    answer: notFound('User not found.'),
  },
  {
    method: 'POST',
    url: '/api/users/999/suspend',
    role: 'admin',
    answer: notFound('User not found.'),
  },
  {
    method: 'POST',
    url: '/api/users/999/restore',
    role: 'admin',
    answer: notFound('User not found.'),
  },
];

async function tokenFor(role: UserRole, email = `${role}@example.com`) {
  await createUser(ctx.database.db, { email, role });
  return loginAs(ctx.app, email);
}

describe.each(PROTECTED_ROUTES)('$method $url', ({ method, url, role, answer }) => {
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

  it(`lets a ${role} through the guard to the route's own answer`, async () => {
    const response = await call(bearer(await tokenFor(role)));
    expect(response.statusCode, response.body).toBe(answer.status);
    if (typeof answer.body === 'string') expect(response.body).toContain(answer.body);
    else expect(response.json()).toMatchObject(answer.body);
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
