import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { LoadingMessage } from '../../components/status-message.tsx';
import { browserLocation } from '../../lib/browser-location.ts';
import { paths } from '../../lib/paths.ts';
import { finishCheckout, forgetCheckout } from '../../lib/pending-checkout.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { useVerifyPayment } from './api/verify-payment.ts';
import { isUnpaidOutcome, paymentFailedUrl } from './failed-checkout.ts';
import { handledOutcome, rememberOutcome } from './handled-references.ts';

export const NO_REFERENCE = 'No payment reference found.';
export const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';
/** Spec §4/§9: the error stays this long before /payment-failed. */
export const FAILURE_REDIRECT_MS = 3000;

/** The in-app path of a redirect URL, or null when it leaves this site. */
function appPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : null;
  } catch {
    return null;
  }
}

/**
 * `/payment/callback?reference=…`, where the payment page sends the guest back (spec §4):
 * verifies the reference once, then goes to the booking (`redirect_url`, else the
 * profile). A declined or abandoned payment took no money: straight on to /payment-failed,
 * which says so and offers to try again or choose other dates. A payment refunded because
 * the hold ran out says so here. When verification itself fails: the spec's message, then
 * /payment-failed after 3 seconds.
 */
export function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() ?? '';
  // Read before this visit marks the reference: a reload or the Back button finds it here.
  const [previous] = useState(() => (reference ? handledOutcome(reference) : null));
  const verify = useVerifyPayment(reference, reference !== '' && previous === null);
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();

  const outcome = verify.data?.outcome;
  const unpaid = isUnpaidOutcome(outcome);
  const refunded = outcome === 'refunded';
  const failed =
    reference === '' || verify.isError || (verify.data?.success === false && !unpaid && !refunded);
  const message = reference === '' ? NO_REFERENCE : VERIFICATION_FAILED;

  useEffect(() => {
    if (reference && previous === null) rememberOutcome(reference, { status: 'pending' });
  }, [reference, previous]);

  useEffect(() => {
    if (previous?.status === 'done') {
      void navigate(previous.to, { replace: true });
      return;
    }
    if (failed) {
      if (reference) rememberOutcome(reference, { status: 'done', to: paths.paymentFailed });
      navigateLater(paths.paymentFailed, FAILURE_REDIRECT_MS, { replace: true });
      return;
    }
    const answer = verify.data;
    if (!answer) return;
    if (isUnpaidOutcome(answer.outcome)) {
      const to = paymentFailedUrl({
        outcome: answer.outcome,
        bookingId: answer.booking_id,
        access: answer.access,
      });
      rememberOutcome(reference, { status: 'done', to });
      void navigate(to, { replace: true });
      return;
    }
    if (answer.outcome === 'refunded') {
      // The hold had run out: nothing is left to resume.
      if (answer.booking_id !== null) forgetCheckout(answer.booking_id);
      return;
    }
    if (answer.success) {
      if (answer.booking_id !== null) finishCheckout(answer.booking_id);
      const target = answer.redirect_url || paths.profile;
      const inApp = appPath(target);
      rememberOutcome(reference, { status: 'done', to: inApp ?? paths.profile });
      if (inApp) void navigate(inApp, { replace: true });
      else browserLocation.assign(target);
    }
  }, [failed, navigate, navigateLater, previous, reference, verify.data]);

  if (refunded && verify.data) {
    return (
      <CallbackShell title="Payment refunded">
        <p
          role="alert"
          className="rounded-xl border border-terracotta/50 bg-blush px-4 py-3 font-medium text-terracotta-dark"
        >
          {verify.data.message}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.residencies}>Back to residencies</ButtonLink>
          <ButtonLink to={paths.contact} variant="outline">
            Contact support
          </ButtonLink>
        </div>
      </CallbackShell>
    );
  }

  if (failed) {
    return (
      <CallbackShell title="Payment not confirmed">
        <p
          role="alert"
          className="rounded-xl border border-terracotta/50 bg-blush px-4 py-3 font-medium text-terracotta-dark"
        >
          {message}
        </p>
        <p className="mt-4 text-muted">
          Taking you on in a few seconds…{' '}
          <Link
            to={paths.paymentFailed}
            replace
            className="rounded font-semibold text-brand underline underline-offset-4"
          >
            Continue now
          </Link>
        </p>
      </CallbackShell>
    );
  }

  if (previous?.status === 'pending') {
    return (
      <CallbackShell title="Confirming your payment">
        <p className="text-muted">
          This payment is already being confirmed. Your booking appears in your profile once it is
          confirmed, and we email the details to you.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.profile}>Your reservations</ButtonLink>
          <ButtonLink to={paths.home} variant="outline">
            Home
          </ButtonLink>
        </div>
      </CallbackShell>
    );
  }

  return (
    <CallbackShell title="Confirming your payment">
      <LoadingMessage>
        {verify.data?.success
          ? 'Payment confirmed. Taking you to your booking…'
          : unpaid
            ? `${verify.data?.message ?? ''} Taking you on…`
            : 'Verifying your payment, please wait…'}
      </LoadingMessage>
    </CallbackShell>
  );
}

function CallbackShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="wrap min-h-[60svh] py-16 sm:py-20">
      <DocumentTitle title={title} />
      <p className="eyebrow text-brass-dark">Payment</p>
      <h1 className="mt-3 text-4xl text-brand">{title}</h1>
      <div className="mt-6 max-w-xl">{children}</div>
    </section>
  );
}
