import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useRefreshCurrentUser } from './api/get-current-user.ts';
import { ProfileAvatar } from './components/profile-avatar.tsx';
import { ProfileDetailsForm } from './components/profile-details-form.tsx';
import { ReservationsTable } from './components/reservations-table.tsx';
import { UnpaidCheckouts } from './components/unpaid-checkouts.tsx';

/** Spec §2 /ProfilePage: details, reservations, Log Out and the affiliate link. */
export function ProfilePage() {
  const { user } = useSession();
  // RequireUser renders this page only with a user; after a logout it is about to go.
  if (!user) return null;
  return <Profile userId={user.id} />;
}

function Profile({ userId }: { userId: number }) {
  const { user } = useSession();
  useRefreshCurrentUser(userId);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <>
      <DocumentTitle title="Your profile" />
      <header className="border-b border-line bg-sand">
        <div className="wrap flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between sm:py-14">
          <div className="flex items-center gap-5">
            <ProfileAvatar user={user} />
            <div className="min-w-0">
              <p className="eyebrow text-brass-dark">Your account</p>
              <h1 className="mt-2 text-3xl leading-tight text-brand sm:text-4xl">Your profile</h1>
              <p className="mt-1 break-words text-muted">
                {user.name || `${user.first_name} ${user.last_name}`} · {user.email}
              </p>
            </div>
          </div>
          <Button
            variant="outline"
            onClick={() => void onLogout()}
            disabled={leaving}
            className="self-start sm:self-auto"
          >
            {leaving ? 'Logging out...' : 'Log Out'}
          </Button>
        </div>
      </header>

      <div className="wrap grid gap-8 py-12 lg:grid-cols-[1fr_20rem]">
        <section className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
          <ProfileDetailsForm user={user} />
        </section>

        <aside
          aria-labelledby="affiliate-title"
          className="h-fit rounded-3xl bg-forest p-6 text-mist on-dark sm:p-8"
        >
          <p className="eyebrow text-brass-light">Earn with us</p>
          <h2 id="affiliate-title" className="mt-2 text-2xl text-cream">
            Affiliate programme
          </h2>
          {user.is_affiliate ? (
            <p className="mt-3 text-sm leading-relaxed">
              Your code
              {user.affiliate_code ? (
                <>
                  {' '}
                  <strong className="font-semibold text-cream">{user.affiliate_code}</strong>
                </>
              ) : null}{' '}
              earns you 5% on every booking made with it. See your commissions and payouts.
            </p>
          ) : (
            <p className="mt-3 text-sm leading-relaxed">
              Recommend Aso Residences and earn 5% commission on every stay booked with your link or
              code.
            </p>
          )}
          <ButtonLink
            to={user.is_affiliate ? paths.affiliateDashboard : paths.affiliateRegister}
            variant="brass"
            className="mt-6"
          >
            {user.is_affiliate ? 'Affiliate dashboard' : 'Become an affiliate'}
          </ButtonLink>
        </aside>
      </div>

      <section aria-labelledby="reservations-title" className="wrap pb-16 sm:pb-20">
        <h2 id="reservations-title" className="text-2xl text-brand sm:text-3xl">
          Your reservations
        </h2>
        <div className="mt-6">
          <UnpaidCheckouts userId={userId} />
          <ReservationsTable userId={userId} bookingCount={user.bookings} />
        </div>
      </section>
    </>
  );
}
