import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  expectFormControlsLabelled,
  expectImagesHaveTextAlternatives,
  expectNoSeriousAxeViolations,
  expectSingleH1,
} from './support/accessibility.ts';
import { SUPER_ADMIN } from './support/accounts.ts';
import {
  AFFILIATE_FIRST_DAY,
  bookWithCodeThroughApi,
  registerAffiliateThroughApi,
  roomTitled,
} from './support/affiliates.ts';
import { bearer, logInThroughApi, staffSession, staffStorageState } from './support/staff.ts';
import {
  bookAsPayingGuest,
  farStay,
  holdAsGuest,
  roomTypeId,
  shiftDate,
  uniqueSuffix,
} from './support/stays.ts';
import { bookAsUser } from './support/office.ts';
import { createVerifiedUser } from './support/users.ts';

/**
 * Every back-office page, logged in as the super admin (who sees every page and the
 * action log), at both sizes: no serious axe violations, one h1, image alternatives and
 * labelled fields; also with the Manual Booking, Create Room Type and Add Policy forms,
 * Admin Settings in edit mode and the phone menu open.
 * With E2E_SCREENSHOTS_DIR set, each state is also saved there as a PNG (not committed).
 */

test.use({ storageState: staffStorageState(SUPER_ADMIN) });

interface AuditedPage {
  name: string;
  /** The path, or how to make one (a booking of this test's own). */
  path: string | ((request: APIRequestContext, testInfo: TestInfo) => Promise<string>);
  /** Waits until the page shows its real content, not a loading state. */
  ready: (page: Page) => Promise<void>;
}

const h1Is = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
};

const listLoaded = (h1: string, total: RegExp) => async (page: Page) => {
  await h1Is(h1)(page);
  await expect(page.getByText(total)).toBeVisible();
  // The header row and at least one row of data.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
};

/** A paid guest booking of this test's own, so the lists and details have one to show. */
async function auditBooking(request: APIRequestContext, testInfo: TestInfo, slot: number) {
  const suffix = uniqueSuffix();
  return bookAsPayingGuest(request, {
    roomTypeId: await roomTypeId(request, 'Family Two Bedroom Apartment'),
    ...farStay(testInfo, slot, 500),
    guest: {
      name: `Audit Guest ${suffix}`,
      email: `audit-${suffix}@guest.test`,
      phone: '+234 803 555 0199',
    },
  });
}

