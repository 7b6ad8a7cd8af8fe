import type { AffiliateDashboard } from '@aso/core/affiliates';
import { formatDecimal } from '@aso/core/numbers';

/** The last 30 days: visits through the link, bookings with the code, and their ratio. */
export function ReferralStats({ stats }: { stats: AffiliateDashboard['stats'] }) {
  const figures = [
    { label: 'Visits', value: formatDecimal(stats.visits_30d) },
    { label: 'Bookings', value: formatDecimal(stats.bookings_30d) },
    { label: 'Conversion', value: `${formatDecimal(stats.conversion_rate)}%` },
  ];
  return (
    <section
      aria-labelledby="stats-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="stats-title" className="text-xl text-brand">
        Last 30 days
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-ink">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
