import { Fragment, useState } from 'react';
import { PAYMENT_STATUS_LABELS, type PaymentRecord } from '@aso/core/admin-payments';
import { ADMIN_PAGE_SIZE, type PaymentStatus } from '@aso/core/constants';
import { MONTHS, type MonthAbbreviation } from '@aso/core/dates';
import { formatNaira } from '@aso/core/money';
import { Button } from '../../../components/button.tsx';
import {
  DataTable,
  dataColumnHelper,
  ListToolbar,
  SearchField,
  SelectField,
} from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { receiptDownloadErrorMessage, useDownloadPaymentReceipt } from './api/download-receipt.ts';
import { paymentsLoadErrorMessage, usePayments } from './api/get-payments.ts';

export const NO_RESULTS = 'No results found.';
export const NO_PENDING_REFUNDS = 'No refunds are pending.';

type StatusFilter = 'all' | 'success' | 'failed';
type MonthFilter = MonthAbbreviation | '';

/** Spec §4: only Successful and Failed are offered as filters. */
const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All Payments' },
  { value: 'success', label: 'Successful' },
  { value: 'failed', label: 'Failed' },
];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTH_OPTIONS: ReadonlyArray<{ value: MonthFilter; label: string }> = [
  { value: '', label: 'All Months' },
  ...MONTHS.map((month, index) => ({ value: month, label: MONTH_NAMES[index]! })),
];

export interface PaymentFilters {
  search: string;
  status: StatusFilter;
  month: MonthFilter;
}

/**
 * Spec §5 "Payments filters": in the browser, on the current page only. The name holds
 * the search text ignoring case; the month is the three-letter month in the date text.
 */
export function filterPayments(payments: PaymentRecord[], filters: PaymentFilters) {
  const search = filters.search.trim().toLowerCase();
  const month = filters.month ? new RegExp(`\\b${filters.month}\\b`) : null;
  return payments.filter(
    (payment) =>
      (!search || payment.name.toLowerCase().includes(search)) &&
      (filters.status === 'all' || payment.status === filters.status) &&
      (!month || month.test(payment.date)),
  );
}

/** Each status in its own colour, every one at AA contrast on its tint. */
const STATUS_STYLES: Record<PaymentStatus, string> = {
  success: 'bg-mint text-brand',
  pending: 'bg-sand text-brass-dark',
  failed: 'bg-blush text-terracotta-dark',
  refunded: 'border border-field bg-white text-ink',
  partially_refunded: 'border border-field bg-white text-ink',
};

function PaymentStatusPill({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

/** The amount, and under it what has been given back. */
function AmountCell({ payment }: { payment: PaymentRecord }) {
  return (
    <>
      <span className="block">{formatNaira(payment.amount)}</span>
      {payment.refunded_amount > 0 ? (
        <span className="block text-xs whitespace-normal text-muted">
          Refunded {formatNaira(payment.refunded_amount)}
        </span>
      ) : null}
    </>
  );
}

/** A refund still owed: asked of the provider and not yet accepted, or left to the desk. */
const isRefundOwed = (payment: PaymentRecord) =>
  payment.refund !== null && payment.refund.status !== 'succeeded';

/** The payment's status; under it, a refund still owed (compact, so eight columns still fit). */
function StatusCell({ payment }: { payment: PaymentRecord }) {
  const owed = payment.refund && isRefundOwed(payment) ? payment.refund : null;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <PaymentStatusPill status={payment.status} />
      {owed ? (
        <>
          <span className="inline-flex rounded-full bg-blush px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-terracotta-dark">
            Refund pending
          </span>
          <span className="text-xs text-muted">
            {formatNaira(owed.amount)}
            {owed.status === 'manual' ? ', by the desk' : ''}
          </span>
        </>
      ) : null}
    </div>
  );
}

/**
 * An address that may wrap after its `@` and after the dots and hyphens of its name (never
 * inside the domain), so the eight columns fit beside the back office's sidebar.
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const pieces =
    at < 0 ? [email] : [...email.slice(0, at + 1).split(/(?<=[.-])/), email.slice(at + 1)];
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

/** "Tue, 24 Nov 2026, 2:05 PM": the day on one line, the time under it. */
function DateTime({ text }: { text: string }) {
  const [, day = text, time] = /^(.*), (\d{1,2}:\d{2} (?:AM|PM|noon))$/.exec(text) ?? [];
  return (
    <>
      <span className="block whitespace-nowrap">{day}</span>
      {time ? <span className="block text-muted">{time}</span> : null}
    </>
  );
}

/** The row's Download: its own request, so each row shows its own progress and failure. */
function ReceiptCell({ payment }: { payment: PaymentRecord }) {
  const download = useDownloadPaymentReceipt();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={download.isPending}
        onClick={() => download.mutate(payment.id)}
      >
        {download.isPending ? 'Downloading…' : 'Download'}
        <span className="sr-only"> the receipt of {payment.name}'s payment</span>
      </Button>
      {download.isError ? (
        <p role="alert" className="max-w-40 text-sm font-medium text-terracotta-dark">
          {receiptDownloadErrorMessage(download.error)}
        </p>
      ) : null}
    </div>
  );
}

const column = dataColumnHelper<PaymentRecord>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { rowHeader: true, className: 'min-w-36 text-ink' },
  }),
  column.accessor((payment) => payment.email ?? payment.guest_email ?? '—', {
    id: 'email',
    header: 'Email',
    cell: (info) => <BreakableEmail email={info.getValue()} />,
    meta: { className: 'break-words' },
  }),
  column.accessor((payment) => payment.phone ?? payment.guest_phone ?? '—', {
    id: 'phone',
    header: 'Phone',
    // "+234 / 803 123 4567": the country code alone, the number kept in one piece.
    cell: (info) => info.getValue().replace(/(?<=\S+ .*) /g, '\u00a0'),
  }),
  column.accessor('booking_type', {
    header: 'Type',
    cell: (info) => (info.getValue() === 'Guest' ? 'Guest' : 'Registered user'),
  }),
  column.accessor('date', {
    header: 'Date',
    cell: (info) => <DateTime text={info.getValue()} />,
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => <AmountCell payment={row.original} />,
    meta: { className: 'whitespace-nowrap tabular-nums text-ink' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusCell payment={row.original} />,
  }),
  column.display({
    id: 'receipt',
    header: 'Receipt',
    cell: ({ row }) => <ReceiptCell payment={row.original} />,
  }),
]);

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
            columns={columns}
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
