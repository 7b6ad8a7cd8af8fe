import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ManualBookingRequestSchema } from '@aso/core/admin';
import { addDays, businessToday, isIsoDate } from '@aso/core/dates';
import { ApiError } from '../lib/api-client.ts';
import {
  manualBookingErrorMessage,
  useBookableUnits,
  type ManualBooking,
  type useCreateManualBooking,
} from '../lib/manual-booking-api.ts';
import { FormError, TextField } from './form-field.tsx';
import type { ManualBookingPrefill } from './manual-booking-modal.tsx';
import { UnitSelect } from './manual-booking-unit-select.tsx';

export const MANUAL_BOOKING_FORM_ID = 'manual-booking-form';

type ManualBookingInput = z.input<typeof ManualBookingRequestSchema>;
type FieldName = keyof ManualBookingInput;

const FIELDS: FieldName[] = [
  'room_id',
  'room_type_id',
  'start_date',
  'end_date',
  'guest_name',
  'guest_email',
  'guest_phone',
];
const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

const schemaResolver = zodResolver(ManualBookingRequestSchema);

function defaultsOf(initial: ManualBookingPrefill | undefined): ManualBookingInput {
  const start = initial?.startDate && isIsoDate(initial.startDate) ? initial.startDate : '';
  return {
    room_id: initial?.roomId ? String(initial.roomId) : '',
    room_type_id: initial?.roomTypeId ?? '',
    start_date: start,
    end_date: start ? addDays(start, 1) : '',
    guest_name: '',
    guest_email: '',
    guest_phone: '',
  };
}

/**
 * A manual booking's form: the unit, the stay and the guest, checked by the shared
 * schema; the server's field errors are put at their fields.
 */
export function ManualBookingForm({
  initial,
  create,
}: {
  initial: ManualBookingPrefill | undefined;
  create: ReturnType<typeof useCreateManualBooking>;
}) {
  const units = useBookableUnits();
  const [formError, setFormError] = useState<string | null>(null);
  const today = businessToday();
  const roomFieldId = useId();

  // The room type always comes from the chosen unit's row (spec §3 Manual booking).
  const resolver: Resolver<ManualBookingInput, unknown, ManualBooking> = (values, ...rest) => {
    const unit = units.data?.find((row) => row.id === Number(values.room_id));
    return schemaResolver(
      { ...values, room_type_id: unit?.room_type_id ?? values.room_type_id },
      ...rest,
    );
  };

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ManualBookingInput, unknown, ManualBooking>({
    defaultValues: defaultsOf(initial),
    resolver,
  });
  // Before the other fields register, so a failed submit focuses the room first.
  const {
    field: { ref: roomRef, value: roomValue, onChange: onRoomChange, onBlur: onRoomBlur },
  } = useController({ control, name: 'room_id' });
  const startDate = useWatch({ control, name: 'start_date' });
  const roomError = errors.room_id?.message ?? errors.room_type_id?.message;

  const submit = handleSubmit((booking) => {
    if (create.isPending) return;
    setFormError(null);
    create.mutate(booking, {
      onError: (error) => {
        const unplaced: string[] = [];
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          let first = true;
          for (const [name, messages] of Object.entries(error.errors)) {
            const message = messages[0];
            if (!message) continue;
            // The room type has no field of its own: its error belongs to the room.
            const field = name === 'room_type_id' ? 'room_id' : name;
            if (isField(field)) {
              setError(field, { type: 'server', message }, { shouldFocus: first });
              first = false;
            } else unplaced.push(message);
          }
          if (first || unplaced.length > 0) {
            setFormError(unplaced.join(' ') || manualBookingErrorMessage(error));
          }
          return;
        }
        setFormError(manualBookingErrorMessage(error));
      },
    });
  });

  const endMin = startDate && isIsoDate(String(startDate)) ? addDays(String(startDate), 1) : today;

  return (
    <form
      id={MANUAL_BOOKING_FORM_ID}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
    >
      <UnitSelect
        id={roomFieldId}
        units={units}
        value={String(roomValue ?? '')}
        onChange={onRoomChange}
        onBlur={onRoomBlur}
        selectRef={roomRef}
        error={roomError}
        autoFocus={!initial?.roomId}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="manual-start-date"
          label="Check-in date"
          type="date"
          min={today}
          error={errors.start_date?.message}
          data-autofocus={initial?.roomId && !initial.startDate ? true : undefined}
          {...register('start_date', {
            onChange: (event: { target: { value: string } }) => {
              const start = event.target.value;
              const end = String(getValues('end_date') ?? '');
              // Keep the stay at least one night long as the check-in moves.
              if (isIsoDate(start) && (!isIsoDate(end) || end <= start)) {
                setValue('end_date', addDays(start, 1));
              }
            },
          })}
        />
        <TextField
          id="manual-end-date"
          label="Check-out date"
          type="date"
          min={endMin}
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>

      <TextField
        id="manual-guest-name"
        label="Guest name"
        autoComplete="off"
        error={errors.guest_name?.message}
        data-autofocus={initial?.roomId && initial.startDate ? true : undefined}
        {...register('guest_name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="manual-guest-email"
          label="Guest email"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.guest_email?.message}
          {...register('guest_email')}
        />
        <TextField
          id="manual-guest-phone"
          label="Guest phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.guest_phone?.message}
          {...register('guest_phone')}
        />
      </div>

      <FormError>{formError}</FormError>
    </form>
  );
}
