import { AFFILIATE_COOKIE_DAYS, COMMISSION_PERCENT, MIN_PAYOUT_NAIRA } from '@aso/core/affiliates';
import { formatNaira } from '@aso/core/money';

/** Spec §1, §9: the programme's terms in plain words, read before agreeing to them. */
export function AffiliateTerms({ titleId }: { titleId: string }) {
  return (
    <section
      aria-labelledby={titleId}
      className="h-fit rounded-3xl bg-forest p-6 text-mist on-dark sm:p-8"
    >
      <p className="eyebrow text-brass-light">The terms</p>
      <h2 id={titleId} className="mt-2 text-2xl text-cream">
        How the programme works
      </h2>
      <ul className="mt-5 space-y-4 text-sm leading-relaxed">
        <li>
          <strong className="font-semibold text-cream">{COMMISSION_PERCENT}% commission</strong> on
          every booking made with your link or your code.
        </li>
        <li>
          When a guest opens your link, your code is remembered in their browser for{' '}
          <strong className="font-semibold text-cream">{AFFILIATE_COOKIE_DAYS} days</strong>, so a
          booking they make later in that time still counts.
        </li>
        <li>
          We pay you by bank transfer,{' '}
          <strong className="font-semibold text-cream">weekly or monthly</strong> as you choose,
          once your balance reaches{' '}
          <strong className="font-semibold text-cream">{formatNaira(MIN_PAYOUT_NAIRA)}</strong>.
        </li>
        <li>
          Payment must go directly to the company, not from guests to affiliates: guests always pay
          Aso Residences, never you.
        </li>
        <li>Bookings you make for yourself earn no commission.</li>
      </ul>
    </section>
  );
}
