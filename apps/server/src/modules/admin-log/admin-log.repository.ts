import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminActionLogs, users } from '../../db/schema.ts';
import { fullNameOrNull } from '../../db/person-name.ts';

export interface AdminAction {
  adminId: number;
  /** What was done, e.g. `booking.status_changed`. */
  action: string;
  /** For people: which booking or room, from what to what. */
  details: string;
}

/** Written inside the transaction of the change it describes. */
export async function insertAdminAction(tx: Tx, entry: AdminAction): Promise<void> {
  await tx.insert(adminActionLogs).values(entry);
}

/** Newest first, with the admin's name; one page of them or all. */
export function findAdminActions(db: Db, window: { limit: number; offset: number } | null) {
  const query = db
    .select({
      id: adminActionLogs.id,
      adminName: sql<string>`coalesce(${fullNameOrNull(users.firstName, users.lastName)}, ${users.email}, 'Unknown admin')`,
      action: adminActionLogs.action,
      details: adminActionLogs.details,
      createdAt: adminActionLogs.createdAt,
    })
    .from(adminActionLogs)
    .leftJoin(users, eq(users.id, adminActionLogs.adminId))
    .orderBy(desc(adminActionLogs.createdAt), desc(adminActionLogs.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countAdminActions(db: Db): Promise<number> {
  return db.$count(adminActionLogs);
}
