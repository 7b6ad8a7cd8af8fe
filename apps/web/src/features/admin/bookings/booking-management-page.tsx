import { DocumentTitle } from '../../../components/document-title.tsx';

/**
 * The back office landing after an admin login (spec §2). Its reservations table,
 * search, month filter, manual booking and pagination come with the bookings API.
 */
export function BookingManagementPage() {
  return (
    <section className="wrap py-10 sm:py-14">
      <DocumentTitle title="Booking management" />
      <p className="eyebrow text-brass-dark">Back office</p>
      <h1 className="mt-3 text-3xl text-brand sm:text-4xl">Booking management</h1>
      <div className="mt-8 max-w-2xl rounded-2xl border border-dashed border-field bg-white p-6 sm:p-8">
        <h2 className="text-xl text-brand">The reservations table comes next</h2>
        <p className="mt-3 leading-relaxed text-muted">
          This is the landing page of the back office. All reservations, with search, the month
          filter, manual bookings and status changes, will be listed here once the bookings service
          is live. Until then, the front desk keeps handling reservations by phone and email.
        </p>
      </div>
    </section>
  );
}
