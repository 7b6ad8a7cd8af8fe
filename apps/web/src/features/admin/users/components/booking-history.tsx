import { useState } from 'react';
import { Link } from 'react-router';
import { bookingHistoryLabel, NO_BOOKINGS, type AdminUserBooking } from '@aso/core/admin-users';
import { formatNaira } from '@aso/core/money';
import { DataTable, dataColumnHelper } from '../../../../components/data-table.tsx';
import { formatStayDates } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';

/** The history arrives whole; it is shown ten stays at a time. */
const HISTORY_PAGE_SIZE = 10;

const HISTORY_STYLES: Record<string, string> = {
  'Awaiting Check-In': 'bg-sand text-brass-dark',
  'Checked In': 'bg-mint text-brand',
  'Checked Out': 'bg-cream text-muted border border-line',
  Cancelled: 'bg-blush text-terracotta-dark',
};

function HistoryStatus({ status }: { status: AdminUserBooking['status'] }) {
  const label = bookingHistoryLabel(status);
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${HISTORY_STYLES[label]}`}
    >
      {label}
    </span>
  );
}

const historyColumn = dataColumnHelper<AdminUserBooking>();
const historyColumns = historyColumn.columns([
  historyColumn.accessor('id', {
    header: 'Booking',
    cell: (info) => `#${info.getValue()}`,
    meta: { rowHeader: true, className: 'whitespace-nowrap text-ink' },
  }),
  historyColumn.accessor('room_type', { header: 'Room Type', meta: { className: 'text-ink' } }),
  historyColumn.display({
    id: 'stay',
    header: 'Stay Dates',
    cell: ({ row }) => formatStayDates(row.original.start_date, row.original.end_date),
    meta: { className: 'whitespace-nowrap' },
  }),
  historyColumn.accessor('status', {
    header: 'Status',
    cell: (info) => <HistoryStatus status={info.getValue()} />,
  }),
  historyColumn.accessor('total_amount', {
    header: 'Total',
    cell: (info) => formatNaira(info.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  historyColumn.display({
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Link
        to={paths.adminBooking(row.original.id)}
        className="-my-3 inline-flex min-h-11 items-center gap-1 px-1 font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-hover"
      >
        View <span className="sr-only">booking #{row.original.id}</span>
        <span aria-hidden="true">→</span>
      </Link>
    ),
  }),
]);

/** The user's bookings, ten to a page. */
export function BookingHistory({ bookings }: { bookings: AdminUserBooking[] }) {
  const [historyPage, setHistoryPage] = useState(1);
  // Unnamed: the table's scroll region below is the landmark named "Booking history".
  return (
    <section>
      <h2 id="booking-history-title" className="text-xl text-brand">
        Booking history
      </h2>
      <div className="mt-4">
        <DataTable
          caption="Booking history"
          columns={historyColumns}
          rows={bookings.slice(
            (historyPage - 1) * HISTORY_PAGE_SIZE,
            historyPage * HISTORY_PAGE_SIZE,
          )}
          pagination={{
            current_page: historyPage,
            last_page: Math.max(1, Math.ceil(bookings.length / HISTORY_PAGE_SIZE)),
            per_page: HISTORY_PAGE_SIZE,
            total: bookings.length,
          }}
          page={historyPage}
          pageSize={HISTORY_PAGE_SIZE}
          onPageChange={setHistoryPage}
          getRowId={(row) => String(row.id)}
          status="success"
          loadingMessage="Loading bookings..."
          emptyMessage={NO_BOOKINGS}
          errorMessage={null}
        />
      </div>
    </section>
  );
}
