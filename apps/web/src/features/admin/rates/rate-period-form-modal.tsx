import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  RATE_PERIOD_CREATED,
  RATE_PERIOD_UPDATED,
  type RatePeriod,
  type RatePeriodChanges,
} from '@aso/core/rates';
import type { AdminRoomType } from '@aso/core/room-types';
import { CheckboxField, FormError, TextField } from '../../../components/form-field.tsx';
import { SaveFormModal } from '../../../components/save-form-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveRatePeriodErrorMessage, useSaveRatePeriod } from './api/save-rate-period.ts';
import {
  formFieldOf,
  ratePeriodDefaults,
  ratePeriodResolver,
  type RatePeriodFormValues,
} from './rate-period-form-values.ts';

const FORM_ID = 'rate-period-form';

interface RatePeriodFormModalProps {
  open: boolean;
  /** The period to edit; none: a new one. */
  period: RatePeriod | null;
  roomTypes: AdminRoomType[];
  /** The room type a new period is for at first (the one the calendar shows). */
  roomTypeId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** "Add rate period" or "Edit rate period": a season's dates, price and stay rules. */
export function RatePeriodFormModal({
  open,
  period,
  roomTypes,
  roomTypeId,
  onClose,
  onSaved,
}: RatePeriodFormModalProps) {
  const save = useSaveRatePeriod();
  return (
    <SaveFormModal
      open={open}
      title={period ? 'Edit rate period' : 'Add rate period'}
      formId={FORM_ID}
      save={save}
      editing={period !== null}
      onClose={onClose}
    >
      <RatePeriodForm
        key={period?.id ?? 'new'}
        period={period}
        roomTypes={roomTypes}
        roomTypeId={roomTypeId}
        save={save}
        onSaved={(message) => {
          save.reset();
          onSaved(message);
        }}
      />
    </SaveFormModal>
  );
}

function RatePeriodForm({
  period,
  roomTypes,
  roomTypeId,
  save,
  onSaved,
}: {
  period: RatePeriod | null;
  roomTypes: AdminRoomType[];
  roomTypeId: number | null;
  save: ReturnType<typeof useSaveRatePeriod>;
  onSaved: (message: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const scopeId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RatePeriodFormValues, unknown, RatePeriodChanges>({
    defaultValues: ratePeriodDefaults(period, roomTypeId),
    resolver: ratePeriodResolver,
  });

  const submit = handleSubmit((changes) => {
    if (save.isPending) return;
    setFormError(null);
    save.mutate(
      { ...(period ? { id: period.id } : {}), changes },
      {
        onSuccess: () => onSaved(period ? RATE_PERIOD_UPDATED : RATE_PERIOD_CREATED),
        onError: (error) => {
          // A 422's reasons go under their fields; a 409 (an overlap) above the buttons.
          let placed = false;
          if (error instanceof ApiError && error.status === 422 && error.errors) {
            for (const [name, messages] of Object.entries(error.errors)) {
              const field = messages[0] ? formFieldOf(name, messages[0]) : null;
              if (!field) continue;
              setError(
                field.name,
                { type: 'server', message: field.message },
                { shouldFocus: !placed },
              );
              placed = true;
            }
          }
          setFormError(placed ? null : saveRatePeriodErrorMessage(error));
        },
      },
    );
  });

  const scopeError = errors.room_type_id?.message;
  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        id="rate-period-name"
        label="Name"
        hint="E.g. Christmas season."
        autoComplete="off"
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <div>
        <label htmlFor={scopeId} className="block text-sm font-semibold text-ink">
          Room type
        </label>
        <select
          id={scopeId}
          aria-invalid={scopeError ? true : undefined}
          aria-describedby={scopeError ? `${scopeId}-error` : undefined}
          className="mt-2 block h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark"
          {...register('room_type_id')}
        >
          <option value="">All room types</option>
          {roomTypes.map((roomType) => (
            <option key={roomType.id} value={String(roomType.id)}>
              {roomType.title}
            </option>
          ))}
        </select>
        {scopeError ? (
          <p id={`${scopeId}-error`} className="mt-2 text-sm font-medium text-terracotta-dark">
            {scopeError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="rate-period-start"
          label="First night"
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <TextField
          id="rate-period-last"
          label="Last night"
          type="date"
          hint="Guests check out the morning after."
          error={errors.last_night?.message}
          {...register('last_night')}
        />
      </div>
      <TextField
        id="rate-period-price"
        label="Price per night (₦)"
        hint="Leave blank to keep the room type's base price."
        inputMode="decimal"
        autoComplete="off"
        error={errors.price_per_night?.message}
        {...register('price_per_night')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="rate-period-min"
          label="Minimum stay (nights)"
          hint="Optional."
          inputMode="numeric"
          autoComplete="off"
          error={errors.min_nights?.message}
          {...register('min_nights')}
        />
        <TextField
          id="rate-period-max"
          label="Maximum stay (nights)"
          hint="Optional."
          inputMode="numeric"
          autoComplete="off"
          error={errors.max_nights?.message}
          {...register('max_nights')}
        />
      </div>
      <CheckboxField
        id="rate-period-closed"
        label="Closed to arrival (no check-in on these nights)"
        error={errors.closed_to_arrival?.message}
        {...register('closed_to_arrival')}
      />
      <FormError>{formError}</FormError>
    </form>
  );
}
