import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  ADMIN,
  fullName,
  STAFF_EMAIL,
  SUPER_ADMIN,
  type StaffAccount,
} from './support/accounts.ts';
import { fetchRoom } from './support/api.ts';
import { waitForMail } from './support/mail.ts';
import { bearer, staffSession, staffStorageState } from './support/staff.ts';
import {
  bookAsPayingGuest,
  dayText,
  farStay,
  roomTypeId,
  shiftDate,
  uniqueSuffix,
  type Guest,
} from './support/stays.ts';
import { createVerifiedUser, logInAsStaff, logInThroughPage } from './support/users.ts';

/**
 * The back office in the browser: the staff login and the front desk's day (finding a
 * guest's booking, checking them in, booking from the calendar), a unit taken off sale
 * and back, the action log, the phone menu, logging out and the door for everyone else.
 * Desktop and mobile run in parallel on one database: each test books its own far-off
 * nights and touches its own units.
 */

const guestFor = (first: string): Guest => {
  const suffix = uniqueSuffix();
  return {
    name: `${first} Okeke ${suffix}`,
    email: `${first.toLowerCase()}-${suffix}@guest.test`,
    phone: '+234 803 555 0101',
  };
};

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The header's greeting, the line under it and the role (spec §2). */
async function expectStaffHeader(page: Page, account: StaffAccount, role: string) {
  const header = page.getByRole('banner');
  await expect(
    header.getByText(new RegExp(`^Good (morning|afternoon|evening), ${fullName(account)}$`)),
  ).toBeVisible();
  await expect(header.getByText("Hope you're having a productive day.")).toBeVisible();
  await expect(header.getByText(role, { exact: true })).toBeVisible();
  await expect(header.getByText(account.email)).toBeVisible();
}

/** The back office's navigation: always shown on a desk, behind the Menu button on a phone. */
async function sidebarNav(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Back office menu' });
    return panel.getByRole('navigation', { name: 'Back office' });
  }
  return page.getByRole('navigation', { name: 'Back office' });
}

/** A unit as `GET /api/roommanagement` lists it to staff. */
async function unitNamed(request: APIRequestContext, token: string, roomNumber: string) {
  const response = await request.get(`/api/roommanagement?q=${roomNumber}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { rooms } = (await response.json()) as {
    rooms: { id: number; roomID: string; room_type_id: number }[];
  };
  const unit = rooms.find((room) => room.roomID === roomNumber);
  if (!unit) throw new Error(`no unit ${roomNumber}`);
  return unit;
}

test('an admin logs in, finds a guest booking, checks the guest in and sees it on the calendar', async ({
  page,
  request,
}, testInfo) => {
  const stay = farStay(testInfo, 0);
  const guest = guestFor('Chidi');
  const bookingId = await bookAsPayingGuest(request, {
    roomTypeId: await roomTypeId(request, 'Luxury 2 Bedroom Apartment'),
    ...stay,
    guest,
  });

  await logInAsStaff(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/BookingManagement$/);
  await expectStaffHeader(page, ADMIN, 'Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');

  await page.getByLabel('Search bookings').fill(guest.name);
  const row = page.getByRole('row').filter({ hasText: guest.name });
  await expect(row).toHaveCount(1);
  // The header row and this booking's: the search narrowed the list.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('rowheader')).toHaveText(`#${bookingId}`);
  await expect(row).toContainText(guest.email);
  await expect(row).toContainText('Luxury 2 Bedroom Apartment');
  await expect(row).toContainText('Confirmed');

  await row.getByRole('link', { name: `View booking #${bookingId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/details/${bookingId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking #${bookingId}`);
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary.getByRole('region', { name: 'Guest' })).toContainText(guest.name);
  await expect(summary.getByRole('region', { name: 'Guest' })).toContainText(guest.phone);
  const status = page.getByLabel('Booking status');
  await expect(status).toHaveValue('confirmed');

  await status.selectOption('checked_in');
  await expect(summary.getByRole('status')).toHaveText('Booking status updated.');
  await expect(page.getByText('CHECKED IN', { exact: true })).toBeVisible();
  await expect(status).toHaveValue('checked_in');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking #${bookingId}`);
  await expect(page.getByLabel('Booking status')).toHaveValue('checked_in');
  await expect(page.getByText('CHECKED IN', { exact: true })).toBeVisible();

  await page.goto(`/admin/calendar?from=${stay.start}`);
  const bar = page.getByRole('link', { name: new RegExp(`^${guest.name}, checked in, `) });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('href', `/admin/bookings/details/${bookingId}`);
});

