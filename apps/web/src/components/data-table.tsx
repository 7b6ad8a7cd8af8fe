import { useEffect, useId, type ReactNode } from 'react';
import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type Updater,
} from '@tanstack/react-table';
import type { Pagination as ServerPagination } from '@aso/core/admin';
import { Pagination } from './pagination.tsx';
import { ErrorMessage, LoadingMessage } from './status-message.tsx';

/*
 * STYLE "One table behaviour": every admin list is this one headless set-up. The server
 * searches, filters, sorts and pages (DESIGN §7), so the table runs in manual pagination
 * mode: `rows` is already the requested page and `pagination.total` counts them all.
 * The search, filters and sort above a list are in list-controls.tsx.
 */

/** What a column may say about how its cells render. */
export interface DataColumnMeta {
  /** Classes added to every cell of the column (`whitespace-nowrap`). */
  className?: string;
  /** The cell names its row: rendered as `<th scope="row">` for screen-reader table navigation. */
  rowHeader?: boolean;
}

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  columnMeta: {} as DataColumnMeta,
});
export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** The typed column helper of an admin list: `const column = dataColumnHelper<RoomRow>()`. */
export const dataColumnHelper = <TData extends RowData>() =>
  createColumnHelper<DataTableFeatures, TData>();

interface DataTableProps<TData extends RowData> {
  /** Names the table (its caption) and the scroll box around it. */
  caption: string;
  columns: DataColumn<TData>[];
  /** The rows of the current page, as the server sent them; undefined until loaded. */
  rows: TData[] | undefined;
  /** The server's paging; without it the rows are the whole list. */
  pagination?: ServerPagination | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  getRowId: (row: TData) => string;
  /** Extra classes of a row (the reservations' per-status styling). */
  rowClassName?: (row: TData) => string;
  status: 'pending' | 'error' | 'success';
  /** A newer page is on its way while the previous one stays in view. */
  updating?: boolean;
  loadingMessage: string;
  emptyMessage: string;
  errorMessage: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

const NO_ROWS: never[] = [];

/**
 * The admin list table: loading, error (with Retry) and empty states, the rows, and
 * Previous / page numbers / Next under them. On a phone the table scrolls inside its own
 * focusable box, never the page.
 */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  rows,
  pagination,
  page,
  pageSize,
  onPageChange,
  getRowId,
  rowClassName,
  status,
  updating = false,
  loadingMessage,
  emptyMessage,
  errorMessage,
  onRetry,
  retrying,
}: DataTableProps<TData>) {
  const captionId = useId();
  const data: TData[] = rows ?? NO_ROWS;
  const paginationState: PaginationState = { pageIndex: page - 1, pageSize };
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    manualPagination: true,
    autoResetPageIndex: false,
    rowCount: pagination?.total ?? data.length,
    state: { pagination: paginationState },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(paginationState) : updater;
      onPageChange(next.pageIndex + 1);
    },
  });

  // The last row of the last page went (a deletion): show the page that is now last.
  const lastPage = pagination?.last_page;
  const pastTheEnd = lastPage !== undefined && page > lastPage && data.length === 0;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);

  if (status === 'pending') return <LoadingMessage>{loadingMessage}</LoadingMessage>;
  if (status === 'error') {
    return (
      <ErrorMessage onRetry={onRetry} retrying={retrying}>
        {errorMessage}
      </ErrorMessage>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-field bg-white px-6 py-10 text-center text-muted">
        {emptyMessage}
      </p>
    );
  }

  return (
    <div className="space-y-5">
      {/*
        A focusable scroll box, so a keyboard can scroll a wide table on a narrow screen;
        `relative` keeps the cells' screen-reader-only text inside it, not widening the page.
      */}
      <div
        role="region"
        aria-labelledby={captionId}
        aria-busy={updating || undefined}
        tabIndex={0}
        className={`relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card transition-opacity ${
          updating ? 'opacity-60' : ''
        }`}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-sand/70 text-xs font-semibold tracking-wider text-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-4 py-3 whitespace-nowrap">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original) ?? ''}>
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const className = `px-4 py-4 align-top ${meta?.className ?? ''}`;
                  return meta?.rowHeader ? (
                    <th key={cell.id} scope="row" className={`${className} font-semibold`}>
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label={`${caption} pages`}
        page={table.state.pagination.pageIndex + 1}
        lastPage={table.getPageCount()}
        onPageChange={(next) => table.setPageIndex(next - 1)}
      />
    </div>
  );
}
