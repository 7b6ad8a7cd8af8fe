import { AmountRows } from '../../../components/amount-rows.tsx';
import type { ReservationView } from '../reservation-view.ts';

/** What the stay cost, line by line as the booking stored them, its total and promo code. */
export function AmountsSummary({ view }: { view: ReservationView }) {
  return <AmountRows lines={view.lines ?? []} total={view.total} promoCode={view.promoCode} />;
}
