/**
 * The back office's users through the API (issue 11): the list (counts, search, New / Old,
 * sort, paging), promotion by a super_admin only, the profile with its booking history,
 * and suspension, which ends the user's sessions at once. Refusals write nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_ADMIN,
  CANNOT_SUSPEND_SELF,
  CANNOT_SUSPEND_SUPER_ADMIN,
  SUPER_ADMIN_UNCHANGEABLE,
  USER_NOT_FOUND,
  USER_PROMOTED,
  USER_RESTORED,
  USER_SUSPENDED,
  type AdminUserRow,
} from '@aso/core/admin-users';
import type { BookingStatus, UserRole } from '@aso/core/constants';
import { affiliates, authTokens, bookings, users } from '../../db/schema.ts';
import { actionLogRows, insertBooking, signedIn, writesSoFar } from '../../test/admin.ts';
import { daysFromToday } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, createUser, loginAs, PASSWORD } from '../../test/users.ts';

const ctx = useTestApp({ seed: true });
const db = () => ctx.database.db;
type Headers = Record<string, string>;

/** A user straight in the database, named and with a phone number. */
async function person(
  firstName: string,
  lastName: string,
  values: { email?: string; role?: UserRole; phone?: string } = {},
) {
  const [user] = await db()
    .insert(users)
    .values({
      firstName,
      lastName,
      email: values.email ?? `${firstName}.${lastName}@example.com`.toLowerCase(),
      phoneNumber: values.phone ?? null,
      role: values.role ?? 'user',
      emailVerifiedAt: new Date(),
    })
    .returning();
  return user!;
}

let stayCount = 0;
/** Past two-night stays of `userId` on one unit, one per status, never overlapping. */
async function staysOf(userId: number, statuses: BookingStatus[]) {
  const made = [];
  for (const status of statuses) {
    stayCount += 1;
    const start = daysFromToday(-2000 + stayCount * 3);
    made.push(
      await insertBooking(db(), {
        roomNumber: 'M101',
        start,
        end: daysFromToday(-2000 + stayCount * 3 + 2),
        status,
        userId,
      }),
    );
  }
  return made;
}

