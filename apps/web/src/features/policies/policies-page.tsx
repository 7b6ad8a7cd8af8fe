import { Link } from 'react-router';
import { POLICIES_LOAD_FAILED } from '@aso/core/policies';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PolicyContent } from '../../components/policy-content.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/status-message.tsx';
import { paths } from '../../lib/paths.ts';
import { useSitePolicies } from './api/get-site-policies.ts';

const linkClass = 'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

/** The public Policies page: what staff published for the whole site (placement site_wide). */
export function PoliciesPage() {
  const policies = useSitePolicies();

  return (
    <>
      <DocumentTitle title="Policies" />
      <PageHero eyebrow="Good to know" title="Policies">
        <p>How we look after your stay, your payments and your privacy.</p>
      </PageHero>

      <div className="wrap py-12 sm:py-16">
        <div className="max-w-3xl">
          {policies.isPending ? (
            <LoadingMessage>Loading policies...</LoadingMessage>
          ) : policies.isError ? (
            <ErrorMessage onRetry={() => void policies.refetch()} retrying={policies.isFetching}>
              {POLICIES_LOAD_FAILED}
            </ErrorMessage>
          ) : policies.data.length === 0 ? (
            <div className="rounded-3xl border border-dashed border-field bg-white p-8 text-center">
              <h2 className="text-2xl text-brand">Nothing published yet</h2>
              <p className="mx-auto mt-3 max-w-xl leading-relaxed text-muted">
                Check-in times, deposits and cancellation terms are listed under View Policies when
                you book one of our{' '}
                <Link to={paths.residencies} className={linkClass}>
                  residences
                </Link>
                . For anything else,{' '}
                <Link to={paths.contact} className={linkClass}>
                  contact the front desk
                </Link>
                .
              </p>
            </div>
          ) : (
            <div className="space-y-6">
              {policies.data.map((policy) => (
                <article
                  key={policy.id}
                  aria-labelledby={`policy-${policy.id}`}
                  className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
                >
                  {policy.category ? (
                    <p className="eyebrow text-brass-dark">{policy.category}</p>
                  ) : null}
                  <h2 id={`policy-${policy.id}`} className="mt-1 text-2xl text-brand">
                    {policy.title}
                  </h2>
                  <PolicyContent html={policy.content_html} className="mt-4" />
                </article>
              ))}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
