import { useWatch } from 'react-hook-form';
import { formatNaira } from '@aso/core/money';
import { maxBreakfastPersons } from '@aso/core/pricing';
import type { RoomType } from '@aso/core/rooms';
import { CheckboxField } from '../../../components/form-field.tsx';
import type { BookingForm } from '../hooks/use-booking-form.ts';

const selectClass =
  'mt-2 block w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand';

/** The breakfast extra: ticked, it asks for how many persons (up to the room's limit). */
export function BreakfastField({ room, form }: { room: RoomType; form: BookingForm }) {
  const { control, register } = form;
  const breakfast = useWatch({ control, name: 'breakfast' });
  const maxPersons = maxBreakfastPersons(room.title);
  return (
    <div>
      <CheckboxField
        id="booking-breakfast"
        {...register('breakfast')}
        label={
          <>
            Breakfast
            <span className="block text-muted">
              {formatNaira(room.breakfast_price)} per person per night
            </span>
          </>
        }
      />
      {breakfast ? (
        <div className="mt-3 ml-8">
          <label htmlFor="booking-breakfast-count" className="block text-sm font-semibold">
            Persons for breakfast
          </label>
          <select
            id="booking-breakfast-count"
            {...register('breakfast_count', { valueAsNumber: true })}
            className={`${selectClass} max-w-40`}
          >
            {Array.from({ length: maxPersons }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
