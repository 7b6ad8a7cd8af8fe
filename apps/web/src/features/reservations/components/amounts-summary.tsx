import { AmountRows, type AmountRow } from '../../../components/amount-rows.tsx';
import { pluralize } from '../../../lib/format.ts';
import type { ReservationView } from '../reservation-view.ts';

/** What the stay cost: room, breakfast, conveyance and total, in naira. */
export function AmountsSummary({ view }: { view: ReservationView }) {
  const amounts = view.amounts;
  if (!amounts) return <AmountRows rows={[]} total={view.total} />;
  const rows: AmountRow[] = [
    { label: `Room (${view.nights} ${pluralize(view.nights, 'night')})`, amount: amounts.room },
  ];
  if (view.breakfastCount) {
    const persons = `${view.breakfastCount} ${pluralize(view.breakfastCount, 'person', 'persons')}`;
    rows.push({ label: `Breakfast (${persons})`, amount: amounts.breakfast });
  }
  if (view.conveyance && view.conveyance.length > 0) {
    rows.push({ label: 'Airport conveyance', amount: amounts.conveyance, freeWhenZero: true });
  }
  return <AmountRows rows={rows} total={amounts.total} />;
}
