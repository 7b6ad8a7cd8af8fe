import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@aso/core/constants';
import { DataTable } from '../../../components/data-table.tsx';
import { ListToolbar, SearchField, SelectField } from '../../../components/list-controls.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { paymentsLoadErrorMessage, usePayments } from './api/get-payments.ts';
import { paymentColumns } from './components/payment-columns.tsx';
import {
  filterPayments,
  MONTH_OPTIONS,
  STATUS_OPTIONS,
  type PaymentFilters,
} from './payment-filters.ts';

export const NO_RESULTS = 'No results found.';
export const NO_PENDING_REFUNDS = 'No refunds are pending.';

/**
 * Spec "Admin payments" ("Recent Payments"): five payments a page from the server,
 * newest first; the search, status and month filters narrow the page in view (spec §5);
 * each row's receipt downloads as `receipt_{id}.pdf`.
 */
export function PaymentsPage() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<PaymentFilters>({ search: '', status: 'all', month: '' });
  // Asked of the server (it pages them), unlike the filters of the page in view.
  const [pendingRefunds, setPendingRefunds] = useState(false);
  const payments = usePayments(page, pendingRefunds);
  const pagination = payments.data?.pagination;
  const shown = payments.data ? filterPayments(payments.data.payments, filters) : undefined;
  const setFilter = <TKey extends keyof PaymentFilters>(key: TKey, value: PaymentFilters[TKey]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  // The table hides its page buttons when no row is left to show; when the filters empty
  // a page that has payments, the buttons stay so the admin can look at the next page.
  const filteredAway =
    payments.status === 'success' && shown?.length === 0 && payments.data.payments.length > 0;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Payments" />
      <AdminListHeading title="Recent Payments" total={pagination?.total} noun="payment" />

      <div className="mt-4">
        <ListToolbar>
          <SearchField
            label="Search by name"
            placeholder="e.g. Ada Obi"
            value={filters.search}
            onChange={(search) => setFilter('search', search)}
          />
          <SelectField
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilter('status', status)}
          />
          <SelectField
            label="Month"
            value={filters.month}
            options={MONTH_OPTIONS}
            onChange={(month) => setFilter('month', month)}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-field bg-white px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-ink has-checked:border-brand has-checked:bg-mint/40">
            <input
              type="checkbox"
              checked={pendingRefunds}
              onChange={(event) => {
                setPendingRefunds(event.target.checked);
                setPage(1);
              }}
              className="size-4 accent-brand"
            />
            Pending refunds only
          </label>
        </ListToolbar>
        <p className="mt-3 text-sm text-muted">
          The search and filters apply to the payments on this page; “Pending refunds only” lists
          every payment whose refund is still owed.
        </p>
      </div>

      <div className="mt-6">
        {filteredAway ? (
          <div className="space-y-5">
            <p
              role="status"
              className="rounded-2xl border border-dashed border-field bg-white px-6 py-10 text-center text-muted"
            >
              {NO_RESULTS}
            </p>
            <Pagination
              label="Payments pages"
              page={page}
              lastPage={pagination?.last_page ?? 1}
              onPageChange={setPage}
            />
          </div>
        ) : (
          <DataTable
            caption="Payments"
            columns={paymentColumns}
            rows={shown}
            pagination={pagination}
            page={page}
            pageSize={ADMIN_PAGE_SIZE.payments}
            onPageChange={setPage}
            getRowId={(row) => String(row.id)}
            status={payments.status}
            updating={payments.isPlaceholderData}
            loadingMessage="Loading payments..."
            emptyMessage={pendingRefunds ? NO_PENDING_REFUNDS : NO_RESULTS}
            errorMessage={paymentsLoadErrorMessage(payments.error)}
            onRetry={() => void payments.refetch()}
            retrying={payments.isFetching}
          />
        )}
      </div>
    </section>
  );
}
