import { useState } from 'react';
import { formatStayDates } from '@aso/core/display-dates';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-field.tsx';
import { useReleaseHoldDialog } from '../../../components/release-hold-dialog.tsx';
import { resumeErrorMessage, useResumeCheckout } from '../../../lib/checkout-api.ts';
import { pendingCheckouts, type PendingCheckout } from '../../../lib/pending-checkout.ts';

/**
 * After "You already have 2 unpaid checkouts" (429): the ones this browser started, each
 * to resume (a fresh payment for its hold) or release (asked first), so the guest is
 * never stuck behind their own holds.
 */
export function UnpaidCheckoutOffer({ onReleased }: { onReleased: (message: string) => void }) {
  const [checkouts, setCheckouts] = useState(() => pendingCheckouts());
  const resume = useResumeCheckout();
  const release = useReleaseHoldDialog((message) => {
    setCheckouts(pendingCheckouts());
    onReleased(message);
  });
  const leaving = resume.isPending || resume.isSuccess;

  const resumeError = resume.isError ? (
    <FormError>{resumeErrorMessage(resume.error)}</FormError>
  ) : null;
  // The last one could not be resumed (run out, room gone): only why is left to say.
  if (checkouts.length === 0) return resumeError;

  const onResume = (checkout: PendingCheckout) =>
    resume.mutate(checkout, { onError: () => setCheckouts(pendingCheckouts()) });

  return (
    <section
      aria-labelledby="unpaid-checkouts-title"
      className="rounded-2xl border border-brass/40 bg-cream p-4 text-sm"
    >
      <h3 id="unpaid-checkouts-title" className="font-sans text-sm font-semibold text-ink">
        {checkouts.length === 1 ? 'Your unpaid checkout' : 'Your unpaid checkouts'}
      </h3>
      <ul className="mt-3 space-y-4">
        {checkouts.map((checkout) => {
          const stay = `${checkout.roomTitle}, ${formatStayDates(checkout.startDate, checkout.endDate)}`;
          return (
            <li key={checkout.bookingId}>
              <p className="text-ink">{stay}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => onResume(checkout)} disabled={leaving}>
                  Resume your unpaid checkout
                  {checkouts.length > 1 ? <span className="sr-only"> for {stay}</span> : null}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    release.ask({
                      ...checkout,
                      label: `${checkout.roomTitle} for ${formatStayDates(checkout.startDate, checkout.endDate)}`,
                    })
                  }
                  disabled={leaving}
                >
                  Release it
                  {checkouts.length > 1 ? <span className="sr-only"> ({stay})</span> : null}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {resumeError ? <div className="mt-3">{resumeError}</div> : null}
      {release.dialog}
    </section>
  );
}
