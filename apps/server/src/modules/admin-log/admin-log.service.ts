import type { ActionLogEntry, Pagination } from '@aso/core/admin';
import type { Db } from '../../db/client.ts';
import { paged, pageWindow, type PageRequest } from '../../lib/paging.ts';
import { countAdminActions, findAdminActions } from './admin-log.repository.ts';

export { insertAdminAction as recordAdminAction } from './admin-log.repository.ts';

/** How many entries a page of the action log holds when the client does not say. */
const ACTION_LOG_PAGE_SIZE = 20;

export async function listAdminActions(
  db: Db,
  request: PageRequest,
): Promise<{ logs: ActionLogEntry[]; pagination?: Pagination }> {
  const window = pageWindow(request, ACTION_LOG_PAGE_SIZE);
  const { rows, pagination } = await paged(await findAdminActions(db, window), window, () =>
    countAdminActions(db),
  );
  return {
    logs: rows.map((row) => ({
      id: row.id,
      admin_name: row.adminName,
      action: row.action,
      details: row.details,
      created_at: new Date(row.createdAt).toISOString(),
    })),
    ...(pagination ? { pagination } : {}),
  };
}
