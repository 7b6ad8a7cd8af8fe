import { eq, sql, type SQL } from 'drizzle-orm';
import {
  COUNTED_BOOKING_STATUSES,
  NEW_USER_MAX_BOOKINGS,
  type UserListQuery,
} from '@aso/core/admin-users';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';

/** A users list row as the database gives it (times as text or Date, per driver). */
export interface AdminUserListRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role: 'user' | 'admin' | 'super_admin';
  last_login_at: string | Date | null;
  suspended_at: string | Date | null;
  created_at: string | Date;
  bookings: number;
  affiliate_code: string | null;
}

const COUNTED = sql.raw(COUNTED_BOOKING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Every user (or the one of `id`) with the count of their paid-for stays. The counts are
 * one grouped pass over the bookings (or one index probe for a single user), never a
 * query per user.
 */
function usersWithCounts(filter: { id?: number }): SQL {
  const oneUser = filter.id !== undefined;
  return sql`select u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role,
      u.last_login_at, u.suspended_at, u.created_at,
      coalesce(c.bookings, 0)::int as bookings, a.affiliate_code
    from users u
    left join (
      select b.user_id, count(*) as bookings from bookings b
      where b.status in (${COUNTED}) and b.user_id is not null
        ${oneUser ? sql`and b.user_id = ${filter.id}` : sql``}
      group by b.user_id
    ) c on c.user_id = u.id
    left join affiliates a on a.user_id = u.id and a.status = 'approved'
    ${oneUser ? sql`where u.id = ${filter.id}` : sql``}`;
}

function conditionsOf(query: Pick<UserListQuery, 'q' | 'type'>): SQL {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`((first_name || ' ' || last_name) ilike ${pattern} or email ilike ${pattern})`,
    );
  }
  if (query.type === 'new') conditions.push(sql`bookings <= ${NEW_USER_MAX_BOOKINGS}`);
  if (query.type === 'old') conditions.push(sql`bookings > ${NEW_USER_MAX_BOOKINGS}`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Spec: Most Recent = most bookings first, Oldest = fewest first; ties by id the same way. */
const orderOf = (sort: UserListQuery['sort']) =>
  sort === 'oldest' ? sql.raw('bookings asc, id asc') : sql.raw('bookings desc, id desc');

/**
 * One page of the users list (or all of it) and how many match, in one round trip: the
 * matching rows are counted and the page is handed over as one json value.
 */
export async function findAdminUsers(
  db: Db,
  query: Pick<UserListQuery, 'q' | 'type' | 'sort'>,
  window: { limit: number; offset: number } | null,
): Promise<{ rows: AdminUserListRow[]; total: number }> {
  const order = orderOf(query.sort);
  const [result] = await queryRows<{ total: number; rows: AdminUserListRow[] | string }>(
    db,
    sql`with listed as (
          select * from (${usersWithCounts({})}) counted ${conditionsOf(query)}
        )
        select (select count(*)::int from listed) as total,
          coalesce((
            select json_agg(page order by ${order}) from (
              select * from listed order by ${order}
              ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}
            ) page
          ), '[]'::json) as rows`,
  );
  const rows = result?.rows ?? [];
  // node-postgres and PGlite parse a json column; a driver that does not hands over text.
  return {
    rows: typeof rows === 'string' ? (JSON.parse(rows) as AdminUserListRow[]) : rows,
    total: result?.total ?? 0,
  };
}

/** One user as the list shows them, or undefined. */
export async function findAdminUser(db: Db | Tx, id: number) {
  const [row] = await queryRows<AdminUserListRow>(db, usersWithCounts({ id }));
  return row;
}

/** The user's row, locked until the transaction ends: one role or suspension change at a time. */
export async function lockUser(tx: Tx, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

export async function setRole(tx: Tx, id: number, role: 'admin') {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function setSuspendedAt(tx: Tx, id: number, suspendedAt: Date | null) {
  await tx.update(users).set({ suspendedAt, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Ends every open session and email link of the user at once. */
export interface UserBookingRow {
  id: number;
  room_type: string;
  start_date: string;
  end_date: string;
  status: 'pending' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'expired';
  total_kobo: number | string;
}

/**
 * The user's stays, newest first, with their room type's title (a retired type's too, so
 * the history stays readable). Holds that expired unpaid were never bookings.
 */
export function findUserBookings(db: Db, userId: number) {
  return queryRows<UserBookingRow>(
    db,
    sql`select b.id, t.title as room_type, b.start_date::text as start_date,
          b.end_date::text as end_date, b.status, b.total_kobo
        from bookings b join room_types t on t.id = b.room_type_id
        where b.user_id = ${userId} and b.status <> 'expired'
        order by b.start_date desc, b.id desc`,
  );
}
