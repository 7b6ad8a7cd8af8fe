import type { AffiliateDashboard } from '@aso/core/affiliates';
import { formatNaira } from '@aso/core/money';

type Totals = AffiliateDashboard['affiliate'];

/** Spec §3: what the affiliate has earned, is owed, has been paid and has asked for. */
export function CommissionTotals({ affiliate }: { affiliate: Totals }) {
  const totals = [
    { label: 'Total commission', value: affiliate.total_commission, note: 'Earned so far' },
    { label: 'Pending commission', value: affiliate.pending_commission, note: 'Owed to you' },
    { label: 'Paid out', value: affiliate.paid_commission, note: 'Sent to your bank' },
    { label: 'Requested', value: affiliate.requested_total, note: 'Payouts on their way' },
  ];
  return (
    <section aria-labelledby="totals-title">
      <h2 id="totals-title" className="sr-only">
        Your commission
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {totals.map((total) => (
          <div
            key={total.label}
            className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5"
          >
            <dt className="text-sm font-semibold text-muted">{total.label}</dt>
            <dd className="mt-2 font-display text-xl font-semibold text-brand sm:text-3xl">
              {formatNaira(total.value)}
            </dd>
            <dd className="mt-1 text-xs text-muted">{total.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
