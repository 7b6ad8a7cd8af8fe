import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN, SUPER_ADMIN } from './support/accounts.ts';
import {
  expectShown,
  openRoom,
  recordShownTexts,
  roomTitled,
  useSessionInBrowser,
} from './support/affiliates.ts';
import {
  adminRoomTypeTitled,
  nairaWithSeparators,
  newAdmin,
  newSignedInUser,
  OFFICE_FIRST_DAY,
  pageUntilShown,
  paymentOfBooking,
  pdfText,
  roomTypePhotos,
  snap,
  storedPhoto,
} from './support/office.ts';
import { waitForMail } from './support/mail.ts';
import { bearer, staffSession, staffStorageState } from './support/staff.ts';
import { bookAsPayingGuest, farStay, uniqueSuffix } from './support/stays.ts';

/**
 * The office of the back office in the browser (issue 11): a room type created with two
 * photos, sold, paid and its receipt downloaded; a policy shown on the booking card; a
 * user promoted by the super admin; a user suspended and restored; an admin's own
 * settings. Desktop and mobile run in parallel on one database: every name is this
 * run's own, and what would disturb other specs (a room type for sale, a policy on every
 * booking card) is taken away again at the end.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The success banners leave after 3 seconds: recorded as they show (see recordShownTexts). */
const BANNER = '[role="status"]';

/** What `GET /api/user` answers for a token: the status and, when 200, the user. */
async function currentUser(page: Page, token: string) {
  const response = await page.request.get('/api/user', { headers: bearer(token) });
  const body = response.ok() ? ((await response.json()) as { role: string }) : null;
  return { status: response.status(), role: body?.role };
}

