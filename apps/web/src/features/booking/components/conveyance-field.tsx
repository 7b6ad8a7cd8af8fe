import { formatNaira, koboToNaira } from '@aso/core/money';
import {
  FREE_CONVEYANCE_FROM_NIGHTS,
  priceStay,
  type ConveyanceDirection,
} from '@aso/core/pricing';
import type { RoomType } from '@aso/core/rooms';
import { Button } from '../../../components/button.tsx';
import { CheckboxField, FormStatus } from '../../../components/form-field.tsx';
import { pricedRoomType, type ConveyanceChoice } from '../booking-rules.ts';
import { describeLeg, legsOf } from '../conveyance-form.ts';

/** `Pickup ₦40,000 · Drop-off ₦40,000 · Both ₦70,000` for this room type. */
function conveyancePrices(room: RoomType): string {
  const priced = pricedRoomType(room);
  const price = (direction: ConveyanceDirection) =>
    formatNaira(
      koboToNaira(
        priceStay(priced, { nights: 1, breakfastCount: null, conveyance: direction })
          .conveyanceKobo,
      ),
    );
  return `Pickup ${price('pickup')} · Drop-off ${price('dropoff')} · Both ${price('both')}`;
}

interface ConveyanceFieldProps {
  room: RoomType;
  conveyance: ConveyanceChoice | null;
  /** The conveyance modal is open (the box is ticked while it is). */
  editing: boolean;
  /** Why the legs changed, when a new stay moved them. */
  notice: string | null;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * The airport conveyance extra: ticking it opens the conveyance modal, and the legs saved
 * there are listed with a button to change them; unticking it drops them.
 */
export function ConveyanceField({
  room,
  conveyance,
  editing,
  notice,
  onEdit,
  onRemove,
}: ConveyanceFieldProps) {
  return (
    <div>
      <CheckboxField
        id="booking-conveyance"
        // Ticked while its modal is open; it stays ticked only once a conveyance is saved.
        checked={conveyance !== null || editing}
        onChange={(event) => (event.target.checked ? onEdit() : onRemove())}
        label={
          <>
            Airport conveyance
            <span className="block text-muted">
              {conveyancePrices(room)}; free for stays of {FREE_CONVEYANCE_FROM_NIGHTS} nights or
              more.
            </span>
          </>
        }
      />
      {conveyance ? (
        <div className="mt-3 ml-8 rounded-xl bg-cream px-4 py-3 text-sm">
          <ul className="space-y-1 text-ink">
            {legsOf(conveyance.direction).map((leg) => {
              const details = conveyance[leg];
              return details ? <li key={leg}>{describeLeg(leg, details)}</li> : null;
            })}
          </ul>
          <Button variant="outline" size="sm" className="mt-3" onClick={onEdit}>
            Edit conveyance
          </Button>
        </div>
      ) : null}
      <div className={notice ? 'mt-3' : undefined}>
        <FormStatus>{notice}</FormStatus>
      </div>
    </div>
  );
}
