import { formatNaira, koboToNaira } from '@aso/core/money';
import { FREE_CONVEYANCE_FROM_NIGHTS, type PriceBreakdown } from '@aso/core/pricing';
import type { RoomType } from '@aso/core/rooms';
import { pluralize } from '../../../lib/format.ts';
import type { ConveyanceChoice } from '../booking-rules.ts';

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

export const FREE_CONVEYANCE_NOTE = `Airport conveyance is free for stays of ${FREE_CONVEYANCE_FROM_NIGHTS} nights or more.`;

const CONVEYANCE_NAMES = { pickup: 'pickup', dropoff: 'drop-off', both: 'pickup and drop-off' };

interface PriceBreakdownProps {
  room: RoomType;
  price: PriceBreakdown | null;
  breakfastCount: number | null;
  conveyance: ConveyanceChoice | null;
}

/** The live total of the card: nights × price, breakfast, conveyance, total (spec §9). */
export function PriceBreakdownList({
  room,
  price,
  breakfastCount,
  conveyance,
}: PriceBreakdownProps) {
  if (!price) {
    return <p className="text-sm text-muted">Select your dates to see the total for your stay.</p>;
  }
  const nights = `${price.nights} ${pluralize(price.nights, 'night')}`;
  const conveyanceFree = conveyance !== null && price.conveyanceKobo === 0;

  return (
    <div>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {formatNaira(room.price_per_night)} × {nights}
          </dt>
          <dd className="font-semibold text-ink">{naira(price.roomKobo)}</dd>
        </div>
        {breakfastCount ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Breakfast ({breakfastCount} {pluralize(breakfastCount, 'person', 'persons')} ×{' '}
              {nights})
            </dt>
            <dd className="font-semibold text-ink">{naira(price.breakfastKobo)}</dd>
          </div>
        ) : null}
        {conveyance ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Airport {CONVEYANCE_NAMES[conveyance.direction]}</dt>
            <dd className="font-semibold text-ink">
              {conveyanceFree ? 'Free' : naira(price.conveyanceKobo)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-display text-xl font-semibold text-brand">
            {naira(price.totalKobo)}
          </dd>
        </div>
      </dl>
      {conveyanceFree ? <p className="mt-2 text-sm text-brand">{FREE_CONVEYANCE_NOTE}</p> : null}
    </div>
  );
}
