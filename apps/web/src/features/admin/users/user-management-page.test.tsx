import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow } from '@aso/core/admin-users';
import { SUCCESS_BANNER_MS, type UserRole } from '@aso/core/constants';
import { jsonResponse, renderAsAdmin, stubPage } from '../../../test/render.tsx';
import { UserManagementPage } from './user-management-page.tsx';

function makeUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 12,
    name: 'Ngozi Adeyemi',
    first_name: 'Ngozi',
    last_name: 'Adeyemi',
    email: 'ngozi@example.com',
    phone: '+234 803 111 2222',
    phone_number: '+234 803 111 2222',
    role: 'user',
    lastLogin: '2026-03-04T05:06:07.000Z',
    bookings: 4,
    is_affiliate: false,
    affiliate_code: null,
    is_suspended: false,
    ...overrides,
  };
}

const pageOf = (users: AdminUserRow[], total = users.length) => ({
  users,
  pagination: {
    current_page: 1,
    last_page: Math.max(1, Math.ceil(total / 10)),
    per_page: 10,
    total,
  },
});

/** The list, and the profile a name opens. */
const USER_MANAGEMENT = {
  route: '/admin/UserManagement',
  routes: [stubPage('/admin/UserProfile/:id', 'User profile')],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('UserManagementPage', () => {
  it('lists the users with their count and the spec columns; a name opens the profile', async () => {
    const queries: URLSearchParams[] = [];
    const { router } = renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'admin',
      api: {
        'GET /api/users': ({ query }) => {
          queries.push(query);
          return jsonResponse(
            pageOf(
              [
                makeUserRow(),
                makeUserRow({
                  id: 13,
                  name: 'Tunde Bakare',
                  email: 'tunde@example.com',
                  phone: null,
                  phone_number: null,
                  lastLogin: null,
                  role: 'admin',
                  bookings: 0,
                  is_suspended: true,
                }),
              ],
              23,
            ),
          );
        },
      },
    });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '1', per_page: '10', sort: 'recent' });
    expect(screen.getByText('23 Total users')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'User ID', 'Last Login', 'Bookings', 'Role']);
    const [, ngozi, tunde] = within(table).getAllByRole('row');
    expect(
      within(ngozi!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ngozi@example.com',
      '+234 803 111 2222',
      '12',
      'Wed, 4 Mar 2026, 6:06 AM',
      '4',
      'User',
    ]);
    expect(tunde).toHaveTextContent('Suspended');
    expect(tunde).toHaveTextContent('No phone');
    expect(tunde).toHaveTextContent('Never');
    expect(tunde).toHaveTextContent('Admin');

    await user.click(within(ngozi!).getByRole('link', { name: 'Ngozi Adeyemi' }));
    expect(router.state.location.pathname).toBe('/admin/UserProfile/12');
  });

  it('sends the search, the New / Old filter and the sort to the server', async () => {
    const queries: URLSearchParams[] = [];
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'admin',
      api: {
        'GET /api/users': ({ query }) => {
          queries.push(query);
          return jsonResponse(pageOf([makeUserRow()]));
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');

    expect(
      within(screen.getByLabelText('Show'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Users', 'New Users', 'Old Users']);
    expect(
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most Recent', 'Oldest']);

    await user.type(screen.getByLabelText('Search by name or email'), 'ngozi');
    await user.selectOptions(screen.getByLabelText('Show'), 'Old Users');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest');

    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        page: '1',
        per_page: '10',
        q: 'ngozi',
        type: 'old',
        sort: 'oldest',
      }),
    );
  });

  it('pages through the list', async () => {
    const pages: string[] = [];
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'admin',
      api: {
        'GET /api/users': ({ query }) => {
          pages.push(query.get('page')!);
          return jsonResponse({
            ...pageOf([makeUserRow({ id: Number(query.get('page')) * 100 })], 23),
            pagination: {
              current_page: Number(query.get('page')),
              last_page: 3,
              per_page: 10,
              total: 23,
            },
          });
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: /Next/ }));

    await waitFor(() => expect(screen.getByText('200')).toBeInTheDocument());
    expect(pages).toEqual(['1', '2']);
  });

  it('says "No users found." when nothing matches', async () => {
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'admin',
      api: { 'GET /api/users': () => jsonResponse(pageOf([], 0)) },
    });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'admin',
      api: {
        'GET /api/users': () => {
          calls += 1;
          return calls === 1
            ? jsonResponse({ message: 'Server Error' }, 500)
            : jsonResponse(pageOf([makeUserRow()]));
        },
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('could not load the users');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows no Actions column to an admin', async () => {
    const { fetchMock } = renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'admin',
      api: {
        'GET /api/users': () => jsonResponse(pageOf([makeUserRow()])),
      },
    });
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/user')).toBe(true),
    );
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('shows a super_admin Promote on user rows and a disabled Admin label on staff rows', async () => {
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'super_admin',
      api: {
        'GET /api/users': () =>
          jsonResponse(
            pageOf([
              makeUserRow(),
              makeUserRow({ id: 13, name: 'Desk Admin', role: 'admin' }),
              makeUserRow({ id: 1, name: 'Owner', role: 'super_admin' }),
            ]),
          ),
      },
    });
    const table = await screen.findByRole('table');

    expect(await within(table).findByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const [, ngozi, desk, owner] = within(table).getAllByRole('row');
    expect(
      within(ngozi!).getByRole('button', { name: 'Promote Ngozi Adeyemi to admin' }),
    ).toBeEnabled();
    for (const staffRow of [desk!, owner!]) {
      expect(within(staffRow).getByRole('button', { name: 'Admin' })).toBeDisabled();
    }
  });

  it('promotes after the confirmation, shows the banner for 3 seconds and reloads the list', async () => {
    let role: UserRole = 'user';
    const promoted: unknown[] = [];
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'super_admin',
      api: {
        'GET /api/users': () => jsonResponse(pageOf([makeUserRow({ role })])),
        'POST /api/users/12/promote': ({ body }) => {
          promoted.push(body);
          role = 'admin';
          return jsonResponse({
            message: 'User promoted to admin successfully.',
            user: makeUserRow({ role }),
          });
        },
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');

    await user.click(await within(table).findByRole('button', { name: /Promote Ngozi/ }));
    const dialog = screen.getByRole('dialog', { name: 'Promote to admin' });
    expect(dialog).toHaveTextContent('Make Ngozi Adeyemi an admin?');
    expect(promoted).toEqual([]);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));

    expect(await screen.findByText('User promoted to admin successfully.')).toBeInTheDocument();
    expect(promoted).toEqual([{ role: 'admin' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Admin' })).toBeDisabled(),
    );

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_BANNER_MS));
    expect(screen.queryByText('User promoted to admin successfully.')).not.toBeInTheDocument();
  });

  it('says "Failed to promote user." with the server reason, and nothing changes', async () => {
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'super_admin',
      api: {
        'GET /api/users': () => jsonResponse(pageOf([makeUserRow()])),
        'POST /api/users/12/promote': () =>
          jsonResponse({ message: 'This user is already an admin.' }, 409),
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');

    await user.click(await within(table).findByRole('button', { name: /Promote Ngozi/ }));
    await user.click(screen.getByRole('button', { name: 'Promote' }));

    const dialog = screen.getByRole('dialog', { name: 'Promote to admin' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to promote user. This user is already an admin.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('User promoted to admin successfully.')).not.toBeInTheDocument();
  });

  it('says only "Failed to promote user." when the server gives no reason', async () => {
    renderAsAdmin(<UserManagementPage />, {
      ...USER_MANAGEMENT,
      role: 'super_admin',
      api: {
        'GET /api/users': () => jsonResponse(pageOf([makeUserRow()])),
        'POST /api/users/12/promote': () => new Response('', { status: 502 }),
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');

    await user.click(await within(table).findByRole('button', { name: /Promote Ngozi/ }));
    await user.click(screen.getByRole('button', { name: 'Promote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to promote user\.$/);
  });
});
