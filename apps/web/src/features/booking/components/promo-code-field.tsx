import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatNaira } from '@aso/core/money';
import type { PromoCheckResponse } from '@aso/core/promo-codes';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { usePromoCheck } from '../api/check-promo-code.ts';
import type { BookingForm } from '../hooks/use-booking-form.ts';
import type { StayRange } from '../stay-dates.ts';

export const PROMO_NEEDS_DATES = 'The code is applied to your stay once you choose your dates.';

/**
 * "10% off the room — ₦13,500 off"; a fixed amount is said once ("₦5,000 off the room")
 * unless the room costs less than it takes off.
 */
export function discountText({ discount_label, discount }: PromoCheckResponse): string {
  const amount = formatNaira(discount);
  return discount_label.includes(amount) ? discount_label : `${discount_label} — ${amount} off`;
}

interface PromoCodeFieldProps {
  form: BookingForm;
  roomTypeId: number;
  range: StayRange;
  /** The server's refusal of the applied code for these choices (the quote's, the booking's). */
  refusal: string | null;
}

/**
 * The promo code, optional. A typed code is applied with Apply, Enter or on leaving the
 * field; the applied one goes into the quote and the booking (`promo_code`) and is
 * checked against the chosen stay: "10% off the room — ₦10,500 off", or why it cannot
 * serve ("This code has expired."), which stops BOOK NOW until it is changed or removed.
 */
export function PromoCodeField({ form, roomTypeId, range, refusal }: PromoCodeFieldProps) {
  const { control, getValues, setValue } = form;
  const applied = (useWatch({ control, name: 'promo_code' }) ?? '').trim();
  const [draft, setDraft] = useState(() => getValues('promo_code') ?? '');
  const check = usePromoCheck(
    applied && range.start && range.end
      ? { code: applied, room_type_id: roomTypeId, start_date: range.start, end_date: range.end }
      : null,
  );

  const apply = (value: string) => {
    const code = value.trim();
    setDraft(code);
    if (code !== applied) setValue('promo_code', code);
  };
  const remove = () => {
    setDraft('');
    setValue('promo_code', '');
  };

  // What is said is about the applied code: none while another one is being typed.
  const shown = applied !== '' && draft.trim() === applied;
  const answer = shown ? check.data : undefined;
  const error = shown
    ? (refusal ?? (answer?.status === 'refused' ? answer.message : undefined))
    : undefined;
  const applies = !error && answer?.status === 'applies' ? answer.answer : null;

  return (
    <div>
      <TextField
        id="booking-promo-code"
        label="Promo code"
        hint="Optional: a code for a discount on the room."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => apply(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply(event.currentTarget.value);
        }}
        error={error}
        aria-describedby={[
          'booking-promo-code-hint',
          error ? 'booking-promo-code-error' : null,
          'booking-promo-code-status',
        ]
          .filter(Boolean)
          .join(' ')}
        style={{ paddingRight: '6rem' }}
        trailing={
          <Button
            variant="outline"
            size="sm"
            onClick={() => apply(draft)}
            disabled={draft.trim() === '' || draft.trim() === applied}
          >
            Apply
          </Button>
        }
      />
      <div className="mt-2 flex flex-col items-start gap-1 text-sm">
        <p
          id="booking-promo-code-status"
          aria-live="polite"
          className={`flex items-center gap-1.5 empty:-mb-1 ${applies ? 'font-medium text-brand' : 'text-muted'}`}
        >
          {applies ? (
            <>
              <CheckIcon className="size-4 shrink-0" />
              {discountText(applies)}
            </>
          ) : shown && !error && !(range.start && range.end) ? (
            PROMO_NEEDS_DATES
          ) : null}
        </p>
        {shown ? (
          <button
            type="button"
            onClick={remove}
            className="rounded font-semibold text-brand underline underline-offset-4"
          >
            Remove code
          </button>
        ) : null}
      </div>
    </div>
  );
}
