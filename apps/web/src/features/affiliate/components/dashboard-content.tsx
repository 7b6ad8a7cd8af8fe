import { Link } from 'react-router';
import { NOT_AN_AFFILIATE } from '@aso/core/affiliate-messages';
import type { AffiliateDashboard } from '@aso/core/affiliates';
import { ButtonLink } from '../../../components/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { AffiliateBookingsTable } from './affiliate-bookings-table.tsx';
import { CommissionTotals } from './commission-totals.tsx';
import { EarningsChart } from './earnings-chart.tsx';
import { PayoutRequestForm } from './payout-request-form.tsx';
import { ReferralStats } from './referral-stats.tsx';

/*
 * What the affiliate dashboard draws from its data, loaded beside the data rather than
 * with the page (affiliate-dashboard-page.tsx): the payout form's code and the schemas
 * stay out of what the page's first paint waits for.
 */

/** A signed-in user who is not an affiliate (404): the server's message, and the way in. */
export function NotAnAffiliate({ message }: { message: string }) {
  return (
    <div className="max-w-2xl space-y-5 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
      <p className="text-lg text-ink">{message || NOT_AN_AFFILIATE}</p>
      <ButtonLink to={paths.affiliateRegister}>Become an affiliate</ButtonLink>
    </div>
  );
}

const resourceLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

export function DashboardContent({ userId, data }: { userId: number; data: AffiliateDashboard }) {
  return (
    <>
      <CommissionTotals affiliate={data.affiliate} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-6">
          <ReferralStats stats={data.stats} />
          <EarningsChart monthly={data.stats.monthly} />
        </div>
        <PayoutRequestForm userId={userId} affiliate={data.affiliate} />
      </div>
      {/* Not a landmark of its own: the table's scroll box is the region with this name. */}
      <div className="space-y-6">
        <h2 id="bookings-title" className="text-2xl text-brand sm:text-3xl">
          Bookings with your code
        </h2>
        <AffiliateBookingsTable bookings={data.bookings} />
      </div>
      <nav
        aria-label="Affiliate resources"
        className="flex flex-col gap-2 border-t border-line pt-8 sm:flex-row sm:gap-8"
      >
        <Link to={paths.affiliateAssets} className={resourceLinkClass}>
          Logos and banners to share
        </Link>
        <Link to={paths.affiliateSupport} className={resourceLinkClass}>
          Affiliate support and FAQ
        </Link>
      </nav>
    </>
  );
}
