import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { User } from '@aso/core/auth';
import {
  AffiliateRegisterRequestSchema,
  NIGERIAN_BANKS,
  PAYOUT_FREQUENCIES,
  ResolveAccountQuerySchema,
  type PayoutFrequency,
} from '@aso/core/affiliates';
import { Button } from '../../../components/button.tsx';
import { CheckboxField, FormError, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import {
  affiliateRegistrationErrorMessage,
  type AffiliateRegistration,
  type useRegisterAffiliate,
} from '../api/register-affiliate.ts';
import {
  accountNotFoundError,
  useResolveAccount,
  type AccountToResolve,
} from '../api/resolve-account.ts';

/** How long typing pauses before the account is looked up (leaving the field looks it up at once). */
export const RESOLVE_ACCOUNT_DELAY_MS = 400;

type RegisterInput = z.input<typeof AffiliateRegisterRequestSchema>;
type FieldName = keyof RegisterInput;

const FIELDS: FieldName[] = [
  'full_name',
  'email',
  'phone_number',
  'bank_name',
  'account_number',
  'payout_frequency',
  'agreed_to_terms',
];
const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

const FREQUENCY_LABELS: Record<PayoutFrequency, string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
};

const resolver = zodResolver(AffiliateRegisterRequestSchema);

const selectClass =
  'mt-2 block min-h-12 w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark';

/** A bank and account number complete enough to be looked up, else null. */
function accountToResolve(bankName: unknown, accountNumber: unknown): AccountToResolve | null {
  const parsed = ResolveAccountQuerySchema.safeParse({
    bank_name: bankName,
    account_number: accountNumber,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The account typed in, looked up after a pause in typing (or at once on `lookUpNow`):
 * whether it is being looked up, the holder's name, and why the look-up failed.
 */
function useAccountCheck(bankName: unknown, accountNumber: unknown) {
  const typed = accountToResolve(bankName, accountNumber);
  const [lookedUp, setLookedUp] = useState<AccountToResolve | null>(null);
  const typedBank = typed?.bank_name ?? null;
  const typedNumber = typed?.account_number ?? null;

  useEffect(() => {
    if (!typedBank || !typedNumber) return;
    const timer = setTimeout(
      () => setLookedUp({ bank_name: typedBank, account_number: typedNumber }),
      RESOLVE_ACCOUNT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typedBank, typedNumber]);

  // A look-up of an earlier bank or number says nothing about what is typed now.
  const current =
    typed &&
    lookedUp?.bank_name === typed.bank_name &&
    lookedUp.account_number === typed.account_number
      ? lookedUp
      : null;
  const resolution = useResolveAccount(current);
  const checking = typed !== null && (current === null || resolution.isPending);
  const notFound =
    current && resolution.isError
      ? accountNotFoundError(resolution.error, current.bank_name)
      : null;

  return {
    checking,
    accountName: current && resolution.isSuccess ? resolution.data.account_name : null,
    notFound,
    /** The look-up failed for another reason than an unknown account (server, network). */
    unavailable: current !== null && resolution.isError && notFound === null,
    failed: current !== null && resolution.isError,
    retrying: resolution.isFetching,
    retry: () => void resolution.refetch(),
    lookUpNow: () => {
      if (typed && !current) setLookedUp(typed);
    },
  };
}

interface AffiliateRegisterFormProps {
  user: User;
  /** Held by the page, which shows the code once it succeeds. */
  registration: ReturnType<typeof useRegisterAffiliate>;
  termsId: string;
  /** Called once the server has registered the affiliate. */
  onRegistered: () => void;
}

/**
 * Spec §3, §5 Affiliate registration: who to pay and how often. The bank account is
 * looked up as it is typed, so the holder's name can be checked before registering.
 */
export function AffiliateRegisterForm({
  user,
  registration,
  termsId,
  onRegistered,
}: AffiliateRegisterFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyAffiliate, setAlreadyAffiliate] = useState(false);

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, AffiliateRegistration>({
    resolver,
    defaultValues: {
      full_name: user.name || `${user.first_name} ${user.last_name}`.trim(),
      email: user.email,
      phone_number: user.phone_number ?? user.phone ?? '',
      account_number: '',
      payout_frequency: 'monthly',
      agreed_to_terms: false,
    },
  });
  const [bankName, accountNumber] = useWatch({ control, name: ['bank_name', 'account_number'] });
  const account = useAccountCheck(bankName, accountNumber);
  // An account the bank does not know blocks; a bank that cannot be asked does not (the
  // server registers without the name then).
  const blocked = account.checking || (account.failed && !account.unavailable);

  const submit = handleSubmit((values) => {
    if (registration.isPending || blocked) return;
    setFormError(null);
    setAlreadyAffiliate(false);
    registration.mutate(values, {
      onSuccess: () => onRegistered(),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setAlreadyAffiliate(true);
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          const unplaced: string[] = [];
          let first = true;
          for (const [name, messages] of Object.entries(error.errors)) {
            const message = messages[0];
            if (!message) continue;
            if (isField(name)) {
              setError(name, { type: 'server', message }, { shouldFocus: first });
              first = false;
            } else unplaced.push(message);
          }
          // Errors shown at their fields need no second copy above the button.
          if (first || unplaced.length > 0) {
            setFormError(unplaced.join(' ') || affiliateRegistrationErrorMessage(error));
          }
          return;
        }
        setFormError(affiliateRegistrationErrorMessage(error));
      },
    });
  });

  const accountError = errors.account_number?.message ?? account.notFound ?? undefined;
  const frequencyError = errors.payout_frequency?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="affiliate-form-title"
      className="space-y-6"
    >
      <h2 id="affiliate-form-title" className="text-2xl text-brand">
        Your details
      </h2>

      <TextField
        id="affiliate-full-name"
        label="Full name"
        hint="As it appears on your bank account."
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="affiliate-email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="affiliate-phone-number"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
      </div>

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

      <CheckboxField
        id="affiliate-agreed-to-terms"
        label={
          <>
            I have read and agree to the{' '}
            <a
              href={`#${termsId}`}
              className="font-semibold text-brand underline underline-offset-4"
            >
              affiliate programme terms
            </a>
            .
          </>
        }
        error={errors.agreed_to_terms?.message}
        {...register('agreed_to_terms')}
      />

      <FormError>
        {formError ? (
          <>
            {formError}
            {alreadyAffiliate ? (
              <>
                {' '}
                <Link
                  to={paths.affiliateDashboard}
                  className="font-semibold underline underline-offset-4"
                >
                  Go to your dashboard
                </Link>
              </>
            ) : null}
          </>
        ) : null}
      </FormError>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={registration.isPending || blocked}
      >
        {registration.isPending ? 'Registering...' : 'Register as an affiliate'}
      </Button>
    </form>
  );
}
