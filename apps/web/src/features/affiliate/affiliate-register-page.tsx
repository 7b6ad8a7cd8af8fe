import type { User } from '@aso/core/auth';
import { AFFILIATE_REGISTER_REDIRECT_MS, COMMISSION_PERCENT } from '@aso/core/affiliates';
import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';
import { useRegisterAffiliate } from './api/register-affiliate.ts';
import { AffiliateRegisterForm } from './components/affiliate-register-form.tsx';
import { AffiliateTerms } from './components/affiliate-terms.tsx';
import { RegistrationComplete } from './components/registration-complete.tsx';

const TERMS_ID = 'affiliate-terms-title';

/** Spec §2 /affiliate/register: the terms, the form, then the new code. */
export function AffiliateRegisterPage() {
  const { user } = useSession();
  // RequireUser renders this page only with a user; after a logout it is about to go.
  if (!user) return null;
  return <AffiliateRegistration user={user} />;
}

function AffiliateRegistration({ user }: { user: User }) {
  // Held here, not in the form: a success marks the stored user as an affiliate, and the
  // code must still show rather than the "already an affiliate" note.
  const registration = useRegisterAffiliate(user.id);
  const navigateLater = useDelayedNavigate();

  return (
    <>
      <DocumentTitle title="Become an affiliate" />
      <PageHero eyebrow="Affiliate programme" title="Become an affiliate">
        <p>
          Recommend Aso Residences to friends, colleagues and followers, and earn{' '}
          {COMMISSION_PERCENT}% of every stay booked with your link or code.
        </p>
      </PageHero>

      <div className="wrap py-12 sm:py-16">
        {registration.isSuccess ? (
          <RegistrationComplete
            affiliateCode={registration.data.affiliate_code}
            message={registration.data.message}
          />
        ) : user.is_affiliate && registration.isIdle ? (
          <div className="mx-auto max-w-2xl space-y-5 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
            <h2 className="text-2xl text-brand">You are already an affiliate</h2>
            <p className="leading-relaxed text-muted">
              Your code, commissions and payouts are on your affiliate dashboard.
            </p>
            <ButtonLink to={paths.affiliateDashboard}>Go to your dashboard</ButtonLink>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <AffiliateTerms titleId={TERMS_ID} />
            <section className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
              <AffiliateRegisterForm
                user={user}
                registration={registration}
                termsId={TERMS_ID}
                // Spec §4: after 3 seconds the dashboard opens.
                onRegistered={() =>
                  navigateLater(paths.affiliateDashboard, AFFILIATE_REGISTER_REDIRECT_MS)
                }
              />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
