import { Link } from 'react-router';
import { formatNaira } from '@aso/core/money';
import { BookingStatusPill } from '../../../components/booking-status.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { paths, type ReservationLinkState } from '../../../lib/paths.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';

const cellClass = 'px-4 py-4 align-top';

/** Spec §2 Profile: Room Type, Stay Dates, Status, Total Cost, Action (to the details). */
export function ReservationsTable({
  userId,
  bookingCount,
}: {
  userId: number;
  bookingCount: number;
}) {
  const bookings = useMyBookings(userId);

  if (bookings.isPending) return <LoadingMessage>Loading your reservations...</LoadingMessage>;
  if (bookings.isError) {
    return (
      <ErrorMessage onRetry={() => void bookings.refetch()} retrying={bookings.isFetching}>
        We could not load your reservations just now. Please try again.
      </ErrorMessage>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-field bg-white px-6 py-10 text-center text-muted">
        {bookingCount === 0 ? 'No bookings yet.' : 'No reservations found.'}
      </p>
    );
  }

  return (
    // A focusable scroll box, so a keyboard can scroll the table on a narrow screen. Relative,
    // so the links' visually hidden text (absolutely placed) stays inside it, not the page.
    <div
      role="region"
      aria-labelledby="reservations-title"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-sand/70 text-xs font-semibold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Room Type
            </th>
            <th scope="col" className="px-4 py-3">
              Stay Dates
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Total Cost
            </th>
            <th scope="col" className="px-4 py-3">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bookings.data.map((booking) => (
            <tr key={booking.id}>
              <td className={`${cellClass} font-semibold text-ink`}>{booking.roomType}</td>
              <td className={cellClass}>{booking.stayDates}</td>
              <td className={cellClass}>
                <BookingStatusPill status={booking.status} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatNaira(booking.cost)}</td>
              <td className={cellClass}>
                <Link
                  to={paths.reservation(booking.id)}
                  // The details page shows the row at once while it loads the full booking.
                  state={{ booking } satisfies ReservationLinkState}
                  className="font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-hover"
                >
                  View details<span className="sr-only"> of reservation {booking.id}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
