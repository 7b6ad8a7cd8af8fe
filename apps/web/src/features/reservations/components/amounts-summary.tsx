import { formatNaira } from '@aso/core/money';
import { pluralize } from '../../../lib/format.ts';
import type { ReservationView } from '../reservation-view.ts';

/** What the stay cost: room, breakfast, conveyance and total, in naira. */
export function AmountsSummary({ view }: { view: ReservationView }) {
  const amounts = view.amounts;
  if (!amounts) {
    return (
      <dl className="flex justify-between gap-4 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-display text-xl font-semibold text-brand">{formatNaira(view.total)}</dd>
      </dl>
    );
  }
  const nights = `${view.nights} ${pluralize(view.nights, 'night')}`;
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Room ({nights})</dt>
        <dd className="font-semibold">{formatNaira(amounts.room)}</dd>
      </div>
      {view.breakfastCount ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Breakfast ({view.breakfastCount} {pluralize(view.breakfastCount, 'person', 'persons')})
          </dt>
          <dd className="font-semibold">{formatNaira(amounts.breakfast)}</dd>
        </div>
      ) : null}
      {view.conveyance && view.conveyance.length > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Airport conveyance</dt>
          <dd className="font-semibold">
            {amounts.conveyance === 0 ? 'Free' : formatNaira(amounts.conveyance)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-display text-xl font-semibold text-brand">
          {formatNaira(amounts.total)}
        </dd>
      </div>
    </dl>
  );
}
