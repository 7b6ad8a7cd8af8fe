/**
 * The back office's users (spec "Admin users list", "Admin user profile"; DESIGN §6):
 * the list, promotion to admin (super_admin only, never a demotion), and suspension,
 * which ends the user's sessions at once. Every change locks the user's row and writes
 * the action log in its transaction.
 */
import {
  ALREADY_ADMIN,
  CANNOT_SUSPEND_SELF,
  CANNOT_SUSPEND_SUPER_ADMIN,
  SUPER_ADMIN_UNCHANGEABLE,
  USER_NOT_FOUND,
  USER_PROMOTED,
  USER_RESTORED,
  USER_SUSPENDED,
  type AdminUserDetail,
  type AdminUserProfileResponse,
  type AdminUserRow,
  type PromoteResponse,
  type SuspensionResponse,
  type UserListQuery,
  type UserListResponse,
} from '@aso/core/admin-users';
import { paginationOf } from '@aso/core/admin';
import { ADMIN_USERS_PAGE_SIZE } from '@aso/core/constants';
import { koboToNaira } from '@aso/core/money';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/paging.ts';
import { recordAdminAction } from '../admin-log/admin-log.service.ts';
import { revokeUserTokens } from '../auth/auth.repository.ts';
import {
  findAdminUser,
  findAdminUsers,
  findUserBookings,
  lockUser,
  setRole,
  setSuspendedAt,
  type AdminUserListRow,
} from './admin-users.repository.ts';
import type { UserRow } from './users.repository.ts';

const isoOrNull = (time: string | Date | null) => (time ? new Date(time).toISOString() : null);

function toAdminUserRow(row: AdminUserListRow): AdminUserRow {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone_number,
    phone_number: row.phone_number,
    role: row.role,
    lastLogin: isoOrNull(row.last_login_at),
    bookings: row.bookings,
    is_affiliate: row.affiliate_code !== null,
    affiliate_code: row.affiliate_code,
    is_suspended: row.suspended_at !== null,
  };
}

function toAdminUserDetail(row: AdminUserListRow): AdminUserDetail {
  return {
    ...toAdminUserRow(row),
    suspended_at: isoOrNull(row.suspended_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The user of `id` as the list shows them; 404 when there is none. */
async function adminUser(db: Db | Tx, id: number): Promise<AdminUserListRow> {
  const row = await findAdminUser(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** `GET /users`: everyone, or one page of them with `page`, searched, filtered and sorted. */
export async function listUsers(db: Db, query: UserListQuery): Promise<UserListResponse> {
  const window = pageWindow(query, ADMIN_USERS_PAGE_SIZE);
  const { rows, total } = await findAdminUsers(db, query, window);
  return {
    users: rows.map(toAdminUserRow),
    ...(window ? { pagination: paginationOf(total, window.page, window.perPage) } : {}),
  };
}

/** `GET /users/{id}`: the user's details and every stay of theirs, newest first. */
export async function readUserProfile(db: Db, id: number): Promise<AdminUserProfileResponse> {
  const user = await adminUser(db, id);
  const bookings = await findUserBookings(db, id);
  return {
    user: toAdminUserDetail(user),
    booking_history: bookings.map((booking) => ({
      id: booking.id,
      room_type: booking.room_type,
      start_date: booking.start_date,
      end_date: booking.end_date,
      status: booking.status,
      total_amount: koboToNaira(Number(booking.total_kobo)),
    })),
  };
}

const describeUser = (user: UserRow) =>
  `${`${user.firstName} ${user.lastName}`.trim() || 'User'} (#${user.id}, ${user.email})`;

/**
 * `POST /users/{id}/promote`: a user becomes an admin. An admin is refused (nothing to
 * do) and so is a super_admin: promotion never lowers anyone's role.
 */
export async function promoteUser(db: Db, actorId: number, id: number): Promise<PromoteResponse> {
  const user = await db.transaction(async (tx) => {
    const locked = await lockUser(tx, id);
    if (!locked) throw notFound(USER_NOT_FOUND);
    if (locked.role === 'super_admin') throw new AppError(409, SUPER_ADMIN_UNCHANGEABLE);
    if (locked.role === 'admin') throw new AppError(409, ALREADY_ADMIN);
    await setRole(tx, id, 'admin');
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'user.promoted',
      details: `${describeUser(locked)} promoted to admin`,
    });
    return adminUser(tx, id);
  });
  return { message: USER_PROMOTED, user: toAdminUserRow(user) };
}

/**
 * `POST /users/{id}/suspend`: the user can no longer sign in, and every session of theirs
 * ends in the same transaction (their next request is a 401); their bookings stay. Nobody
 * suspends themselves or a super_admin. Suspending a suspended user changes nothing.
 */
export async function suspendUser(
  db: Db,
  actorId: number,
  id: number,
): Promise<SuspensionResponse> {
  const user = await db.transaction(async (tx) => {
    const locked = await lockUser(tx, id);
    if (!locked) throw notFound(USER_NOT_FOUND);
    if (locked.id === actorId) throw new AppError(403, CANNOT_SUSPEND_SELF);
    if (locked.role === 'super_admin') throw new AppError(403, CANNOT_SUSPEND_SUPER_ADMIN);
    if (!locked.suspendedAt) {
      await setSuspendedAt(tx, id, new Date());
      await revokeUserTokens(tx, id);
      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'user.suspended',
        details: `${describeUser(locked)} suspended and signed out`,
      });
    }
    return adminUser(tx, id);
  });
  return { message: USER_SUSPENDED, user: toAdminUserDetail(user) };
}

/** `POST /users/{id}/restore`: the user may sign in again. Restoring an active user changes nothing. */
export async function restoreUser(
  db: Db,
  actorId: number,
  id: number,
): Promise<SuspensionResponse> {
  const user = await db.transaction(async (tx) => {
    const locked = await lockUser(tx, id);
    if (!locked) throw notFound(USER_NOT_FOUND);
    if (locked.suspendedAt) {
      await setSuspendedAt(tx, id, null);
      await recordAdminAction(tx, {
        adminId: actorId,
        action: 'user.restored',
        details: `${describeUser(locked)} restored`,
      });
    }
    return adminUser(tx, id);
  });
  return { message: USER_RESTORED, user: toAdminUserDetail(user) };
}
