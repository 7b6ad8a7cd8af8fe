import { useEffect, useState } from 'react';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import {
  DASHBOARD_LOAD_FAILED,
  dashboardErrorMessage,
  useAffiliateDashboard,
} from './api/get-affiliate-dashboard.ts';
import { afterNextPaint } from './after-paint.ts';
import { ShareLinkCard } from './components/share-link-card.tsx';

/*
 * The page's frame (the hero and the share card) comes with this module and paints at once;
 * what is drawn from the data comes in its own chunk, asked for once the frame has painted,
 * beside the data (which the route asks for as this module loads: router.tsx).
 */
type Content = typeof import('./components/dashboard-content.tsx');
const loadContent = () => import('./components/dashboard-content.tsx');

/** The data's chunk once loaded; `failed` if it could not be, `retry` to ask again. */
function useContent(): { content: Content | null; failed: boolean; retry: () => void } {
  const [content, setContent] = useState<Content | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    afterNextPaint()
      .then(loadContent)
      .then(
        (module) => current && setContent(module),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { content, failed, retry };
}

/** Spec §2 /AffiliateDashboard: code and link, commissions, statistics, bookings, payouts. */
export function AffiliateDashboardPage() {
  const { user } = useSession();
  // RequireUser renders this page only with a user; after a logout it is about to go.
  if (!user) return null;
  return <Dashboard userId={user.id} />;
}

function Dashboard({ userId }: { userId: number }) {
  const dashboard = useAffiliateDashboard(userId);
  const chunk = useContent();
  const { content } = chunk;
  // The code and the figures are drawn together, once the data and its chunk are both here.
  const notAffiliate = dashboard.isError && isNotAffiliate(dashboard.error);
  const loading =
    dashboard.isPending || ((dashboard.isSuccess || notAffiliate) && !content && !chunk.failed);
  return (
    <>
      <DocumentTitle title="Affiliate dashboard" />
      <PageHero eyebrow="Affiliate programme" title="Affiliate dashboard">
        <p>Your code, what it has earned, and your payouts.</p>
      </PageHero>
      {/* While loading, the share card's frame is drawn (the largest text above the fold, so
          it paints with this page's code, not after the data) and a screen's height is kept
          for the figures, so the footer does not show and then jump away when they arrive. */}
      <div className={`wrap space-y-10 py-10 sm:py-14 ${loading ? 'min-h-svh' : ''}`}>
        {/* The same card, loading or loaded: its text is not drawn twice. */}
        {dashboard.isError ? null : (
          <ShareLinkCard
            code={content ? (dashboard.data?.affiliate.affiliate_code ?? null) : null}
          />
        )}
        {loading ? (
          <LoadingMessage>Loading your dashboard...</LoadingMessage>
        ) : dashboard.isError && !notAffiliate ? (
          <ErrorMessage onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching}>
            {dashboardErrorMessage(dashboard.error)}
          </ErrorMessage>
        ) : !content ? (
          <ErrorMessage onRetry={chunk.retry}>{DASHBOARD_LOAD_FAILED}</ErrorMessage>
        ) : dashboard.isError ? (
          <content.NotAnAffiliate message={(dashboard.error as ApiError).serverMessage ?? ''} />
        ) : (
          <content.DashboardContent userId={userId} data={dashboard.data!} />
        )}
      </div>
    </>
  );
}

const isNotAffiliate = (error: unknown): boolean => error instanceof ApiError && error.isNotFound;
