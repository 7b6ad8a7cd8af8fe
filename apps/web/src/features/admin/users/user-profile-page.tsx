import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  bookingHistoryLabel,
  CANNOT_SUSPEND_SELF,
  CANNOT_SUSPEND_SUPER_ADMIN,
  CONFIRM_RESTORE,
  CONFIRM_SUSPEND,
  NO_BOOKINGS,
  RESTORE_FAILED,
  SUSPEND_FAILED,
  USER_NOT_FOUND,
  USER_RESTORED,
  USER_SUSPENDED,
  type AdminUserBooking,
  type AdminUserDetail,
} from '@aso/core/admin-users';
import { formatNaira } from '@aso/core/money';
import { parseId } from '@aso/core/rooms';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatStayDates } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useChangeSuspension, type SuspensionChange } from './api/change-suspension.ts';
import { useCurrentStaff } from './api/get-current-role.ts';
import { useUserProfile } from './api/get-user-profile.ts';
import { formatLastLogin, ROLE_LABELS, SuspendedTag } from './user-display.tsx';

/** The history arrives whole; it is shown ten stays at a time. */
const HISTORY_PAGE_SIZE = 10;

const HISTORY_STYLES: Record<string, string> = {
  'Awaiting Check-In': 'bg-sand text-brass-dark',
  'Checked In': 'bg-mint text-brand',
  'Checked Out': 'bg-cream text-muted border border-line',
  Cancelled: 'bg-blush text-terracotta-dark',
};

function HistoryStatus({ status }: { status: AdminUserBooking['status'] }) {
  const label = bookingHistoryLabel(status);
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${HISTORY_STYLES[label]}`}
    >
      {label}
    </span>
  );
}

const historyColumn = dataColumnHelper<AdminUserBooking>();
const historyColumns = historyColumn.columns([
  historyColumn.accessor('id', {
    header: 'Booking',
    cell: (info) => `#${info.getValue()}`,
    meta: { rowHeader: true, className: 'whitespace-nowrap text-ink' },
  }),
  historyColumn.accessor('room_type', { header: 'Room Type', meta: { className: 'text-ink' } }),
  historyColumn.display({
    id: 'stay',
    header: 'Stay Dates',
    cell: ({ row }) => formatStayDates(row.original.start_date, row.original.end_date),
    meta: { className: 'whitespace-nowrap' },
  }),
  historyColumn.accessor('status', {
    header: 'Status',
    cell: (info) => <HistoryStatus status={info.getValue()} />,
  }),
  historyColumn.accessor('total_amount', {
    header: 'Total',
    cell: (info) => formatNaira(info.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
  historyColumn.display({
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Link
        to={paths.adminBooking(row.original.id)}
        className="-my-3 inline-flex min-h-11 items-center gap-1 px-1 font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-hover"
      >
        View <span className="sr-only">booking #{row.original.id}</span>
        <span aria-hidden="true">→</span>
      </Link>
    ),
  }),
]);

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
  const [historyPage, setHistoryPage] = useState(1);

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

      {/* Unnamed: the table's scroll region below is the landmark named "Booking history". */}
      <section>
        <h2 id="booking-history-title" className="text-xl text-brand">
          Booking history
        </h2>
        <div className="mt-4">
          <DataTable
            caption="Booking history"
            columns={historyColumns}
            rows={bookings.slice(
              (historyPage - 1) * HISTORY_PAGE_SIZE,
              historyPage * HISTORY_PAGE_SIZE,
            )}
            pagination={{
              current_page: historyPage,
              last_page: Math.max(1, Math.ceil(bookings.length / HISTORY_PAGE_SIZE)),
              per_page: HISTORY_PAGE_SIZE,
              total: bookings.length,
            }}
            page={historyPage}
            pageSize={HISTORY_PAGE_SIZE}
            onPageChange={setHistoryPage}
            getRowId={(row) => String(row.id)}
            status="success"
            loadingMessage="Loading bookings..."
            emptyMessage={NO_BOOKINGS}
            errorMessage={null}
          />
        </div>
      </section>
    </div>
  );
}

const SUSPENSION_TEXTS: Record<
  SuspensionChange,
  { button: string; pending: string; confirm: string; done: string; failed: string }
> = {
  suspend: {
    button: 'Suspend User',
    pending: 'Suspending...',
    confirm: CONFIRM_SUSPEND,
    done: USER_SUSPENDED,
    failed: SUSPEND_FAILED,
  },
  restore: {
    button: 'Restore User',
    pending: 'Restoring...',
    confirm: CONFIRM_RESTORE,
    done: USER_RESTORED,
    failed: RESTORE_FAILED,
  },
};

/**
 * Suspend User / Restore User, after a confirmation. Hidden for the admin's own account
 * and for a super_admin (the server refuses both as well).
 */
function SuspensionPanel({ user }: { user: AdminUserDetail }) {
  const staff = useCurrentStaff();
  const [banner, setBanner] = useState<string | null>(null);
  const change = useChangeSuspension(user.id);
  const [asking, setAsking] = useState(false);
  const next: SuspensionChange = user.is_suspended ? 'restore' : 'suspend';
  const texts = SUSPENSION_TEXTS[next];
  const isSelf = staff.data?.id === user.id;
  const canChange =
    staff.isSuccess && !isSelf && (user.role !== 'super_admin' || user.is_suspended);

  const close = () => {
    setAsking(false);
    change.reset();
  };

  const failure = change.isError
    ? `${texts.failed}${
        change.error instanceof ApiError && change.error.status < 500 && change.error.serverMessage
          ? ` ${change.error.serverMessage}`
          : ''
      }`
    : null;

  return (
    <section
      aria-labelledby="account-access-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="account-access-title" className="text-xl text-brand">
        Account access
      </h2>
      <p className="mt-2 text-sm text-muted">
        {user.is_suspended
          ? 'This user cannot sign in. Their bookings are kept.'
          : 'A suspended user is signed out at once and cannot sign in; their bookings are kept.'}
      </p>
      {canChange ? (
        <Button
          className="mt-4 w-full"
          variant={user.is_suspended ? 'primary' : 'outline'}
          onClick={() => setAsking(true)}
        >
          {texts.button}
        </Button>
      ) : staff.isSuccess ? (
        <p className="mt-4 text-sm font-medium text-ink">
          {isSelf ? CANNOT_SUSPEND_SELF : CANNOT_SUSPEND_SUPER_ADMIN}
        </p>
      ) : null}
      {/* Beside the button, so a phone shows the outcome where the admin is looking. */}
      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      <ConfirmDialog
        open={asking}
        title={texts.button}
        confirmLabel={texts.button}
        pendingLabel={texts.pending}
        pending={change.isPending}
        error={failure}
        onConfirm={() =>
          change.mutate(next, {
            onSuccess: () => {
              close();
              setBanner(texts.done);
            },
          })
        }
        onCancel={close}
      >
        <p>{texts.confirm}</p>
      </ConfirmDialog>
    </section>
  );
}
