import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

/** Every back-office route that staff alone may call (DESIGN §6). */
const ADMIN_ROUTES = [
  { method: 'POST', url: '/api/bookings/manual' },
  { method: 'PUT', url: '/api/bookings/1/status' },
  { method: 'GET', url: '/api/admin/occupancy' },
  { method: 'GET', url: '/api/roommanagement' },
  { method: 'GET', url: '/api/rooms/1/details' },
  { method: 'PUT', url: '/api/rooms/1/availability' },
  { method: 'DELETE', url: '/api/rooms/1' },
  { method: 'GET', url: '/api/room-types' },
  { method: 'POST', url: '/api/room-types' },
  { method: 'PUT', url: '/api/room-types/1' },
  { method: 'DELETE', url: '/api/room-types/1' },
  { method: 'POST', url: '/api/policies' },
  { method: 'PUT', url: '/api/policies/1' },
  { method: 'DELETE', url: '/api/policies/1' },
  { method: 'GET', url: '/api/affiliate/admin/all' },
  { method: 'POST', url: '/api/affiliate/admin/pay' },
  { method: 'POST', url: '/api/affiliate/admin/mark-all-requested-paid' },
  { method: 'GET', url: '/api/affiliate/admin/export.csv' },
  { method: 'GET', url: '/api/payments' },
  { method: 'GET', url: '/api/payments/1/receipt.pdf' },
  { method: 'GET', url: '/api/users' },
  { method: 'GET', url: '/api/users/999' },
  { method: 'POST', url: '/api/users/999/suspend' },
  { method: 'POST', url: '/api/users/999/restore' },
] as const;

async function tokensByRole() {
  const db = ctx.database.db;
  return {
    user: (await signedIn(db, 'user')).headers,
    admin: (await signedIn(db, 'admin')).headers,
    super_admin: (await signedIn(db, 'super_admin')).headers,
  };
}

describe('who may call the back office', () => {
  it.each(ADMIN_ROUTES)(
    '$method $url: 401 anonymous, 403 for a user, admitted for admin and super_admin',
    async ({ method, url }) => {
      const tokens = await tokensByRole();
      const call = (headers: Record<string, string> = {}) =>
        ctx.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });

      expect((await call()).statusCode).toBe(401);
      const asUser = await call(tokens.user);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toEqual({ message: 'You do not have permission to do this.' });
      expect([401, 403]).not.toContain((await call(tokens.admin)).statusCode);
      expect([401, 403]).not.toContain((await call(tokens.super_admin)).statusCode);
    },
  );

  it('lets only a super_admin promote a user to admin', async () => {
    const tokens = await tokensByRole();
    const { user: target } = await signedIn(ctx.database.db, 'user');
    const promote = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/users/${target.id}/promote`,
        headers,
        payload: {},
      });

    expect((await promote()).statusCode).toBe(401);
    expect((await promote(tokens.user)).statusCode).toBe(403);
    expect((await promote(tokens.admin)).statusCode).toBe(403);
    expect((await promote(tokens.super_admin)).statusCode).toBe(200);
  });

  it('lets only a super_admin read the action log', async () => {
    const tokens = await tokensByRole();
    const read = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin-action-logs', headers });

    expect((await read()).statusCode).toBe(401);
    expect((await read(tokens.user)).statusCode).toBe(403);
    expect((await read(tokens.admin)).statusCode).toBe(403);
    const asSuperAdmin = await read(tokens.super_admin);
    expect(asSuperAdmin.statusCode).toBe(200);
    expect(asSuperAdmin.json()).toEqual({ logs: [] });
  });
});