const listUsers = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/users${query}`, headers });
const readProfile = (headers: Headers, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
const act = (headers: Headers, id: number | string, action: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${id}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const staff = () => signedIn(db(), 'admin', { email: 'desk@example.com', firstName: 'Desk' });
const owner = () => signedIn(db(), 'super_admin', { email: 'owner@example.com' });
const ids = (response: { json(): { users: AdminUserRow[] } }) =>
  response.json().users.map((user) => user.id);

describe('GET /api/users', () => {
  it('lists every user with the spec fields, counting only confirmed, checked-in and checked-out stays', async () => {
    const desk = await staff();
    const ngozi = await person('Ngozi', 'Adeyemi', { phone: '+234 803 111 2222' });
    await staysOf(ngozi.id, [
      'confirmed',
      'checked_in',
      'checked_out',
      'pending',
      'cancelled',
      'expired',
    ]);
    const lastLogin = new Date('2026-03-04T05:06:07.000Z');
    await db().update(users).set({ lastLoginAt: lastLogin }).where(eq(users.id, ngozi.id));
    await db().insert(affiliates).values({
      userId: ngozi.id,
      affiliateCode: 'NGOZI123',
      fullName: 'Ngozi Adeyemi',
      email: ngozi.email,
      phoneNumber: '+234 803 111 2222',
      bankName: 'Zenith Bank',
      accountNumber: '2034567891',
    });

    const never = await person('Never', 'Signed');

    const response = await listUsers(desk.headers);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toBeUndefined();
    expect(body.users).toHaveLength(3);
    expect(body.users.find((user: AdminUserRow) => user.id === never.id).lastLogin).toBeNull();
    expect(body.users.find((user: AdminUserRow) => user.id === ngozi.id)).toEqual({
      id: ngozi.id,
      name: 'Ngozi Adeyemi',
      first_name: 'Ngozi',
      last_name: 'Adeyemi',
      email: 'ngozi.adeyemi@example.com',
      phone: '+234 803 111 2222',
      phone_number: '+234 803 111 2222',
      role: 'user',
      lastLogin: '2026-03-04T05:06:07.000Z',
      bookings: 3,
      is_affiliate: true,
      affiliate_code: 'NGOZI123',
      is_suspended: false,
    });
    expect(body.users.find((user: AdminUserRow) => user.id === desk.user.id)).toMatchObject({
      role: 'admin',
      lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      bookings: 0,
      is_affiliate: false,
      affiliate_code: null,
    });
  });

  it('searches the name or the email, ignoring case, with % and _ taken literally', async () => {
    const desk = await staff();
    const ngozi = await person('Ngozi', 'Adeyemi', { email: 'ngozi@mail.test' });
    const tunde = await person('Tunde', 'Bakare', { email: 'tb_100%@mail.test' });

    expect(ids(await listUsers(desk.headers, '?q=ngozi%20ADE'))).toEqual([ngozi.id]);
    expect(ids(await listUsers(desk.headers, '?q=BAKARE'))).toEqual([tunde.id]);
    expect(ids(await listUsers(desk.headers, '?q=ngozi@MAIL'))).toEqual([ngozi.id]);
    expect(ids(await listUsers(desk.headers, '?q=_100%25'))).toEqual([tunde.id]);
    expect(ids(await listUsers(desk.headers, '?q=%25'))).toEqual([tunde.id]);
    expect(ids(await listUsers(desk.headers, '?q=nobody'))).toEqual([]);
  });

  it('filters New Users (3 bookings or fewer) and Old Users (more than 3)', async () => {
    const desk = await staff();
    const three = await person('Three', 'Stays');
    const four = await person('Four', 'Stays');
    await staysOf(three.id, ['confirmed', 'checked_in', 'checked_out', 'cancelled', 'pending']);
    await staysOf(four.id, ['confirmed', 'checked_out', 'checked_out', 'checked_out']);

    const fresh = await listUsers(desk.headers, '?type=new');
    expect(ids(fresh)).toEqual([three.id, desk.user.id]);
    expect(ids(await listUsers(desk.headers, '?type=old'))).toEqual([four.id]);
    expect(ids(await listUsers(desk.headers, '?type=all'))).toEqual([
      four.id,
      three.id,
      desk.user.id,
    ]);
  });

  it('sorts Most Recent by bookings descending and Oldest ascending, ties by id', async () => {
    const desk = await staff();
    const one = await person('One', 'Stay');
    const two = await person('Two', 'Stays');
    const alsoOne = await person('Also', 'One');
    await staysOf(one.id, ['confirmed']);
    await staysOf(two.id, ['confirmed', 'checked_out']);
    await staysOf(alsoOne.id, ['checked_in']);

    expect(ids(await listUsers(desk.headers))).toEqual([two.id, alsoOne.id, one.id, desk.user.id]);
    expect(ids(await listUsers(desk.headers, '?sort=recent'))).toEqual([
      two.id,
      alsoOne.id,
      one.id,
      desk.user.id,
    ]);
    expect(ids(await listUsers(desk.headers, '?sort=oldest'))).toEqual([
      desk.user.id,
      one.id,
      alsoOne.id,
      two.id,
    ]);
  });

  it('pages in the server with the total of what matches', async () => {
    const desk = await staff();
    const people = [];
    for (const name of ['Amaka', 'Bola', 'Chike', 'Dayo', 'Emeka']) {
      people.push(await person(name, 'Guest'));
    }

    const second = await listUsers(desk.headers, '?page=2&per_page=2&sort=oldest');
    expect(second.statusCode).toBe(200);
    expect(ids(second)).toEqual([people[1]!.id, people[2]!.id]);
    expect(second.json().pagination).toEqual({
      current_page: 2,
      last_page: 3,
      per_page: 2,
      total: 6,
    });

    const searched = await listUsers(desk.headers, '?page=1&q=guest');
    expect(searched.json().users).toHaveLength(5);
    expect(searched.json().pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 5,
    });

    const pastTheEnd = await listUsers(desk.headers, '?page=9&per_page=2');
    expect(pastTheEnd.json()).toEqual({
      users: [],
      pagination: { current_page: 9, last_page: 3, per_page: 2, total: 6 },
    });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?per_page=101&page=1', 'per_page'],
    ['?type=vip', 'type'],
    ['?sort=newest', 'sort'],
    [`?q=${'x'.repeat(201)}`, 'q'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const desk = await staff();
    const response = await listUsers(desk.headers, query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('POST /api/users/{id}/promote', () => {
  it('makes a user an admin, logs it, and their open session reaches the back office', async () => {
    const boss = await owner();
    const target = await signedIn(db(), 'user', { email: 'kemi@example.com', firstName: 'Kemi' });
    expect((await listUsers(target.headers)).statusCode).toBe(403);

    const response = await act(boss.headers, target.user.id, 'promote', { role: 'admin' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: USER_PROMOTED,
      user: expect.objectContaining({ id: target.user.id, role: 'admin', name: 'Kemi Obi' }),
    });
    const [stored] = await db().select().from(users).where(eq(users.id, target.user.id));
    expect(stored!.role).toBe('admin');
    const logs = await actionLogRows(db());
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      adminId: boss.user.id,
      action: 'user.promoted',
      details: `Kemi Obi (#${target.user.id}, kemi@example.com) promoted to admin`,
    });
    expect((await listUsers(target.headers)).statusCode).toBe(200);
  });

  it('takes no body as well', async () => {
    const boss = await owner();
    const target = await person('Kemi', 'Ade');
    const response = await act(boss.headers, target.id, 'promote');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
  });

  it.each([
    ['admin', ALREADY_ADMIN],
    ['super_admin', SUPER_ADMIN_UNCHANGEABLE],
  ] as const)('refuses to promote an %s (409), changing nothing', async (role, message) => {
    const boss = await owner();
    const target = await person('Staff', 'Member', { role });
    const before = await writesSoFar(db());

    const response = await act(boss.headers, target.id, 'promote', { role: 'admin' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message });
    const [stored] = await db().select().from(users).where(eq(users.id, target.id));
    expect(stored!.role).toBe(role);
    expect(await writesSoFar(db())).toEqual(before);
  });

  it('refuses an admin (403): only a super_admin promotes', async () => {
    const desk = await staff();
    const target = await person('Kemi', 'Ade');
    const response = await act(desk.headers, target.id, 'promote');
    expect(response.statusCode).toBe(403);
    const [stored] = await db().select().from(users).where(eq(users.id, target.id));
    expect(stored!.role).toBe('user');
    expect(await actionLogRows(db())).toEqual([]);
  });

  it.each([
    ['an unknown id', '9999', 404, undefined],
    ['a non-numeric id', 'abc', 422, 'id'],
    ['a zero id', '0', 422, 'id'],
    ['an id too large', '99999999999', 422, 'id'],
  ])('answers %s (%s) with %i, writing nothing', async (_case, id, status, field) => {
    const boss = await owner();
    await person('Kemi', 'Ade');
    const response = await act(boss.headers, id, 'promote', { role: 'admin' });
    expect(response.statusCode).toBe(status);
    if (field) expect(Object.keys(response.json().errors)).toEqual([field]);
    else expect(response.json()).toEqual({ message: USER_NOT_FOUND });
    expect(await db().$count(users, eq(users.role, 'admin'))).toBe(0);
    expect(await actionLogRows(db())).toEqual([]);
  });

  it('refuses any other role in the body (422 on role)', async () => {
    const boss = await owner();
    const target = await person('Kemi', 'Ade');
    const response = await act(boss.headers, target.id, 'promote', { role: 'super_admin' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ role: ['The role must be admin.'] });
    const [stored] = await db().select().from(users).where(eq(users.id, target.id));
    expect(stored!.role).toBe('user');
    expect(await actionLogRows(db())).toEqual([]);
  });
});

