import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { User } from '@aso/core/auth';
import { AffiliateRegisterRequestSchema } from '@aso/core/affiliates';
import { Button } from '../../../components/button.tsx';
import { CheckboxField, FormError, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import {
  affiliateRegistrationErrorMessage,
  type AffiliateRegistration,
  type useRegisterAffiliate,
} from '../api/register-affiliate.ts';
import { useAccountCheck } from '../hooks/use-account-check.ts';
import { PayoutDetailsFields } from './payout-details-fields.tsx';

export type RegisterInput = z.input<typeof AffiliateRegisterRequestSchema>;
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

const resolver = zodResolver(AffiliateRegisterRequestSchema);

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

      <PayoutDetailsFields register={register} errors={errors} account={account} />

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
