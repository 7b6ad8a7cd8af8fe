import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MAX_LONG_STAY_DISCOUNT_PERCENT } from '@aso/core/room-types';
import { TextField } from '../../../../components/form-field.tsx';
import type { FieldName, RoomTypeFormValues } from '../room-type-form-values.ts';

/** The long-stay discounts off the room: weekly from 7 nights, monthly from 28 (never both). */
export function RoomTypeDiscountFields({
  register,
  errors,
  fieldId,
}: {
  register: UseFormRegister<RoomTypeFormValues>;
  errors: FieldErrors<RoomTypeFormValues>;
  fieldId: (name: FieldName) => string;
}) {
  const hint = `0 to ${MAX_LONG_STAY_DISCOUNT_PERCENT}; the larger discount that applies is given, never both`;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Long-stay discounts</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('weekly_discount_percent')}
          label="Weekly discount (%, from 7 nights)"
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.weekly_discount_percent?.message}
          {...register('weekly_discount_percent')}
        />
        <TextField
          id={fieldId('monthly_discount_percent')}
          label="Monthly discount (%, from 28 nights)"
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.monthly_discount_percent?.message}
          {...register('monthly_discount_percent')}
        />
      </div>
    </fieldset>
  );
}
