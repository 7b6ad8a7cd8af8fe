import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_DECLINED, PAYMENT_NOT_COMPLETED } from '@aso/core/bookings';
import { formatStayDates } from '@aso/core/display-dates';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FormError } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import {
  releaseErrorMessage,
  resumeErrorMessage,
  useReleaseHold,
  useResumeCheckout,
} from '../../lib/checkout-api.ts';
import { FRONT_DESK_PHONE, telHref } from '../../lib/site-info.ts';
import { paths } from '../../lib/paths.ts';
import { failedCheckout, readFailedPayment, type FailedCheckout } from './failed-checkout.ts';

export const PAYMENT_NOT_VERIFIED =
  'We were unable to verify your payment. Please try again or contact support for assistance.';

const TITLES = {
  declined: 'Payment declined',
  abandoned: 'Payment not completed',
  unverified: 'Payment failed',
} as const;

const MESSAGES = {
  declined: PAYMENT_DECLINED,
  abandoned: PAYMENT_NOT_COMPLETED,
  unverified: PAYMENT_NOT_VERIFIED,
} as const;

const AGAIN_OR_OTHER_DATES =
  'try the payment again for the same stay and extras, or choose other dates.';

const linkClass = 'font-semibold whitespace-nowrap text-brand underline underline-offset-4';

/**
 * `/payment-failed` (spec §8): what happened, and the ways on. A declined or abandoned
 * payment took no money and says so; with the checkout known (from the callback, or the
 * one this browser started last) it offers to try again or to choose other dates.
 */
export function PaymentFailedPage() {
  const [params] = useSearchParams();
  const failed = readFailedPayment(params);
  // Read once: a release below forgets the stored checkout, the page keeps showing it.
  const [checkout] = useState(() => failedCheckout(failed));
  const kind = failed.outcome ?? 'unverified';

  return (
    <section className="wrap min-h-[60svh] py-16 sm:py-20">
      <DocumentTitle title={TITLES[kind]} />
      <p className="eyebrow text-brass-dark">Payment</p>
      <h1 className="mt-3 text-4xl text-brand">{TITLES[kind]}</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink">{MESSAGES[kind]}</p>
      {kind === 'unverified' ? (
        <p className="mt-3 max-w-xl text-muted">
          If you were charged, call the front desk with the time of your payment and we will sort it
          out straight away:{' '}
          <a href={telHref(FRONT_DESK_PHONE)} className={linkClass}>
            {FRONT_DESK_PHONE.display}
          </a>
          .
        </p>
      ) : null}
      {checkout ? (
        <CheckoutChoices checkout={checkout} />
      ) : (
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.residencies}>Back to residencies</ButtonLink>
          <ButtonLink to={paths.contact} variant="outline">
            Contact support
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

/** "Try again" (a fresh payment for the same hold) or "Choose other dates" (released now). */
function CheckoutChoices({ checkout }: { checkout: FailedCheckout }) {
  const navigate = useNavigate();
  const resume = useResumeCheckout();
  const release = useReleaseHold();
  const key = { bookingId: checkout.bookingId, access: checkout.access };
  // The hold ended or the room went while paying again: nothing is left to release.
  const ended =
    resume.error instanceof ApiError && (resume.error.status === 409 || resume.error.isNotFound);
  const busy = resume.isPending || resume.isSuccess || release.isPending || release.isSuccess;
  const roomPage = checkout.roomId === null ? paths.residencies : paths.room(checkout.roomId);

  const chooseOtherDates = () => {
    if (ended) {
      void navigate(roomPage);
      return;
    }
    release.mutate(key, { onSuccess: () => void navigate(roomPage) });
  };

  const stay =
    checkout.roomTitle && checkout.startDate && checkout.endDate
      ? `${checkout.roomTitle}, ${formatStayDates(checkout.startDate, checkout.endDate)}`
      : null;

  return (
    <div className="mt-8 max-w-xl">
      {ended ? null : (
        <p className="text-muted">
          {stay ? (
            <>
              <strong className="font-semibold text-ink">{stay}</strong>: {AGAIN_OR_OTHER_DATES}
            </>
          ) : (
            AGAIN_OR_OTHER_DATES.charAt(0).toUpperCase() + AGAIN_OR_OTHER_DATES.slice(1)
          )}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {ended ? null : (
          <Button onClick={() => resume.mutate(key)} disabled={busy}>
            {resume.isPending || resume.isSuccess ? 'Opening the payment page…' : 'Try again'}
          </Button>
        )}
        <Button variant="outline" onClick={chooseOtherDates} disabled={busy}>
          {release.isPending ? 'Releasing your hold…' : 'Choose other dates'}
        </Button>
      </div>
      <div className="mt-4 space-y-3">
        {resume.isError ? <FormError>{resumeErrorMessage(resume.error)}</FormError> : null}
        {release.isError ? <FormError>{releaseErrorMessage(release.error)}</FormError> : null}
      </div>
      <p className="mt-6 text-sm text-muted">
        Need a hand?{' '}
        <Link to={paths.contact} className={linkClass}>
          Contact support
        </Link>{' '}
        or call{' '}
        <a href={telHref(FRONT_DESK_PHONE)} className={linkClass}>
          {FRONT_DESK_PHONE.display}
        </a>
        .
      </p>
    </div>
  );
}