describe('GET /api/users/{id}', () => {
  it("shows the user's details and booking history, newest stay first, without expired holds", async () => {
    const desk = await staff();
    const ngozi = await person('Ngozi', 'Adeyemi', { phone: '+234 803 111 2222' });
    const [older, newer, , cancelled] = await staysOf(ngozi.id, [
      'checked_out',
      'confirmed',
      'expired',
      'cancelled',
    ]);

    const response = await readProfile(desk.headers, ngozi.id);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: ngozi.id,
      first_name: 'Ngozi',
      last_name: 'Adeyemi',
      email: 'ngozi.adeyemi@example.com',
      phone_number: '+234 803 111 2222',
      bookings: 2,
      is_suspended: false,
      suspended_at: null,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.booking_history.map((booking: { id: number }) => booking.id)).toEqual([
      cancelled!.id,
      newer!.id,
      older!.id,
    ]);
    expect(body.booking_history[1]).toEqual({
      id: newer!.id,
      room_type: 'Deluxe Studio',
      start_date: newer!.startDate,
      end_date: newer!.endDate,
      status: 'confirmed',
      total_amount: newer!.totalKobo / 100,
    });
  });

  it('has an empty history for a user who never booked', async () => {
    const desk = await staff();
    const fresh = await person('New', 'Comer');
    const response = await readProfile(desk.headers, fresh.id);
    expect(response.json().booking_history).toEqual([]);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const desk = await staff();
    const unknown = await readProfile(desk.headers, 9999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: USER_NOT_FOUND });
    const malformed = await readProfile(desk.headers, '1;drop');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['id']);
  });
});

