import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FRONT_DESK_PHONE, telHref } from '../../lib/site-info.ts';
import { paths } from '../../lib/paths.ts';

export const PAYMENT_NOT_VERIFIED =
  'We were unable to verify your payment. Please try again or contact support for assistance.';

/** `/payment-failed` (spec §8): what happened, and the ways on. */
export function PaymentFailedPage() {
  return (
    <section className="wrap min-h-[60svh] py-16 sm:py-20">
      <DocumentTitle title="Payment failed" />
      <p className="eyebrow text-brass-dark">Payment</p>
      <h1 className="mt-3 text-4xl text-brand">Payment failed</h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink">{PAYMENT_NOT_VERIFIED}</p>
      <p className="mt-3 max-w-xl text-muted">
        If you were charged, call the front desk with the time of your payment and we will sort it
        out straight away:{' '}
        <a
          href={telHref(FRONT_DESK_PHONE)}
          className="font-semibold whitespace-nowrap text-brand underline underline-offset-4"
        >
          {FRONT_DESK_PHONE.display}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.residencies}>Back to residencies</ButtonLink>
        <ButtonLink to={paths.contact} variant="outline">
          Contact support
        </ButtonLink>
      </div>
    </section>
  );
}
