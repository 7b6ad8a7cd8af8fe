import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { NIGERIAN_BANKS, PAYOUT_FREQUENCIES, type PayoutFrequency } from '@aso/core/affiliates';
import { TextField } from '../../../components/form-field.tsx';
import type { AccountCheck } from '../hooks/use-account-check.ts';
import type { RegisterInput } from './affiliate-register-form.tsx';

const FREQUENCY_LABELS: Record<PayoutFrequency, string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
};

const selectClass =
  'mt-2 block min-h-12 w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark';

/**
 * The registration's payout details: the bank, the account number with what its look-up
 * found (announced as it arrives), and how often the affiliate is paid.
 */
export function PayoutDetailsFields({
  register,
  errors,
  account,
}: {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
  account: AccountCheck;
}) {
  const accountError = errors.account_number?.message ?? account.notFound ?? undefined;
  const frequencyError = errors.payout_frequency?.message;

  return (
    <fieldset className="rounded-2xl border border-line p-5 sm:p-6">
      <legend className="px-2 text-sm font-semibold text-ink">Payout details</legend>
      <div className="space-y-6">
        <div>
          <label htmlFor="affiliate-bank-name" className="block text-sm font-semibold text-ink">
            Bank
          </label>
          <select
            id="affiliate-bank-name"
            defaultValue=""
            aria-invalid={errors.bank_name ? true : undefined}
            aria-describedby={errors.bank_name ? 'affiliate-bank-name-error' : undefined}
            className={selectClass}
            {...register('bank_name')}
          >
            <option value="">Choose your bank</option>
            {NIGERIAN_BANKS.map((bank) => (
              <option key={bank.code} value={bank.name}>
                {bank.name}
              </option>
            ))}
          </select>
          {errors.bank_name ? (
            <p
              id="affiliate-bank-name-error"
              className="mt-2 text-sm font-medium text-terracotta-dark"
            >
              {errors.bank_name.message}
            </p>
          ) : null}
        </div>

        <div>
          <TextField
            id="affiliate-account-number"
            label="Account number"
            hint="The 10 digits of your NUBAN account number."
            inputMode="numeric"
            autoComplete="off"
            error={accountError}
            {...register('account_number', { onBlur: account.lookUpNow })}
          />
          {/* Stays in the page so the look-up's result is announced when it arrives. */}
          <div role="status" aria-live="polite" className="mt-3 text-sm">
            {account.checking ? (
              <p className="flex items-center gap-2 text-muted">
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-line border-t-brand"
                />
                Checking the account...
              </p>
            ) : account.accountName ? (
              <p className="rounded-xl border border-brand/30 bg-mint px-4 py-3 text-brand">
                Account name: <strong className="font-semibold">{account.accountName}</strong>
                <span className="mt-1 block text-ink">
                  Check that this is your account before you register.
                </span>
              </p>
            ) : account.unavailable ? (
              <p className="text-terracotta-dark">
                We could not check this account with the bank just now. You can still register, or{' '}
                <button
                  type="button"
                  onClick={account.retry}
                  disabled={account.retrying}
                  className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                >
                  try again
                </button>
                .
              </p>
            ) : null}
          </div>
        </div>

        <fieldset
          aria-describedby={frequencyError ? 'affiliate-payout-frequency-error' : undefined}
        >
          <legend className="text-sm font-semibold text-ink">How often we pay you</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {PAYOUT_FREQUENCIES.map((frequency) => (
              <label
                key={frequency}
                className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-field bg-white px-3 text-base text-ink has-checked:border-brand has-checked:bg-mint"
              >
                <input
                  type="radio"
                  value={frequency}
                  className="size-5 shrink-0 accent-brand"
                  {...register('payout_frequency')}
                />
                {FREQUENCY_LABELS[frequency]}
              </label>
            ))}
          </div>
          {frequencyError ? (
            <p
              id="affiliate-payout-frequency-error"
              className="mt-2 text-sm font-medium text-terracotta-dark"
            >
              {frequencyError}
            </p>
          ) : null}
        </fieldset>
      </div>
    </fieldset>
  );
}