describe('POST /api/users/{id}/suspend and /restore', () => {
  it('suspends a user: their open session gets 401 at once, login is refused, their bookings stay', async () => {
    const desk = await staff();
    const guest = await createUser(db(), { email: 'guest@example.com' });
    const token = await loginAs(ctx.app, 'guest@example.com');
    const secondToken = await loginAs(ctx.app, 'guest@example.com');
    const [stay] = await staysOf(guest.id, ['confirmed']);
    expect((await ctx.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    const response = await act(desk.headers, guest.id, 'suspend');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: USER_SUSPENDED,
      user: { id: guest.id, is_suspended: true, suspended_at: expect.any(String) },
    });
    for (const open of [token, secondToken]) {
      const next = await ctx.app.inject({ url: '/api/user', headers: bearer(open) });
      expect(next.statusCode).toBe(401);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'guest@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: 'This account is suspended.' });
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, stay!.id));
    expect(kept!.status).toBe('confirmed');
    const logs = await actionLogRows(db());
    expect(logs.map((log) => [log.adminId, log.action])).toEqual([
      [desk.user.id, 'user.suspended'],
    ]);
    expect(logs[0]!.details).toBe(
      `Ada Obi (#${guest.id}, guest@example.com) suspended and signed out`,
    );
    const row = (await listUsers(desk.headers))
      .json()
      .users.find((user: AdminUserRow) => user.id === guest.id);
    expect(row.is_suspended).toBe(true);
  });

  it('restores a user, who can log in again (the old sessions stay ended)', async () => {
    const desk = await staff();
    const guest = await createUser(db(), { email: 'guest@example.com' });
    const oldToken = await loginAs(ctx.app, 'guest@example.com');
    await act(desk.headers, guest.id, 'suspend');

    const response = await act(desk.headers, guest.id, 'restore');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: USER_RESTORED,
      user: { id: guest.id, is_suspended: false, suspended_at: null },
    });
    const newToken = await loginAs(ctx.app, 'guest@example.com');
    expect((await ctx.app.inject({ url: '/api/user', headers: bearer(newToken) })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ url: '/api/user', headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    expect((await actionLogRows(db())).map((log) => log.action)).toEqual([
      'user.suspended',
      'user.restored',
    ]);
  });

  it('is idempotent: suspending a suspended user or restoring an active one answers 200 and logs nothing more', async () => {
    const desk = await staff();
    const guest = await person('Idem', 'Potent');
    await act(desk.headers, guest.id, 'suspend');
    const [first] = await db().select().from(users).where(eq(users.id, guest.id));

    const again = await act(desk.headers, guest.id, 'suspend');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(USER_SUSPENDED);
    const [second] = await db().select().from(users).where(eq(users.id, guest.id));
    expect(second!.suspendedAt).toEqual(first!.suspendedAt);

    await act(desk.headers, guest.id, 'restore');
    const restoredAgain = await act(desk.headers, guest.id, 'restore');
    expect(restoredAgain.statusCode).toBe(200);
    expect(restoredAgain.json().user.is_suspended).toBe(false);
    expect((await actionLogRows(db())).map((log) => log.action)).toEqual([
      'user.suspended',
      'user.restored',
    ]);
  });

  it('lets an admin suspend another admin', async () => {
    const desk = await staff();
    const colleague = await signedIn(db(), 'admin');
    const response = await act(desk.headers, colleague.user.id, 'suspend');
    expect(response.statusCode).toBe(200);
    expect((await listUsers(colleague.headers)).statusCode).toBe(401);
  });

  it.each([
    ['their own account', 'self', CANNOT_SUSPEND_SELF],
    ['a super_admin', 'super_admin', CANNOT_SUSPEND_SUPER_ADMIN],
  ] as const)('refuses to suspend %s (403), changing nothing', async (_case, whom, message) => {
    for (const actorRole of ['admin', 'super_admin'] as const) {
      const actor = await signedIn(db(), actorRole);
      const target = whom === 'self' ? actor : await signedIn(db(), 'super_admin');
      const before = await writesSoFar(db());

      const response = await act(actor.headers, target.user.id, 'suspend');

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
      const [stored] = await db().select().from(users).where(eq(users.id, target.user.id));
      expect(stored!.suspendedAt).toBeNull();
      expect(await db().$count(authTokens, eq(authTokens.userId, target.user.id))).toBe(1);
      const [session] = await db()
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, target.user.id));
      expect(session!.revokedAt).toBeNull();
      expect(await writesSoFar(db())).toEqual(before);
      expect((await listUsers(target.headers)).statusCode).toBe(200);
    }
  });

  it.each(['suspend', 'restore'])(
    '%s answers 404 for an unknown id and 422 for a malformed one, writing nothing',
    async (action) => {
      const desk = await staff();
      const unknown = await act(desk.headers, 9999, action);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: USER_NOT_FOUND });
      for (const id of ['abc', '-1', '1.5']) {
        const malformed = await act(desk.headers, id, action);
        expect(malformed.statusCode).toBe(422);
        expect(Object.keys(malformed.json().errors)).toEqual(['id']);
      }
      expect(await actionLogRows(db())).toEqual([]);
    },
  );

  it('refuses a user (403)', async () => {
    const plain = await signedIn(db(), 'user');
    const target = await person('Kemi', 'Ade');
    expect((await act(plain.headers, target.id, 'suspend')).statusCode).toBe(403);
    const [stored] = await db().select().from(users).where(eq(users.id, target.id));
    expect(stored!.suspendedAt).toBeNull();
  });
});
