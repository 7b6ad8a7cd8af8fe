import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  NO_USERS,
  PROMOTE_FAILED,
  USER_PROMOTED,
  type AdminUserRow,
  type UserType,
} from '@aso/core/admin-users';
import { ADMIN_USERS_PAGE_SIZE } from '@aso/core/constants';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import {
  ListToolbar,
  SearchField,
  SelectField,
  SORT_OPTIONS,
  useListControls,
} from '../../../components/list-controls.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentStaff } from './api/get-current-role.ts';
import { useUsersList } from './api/get-users.ts';
import { usePromoteUser } from './api/promote-user.ts';
import {
  formatLastLogin,
  lastLoginParts,
  ROLE_LABELS,
  SuspendedTag,
  WrappableEmail,
} from './user-display.tsx';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';

const TYPE_OPTIONS: ReadonlyArray<{ value: UserType; label: string }> = [
  { value: 'all', label: 'All Users' },
  { value: 'new', label: 'New Users' },
  { value: 'old', label: 'Old Users' },
];

/** Spec §8: "Failed to promote user.", with the server's reason when it gave one. */
export function promoteErrorMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : '';
  return reason ? `${PROMOTE_FAILED} ${reason}` : PROMOTE_FAILED;
}

function NoPhone() {
  return (
    <>
      <span aria-hidden="true" className="text-muted">
        —
      </span>
      <span className="sr-only">No phone</span>
    </>
  );
}

/** The columns; Actions only for a super_admin (spec §6), `onPromote` asks first. */
function userColumns(showActions: boolean, onPromote: (user: AdminUserRow) => void) {
  const column = dataColumnHelper<AdminUserRow>();
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.adminUser(row.original.id)}
            className="-my-3 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 hover:text-brand-hover"
          >
            {row.original.name || row.original.email}
          </Link>
          {row.original.is_suspended ? <SuspendedTag /> : null}
        </span>
      ),
      meta: { rowHeader: true },
    }),
    column.accessor('email', {
      header: 'Email',
      cell: (info) => <WrappableEmail email={info.getValue()} />,
      meta: { className: 'break-words text-ink' },
    }),
    column.accessor('phone', {
      header: 'Phone',
      cell: (info) => info.getValue() ?? <NoPhone />,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('id', { header: 'User ID', meta: { className: 'whitespace-nowrap' } }),
    column.accessor('lastLogin', {
      header: 'Last Login',
      cell: (info) => {
        const value = info.getValue();
        const parts = value ? lastLoginParts(value) : null;
        if (!value) return <span className="text-muted">Never</span>;
        return (
          <time dateTime={value}>
            {parts ? (
              <>
                <span className="block">{parts.day}, </span>
                <span className="block text-muted">{parts.time}</span>
              </>
            ) : (
              formatLastLogin(value)
            )}
          </time>
        );
      },
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('bookings', { header: 'Bookings', meta: { className: 'text-ink' } }),
    column.accessor('role', {
      header: 'Role',
      cell: (info) => ROLE_LABELS[info.getValue()],
    }),
  ];
  if (!showActions) return column.columns(columns);
  return column.columns([
    ...columns,
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.role === 'user' ? (
          <button
            type="button"
            onClick={() => onPromote(row.original)}
            className="inline-flex min-h-11 items-center rounded-full border border-brand px-3 text-sm font-semibold whitespace-nowrap text-brand hover:bg-brand hover:text-white"
          >
            Promote <span className="sr-only">{row.original.name} to admin</span>
          </button>
        ) : (
          <button
            type="button"
            disabled
            className="inline-flex min-h-11 cursor-not-allowed items-center rounded-full bg-sand px-3 text-sm font-semibold text-muted"
          >
            Admin
          </button>
        ),
    }),
  ]);
}

/**
 * Spec "Admin users list (All Users)": searched by name or email, New / Old by bookings,
 * sorted by bookings, paged by the server; a super_admin promotes users to admin.
 */
export function UserManagementPage() {
  const list = useListControls<{ type: UserType }>({ filters: { type: 'all' } });
  const users = useUsersList({
    page: list.page,
    perPage: ADMIN_USERS_PAGE_SIZE,
    search: list.search,
    type: list.filters.type,
    sort: list.sort,
  });
  const staff = useCurrentStaff();
  const isSuperAdmin = staff.data?.role === 'super_admin';
  const promote = usePromoteUser();
  const [banner, setBanner] = useState<string | null>(null);
  const promotion = useConfirmedAction<AdminUserRow>(promote, () => setBanner(USER_PROMOTED));
  const columns = useMemo(
    () => userColumns(isSuperAdmin, promotion.ask),
    [isSuperAdmin, promotion.ask],
  );
  const total = users.data?.pagination?.total ?? users.data?.users.length;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Users" />
      <AdminListHeading title="All Users" total={total} noun="user" />

      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      <div className="mt-4">
        <ListToolbar>
          <SearchField
            label="Search by name or email"
            placeholder="e.g. Ngozi or ngozi@example.com"
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <SelectField
            label="Show"
            value={list.filters.type}
            options={TYPE_OPTIONS}
            onChange={(type) => list.setFilter('type', type)}
          />
          <SelectField
            label="Sort by"
            value={list.sort}
            options={SORT_OPTIONS}
            onChange={list.setSort}
          />
        </ListToolbar>
      </div>

      <div className="mt-6">
        <DataTable
          caption="Users"
          columns={columns}
          rows={users.data?.users}
          pagination={users.data?.pagination}
          page={list.page}
          pageSize={ADMIN_USERS_PAGE_SIZE}
          onPageChange={list.setPage}
          getRowId={(row) => String(row.id)}
          status={users.status}
          updating={users.isPlaceholderData}
          loadingMessage="Loading users..."
          emptyMessage={NO_USERS}
          errorMessage="We could not load the users just now. Please try again."
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      </div>

      <ConfirmDialog
        open={promotion.target !== null}
        title="Promote to admin"
        confirmLabel="Promote"
        pendingLabel="Promoting..."
        pending={promote.isPending}
        error={promote.isError ? promoteErrorMessage(promote.error) : null}
        onConfirm={promotion.confirm}
        onCancel={promotion.close}
      >
        <p>
          Make {promotion.target?.name || promotion.target?.email} an admin? They will be able to
          manage reservations, rooms and users in the back office.
        </p>
      </ConfirmDialog>
    </section>
  );
}
