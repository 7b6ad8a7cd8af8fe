import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { USER_NOT_FOUND, type AdminUserBooking, type AdminUserDetail } from '@aso/core/admin-users';
import { parseId } from '@aso/core/rooms';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useUserProfile } from './api/get-user-profile.ts';
import { BookingHistory } from './components/booking-history.tsx';
import { SuspensionPanel } from './components/suspension-panel.tsx';
import { formatLastLogin, ROLE_LABELS, SuspendedTag } from './user-display.tsx';

/** `/admin/UserProfile/{id}`: one user's details, booking history, and suspension. */
export function UserProfilePage() {
  const id = parseId(useParams().id ?? '');
  const profile = useUserProfile(id);
  const user = profile.data?.user;
  const notFound = id === null || (profile.error instanceof ApiError && profile.error.isNotFound);

  return (
    <section className="wrap py-8 sm:py-10">
      <DocumentTitle title={user ? `${user.name || user.email} · User` : 'User profile'} />
      <Link
        to={paths.adminUsers}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon className="size-5" />
        Back to users
      </Link>
      <h1 className="mt-4 text-3xl text-brand sm:text-4xl">User Profile</h1>
      <div className="mt-6">
        {profile.data ? (
          <ProfileDetails user={profile.data.user} bookings={profile.data.booking_history} />
        ) : notFound ? (
          <ErrorMessage>{USER_NOT_FOUND}</ErrorMessage>
        ) : profile.isError ? (
          <ErrorMessage onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
            We could not load this user just now. Please try again.
          </ErrorMessage>
        ) : (
          <LoadingMessage>Loading user...</LoadingMessage>
        )}
      </div>
    </section>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className="mt-2 block h-12 w-full rounded-xl border border-line bg-cream px-4 text-base text-ink"
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-semibold text-ink">{children}</dd>
    </div>
  );
}

function ProfileDetails({
  user,
  bookings,
}: {
  user: AdminUserDetail;
  bookings: AdminUserBooking[];
}) {
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="user-details-title"
          className="min-w-0 rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="user-details-title" className="text-2xl break-all text-brand">
              {user.name || user.email}
            </h2>
            {user.is_suspended ? <SuspendedTag /> : null}
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-5">
            <Fact label="User ID">{user.id}</Fact>
            <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
            <Fact label="Bookings">{user.bookings}</Fact>
            <Fact label="Last login">{formatLastLogin(user.lastLogin)}</Fact>
          </dl>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <ReadOnlyField label="First name" value={user.first_name} />
            <ReadOnlyField label="Last name" value={user.last_name} />
            <ReadOnlyField label="Phone" value={user.phone_number ?? 'Not given'} />
            <ReadOnlyField label="Email" value={user.email} />
            <ReadOnlyField label="Password" value="Not shown" />
          </div>
        </section>

        <aside className="h-fit min-w-0">
          <SuspensionPanel user={user} />
        </aside>
      </div>

      <BookingHistory bookings={bookings} />
    </div>
  );
}
