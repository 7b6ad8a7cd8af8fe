import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PAYOUT_REQUESTED } from '@aso/core/affiliate-messages';
import type { AffiliateDashboard } from '@aso/core/affiliates';
import { MIN_PAYOUT_NAIRA } from '@aso/core/constants';
import { formatNaira, koboToNaira } from '@aso/core/money';
import { Button } from '../../../components/button.tsx';
import { FormError, TextField } from '../../../components/form-field.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { payoutErrorMessage, useRequestPayout } from '../api/request-payout.ts';
import { payoutResolver, type PayoutInput, type PayoutOutput } from './payout-validation.ts';

type Affiliate = AffiliateDashboard['affiliate'];

/** Spec §3, §5: asks for a payout; the dashboard reloads after a success. */
export function PayoutRequestForm({ userId, affiliate }: { userId: number; affiliate: Affiliate }) {
  const payout = useRequestPayout(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const nothingPending = affiliate.pending_commission <= 0;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PayoutInput, unknown, PayoutOutput>({
    defaultValues: { amount: '' },
    resolver: payoutResolver(affiliate.available_for_payout),
  });

  const submit = handleSubmit(({ amount }) => {
    if (payout.isPending || nothingPending) return;
    setFormError(null);
    setSuccess(null);
    payout.mutate(koboToNaira(amount), {
      onSuccess: () => {
        setSuccess(PAYOUT_REQUESTED);
        reset();
      },
      onError: (error) => setFormError(payoutErrorMessage(error)),
    });
  });

  return (
    <section
      aria-labelledby="payout-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="payout-title" className="text-xl text-brand">
        Request a payout
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted">
        Paid {affiliate.payout_frequency} by bank transfer, from {formatNaira(MIN_PAYOUT_NAIRA)}.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
        <TextField
          id="payout-amount"
          label="Amount (₦)"
          hint={
            nothingPending
              ? 'You have no pending commission to request yet.'
              : affiliate.available_for_payout < MIN_PAYOUT_NAIRA
                ? `You can request a payout once ${formatNaira(MIN_PAYOUT_NAIRA)} is available (${formatNaira(affiliate.available_for_payout)} now).`
                : `You can request up to ${formatNaira(affiliate.available_for_payout)}.`
          }
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <FormError>{formError}</FormError>
        <Button type="submit" className="w-full" disabled={nothingPending || payout.isPending}>
          {payout.isPending ? 'Requesting...' : 'Request payout'}
        </Button>
      </form>
      <div className="mt-4">
        <SuccessBanner message={success} onDismiss={() => setSuccess(null)} />
      </div>
    </section>
  );
}
