import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminBookingRow } from '@aso/core/admin';
import { ADMIN_PAGE_SIZE, BOOKING_STATUSES, type BookingStatus } from '@aso/core/constants';
import { MONTHS, type MonthAbbreviation } from '@aso/core/dates';
import { formatNaira } from '@aso/core/money';
import { BookingStatusPill, bookingStatusLabel } from '../../../components/booking-status.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import {
  ListToolbar,
  SearchField,
  SelectField,
  SORT_OPTIONS,
  useListControls,
} from '../../../components/list-controls.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAdminBookings } from './api/get-admin-bookings.ts';
import { ManualBookingModal } from '../../../components/manual-booking-modal.tsx';

const STATUS_OPTIONS: ReadonlyArray<{ value: BookingStatus | ''; label: string }> = [
  { value: '', label: 'All active' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: bookingStatusLabel(status) })),
];

const MONTH_OPTIONS: ReadonlyArray<{ value: MonthAbbreviation | ''; label: string }> = [
  { value: '', label: 'All months' },
  ...MONTHS.map((month) => ({ value: month, label: month })),
];

/** Spec "Admin reservations": pending, confirmed and cancelled rows each look their own way. */
const ROW_STYLES: Partial<Record<BookingStatus, string>> = {
  pending: 'bg-sand/40 [&>:first-child]:border-l-brass',
  confirmed: '[&>:first-child]:border-l-brand',
  cancelled: 'bg-blush/50 [&>:first-child]:border-l-terracotta',
};

/** The row's styling by status: a coloured edge (clear for the other statuses, so all align). */
export function bookingRowClass(row: Pick<AdminBookingRow, 'status'>): string {
  return `[&>:first-child]:border-l-4 ${ROW_STYLES[row.status] ?? '[&>:first-child]:border-l-transparent'}`;
}

const column = dataColumnHelper<AdminBookingRow>();
const columns = column.columns([
  column.accessor('id', {
    header: 'Booking',
    cell: (info) => `#${info.getValue()}`,
    meta: { rowHeader: true, className: 'whitespace-nowrap text-ink' },
  }),
  column.accessor('name', {
    header: 'Guest',
    meta: { className: 'min-w-52' },
    cell: ({ row }) => (
      <>
        <span className="block font-semibold text-ink">{row.original.name}</span>
        {row.original.email ? (
          <span className="mt-0.5 block [overflow-wrap:anywhere] text-muted">
            {row.original.email}
          </span>
        ) : null}
      </>
    ),
  }),
  column.accessor('roomType', {
    header: 'Room',
    cell: ({ row }) => (
      <>
        <span className="block font-semibold text-ink">{row.original.roomType}</span>
        <span className="mt-0.5 block text-muted">Unit {row.original.roomNumber}</span>
      </>
    ),
  }),
  column.accessor('stayDates', { header: 'Stay Dates', meta: { className: 'whitespace-nowrap' } }),
  column.accessor('cost', {
    header: 'Cost',
    cell: (info) => formatNaira(info.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <BookingStatusPill status={info.getValue()} />,
    meta: { className: 'whitespace-nowrap' },
  }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Link
        to={paths.adminBooking(row.original.id)}
        className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-hover"
      >
        View <span className="sr-only">booking #{row.original.id}</span>
      </Link>
    ),
  }),
]);

/**
 * The back office landing (spec "Admin reservations"): every reservation, searched,
 * filtered by status and stay month, sorted and paged four at a time by the server,
 * with the Manual Booking form.
 */
export function BookingManagementPage() {
  const list = useListControls<{ status: BookingStatus | ''; month: MonthAbbreviation | '' }>({
    filters: { status: '', month: '' },
  });
  const bookings = useAdminBookings({
    page: list.page,
    perPage: ADMIN_PAGE_SIZE.reservations,
    search: list.search,
    status: list.filters.status,
    month: list.filters.month,
    sort: list.sort,
  });
  const [manualBookingOpen, setManualBookingOpen] = useState(false);
  const total = bookings.data?.pagination?.total ?? bookings.data?.bookings.length;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Reservations" />
      <AdminListHeading
        title="All Reservations"
        total={total}
        noun="booking"
        action={<Button onClick={() => setManualBookingOpen(true)}>Manual Booking</Button>}
      />

      <div className="mt-8">
        <ListToolbar>
          <SearchField
            label="Search bookings"
            placeholder="Search by guest, email, room or booking id"
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <SelectField
            label="Month"
            value={list.filters.month}
            options={MONTH_OPTIONS}
            onChange={(month) => list.setFilter('month', month)}
          />
          <SelectField
            label="Status"
            value={list.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.setFilter('status', status)}
          />
          <SelectField
            label="Sort by"
            value={list.sort}
            options={SORT_OPTIONS}
            onChange={list.setSort}
          />
        </ListToolbar>
      </div>

      <div className="mt-6">
        <DataTable
          caption="Reservations"
          columns={columns}
          rows={bookings.data?.bookings}
          pagination={bookings.data?.pagination}
          page={list.page}
          pageSize={ADMIN_PAGE_SIZE.reservations}
          onPageChange={list.setPage}
          getRowId={(row) => String(row.id)}
          rowClassName={bookingRowClass}
          status={bookings.status}
          updating={bookings.isPlaceholderData}
          loadingMessage="Loading bookings..."
          emptyMessage="No bookings found."
          errorMessage="We could not load the bookings just now. Please try again."
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      </div>

      <ManualBookingModal open={manualBookingOpen} onClose={() => setManualBookingOpen(false)} />
    </section>
  );
}
