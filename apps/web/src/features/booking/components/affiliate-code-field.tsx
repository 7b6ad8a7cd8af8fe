import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CODE_APPLIED, CODE_UNKNOWN } from '@aso/core/affiliates';
import { TextField } from '../../../components/form-field.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { useAffiliateCodeCheck } from '../api/check-affiliate-code.ts';
import type { BookingForm } from '../hooks/use-booking-form.ts';

/**
 * The affiliate code, checked with the server as it arrives prefilled and when a typed
 * one leaves the field; the answer ("Code applied" or not recognised) is only about the
 * code in the field, and an unknown code never blocks booking (the server ignores it).
 */
export function AffiliateCodeField({ form }: { form: BookingForm }) {
  const { control, getValues, register } = form;
  const code = (useWatch({ control, name: 'affiliate_code' }) ?? '').trim();
  // The code last checked with the server: a prefilled one at once, a typed one on leaving the field.
  const [checkedCode, setCheckedCode] = useState(() => (getValues('affiliate_code') ?? '').trim());
  const codeCheck = useAffiliateCodeCheck(checkedCode);
  const status = checkedCode !== '' && code === checkedCode ? codeCheck.data : undefined;
  return (
    <div>
      <TextField
        id="booking-affiliate-code"
        label="Affiliate code"
        hint="Optional: the code of the partner who referred you."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...register('affiliate_code', {
          onBlur: (event: { target: HTMLInputElement }) =>
            setCheckedCode(event.target.value.trim()),
        })}
        aria-describedby="booking-affiliate-code-hint booking-affiliate-code-status"
      />
      <p
        id="booking-affiliate-code-status"
        aria-live="polite"
        className={`mt-2 flex items-center gap-1.5 text-sm font-medium empty:mt-0 ${
          status === 'applied' ? 'text-brand' : 'text-terracotta-dark'
        }`}
      >
        {status === 'applied' ? (
          <>
            <CheckIcon className="size-4 shrink-0" />
            {CODE_APPLIED}
          </>
        ) : status === 'unknown' ? (
          CODE_UNKNOWN
        ) : null}
      </p>
    </div>
  );
}
