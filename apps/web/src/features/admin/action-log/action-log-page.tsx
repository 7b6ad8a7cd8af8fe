import { useState } from 'react';
import type { ActionLogEntry } from '@aso/core/admin';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { ACTION_LOG_PAGE_SIZE, useActionLogs } from './api/get-action-logs.ts';

export const SUPER_ADMIN_ONLY = 'Only a super admin can read the action log.';

const column = dataColumnHelper<ActionLogEntry>();
const columns = column.columns([
  column.accessor('admin_name', {
    header: 'User Name',
    meta: { rowHeader: true, className: 'whitespace-nowrap text-ink' },
  }),
  column.accessor('action', { header: 'Action', meta: { className: 'text-ink' } }),
  column.accessor('details', { header: 'Details', meta: { className: 'min-w-64 text-muted' } }),
  column.accessor('created_at', {
    header: 'Date/Time',
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    meta: { className: 'whitespace-nowrap' },
  }),
]);

const NO_LOGS: ActionLogEntry[] = [];

/**
 * Spec "Admin action log" (super admin only): who did what, when, twenty a page. A load
 * failure leaves the list empty (spec §8) and says so in a line above it.
 */
export function ActionLogPage() {
  const isSuperAdmin = useSession().user?.role === 'super_admin';
  const [page, setPage] = useState(1);
  const logs = useActionLogs(page, isSuperAdmin);
  const forbidden = !isSuperAdmin || (logs.error instanceof ApiError && logs.error.status === 403);

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Action log" />
      <p className="eyebrow text-brass-dark">Back office</p>
      <h1 className="mt-2 text-3xl text-brand sm:text-4xl">Action log</h1>
      <p className="mt-2 max-w-2xl text-muted">
        What admins changed in the back office, newest first, in Abuja time.
      </p>

      <div className="mt-8">
        {forbidden ? (
          <p className="rounded-2xl border border-dashed border-field bg-white px-6 py-10 text-center text-muted">
            {SUPER_ADMIN_ONLY}
          </p>
        ) : (
          <>
            {logs.isError ? (
              <p role="alert" className="mb-4 font-medium text-terracotta-dark">
                The action log could not be loaded just now.{' '}
                <button
                  type="button"
                  onClick={() => void logs.refetch()}
                  className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
                >
                  Retry
                </button>
              </p>
            ) : null}
            <DataTable
              caption="Admin actions"
              columns={columns}
              // Spec §8: a failed load leaves an empty list.
              rows={logs.isError ? NO_LOGS : logs.data?.logs}
              pagination={logs.isError ? undefined : logs.data?.pagination}
              page={page}
              pageSize={ACTION_LOG_PAGE_SIZE}
              onPageChange={setPage}
              getRowId={(row) => String(row.id)}
              status={logs.isPending && !logs.isError ? 'pending' : 'success'}
              updating={logs.isPlaceholderData}
              loadingMessage="Loading logs..."
              emptyMessage="No admin actions found."
              errorMessage={null}
            />
          </>
        )}
      </div>
    </section>
  );
}