const PAGES: AuditedPage[] = [
  {
    name: 'reservations',
    path: async (request, testInfo) => {
      await auditBooking(request, testInfo, 0);
      return '/admin/BookingManagement';
    },
    ready: listLoaded('All Reservations', /^\d+ Total bookings?$/),
  },
  {
    name: 'booking-details',
    path: async (request, testInfo) =>
      `/admin/bookings/details/${await auditBooking(request, testInfo, 1)}`,
    ready: async (page) => {
      await h1Is(/^Booking #\d+$/)(page);
      await expect(page.getByLabel('Booking status')).toBeVisible();
    },
  },
  {
    name: 'calendar',
    // Bars of each status side by side on one unit: pending, confirmed and checked in.
    path: async (request, testInfo) => {
      const family = await roomTypeId(request, 'Family Two Bedroom Apartment');
      const { start } = farStay(testInfo, 3, 500);
      const stay = (label: string, night: number) => {
        const suffix = uniqueSuffix();
        return {
          roomTypeId: family,
          start: shiftDate(start, night),
          end: shiftDate(start, night + 2),
          guest: {
            name: `Audit ${label} ${suffix}`,
            email: `audit-${suffix}@guest.test`,
            phone: '+234 803 555 0197',
          },
        };
      };
      await holdAsGuest(request, stay('Pending', 0));
      await bookAsPayingGuest(request, stay('Confirmed', 2));
      const checkedIn = await bookAsPayingGuest(request, stay('Arrived', 4));
      const { token } = staffSession(SUPER_ADMIN);
      const changed = await request.put(`/api/bookings/${checkedIn}/status`, {
        headers: bearer(token),
        data: { status: 'checked_in' },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      return `/admin/calendar?from=${shiftDate(start, -1)}`;
    },
    ready: async (page) => {
      await h1Is('Occupancy calendar')(page);
      const grid = page.getByRole('region', { name: 'Occupancy by unit and day' });
      await expect(grid).toHaveAttribute('aria-busy', 'false');
      for (const status of ['pending', 'confirmed', 'checked in']) {
        await expect(
          grid.getByRole('link', { name: new RegExp(`^Audit \\w+ \\w+, ${status}, `) }),
        ).toBeVisible();
      }
    },
  },
  {
    name: 'rooms',
    path: '/admin/RoomManagement',
    ready: listLoaded('All Rooms', /^\d+ Total rooms?$/),
  },
  {
    name: 'room-details',
    path: '/admin/room-details/1',
    ready: async (page) => {
      await h1Is('Room Details')(page);
      await expect(
        page
          .getByRole('region', { name: 'Availability' })
          .getByRole('button', { name: /^(Mark as Unavailable|Make Available)$/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'action-log',
    // A manual booking of the super admin's own, so the log has at least one entry.
    path: async (request, testInfo) => {
      const { token } = staffSession(SUPER_ADMIN);
      const units = await request.get('/api/roommanagement?q=J301', { headers: bearer(token) });
      const { rooms } = (await units.json()) as { rooms: { id: number; room_type_id: number }[] };
      const suffix = uniqueSuffix();
      const stay = farStay(testInfo, 2, 500);
      const created = await request.post('/api/bookings/manual', {
        headers: bearer(token),
        data: {
          room_id: rooms[0]!.id,
          room_type_id: rooms[0]!.room_type_id,
          start_date: stay.start,
          end_date: stay.end,
          guest_name: `Audit Walk-in ${suffix}`,
          guest_email: `walk-in-${suffix}@guest.test`,
          guest_phone: '+234 803 555 0198',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return '/admin/action-log';
    },
    ready: async (page) => {
      await h1Is('Action log')(page);
      await expect(page.getByText('Loading logs...')).toBeHidden();
      await expect(page.getByRole('table', { name: 'Admin actions' })).toBeVisible();
    },
  },
  {
    name: 'room-types',
    path: '/admin/RoomTypeManagement',
    ready: listLoaded('All Room Types', /^\d+ Total types?$/),
  },
  {
    name: 'users',
    // A user of this test's own, so the list has at least one row to promote.
    path: async (request) => {
      await createVerifiedUser(request);
      return '/admin/UserManagement';
    },
    ready: async (page) => {
      await listLoaded('All Users', /^\d+ Total users?$/)(page);
      await expect(page.getByRole('button', { name: /^Promote / }).first()).toBeVisible();
    },
  },
  {
    name: 'user-profile',
    // A user with a paid booking, so the booking history has a row.
    path: async (request, testInfo) => {
      const user = await createVerifiedUser(request);
      const session = await logInThroughApi(request, user);
      await bookAsUser(request, session.token, {
        roomTypeId: await roomTypeId(request, 'Family Two Bedroom Apartment'),
        ...farStay(testInfo, 5, 500),
      });
      return `/admin/UserProfile/${session.user.id}`;
    },
    ready: async (page) => {
      await h1Is('User Profile')(page);
      await expect(page.getByRole('button', { name: 'Suspend User' })).toBeVisible();
      await expect(page.getByText('Awaiting Check-In')).toBeVisible();
    },
  },
  {
    name: 'payments',
    // A paid booking of this test's own, so the first page has its payment.
    path: async (request, testInfo) => {
      await auditBooking(request, testInfo, 4);
      return '/admin/Payments';
    },
    ready: listLoaded('Recent Payments', /^\d+ Total payments?$/),
  },
  {
    name: 'policies',
    path: '/admin/policies',
    ready: async (page) => {
      await h1Is('Manage Policies')(page);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: 'settings',
    path: '/admin/Settings',
    ready: async (page) => {
      await h1Is('Admin Settings')(page);
      await expect(page.getByLabel('First name')).toHaveValue(SUPER_ADMIN.firstName);
    },
  },
  {
    name: 'affiliates',
    // An affiliate of this test's own, so the list has at least one row.
    path: async (request) => {
      await newAffiliate(request);
      return '/admin/affiliate';
    },
    ready: listLoaded('Affiliates', /^\d+ Total affiliates?$/),
  },
  {
    name: 'not-found',
    // An /admin path with no page: the back office's own "not found", inside its layout.
    path: '/admin/no-such-page',
    ready: async (page) => {
      await h1Is('Page not found')(page);
      await expect(page.getByRole('link', { name: 'Go to booking management' })).toBeVisible();
    },
  },
];

/** A user registered as an affiliate through the API: the affiliate's name and code. */
async function newAffiliate(request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  const { token } = await logInThroughApi(request, user);
  const code = await registerAffiliateThroughApi(request, token, user);
  return { name: `${user.first_name} ${user.last_name}`, code };
}

async function audit(page: Page) {
  await expectSingleH1(page);
  await expectImagesHaveTextAlternatives(page);
  await expectFormControlsLabelled(page);
  await expectNoSeriousAxeViolations(page);
}

/**
 * Saves the page as it is now when E2E_SCREENSHOTS_DIR is set (never committed): the
 * whole page, or only the viewport with a dialog open (a full-page capture would show
 * the fixed backdrop over the first screen only).
 */
async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}-${width}.png`),
    fullPage,
  });
}

test.describe('back-office accessibility', () => {
  for (const { name, path: where, ready } of PAGES) {
    test(`${name} has no serious axe violations, one h1, image alts and labelled fields`, async ({
      page,
      request,
    }, testInfo) => {
      await page.goto(typeof where === 'string' ? where : await where(request, testInfo));
      await ready(page);
      await screenshot(page, testInfo, name);
      await audit(page);
    });
  }

  test('the Manual Booking form', async ({ page }, testInfo) => {
    await page.goto('/admin/BookingManagement');
    await h1Is('All Reservations')(page);
    await page.getByRole('button', { name: 'Manual Booking' }).click();
    const modal = page.getByRole('dialog', { name: 'Manual Booking' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Loading units...')).toBeHidden();
    await expect(modal.getByLabel('Room')).toBeFocused();
    await screenshot(page, testInfo, 'manual-booking', false);
    await audit(page);

    // With the errors of an empty submit shown, too.
    await modal.getByRole('button', { name: 'Create booking' }).click();
    await expect(modal.getByLabel('Room')).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, testInfo, 'manual-booking-errors', false);
    await audit(page);
  });

  test('the Create Room Type form', async ({ page }, testInfo) => {
    await page.goto('/admin/RoomTypeManagement');
    await h1Is('All Room Types')(page);
    await page.getByRole('button', { name: 'Create Room Type' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Room Type' });
    await expect(modal.getByLabel('Title')).toBeFocused();
    // With every optional part open: breakfast and airport conveyance prices.
    await modal.getByLabel('Guests can add breakfast').check();
    await modal.getByLabel('Guests can add airport pickup or drop-off').check();
    await screenshot(page, testInfo, 'create-room-type', false);
    await audit(page);

    // With the errors of an empty submit shown, too; nothing is created.
    await modal.getByRole('button', { name: 'Create Room Type' }).click();
    await expect(modal.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('The images field is required.')).toBeVisible();
    await screenshot(page, testInfo, 'create-room-type-errors', false);
    await audit(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('the Add Policy form', async ({ page }, testInfo) => {
    await page.goto('/admin/policies');
    await h1Is('Manage Policies')(page);
    await page.getByRole('button', { name: 'New Policy' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Policy' });
    await expect(modal.getByLabel('Title')).toBeFocused();
    await screenshot(page, testInfo, 'add-policy', false);
    await audit(page);

    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, testInfo, 'add-policy-errors', false);
    await audit(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('Admin Settings in edit mode', async ({ page }, testInfo) => {
    await page.goto('/admin/Settings');
    await h1Is('Admin Settings')(page);
    await page.getByRole('button', { name: 'Update User Info' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await screenshot(page, testInfo, 'settings-editing');
    await audit(page);
    // Only looked at: nothing is saved.
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the Pay affiliate dialog', async ({ page, request }, testInfo) => {
    const { name, code } = await newAffiliate(request);
    // One paid booking with the code, so the affiliate is owed something to pay.
    const room = await roomTitled(request, 'Deluxe Studio');
    await bookWithCodeThroughApi(request, {
      roomTypeId: room.id,
      ...farStay(testInfo, 3, AFFILIATE_FIRST_DAY),
      code,
    });
    await page.goto('/admin/affiliate');
    await h1Is('Affiliates')(page);
    await page.getByLabel('Search affiliates').fill(code);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByLabel(`Amount to pay ${name}`).fill('2500');
    await row.getByRole('button', { name: `Pay ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay affiliate' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await screenshot(page, testInfo, 'affiliate-pay', false);
    await audit(page);
    // Only looked at: nothing is paid.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the phone menu open', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu is a panel on a phone only');
    await page.goto('/admin/BookingManagement');
    await h1Is('All Reservations')(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Back office menu' })).toBeVisible();
    await screenshot(page, testInfo, 'mobile-menu', false);
    await audit(page);
  });
});