test.describe('logged in as the admin', () => {
  test.use({ storageState: staffStorageState(ADMIN) });

  test('the front desk books a free cell of the calendar; the guest and the desk are mailed', async ({
    page,
  }, testInfo) => {
    const { start } = farStay(testInfo, 1);
    const guest = guestFor('Emeka');

    await page.goto(`/admin/calendar?from=${start}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Occupancy calendar');
    await page.getByRole('button', { name: `Book unit M101 on ${dayText(start)}` }).click();

    const modal = page.getByRole('dialog', { name: 'Manual Booking' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Loading units...')).toBeHidden();
    await expect(modal.getByLabel('Room').locator('option:checked')).toHaveText(
      'M101 — Deluxe Studio',
    );
    await expect(modal.getByLabel('Check-in date')).toHaveValue(start);
    await expect(modal.getByLabel('Check-out date')).toHaveValue(shiftDate(start, 1));
    await expect(modal.getByLabel('Guest name')).toBeFocused();

    await modal.getByLabel('Guest name').fill(guest.name);
    await modal.getByLabel('Guest email').fill(guest.email);
    await modal.getByLabel('Guest phone').fill(guest.phone);
    await modal.getByRole('button', { name: 'Create booking' }).click();

    await expect(modal.getByText('Booking created successfully!')).toBeVisible();
    const view = modal.getByRole('link', { name: /^View booking #\d+$/ });
    const bookingId = Number((await view.textContent())?.match(/#(\d+)/)?.[1]);
    expect(bookingId).toBeGreaterThan(0);
    await expect(modal).toContainText(`Booking #${bookingId} for ${guest.name} in unit M101`);
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();

    const bar = page.getByRole('link', { name: new RegExp(`^${guest.name}, confirmed, `) });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('href', `/admin/bookings/details/${bookingId}`);
    await expect(
      page.getByRole('button', { name: `Book unit M101 on ${dayText(start)}` }),
    ).toHaveCount(0);

    await page.goto('/admin/BookingManagement');
    await page.getByLabel('Search bookings').fill(guest.name);
    const row = page.getByRole('row').filter({ hasText: guest.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText(`#${bookingId}`);
    await expect(row).toContainText('Unit M101');
    await expect(row).toContainText('Confirmed');

    const confirmation = await waitForMail(
      guest.email,
      /^Your booking is confirmed: Deluxe Studio/,
    );
    expect(confirmation.text).toContain(
      `Your booking ASO-${String(bookingId).padStart(6, '0')} is confirmed`,
    );
    expect(confirmation.text).toContain('unit M101');

    const notice = await waitForMail(STAFF_EMAIL, new RegExp(`^New booking #${bookingId}: `));
    expect(notice.subject).toContain('Deluxe Studio M101');
    expect(notice.text).toContain(`Guest email: ${guest.email}`);
    expect(notice.text).toContain(`Guest phone: ${guest.phone}`);
    expect(notice.text).toMatch(
      new RegExp(`https?://[^\\s/]+/admin/bookings/details/${bookingId}\\s`),
    );
  });

  test('a unit taken off sale lowers the public count; made available again, it comes back', async ({
    page,
    request,
  }, testInfo) => {
    // Each project its own room type, so neither sees the other's change in the count.
    const { roomNumber, roomType } = isPhone(testInfo)
      ? { roomNumber: 'M202', roomType: 'Executive One Bedroom Suite' }
      : { roomNumber: 'M102', roomType: 'Deluxe Studio' };
    const { token } = staffSession(ADMIN);
    const typeId = await roomTypeId(request, roomType);
    const unit = await unitNamed(request, token, roomNumber);
    const before = (await fetchRoom(request, typeId)).available_count;
    expect(before, `${roomType} has several units for sale`).toBeGreaterThan(1);

    try {
      await page.goto('/admin/RoomManagement');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Rooms');
      await page.getByLabel('Search Room ID').fill(roomNumber);
      const row = page.getByRole('row').filter({ hasText: roomNumber });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Available');
      await row.getByRole('link', { name: `View Details of room ${roomNumber}` }).click();

      await expect(page).toHaveURL(new RegExp(`/admin/room-details/${unit.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: roomType })).toBeVisible();
      const availability = page.getByRole('region', { name: 'Availability' });
      await availability.getByRole('button', { name: 'Mark as Unavailable' }).click();
      await expect(availability.getByRole('status')).toHaveText('Availability updated.');
      await expect(availability.getByRole('button', { name: 'Make Available' })).toBeVisible();
      await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
      expect((await fetchRoom(request, typeId)).available_count).toBe(before - 1);

      // The public room page still opens and can still be booked on the other units.
      await page.goto(`/rooms/${typeId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomType);
      await page.getByTestId('booking-card-slot').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();

      await page.goto(`/admin/room-details/${unit.id}`);
      await availability.getByRole('button', { name: 'Make Available' }).click();
      await expect(availability.getByRole('status')).toHaveText('Availability updated.');
      await expect(availability.getByRole('button', { name: 'Mark as Unavailable' })).toBeVisible();
      expect((await fetchRoom(request, typeId)).available_count).toBe(before);
    } finally {
      // Whatever failed above, the unit goes back on sale for the other specs.
      const restored = await request.put(`/api/rooms/${unit.id}/availability`, {
        headers: bearer(token),
        data: { is_available: true },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });

  test('the admin has no action log: no link, a refusal on the page, and 403 from the API', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/admin/BookingManagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
    const nav = await sidebarNav(page, testInfo);
    await expect(nav.getByRole('link', { name: 'Reservations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Action log' })).toHaveCount(0);

    await page.goto('/admin/action-log');
    await expect(page.getByText('Only a super admin can read the action log.')).toBeVisible();

    const { token } = staffSession(ADMIN);
    const logs = await request.get('/api/admin-action-logs', { headers: bearer(token) });
    expect(logs.status()).toBe(403);
  });

  test('on a phone the Menu opens the sidebar, Escape closes it, a link in it navigates', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the sidebar is a panel at the mobile breakpoint only');
    await page.goto('/admin/BookingManagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
    const menu = page.getByRole('button', { name: 'Menu' });
    const panel = page.getByRole('dialog', { name: 'Back office menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();

    await menu.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/admin\/calendar$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Occupancy calendar');
  });

  test('on a desk the sidebar is always there and there is no Menu button', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'a phone has the Menu button instead');
    await page.goto('/admin/BookingManagement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Reservations');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Rooms', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/RoomManagement$/);
    await expect(nav.getByRole('link', { name: 'Rooms', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test('the super admin reads in the action log what the admin did', async ({
  page,
  request,
}, testInfo) => {
  // What Amaka does, through the API with her session: a manual booking, its check-in,
  // and a unit off sale and back (J101: no other test counts Classic Studio's units).
  const { token } = staffSession(ADMIN);
  const { start, end } = farStay(testInfo, 2);
  const guest = guestFor('Ifeoma');
  const m201 = await unitNamed(request, token, 'M201');
  const created = await request.post('/api/bookings/manual', {
    headers: bearer(token),
    data: {
      room_id: m201.id,
      room_type_id: m201.room_type_id,
      start_date: start,
      end_date: end,
      guest_name: guest.name,
      guest_email: guest.email,
      guest_phone: guest.phone,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bookingId = ((await created.json()) as { booking: { id: number } }).booking.id;
  const checkedIn = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(token),
    data: { status: 'checked_in' },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  const j101 = await unitNamed(request, token, 'J101');
  for (const isAvailable of [false, true]) {
    const changed = await request.put(`/api/rooms/${j101.id}/availability`, {
      headers: bearer(token),
      data: { is_available: isAvailable },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  await logInAsStaff(page, SUPER_ADMIN);
  await expect(page).toHaveURL(/\/admin\/BookingManagement$/);
  await expectStaffHeader(page, SUPER_ADMIN, 'Super Admin');
  const nav = await sidebarNav(page, testInfo);
  await nav.getByRole('link', { name: 'Action log' }).click();
  await expect(page).toHaveURL(/\/admin\/action-log$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Action log');

  const entries = page.getByRole('row');
  const entry = (action: string, details: string) =>
    entries.filter({ hasText: action }).filter({ hasText: details });
  const byAmaka = (row: ReturnType<typeof entry>) =>
    row.filter({ has: page.getByRole('rowheader', { name: fullName(ADMIN) }) });

  await expect(byAmaka(entry('booking.manual_created', `Booking #${bookingId}: `))).toContainText(
    `Executive One Bedroom Suite unit M201`,
  );
  await expect(
    byAmaka(entry('booking.status_changed', `Booking #${bookingId}: confirmed → checked_in`)),
  ).toHaveCount(1);
  // The other project may change J101 at the same time: one entry of each at least.
  await expect(
    byAmaka(entry('room.marked_unavailable', 'Unit J101 (Classic Studio) taken off sale')).first(),
  ).toBeVisible();
  await expect(
    byAmaka(entry('room.made_available', 'Unit J101 (Classic Studio) is for sale again')).first(),
  ).toBeVisible();
});

test('logging out of the back office opens /login and ends the session', async ({
  page,
  request,
}) => {
  // Its own session: the run's shared one must outlive this test.
  await logInAsStaff(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/BookingManagement$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  const revoked = await request.get('/api/admin/occupancy', { headers: bearer(token!) });
  expect(revoked.status()).toBe(401);
});

test.describe('the back office door', () => {
  test('a visitor without a session is sent to the admin login', async ({ page }) => {
    await page.goto('/admin/BookingManagement');
    await expect(page).toHaveURL(/\/admin\/loginAdmin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  });

  test('a logged-in guest is sent to the admin login, and refused there', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request);
    await logInThroughPage(page, user);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/BookingManagement');
    await expect(page).toHaveURL(/\/admin\/loginAdmin$/);
    await logInAsStaff(page, user);
    await expect(page.getByRole('alert')).toHaveText('This account has no admin access.');
    await expect(page).toHaveURL(/\/admin\/loginAdmin$/);
    await page.goto('/admin/BookingManagement');
    await expect(page).toHaveURL(/\/admin\/loginAdmin$/);
  });
});
