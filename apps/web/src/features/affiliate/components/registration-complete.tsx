import { useEffect, useRef } from 'react';
import { AFFILIATE_REGISTER_REDIRECT_MS } from '@aso/core/affiliates';
import { ButtonLink } from '../../../components/button.tsx';
import { FormStatus } from '../../../components/form-field.tsx';
import { paths } from '../../../lib/paths.ts';

interface RegistrationCompleteProps {
  affiliateCode: string;
  /** The server's own words about the registration. */
  message: string;
}

/**
 * Spec §4: the new code, the approval state in words, and the way on to the dashboard
 * (the page itself moves there after 3 seconds). Focused as it replaces the form, so the
 * button just pressed is not lost.
 */
export function RegistrationComplete({ affiliateCode, message }: RegistrationCompleteProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  const seconds = Math.round(AFFILIATE_REGISTER_REDIRECT_MS / 1000);
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      className="mx-auto max-w-2xl space-y-6 rounded-3xl border border-line bg-white p-6 text-center shadow-card outline-none sm:p-10"
    >
      <FormStatus>{message}</FormStatus>
      <p className="text-lg text-ink">
        Your affiliate code is{' '}
        <strong className="mt-3 block font-display text-4xl font-semibold tracking-[0.12em] break-all text-brand sm:text-5xl">
          {affiliateCode}
        </strong>
      </p>
      <p className="leading-relaxed text-muted">
        Your registration is approved and your code is active: every booking made with it earns you
        commission from now on.
      </p>
      <p className="text-sm text-muted">Taking you to your dashboard in {seconds} seconds.</p>
      <ButtonLink to={paths.affiliateDashboard} size="lg">
        Go to your dashboard now
      </ButtonLink>
    </div>
  );
}