test.describe('the admin at work', () => {
  test.use({ storageState: staffStorageState(ADMIN) });

  test('a room type created with two photos is listed, sold, and its payment receipt downloads', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const { token } = staffSession(ADMIN);
    const suffix = uniqueSuffix();
    const title = `Garden Terrace Suite ${suffix}`;
    const pricePerNight = 123_456;
    const photos = await roomTypePhotos(suffix);
    let roomTypeId: number | undefined;
    let bookingId: number | undefined;

    try {
      // The admin creates the type in the "+ Create Room Type" modal.
      await page.goto('/admin/RoomTypeManagement');
      await expect(h1(page)).toHaveText('All Room Types');
      await expect(page.getByText(/^\d+ Total types?$/)).toBeVisible();
      await recordShownTexts(page, BANNER);
      await page.getByRole('button', { name: 'Create Room Type' }).click();
      const modal = page.getByRole('dialog', { name: 'Create Room Type' });
      await expect(modal.getByLabel('Title')).toBeFocused();
      await modal.getByLabel('Title').fill(title);
      // Under 120 characters: residencies.spec checks every long description it reads.
      await modal
        .getByLabel('Description')
        .fill(
          'A quiet suite over the garden terrace, with a kitchenette and a balcony on the lake.',
        );
      await modal.getByLabel('Price per night (₦)').fill(String(pricePerNight));
      await modal.getByLabel('Capacity (guests)').fill('3');
      await modal.getByLabel('Number of rooms').fill('2');
      await modal.getByLabel('Images').setInputFiles(photos);
      const chosen = modal.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
      await expect(chosen).toHaveCount(2);
      await expect(chosen.nth(0)).toContainText(photos[0].name);
      await expect(chosen.nth(1)).toContainText(photos[1].name);
      await chosen.nth(1).scrollIntoViewIfNeeded();
      await snap(page, testInfo, 'create-room-type', false);
      await modal.getByRole('button', { name: 'Create Room Type' }).click();
      await expect(modal).toBeHidden({ timeout: 15_000 });
      await expectShown(page, 'Room type created successfully.');

      // It is listed: searched by its title, with its price and first photo.
      await page.getByLabel('Search Room Type').fill(title);
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(row.getByRole('rowheader')).toHaveText(title);
      await expect(row).toContainText(nairaWithSeparators(pricePerNight));
      await expect(row).toContainText('3');
      await expect(row.getByRole('img', { name: `${title}, first photo` })).toHaveAttribute(
        'src',
        /^\/images\/store\/[\w-]+-\d+\.webp$/,
      );
      await expect(row).toContainText('+1 more photo');
      await snap(page, testInfo, 'room-types-list');

      const created = await adminRoomTypeTitled(request, token, title);
      roomTypeId = created.id;
      expect(created.images).toHaveLength(2);
      expect(created.room_numbers).toHaveLength(2);

      // The stored copies are the two photos, as WebP in several widths, without EXIF.
      const [first, second] = created.images as [string, string];
      for (const [src, colour] of [
        [first, 'red'],
        [second, 'blue'],
      ] as const) {
        const small = await storedPhoto(request, src.replace(/-\d+\.webp$/, '-480.webp'));
        expect(small).toMatchObject({
          contentType: 'image/webp',
          format: 'webp',
          width: 480,
          hasExif: false,
          mainColour: colour,
        });
        expect(small.cacheControl).toContain('immutable');
        expect((await storedPhoto(request, src.replace(/-\d+\.webp$/, '-960.webp'))).width).toBe(
          960,
        );
      }

      // On /residencies with its first photo, each width offered in srcset.
      await page.goto('/residencies');
      await expect(h1(page)).toHaveText('Our residencies');
      const card = page
        .getByRole('region', { name: 'Room types' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      const cover = card.getByRole('img', { name: `${title} photo 1` });
      await expect(cover).toHaveAttribute('src', first);
      await expect(cover).toHaveAttribute(
        'srcset',
        /\/images\/store\/[\w-]+-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w/,
      );
      await expect(cover).toHaveJSProperty('complete', true);
      expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
      await expect(card).toContainText(nairaWithSeparators(pricePerNight));
      await card.screenshot({
        path: testInfo.outputPath(`residencies-card-${page.viewportSize()?.width}.png`),
      });

      // Its page shows both photos, in their order.
      await card.getByRole('link', { name: new RegExp(`^BOOK NOW`) }).click();
      await expect(h1(page)).toHaveText(title);
      for (const [index, src] of [first, second].entries()) {
        await expect(
          page.getByRole('img', { name: `${title} photo ${index + 1}` }),
        ).toHaveAttribute('src', src);
      }
      await snap(page, testInfo, 'new-room-page');

      // Its units are in room management, under their new numbers.
      for (const roomNumber of created.room_numbers) {
        await page.goto('/admin/RoomManagement');
        await expect(h1(page)).toHaveText('All Rooms');
        await page.getByLabel('Search Room ID').fill(roomNumber);
        const unit = page.getByRole('row').filter({ hasText: roomNumber });
        await expect(unit).toHaveCount(1);
        await expect(unit).toContainText(title);
        await expect(unit).toContainText('Available');
      }
      await snap(page, testInfo, 'new-units');

      // A guest books two nights and pays through the sandbox checkout.
      const guest = {
        name: `Ifeoma Receipt ${suffix}`,
        email: `ifeoma-${suffix}@guest.test`,
        phone: '+234 803 555 0177',
      };
      const stay = farStay(testInfo, 0, OFFICE_FIRST_DAY);
      bookingId = await bookAsPayingGuest(request, { roomTypeId, ...stay, guest });
      const total = nairaWithSeparators(pricePerNight * 2);
      const payment = await paymentOfBooking(request, token, bookingId);
      expect(payment).toMatchObject({
        name: guest.name,
        amount: pricePerNight * 2,
        status: 'success',
      });

      // The admin finds the payment in Recent Payments and downloads its receipt.
      await page.goto('/admin/Payments');
      await expect(h1(page)).toHaveText('Recent Payments');
      const paymentRow = page.getByRole('row').filter({ hasText: guest.name });
      await pageUntilShown(page, {
        table: page.getByRole('region', { name: 'Payments' }),
        pages: page.getByRole('navigation', { name: 'Payments pages' }),
        row: paymentRow,
      });
      await page.getByLabel('Search by name').fill(guest.name);
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(paymentRow).toContainText(total);
      await expect(paymentRow).toContainText('Successful');
      await expect(paymentRow).toContainText(guest.email);
      await snap(page, testInfo, 'payments');

      const downloading = page.waitForEvent('download');
      await paymentRow.getByRole('button', { name: /^Download/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`receipt_${payment.id}.pdf`);
      const receiptPath = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(receiptPath);
      const text = await pdfText(receiptPath);
      expect(text).toContain(guest.name);
      expect(text).toContain(total);
      expect(text).toContain(guest.email);
      expect(text).toContain(title);
      expect(text).toContain(`Booking #${bookingId}`);
      await expect(paymentRow.getByRole('alert')).toHaveCount(0);

      // The guest's confirmation mail carries the same receipt.
      const confirmation = await waitForMail(guest.email, /^Your booking is confirmed/);
      expect(confirmation.text).toContain(
        `Your booking ASO-${String(bookingId).padStart(6, '0')} is confirmed`,
      );
      const attached = confirmation.attachments.find(
        (attachment) => attachment.filename === `receipt_${payment.id}.pdf`,
      );
      expect(attached, 'the receipt is attached').toBeDefined();
      expect(attached!.content_type).toBe('application/pdf');
      const attachedPath = testInfo.outputPath(`mailed-receipt_${payment.id}.pdf`);
      fs.writeFileSync(attachedPath, Buffer.from(attached!.content_base64, 'base64'));
      const mailedText = await pdfText(attachedPath);
      expect(mailedText).toContain(guest.name);
      expect(mailedText).toContain(total);
    } finally {
      // Off sale again, so the catalogue the other specs count is the seeded one.
      if (bookingId !== undefined) {
        const cancelled = await request.put(`/api/bookings/${bookingId}/status`, {
          headers: bearer(token),
          data: { status: 'cancelled' },
        });
        expect(cancelled.status(), await cancelled.text()).toBe(200);
      }
      if (roomTypeId !== undefined) {
        const deleted = await request.delete(`/api/room-types/${roomTypeId}`, {
          headers: bearer(token),
        });
        expect(deleted.status(), await deleted.text()).toBe(200);
      }
    }
  });

  test("a policy for the booking card shows, rendered, in a room's View Policies", async ({
    page,
    request,
  }, testInfo) => {
    const { token } = staffSession(ADMIN);
    const title = `Balcony hours ${uniqueSuffix()}`;
    let policyId: number | undefined;

    try {
      await page.goto('/admin/policies');
      await expect(h1(page)).toHaveText('Manage Policies');
      await recordShownTexts(page, BANNER);
      await page.getByRole('button', { name: 'New Policy' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Policy' });
      await modal.getByLabel('Title').fill(title);
      await modal.getByLabel('Category').fill('House rules');
      await expect(modal.getByLabel('Placement')).toHaveValue('information_card');
      await modal
        .getByLabel('Content')
        .fill(
          [
            '**Quiet hours** run from 10 pm to 7 am.',
            '',
            '- No parties or events',
            '- Music [kept low](https://example.com/quiet) on the balconies',
            '',
            '<script>window.__policyScriptRan = true</script>',
            '<img src="x" onerror="window.__policyScriptRan = true">',
          ].join('\n'),
        );
      await snap(page, testInfo, 'policy-form', false);
      await modal.getByRole('button', { name: 'Create' }).click();
      await expect(modal).toBeHidden();
      await expectShown(page, 'Policy created successfully.');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('House rules');
      await expect(row).toContainText('Booking card (View Policies)');
      await snap(page, testInfo, 'policies');

      const listed = await request.get('/api/policies', { headers: bearer(token) });
      const { policies } = (await listed.json()) as { policies: { id: number; title: string }[] };
      policyId = policies.find((policy) => policy.title === title)?.id;
      expect(policyId, 'the new policy is listed by the API').toBeDefined();

      // A room's booking card: View Policies shows it as formatted text, not markup.
      await openRoom(page, await roomTitled(request, 'Deluxe Studio'));
      await page.getByRole('button', { name: 'View Policies' }).click();
      const policiesModal = page.getByRole('dialog', { name: 'House policies' });
      const item = policiesModal
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      await expect(item).toHaveCount(1);
      await expect(item.locator('strong')).toHaveText('Quiet hours');
      await expect(item).toContainText('Quiet hours run from 10 pm to 7 am.');
      await expect(item.locator('li')).toHaveText([
        'No parties or events',
        'Music kept low on the balconies',
      ]);
      await expect(item.getByRole('link', { name: 'kept low' })).toHaveAttribute(
        'href',
        'https://example.com/quiet',
      );
      await expect(item).not.toContainText('**');
      await expect(item).not.toContainText('<script');
      await expect(item.locator('script, [onerror]')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as { __policyScriptRan?: boolean }).__policyScriptRan),
      ).toBeUndefined();
      await item.scrollIntoViewIfNeeded();
      await snap(page, testInfo, 'view-policies', false);
      await page.keyboard.press('Escape');
      await expect(policiesModal).toBeHidden();

      // Deleted again in the back office, after the question.
      await page.goto('/admin/policies');
      await expect(h1(page)).toHaveText('Manage Policies');
      await recordShownTexts(page, BANNER);
      await page
        .getByRole('row')
        .filter({ hasText: title })
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete policy' });
      await expect(confirm).toContainText('Delete this policy?');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expectShown(page, 'Policy deleted successfully.');
      await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
      policyId = undefined;
    } finally {
      if (policyId !== undefined) {
        await request.delete(`/api/policies/${policyId}`, { headers: bearer(token) });
      }
    }
  });

  test('suspending a user ends their open session at once; restoring lets them back in', async ({
    page,
  }, testInfo) => {
    const { user, session } = await newSignedInUser(page.request, 'Suspendia');
    const name = `${user.first_name} ${user.last_name}`;
    expect((await currentUser(page, session.token)).status).toBe(200);

    await page.goto(`/admin/UserProfile/${session.user.id}`);
    await expect(h1(page)).toHaveText('User Profile');
    const details = page.getByRole('region', { name, exact: true });
    await expect(details.getByLabel('Email')).toHaveValue(user.email);
    await expect(details.getByText('Suspended', { exact: true })).toHaveCount(0);
    await snap(page, testInfo, 'user-profile');

    await recordShownTexts(page, BANNER);
    await page.getByRole('button', { name: 'Suspend User' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend User' });
    await expect(confirm).toContainText('Are you sure you want to suspend this user?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await snap(page, testInfo, 'suspend-confirm', false);
    await confirm.getByRole('button', { name: 'Suspend User' }).click();
    await expect(confirm).toBeHidden();
    await expectShown(page, 'User suspended successfully.');
    await expect(details.getByText('Suspended', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'user-suspended');

    // The token the user had before is refused now, and a new login too.
    expect((await currentUser(page, session.token)).status).toBe(401);
    const refused = await page.request.post('/api/login', {
      data: { email: user.email, password: user.password },
    });
    expect(refused.status()).toBe(403);

    // The list shows the badge as well.
    await page.goto('/admin/UserManagement');
    await page.getByLabel('Search by name or email').fill(user.email);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/UserProfile/${session.user.id}$`));

    await recordShownTexts(page, BANNER);
    await page.getByRole('button', { name: 'Restore User' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore User' });
    await expect(restore).toContainText('Are you sure you want to restore this user?');
    await restore.getByRole('button', { name: 'Restore User' }).click();
    await expect(restore).toBeHidden();
    await expectShown(page, 'User restored successfully.');
    await expect(details.getByText('Suspended', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suspend User' })).toBeVisible();

    const back = await page.request.post('/api/login', {
      data: { email: user.email, password: user.password },
    });
    expect(back.status(), await back.text()).toBe(200);
  });
});

test.describe('the super admin at work', () => {
  test.use({ storageState: staffStorageState(SUPER_ADMIN) });

  test('the super admin promotes a user to admin', async ({ page }, testInfo) => {
    const { user, session } = await newSignedInUser(page.request, 'Promota');
    const name = `${user.first_name} ${user.last_name}`;
    expect(await currentUser(page, session.token)).toEqual({ status: 200, role: 'user' });

    await page.goto('/admin/UserManagement');
    await expect(h1(page)).toHaveText('All Users');
    await expect(page.getByText(/^\d+ Total users?$/)).toBeVisible();
    await page.getByLabel('Search by name or email').fill(user.email);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();
    await snap(page, testInfo, 'users-before-promote');

    await recordShownTexts(page, BANNER);
    await row.getByRole('button', { name: `Promote ${name} to admin` }).click();
    const confirm = page.getByRole('dialog', { name: 'Promote to admin' });
    await expect(confirm).toContainText(`Make ${name} an admin?`);
    await confirm.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expectShown(page, 'User promoted to admin successfully.');
    await expect(row.getByRole('button', { name: 'Admin' })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Promote/ })).toHaveCount(0);
    // The Role column, and the Actions column's disabled label.
    await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toHaveCount(2);
    await snap(page, testInfo, 'users-after-promote');

    expect(await currentUser(page, session.token)).toEqual({ status: 200, role: 'admin' });

    // After a reload too: the change is stored.
    await page.reload();
    await page.getByLabel('Search by name or email').fill(user.email);
    await expect(row.getByRole('button', { name: 'Admin' })).toBeDisabled();
  });
});

test('an admin renames themselves in Admin Settings and the header greets the new name', async ({
  page,
}, testInfo) => {
  const { user, session } = await newAdmin(page.request, 'Settia');
  await useSessionInBrowser(page, session);
  const header = page.getByRole('banner');
  const greeting = (firstName: string) =>
    header.getByText(
      new RegExp(`^Good (morning|afternoon|evening), ${firstName} ${user.last_name}$`),
    );

  await page.goto('/admin/Settings');
  await expect(h1(page)).toHaveText('Admin Settings');
  await expect(greeting(user.first_name)).toBeVisible();
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue(user.first_name);
  // Read-only until Update User Info.
  await expect(firstName).toHaveAttribute('readonly', '');
  await expect(page.getByText('Leave blank to keep current password')).toBeVisible();
  await snap(page, testInfo, 'settings-read-only');

  await page.getByRole('button', { name: 'Update User Info' }).click();
  await expect(firstName).toBeFocused();
  await expect(firstName).not.toHaveAttribute('readonly', '');
  await firstName.fill('Adaeze');
  await snap(page, testInfo, 'settings-editing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(firstName).toHaveAttribute('readonly', '');
  await expect(firstName).toHaveValue('Adaeze');
  await expect(greeting('Adaeze')).toBeVisible();
  await snap(page, testInfo, 'settings-saved');

  // Stored: after a reload, and for the API.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(greeting('Adaeze')).toBeVisible();
  const me = await page.request.get('/api/user', { headers: bearer(session.token) });
  expect(((await me.json()) as { first_name: string }).first_name).toBe('Adaeze');

  // Cancel puts back what is stored.
  await page.getByRole('button', { name: 'Update User Info' }).click();
  await firstName.fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(firstName).toHaveValue('Adaeze');
  await expect(firstName).toHaveAttribute('readonly', '');

  // And back to the first name.
  await page.getByRole('button', { name: 'Update User Info' }).click();
  await firstName.fill(user.first_name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(greeting(user.first_name)).toBeVisible();
});
