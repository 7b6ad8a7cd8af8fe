import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserBooking, AdminUserDetail } from '@aso/core/admin-users';
import { jsonResponse, makeUser, renderAsAdmin, stubPage } from '../../../test/render.tsx';
import { UserProfilePage } from './user-profile-page.tsx';

function makeDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 12,
    name: 'Ngozi Adeyemi',
    first_name: 'Ngozi',
    last_name: 'Adeyemi',
    email: 'ngozi@example.com',
    phone: '+234 803 111 2222',
    phone_number: '+234 803 111 2222',
    role: 'user',
    lastLogin: null,
    bookings: 2,
    is_affiliate: false,
    affiliate_code: null,
    is_suspended: false,
    suspended_at: null,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const stay = (id: number, status: AdminUserBooking['status']): AdminUserBooking => ({
  id,
  room_type: 'Deluxe Studio',
  start_date: '2026-03-10',
  end_date: '2026-03-13',
  status,
  total_amount: 105000,
});

/** The profile of user 12, and the booking page a stay opens. */
const USER_PROFILE = {
  route: '/admin/UserProfile/:id',
  path: '/admin/UserProfile/12',
  routes: [stubPage('/admin/bookings/details/:id', 'Booking details')],
};

describe('UserProfilePage', () => {
  it("shows the user's details read-only and their booking history with the spec's statuses", async () => {
    const { router } = renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () =>
          jsonResponse({
            user: makeDetail(),
            booking_history: [
              stay(41, 'pending'),
              stay(40, 'confirmed'),
              stay(39, 'checked_in'),
              stay(38, 'checked_out'),
              stay(37, 'cancelled'),
            ],
          }),
      },
    });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByText('Loading user...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ngozi Adeyemi' })).toBeInTheDocument();
    for (const [label, value] of [
      ['First name', 'Ngozi'],
      ['Last name', 'Adeyemi'],
      ['Phone', '+234 803 111 2222'],
      ['Email', 'ngozi@example.com'],
      ['Password', 'Not shown'],
    ]) {
      const field = screen.getByLabelText(label!);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Booking history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Awaiting Check-In',
      'Awaiting Check-In',
      'Checked In',
      'Checked Out',
      'Cancelled',
    ]);
    expect(rows[0]).toHaveTextContent('#41');
    expect(rows[0]).toHaveTextContent('Deluxe Studio');
    expect(rows[0]).toHaveTextContent('Tue, 10 Mar 2026 – Fri, 13 Mar 2026');
    expect(rows[0]).toHaveTextContent('₦105,000');

    await user.click(within(rows[0]!).getByRole('link', { name: /View booking #41/ }));
    expect(router.state.location.pathname).toBe('/admin/bookings/details/41');
  });

  it('shows a long history ten stays at a time', async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () =>
          jsonResponse({
            user: makeDetail(),
            booking_history: Array.from({ length: 12 }, (_, index) =>
              stay(100 - index, 'confirmed'),
            ),
          }),
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Booking history' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: /Next/ }));

    const rows = within(screen.getByRole('table', { name: 'Booking history' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '#90',
      '#89',
    ]);
  });

  it('says so when the user has no bookings', async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () => jsonResponse({ user: makeDetail(), booking_history: [] }),
      },
    });
    expect(await screen.findByText('This user has no bookings yet.')).toBeInTheDocument();
  });

  it('says "User not found." for an unknown or malformed id', async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () => jsonResponse({ message: 'User not found.' }, 404),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
  });

  it('does not call the server for an id that cannot exist', async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {},
      path: '/admin/UserProfile/abc',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
  });

  it('suspends after the confirmation and shows the Suspended badge', async () => {
    let suspended = false;
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () =>
          jsonResponse({ user: makeDetail({ is_suspended: suspended }), booking_history: [] }),
        'POST /api/users/12/suspend': () => {
          suspended = true;
          return jsonResponse({
            message: 'User suspended successfully.',
            user: makeDetail({ is_suspended: true, suspended_at: '2026-03-04T05:06:07.000Z' }),
          });
        },
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suspend User' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend User' });
    expect(dialog).toHaveTextContent('Are you sure you want to suspend this user?');
    expect(suspended).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend User' }));

    expect(await screen.findByText('User suspended successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore User' })).toBeInTheDocument();
  });

  it('restores a suspended user after the confirmation', async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () =>
          jsonResponse({ user: makeDetail({ is_suspended: true }), booking_history: [] }),
        'POST /api/users/12/restore': () =>
          jsonResponse({ message: 'User restored successfully.', user: makeDetail() }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Suspended')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Restore User' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore User' });
    expect(dialog).toHaveTextContent('Are you sure you want to restore this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore User' }));

    expect(await screen.findByText('User restored successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Suspended')).not.toBeInTheDocument());
  });

  it('shows the failure with the server reason inside the dialog, changing nothing', async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () => jsonResponse({ user: makeDetail(), booking_history: [] }),
        'POST /api/users/12/suspend': () =>
          jsonResponse({ message: 'A super admin cannot be suspended.' }, 403),
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suspend User' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Suspend User' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to suspend user. A super admin cannot be suspended.',
    );
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it("hides the button on the admin's own profile", async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () => jsonResponse({ user: makeDetail(), booking_history: [] }),
      },
      user: makeUser({ id: 12, role: 'admin' }),
    });
    expect(await screen.findByText('You cannot suspend your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend User' })).not.toBeInTheDocument();
  });

  it("hides the button on a super_admin's profile", async () => {
    renderAsAdmin(<UserProfilePage />, {
      ...USER_PROFILE,
      api: {
        'GET /api/users/12': () =>
          jsonResponse({ user: makeDetail({ role: 'super_admin' }), booking_history: [] }),
      },
    });
    expect(await screen.findByText('A super admin cannot be suspended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend User' })).not.toBeInTheDocument();
  });
});
