import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ActionLogResponseSchema, type ActionLogEntry, type Pagination } from '@aso/core/admin';
import { apiRequest } from '../../../../lib/api-client.ts';

export const ACTION_LOGS_KEY = ['admin', 'action-logs'] as const;
/** The action log reads twenty entries a page. */
export const ACTION_LOG_PAGE_SIZE = 20;

export interface ActionLogPage {
  logs: ActionLogEntry[];
  pagination: Pagination | undefined;
}

/** `GET /api/admin-action-logs?page=&per_page=`: what admins did, newest first (super admin only). */
export async function getActionLogs(page: number, signal?: AbortSignal): Promise<ActionLogPage> {
  const params = new URLSearchParams({
    page: String(page),
    per_page: String(ACTION_LOG_PAGE_SIZE),
  });
  const { logs, pagination } = await apiRequest(
    `/admin-action-logs?${params}`,
    ActionLogResponseSchema,
    { signal },
  );
  return { logs, pagination };
}

export const actionLogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ACTION_LOGS_KEY, page],
    queryFn: ({ signal }) => getActionLogs(page, signal),
    // Every admin action adds a line: the log is read fresh on each visit.
    staleTime: 0,
  });

/** One page of the log; `enabled` is false for anyone but a super admin (the server says 403). */
export const useActionLogs = (page: number, enabled: boolean) =>
  useQuery({ ...actionLogsQueryOptions(page), enabled, placeholderData: keepPreviousData });
