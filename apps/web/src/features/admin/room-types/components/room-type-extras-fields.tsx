import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../../components/form-field.tsx';
import type { FieldName, RoomTypeFormValues, SavedFields } from '../room-type-form-values.ts';

/**
 * The room type's extras: breakfast and airport conveyance, each a switch with its
 * prices shown (and checked, and sent) only while it is on.
 */
export function RoomTypeExtrasFields({
  control,
  register,
  errors,
  fieldId,
}: {
  control: Control<RoomTypeFormValues, unknown, SavedFields>;
  register: UseFormRegister<RoomTypeFormValues>;
  errors: FieldErrors<RoomTypeFormValues>;
  fieldId: (name: FieldName) => string;
}) {
  const breakfastOn = useWatch({ control, name: 'breakfast_enabled' });
  const conveyanceOn = useWatch({ control, name: 'airport_conveyance_enabled' });
  return (
    <>
      <fieldset className="space-y-4 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Breakfast</legend>
        <CheckboxField
          id={fieldId('breakfast_enabled')}
          label="Guests can add breakfast"
          error={errors.breakfast_enabled?.message}
          {...register('breakfast_enabled')}
        />
        {breakfastOn ? (
          <TextField
            id={fieldId('breakfast_price')}
            label="Breakfast price (₦ per person per night)"
            inputMode="decimal"
            autoComplete="off"
            error={errors.breakfast_price?.message}
            {...register('breakfast_price')}
          />
        ) : null}
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Airport conveyance</legend>
        <CheckboxField
          id={fieldId('airport_conveyance_enabled')}
          label="Guests can add airport pickup or drop-off"
          error={errors.airport_conveyance_enabled?.message}
          {...register('airport_conveyance_enabled')}
        />
        {conveyanceOn ? (
          <>
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField
                id={fieldId('airport_pickup_price')}
                label="Pickup (₦)"
                inputMode="decimal"
                autoComplete="off"
                error={errors.airport_pickup_price?.message}
                {...register('airport_pickup_price')}
              />
              <TextField
                id={fieldId('airport_dropoff_price')}
                label="Drop-off (₦)"
                inputMode="decimal"
                autoComplete="off"
                error={errors.airport_dropoff_price?.message}
                {...register('airport_dropoff_price')}
              />
              <TextField
                id={fieldId('airport_both_price')}
                label="Both ways (₦)"
                inputMode="decimal"
                autoComplete="off"
                error={errors.airport_both_price?.message}
                {...register('airport_both_price')}
              />
            </div>
            <TextField
              id={fieldId('airport_conveyance_price')}
              label="Conveyance price shown on the listing (₦, optional)"
              inputMode="decimal"
              autoComplete="off"
              error={errors.airport_conveyance_price?.message}
              {...register('airport_conveyance_price')}
            />
          </>
        ) : null}
      </fieldset>
    </>
  );
}
