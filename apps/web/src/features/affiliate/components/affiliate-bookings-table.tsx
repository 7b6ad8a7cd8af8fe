import type { AffiliateDashboard } from '@aso/core/affiliates';
import { formatNaira } from '@aso/core/money';
import { formatDay } from '../../../lib/format.ts';

type ReferredBooking = AffiliateDashboard['bookings'][number];

const STATUS_STYLES: Record<ReferredBooking['status'], string> = {
  earned: 'bg-mint text-brand',
  reversed: 'bg-blush text-terracotta-dark',
};
const STATUS_LABELS: Record<ReferredBooking['status'], string> = {
  earned: 'Earned',
  reversed: 'Reversed',
};

const cellClass = 'px-4 py-4 align-top';

function StatusBadge({
  status,
  className = '',
}: {
  status: ReferredBooking['status'];
  className?: string;
}) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[status]} ${className}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Spec §3: the bookings made with the affiliate's code, and what each earned. */
export function AffiliateBookingsTable({ bookings }: { bookings: ReferredBooking[] }) {
  if (bookings.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-field bg-white px-6 py-10 text-center text-muted">
        No bookings yet.
      </p>
    );
  }
  return (
    // A focusable scroll box, so a keyboard can scroll the table on a narrow screen.
    <div
      role="region"
      aria-labelledby="bookings-title"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-white shadow-card"
    >
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <thead className="bg-sand/70 text-xs font-semibold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Booking #
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Booking value
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Commission
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row" className={`${cellClass} font-semibold text-ink`}>
                #{booking.id}
                {/* On a phone the date and status sit under the number. */}
                <span className="mt-1 block font-normal whitespace-nowrap text-muted sm:hidden">
                  {formatDay(booking.date)}
                </span>
                <StatusBadge status={booking.status} className="mt-2 sm:hidden" />
              </th>
              <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
                {formatDay(booking.date)}
              </td>
              <td className={`${cellClass} text-right whitespace-nowrap`}>
                {formatNaira(booking.booking_value)}
              </td>
              <td
                className={`${cellClass} text-right whitespace-nowrap ${
                  booking.status === 'reversed' ? 'text-muted' : 'font-semibold'
                }`}
              >
                {formatNaira(booking.commission)}
              </td>
              <td className={`${cellClass} hidden sm:table-cell`}>
                <StatusBadge status={booking.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
