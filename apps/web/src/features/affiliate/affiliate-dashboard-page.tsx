import { Link } from 'react-router';
import { NOT_AN_AFFILIATE, type AffiliateDashboard } from '@aso/core/affiliates';
import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { dashboardErrorMessage, useAffiliateDashboard } from './api/get-affiliate-dashboard.ts';
import { AffiliateBookingsTable } from './components/affiliate-bookings-table.tsx';
import { CommissionTotals } from './components/commission-totals.tsx';
import { EarningsChart } from './components/earnings-chart.tsx';
import { PayoutRequestForm } from './components/payout-request-form.tsx';
import { ReferralStats } from './components/referral-stats.tsx';
import { ShareLinkCard } from './components/share-link-card.tsx';

/** Spec §2 /AffiliateDashboard: code and link, commissions, statistics, bookings, payouts. */
export function AffiliateDashboardPage() {
  const { user } = useSession();
  // RequireUser renders this page only with a user; after a logout it is about to go.
  if (!user) return null;
  return <Dashboard userId={user.id} />;
}

function Dashboard({ userId }: { userId: number }) {
  const dashboard = useAffiliateDashboard(userId);
  return (
    <>
      <DocumentTitle title="Affiliate dashboard" />
      <PageHero eyebrow="Affiliate programme" title="Affiliate dashboard">
        <p>Your code, what it has earned, and your payouts.</p>
      </PageHero>
      {/* While loading, a screen's height is kept for the figures, so the footer does not
          show and then jump away when they arrive (layout shift). */}
      <div className={`wrap space-y-10 py-10 sm:py-14 ${dashboard.isPending ? 'min-h-svh' : ''}`}>
        {dashboard.isPending ? (
          <LoadingMessage>Loading your dashboard...</LoadingMessage>
        ) : dashboard.isError ? (
          dashboard.error instanceof ApiError && dashboard.error.isNotFound ? (
            <NotAnAffiliate message={dashboard.error.serverMessage || NOT_AN_AFFILIATE} />
          ) : (
            <ErrorMessage onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching}>
              {dashboardErrorMessage(dashboard.error)}
            </ErrorMessage>
          )
        ) : (
          <DashboardContent userId={userId} data={dashboard.data} />
        )}
      </div>
    </>
  );
}

function NotAnAffiliate({ message }: { message: string }) {
  return (
    <div className="max-w-2xl space-y-5 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
      <p className="text-lg text-ink">{message}</p>
      <ButtonLink to={paths.affiliateRegister}>Become an affiliate</ButtonLink>
    </div>
  );
}

const resourceLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

function DashboardContent({ userId, data }: { userId: number; data: AffiliateDashboard }) {
  return (
    <>
      <ShareLinkCard code={data.affiliate.affiliate_code} />
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
