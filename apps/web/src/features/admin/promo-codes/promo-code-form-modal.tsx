import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  PROMO_CODE_CREATED,
  PROMO_CODE_UPDATED,
  type PromoCode,
  type PromoCodeValues,
} from '@aso/core/promo-codes';
import type { AdminRoomType } from '@aso/core/room-types';
import { CheckboxField, FormError, TextField } from '../../../components/form-field.tsx';
import { SaveFormModal } from '../../../components/save-form-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  promoCodeBody,
  savePromoCodeErrorMessage,
  useSavePromoCode,
} from './api/save-promo-code.ts';
import {
  promoCodeDefaults,
  promoCodeResolver,
  promoFieldOf,
  type PromoCodeFormValues,
} from './promo-code-form-values.ts';

const FORM_ID = 'promo-code-form';

interface PromoCodeFormModalProps {
  open: boolean;
  /** The code to edit; none: a new one. */
  promo: PromoCode | null;
  roomTypes: AdminRoomType[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** "Add promo code" or "Edit promo code". */
export function PromoCodeFormModal({
  open,
  promo,
  roomTypes,
  onClose,
  onSaved,
}: PromoCodeFormModalProps) {
  const save = useSavePromoCode();
  return (
    <SaveFormModal
      open={open}
      title={promo ? 'Edit promo code' : 'Add promo code'}
      formId={FORM_ID}
      save={save}
      editing={promo !== null}
      onClose={onClose}
    >
      <PromoCodeForm
        key={promo?.id ?? 'new'}
        promo={promo}
        roomTypes={roomTypes}
        save={save}
        onSaved={(message) => {
          save.reset();
          onSaved(message);
        }}
      />
    </SaveFormModal>
  );
}

function PromoCodeForm({
  promo,
  roomTypes,
  save,
  onSaved,
}: {
  promo: PromoCode | null;
  roomTypes: AdminRoomType[];
  save: ReturnType<typeof useSavePromoCode>;
  onSaved: (message: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const roomTypesId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<PromoCodeFormValues, unknown, PromoCodeValues>({
    defaultValues: promoCodeDefaults(promo),
    resolver: promoCodeResolver,
  });
  const ticked = useWatch({ control, name: 'room_type_ids' });

  const submit = handleSubmit((values) => {
    if (save.isPending) return;
    setFormError(null);
    save.mutate(
      { ...(promo ? { id: promo.id } : {}), body: promoCodeBody(values) },
      {
        onSuccess: () => onSaved(promo ? PROMO_CODE_UPDATED : PROMO_CODE_CREATED),
        onError: (error) => {
          // A 422's reasons go under their fields; a 409 (the code is taken) above the buttons.
          let placed = false;
          if (error instanceof ApiError && error.status === 422 && error.errors) {
            for (const [name, messages] of Object.entries(error.errors)) {
              const field = promoFieldOf(name);
              if (!field || !messages[0]) continue;
              setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
              placed = true;
            }
          }
          setFormError(placed ? null : savePromoCodeErrorMessage(error));
        },
      },
    );
  });

  const roomTypesError = errors.room_type_ids?.message;
  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        id="promo-code"
        label="Code"
        hint="4 to 20 letters or digits; guests may type it in any case."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.code?.message}
        data-autofocus
        {...register('code')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="promo-percent"
          label="Percent off (%)"
          hint="Give this or an amount off."
          inputMode="decimal"
          autoComplete="off"
          error={errors.percent_off?.message}
          {...register('percent_off')}
        />
        <TextField
          id="promo-amount"
          label="Amount off (₦)"
          hint="Taken off the room, after any long-stay discount."
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount_off?.message}
          {...register('amount_off')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="promo-stays-from"
          label="Stays from"
          hint="First arrival day it serves."
          type="date"
          error={errors.stays_from?.message}
          {...register('stays_from')}
        />
        <TextField
          id="promo-stays-to"
          label="Stays to"
          hint="Last arrival day it serves."
          type="date"
          error={errors.stays_to?.message}
          {...register('stays_to')}
        />
        <TextField
          id="promo-valid-until"
          label="Valid until"
          hint="Last day a booking may use it."
          type="date"
          error={errors.valid_until?.message}
          {...register('valid_until')}
        />
        <TextField
          id="promo-min-nights"
          label="Minimum stay (nights)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.min_nights?.message}
          {...register('min_nights')}
        />
        <TextField
          id="promo-max-uses"
          label="Maximum uses"
          hint="Leave blank for no limit."
          inputMode="numeric"
          autoComplete="off"
          error={errors.max_uses?.message}
          {...register('max_uses')}
        />
      </div>
      <fieldset
        aria-describedby={`${roomTypesId}-hint${roomTypesError ? ` ${roomTypesId}-error` : ''}`}
      >
        <legend className="text-sm font-semibold text-ink">Room types</legend>
        <p id={`${roomTypesId}-hint`} className="mt-1 text-sm text-muted">
          None ticked: every room type.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {roomTypes.map((roomType) => {
            const id = String(roomType.id);
            return (
              <CheckboxField
                key={roomType.id}
                id={`promo-room-type-${roomType.id}`}
                label={roomType.title}
                checked={ticked.includes(id)}
                onChange={(event) =>
                  setValue(
                    'room_type_ids',
                    event.target.checked ? [...ticked, id] : ticked.filter((kept) => kept !== id),
                  )
                }
              />
            );
          })}
        </div>
        {roomTypesError ? (
          <p id={`${roomTypesId}-error`} className="mt-2 text-sm font-medium text-terracotta-dark">
            {roomTypesError}
          </p>
        ) : null}
      </fieldset>
      <CheckboxField
        id="promo-active"
        label="Active (guests can use it)"
        error={errors.active?.message}
        {...register('active')}
      />
      <FormError>{formError}</FormError>
    </form>
  );
}
