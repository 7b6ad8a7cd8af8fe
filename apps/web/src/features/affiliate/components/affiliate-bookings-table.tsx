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
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-sand/70 text-xs font-semibold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Booking #
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Booking value
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Commission
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row" className={`${cellClass} font-semibold text-ink`}>
                #{booking.id}
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDay(booking.date)}</td>
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
              <td className={cellClass}>
                <span
                  className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[booking.status]}`}
                >
                  {STATUS_LABELS[booking.status]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
