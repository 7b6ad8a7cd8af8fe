import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { ADMIN, fullName, STAFF_EMAIL, SUPER_ADMIN } from './support/accounts.ts';
import {
  AFFILIATE_FIRST_DAY,
  cardTotal,
  chooseStay,
  commissionKoboOf,
  expectNoSideScroll,
  expectShown,
  figure,
  MIN_PAYOUT_NAIRA,
  openBrowserAs,
  openRoom,
  payInSandbox,
  recordShownTexts,
  roomTitled,
  screenshot,
} from './support/affiliates.ts';
import { nairaText } from './support/expected-text.ts';
import { waitForMail } from './support/mail.ts';
import { staffStorageState } from './support/staff.ts';
import { farStay, shiftDate, uniqueSuffix } from './support/stays.ts';
import { createVerifiedUser, logInThroughPage, newUser } from './support/users.ts';

/**
 * The affiliate programme end to end (issue 10): a user registers as an affiliate, a
 * stranger arrives through the share link (code in lower case), books as a guest and pays
 * in the sandbox; the dashboard shows the visit and the 5% commission; the affiliate asks
 * for ₦10,000, the admin pays ₦6,000 and then the rest of the request; the super admin
 * reads both payouts in the action log. Desktop and mobile share one database: each
 * project books its own week of the affiliate specs' days (AFFILIATE_FIRST_DAY), and each
 * test signs up its own affiliate.
 */

const ADMIN_NAME = fullName(ADMIN);
const kobo = (naira: number) => Math.round(naira * 100);
const naira = (koboAmount: number) => koboAmount / 100;

test('a referred guest pays; the affiliate sees the commission, asks for ₦10,000 and is paid in two steps', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const affiliateUser = await createVerifiedUser(request, newUser('Chiamaka'));
  const affiliateName = `${affiliateUser.first_name} ${affiliateUser.last_name}`;

  // 1. The user registers through the form and lands on the dashboard 3 seconds later.
  await logInThroughPage(page, affiliateUser);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/affiliate/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become an affiliate');
  const form = page.getByRole('form', { name: 'Your details' });
  await expect(form.getByLabel('Full name')).toHaveValue(affiliateName);
  await expect(form.getByLabel('Email address')).toHaveValue(affiliateUser.email);
  await form.getByLabel('Phone number').fill('+234 803 555 0142');
  await form.getByLabel('Bank').selectOption('Guaranty Trust Bank');
  const last4 = String(1000 + Math.floor(Math.random() * 9000));
  await form.getByLabel('Account number').fill(`203040${last4}`);
  await expect(form.getByRole('status')).toContainText(`Account name: SANDBOX ACCOUNT ${last4}`);
  await expect(form.getByLabel('Monthly')).toBeChecked();
  await form.getByLabel(/^I have read and agree to the affiliate programme terms/).check();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'affiliate-register');
  // The form's own checks pass: nothing is marked invalid before it is sent.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await recordShownTexts(page, 'main');
  const registration = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/affiliate/register') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Register as an affiliate' }).click();
  const registered = await registration;
  expect(registered.status()).toBe(201);
  const { affiliate_code: code } = (await registered.json()) as { affiliate_code: string };
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

  // The code shows for 3 seconds, then the dashboard opens (timed by the page's clock).
  const panel = await expectShown(page, `Your affiliate code is ${code}`);
  expect(panel.text).toContain('Taking you to your dashboard in 3 seconds.');
  await expect(page).toHaveURL(/\/AffiliateDashboard$/, { timeout: 10_000 });
  const dashboardShown = await expectShown(page, 'Affiliate dashboard');
  // The timer starts as the answer arrives, a moment before the code is drawn.
  expect(dashboardShown.at - panel.at, 'the dashboard opens after 3 seconds').toBeGreaterThan(
    2_500,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate dashboard');
  const share = page.getByRole('region', { name: 'Your affiliate code' });
  await expect(share).toContainText(code);
  const shareLink = `${testInfo.project.use.baseURL}/?ref=${code}`;
  await expect(share.getByLabel('Your share link')).toHaveValue(shareLink);
  const stats = page.getByRole('region', { name: 'Last 30 days' });
  await expect(figure(stats, 'Visits')).toHaveText('0');
  await expect(page.getByText('No bookings yet.')).toBeVisible();

  // 2. A stranger opens the link with the code in lower case, then books six nights as a guest.
  const room = await roomTitled(request, 'Deluxe Studio');
  const nights = Math.ceil((MIN_PAYOUT_NAIRA * 20) / room.price_per_night);
  expect(nights, 'a week of this room type earns the minimum payout').toBeLessThanOrEqual(7);
  const { start } = farStay(testInfo, 0, AFFILIATE_FIRST_DAY);
  const stay = { start, end: shiftDate(start, nights) };
  const guestSuffix = uniqueSuffix();
  const guest = {
    name: `Referred Guest ${guestSuffix}`,
    email: `referred-${guestSuffix}@guest.test`,
    phone: '+234 803 555 0143',
  };

  const stranger = await openBrowserAs(browser, testInfo, 'stranger');
  let bookingId: number;
  let totalNaira: number;
  try {
    const visitor = stranger.page;
    const visit = visitor.waitForResponse(
      (response) =>
        response.url().endsWith('/api/affiliate/visits') && response.request().method() === 'POST',
    );
    await visitor.goto(`/?ref=${code.toLowerCase()}`);
    const recorded = await visit;
    expect(recorded.status()).toBe(200);
    expect(await recorded.json()).toEqual({ recorded: true });

    await openRoom(visitor, room);
    const codeField = visitor.getByLabel('Affiliate code');
    await expect(codeField).toHaveValue(code.toLowerCase());
    await expect(visitor.getByText('Code applied', { exact: true })).toBeVisible();
    await chooseStay(visitor, stay);
    totalNaira = await cardTotal(visitor);
    expect(totalNaira, 'the card prices the nights of the catalogue').toBe(
      room.price_per_night * nights,
    );

    await visitor.getByRole('button', { name: 'BOOK NOW' }).click();
    const guestModal = visitor.getByRole('dialog', { name: 'Book as a guest' });
    await guestModal.getByLabel('Full name').fill(guest.name);
    await guestModal.getByLabel('Email address').fill(guest.email);
    await guestModal.getByLabel('Phone number').fill(guest.phone);
    await guestModal.getByRole('button', { name: 'Continue to payment' }).click();
    await payInSandbox(visitor, nairaText(totalNaira));
    await expect(visitor).toHaveURL(/\/payment-success\?booking_id=\d+&guest=true&access=/, {
      timeout: 15_000,
    });
    const success = new URL(visitor.url()).searchParams;
    bookingId = Number(success.get('booking_id'));
    // The code as the guest's link carried it; the server matched it ignoring case.
    expect(success.get('affiliate_code')).toBe(code.toLowerCase());
    await expect(visitor.getByRole('main')).toContainText(nairaText(totalNaira));
    await expect(visitor.getByRole('main')).toContainText(code.toLowerCase());
  } finally {
    await stranger.close();
  }
  const commission = naira(commissionKoboOf(kobo(totalNaira)));
  expect(commission).toBeGreaterThanOrEqual(MIN_PAYOUT_NAIRA);

  // 3. The dashboard: the visit, the booking and its commission; then a payout request.
  await page.reload();
  const totals = page.getByRole('region', { name: 'Your commission' });
  await expect(figure(totals, 'Total commission')).toHaveText(nairaText(commission));
  await expect(figure(totals, 'Pending commission')).toHaveText(nairaText(commission));
  await expect(figure(totals, 'Paid out')).toHaveText('₦0');
  await expect(figure(totals, 'Requested')).toHaveText('₦0');
  await expect(figure(stats, 'Visits')).toHaveText('1');
  await expect(figure(stats, 'Bookings')).toHaveText('1');
  await expect(figure(stats, 'Conversion')).toHaveText('100%');
  await expect(page.getByRole('region', { name: 'Earnings, last 12 months' })).toContainText(
    `${nairaText(commission)} in all.`,
  );
  const bookings = page.getByRole('region', { name: 'Bookings with your code' });
  const bookingRow = bookings
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${bookingId}` }) });
  await expect(bookingRow).toContainText(nairaText(totalNaira));
  await expect(bookingRow).toContainText(nairaText(commission));
  await expect(bookingRow).toContainText('Earned');

  const payout = page.getByRole('region', { name: 'Request a payout' });
  await expect(payout).toContainText(`You can request up to ${nairaText(commission)}.`);
  await payout.getByLabel('Amount (₦)').fill(String(MIN_PAYOUT_NAIRA));
  await recordShownTexts(page, '[role="status"]');
  await payout.getByRole('button', { name: 'Request payout' }).click();
  await expectShown(page, 'Payout request submitted successfully.');
  await expect(figure(totals, 'Requested')).toHaveText(nairaText(MIN_PAYOUT_NAIRA));
  await expect(figure(totals, 'Pending commission')).toHaveText(nairaText(commission));
  const staffNotice = await waitForMail(STAFF_EMAIL, /^Payout request: ₦10,000 for /, {
    containing: code,
  });
  expect(staffNotice.subject).toBe(`Payout request: ₦10,000 for ${affiliateName} (${code})`);

  // 4. The admin pays ₦6,000, then marks the rest of the request paid.
  const admin = await openBrowserAs(browser, testInfo, 'admin', {
    storageState: staffStorageState(ADMIN),
  });
  try {
    const desk = admin.page;
    await desk.goto('/admin/affiliate');
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Affiliates');
    await desk.getByLabel('Search affiliates').fill(code.toLowerCase());
    const row = desk.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(desk.getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('rowheader')).toContainText(affiliateName);
    await expect(row).toContainText(affiliateUser.email);
    await expect(row).toContainText(`SANDBOX ACCOUNT ${last4}`);
    const cells = row.getByRole('cell');
    // Code, Owed, Requested, Paid Total (the row header is the affiliate).
    await expect(cells.nth(0)).toHaveText(code);
    await expect(cells.nth(1)).toHaveText(nairaText(commission));
    await expect(cells.nth(2)).toHaveText(nairaText(MIN_PAYOUT_NAIRA));
    await expect(cells.nth(3)).toHaveText('₦0');

    await recordShownTexts(desk, '[role="status"]');
    await row.getByLabel(`Amount to pay ${affiliateName}`).fill('6000');
    await row.getByRole('button', { name: `Pay ${affiliateName}` }).click();
    const payDialog = desk.getByRole('dialog', { name: 'Pay affiliate' });
    await expect(payDialog).toContainText(
      `Record a payout of ₦6,000 to ${affiliateName} (${affiliateUser.email}, code ${code}) as paid?`,
    );
    await expect(payDialog).toContainText(`Guaranty Trust Bank 203040${last4}`);
    await payDialog.getByRole('button', { name: 'Pay ₦6,000' }).click();
    await expectShown(desk, 'Payout recorded as paid.');
    await expect(payDialog).toBeHidden();
    await expect(cells.nth(1)).toHaveText(nairaText(commission - 6_000));
    await expect(cells.nth(2)).toHaveText('₦4,000');
    await expect(cells.nth(3)).toHaveText('₦6,000');
    await expect(row.getByLabel(`Amount to pay ${affiliateName}`)).toHaveValue('');

    await row.getByRole('button', { name: `Mark requested as paid for ${affiliateName}` }).click();
    const markDialog = desk.getByRole('dialog', { name: 'Mark requested payouts as paid' });
    await expect(markDialog).toContainText(`Mark the ₦4,000 requested by ${affiliateName}`);
    await markDialog.getByRole('button', { name: 'Mark as paid' }).click();
    await expectShown(desk, 'All requested payouts marked as paid.');
    await expect(markDialog).toBeHidden();
    await expect(cells.nth(1)).toHaveText(nairaText(commission - MIN_PAYOUT_NAIRA));
    await expect(cells.nth(2)).toHaveText('₦0');
    await expect(cells.nth(3)).toHaveText(nairaText(MIN_PAYOUT_NAIRA));
    await expect(
      row.getByRole('button', { name: `Mark requested as paid for ${affiliateName}` }),
    ).toBeDisabled();

    // Opened afresh, as the admin would find it next time.
    await desk.reload();
    await desk.getByLabel('Search affiliates').fill(code);
    await expect(desk.getByRole('row')).toHaveCount(2);
    await expect(cells.nth(3)).toHaveText(nairaText(MIN_PAYOUT_NAIRA));
    await expectNoSideScroll(desk);
    await screenshot(desk, testInfo, 'admin-affiliates');
  } finally {
    await admin.close();
  }

  const firstNotice = await waitForMail(affiliateUser.email, /^Your affiliate payout of ₦6,000$/);
  expect(firstNotice.text).toContain(`account ending ${last4}`);
  expect(firstNotice.text).toContain(
    `Still owed to you after this payout: ${nairaText(commission - 6_000)}.`,
  );
  await waitForMail(affiliateUser.email, /^Your affiliate payout of ₦4,000$/);

  // The super admin reads both payouts in the action log, by the admin.
  const boss = await openBrowserAs(browser, testInfo, 'super admin', {
    storageState: staffStorageState(SUPER_ADMIN),
  });
  try {
    const log = boss.page;
    await log.goto('/admin/action-log');
    await expect(log.getByRole('heading', { level: 1 })).toHaveText('Action log');
    const entries = log
      .getByRole('table', { name: 'Admin actions' })
      .getByRole('row')
      .filter({ has: log.getByRole('rowheader', { name: ADMIN_NAME }) });
    await expect(
      entries
        .filter({ hasText: 'affiliate.payout' })
        .filter({ hasText: `Paid ₦6,000 to ${affiliateName} (${code})` }),
    ).toHaveCount(1);
    await expect(
      entries
        .filter({ hasText: 'affiliate.payout_all_requested' })
        .filter({ hasText: `Paid ₦4,000 to ${affiliateName} (${code}): all requested payouts` }),
    ).toHaveCount(1);
  } finally {
    await boss.close();
  }

  // 5. The dashboard shows what was paid and what is still owed.
  await page.reload();
  await expect(figure(totals, 'Total commission')).toHaveText(nairaText(commission));
  await expect(figure(totals, 'Paid out')).toHaveText(nairaText(MIN_PAYOUT_NAIRA));
  await expect(figure(totals, 'Requested')).toHaveText('₦0');
  await expect(figure(totals, 'Pending commission')).toHaveText(
    nairaText(commission - MIN_PAYOUT_NAIRA),
  );
  // Less than the minimum is left: the form says when a request becomes possible.
  await expect(payout).toContainText(
    `You can request a payout once ${nairaText(MIN_PAYOUT_NAIRA)} is available (${nairaText(commission - MIN_PAYOUT_NAIRA)} now).`,
  );
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'affiliate-dashboard');
});

test('a code nobody has is not recognised on the booking card, and booking still goes ahead', async ({
  page,
  request,
}, testInfo) => {
  const room = await roomTitled(request, 'Deluxe Studio');
  await openRoom(page, room);
  const codeField = page.getByLabel('Affiliate code');
  await expect(codeField).toHaveValue('');
  await chooseStay(page, farStay(testInfo, 1, AFFILIATE_FIRST_DAY));

  // Not a code the app makes: 0, 1, I, L and O are not in its alphabet.
  await codeField.fill('NOBODY01');
  await codeField.press('Tab');
  // The typographic apostrophe of the text, not a straight one.
  await expect(page.getByText('We don’t recognise that code', { exact: true })).toBeVisible();
  await expect(page.getByText('Code applied', { exact: true })).toHaveCount(0);
  const book = page.getByRole('button', { name: 'BOOK NOW' });
  await expect(book).toBeEnabled();
  await book.click();
  const guestModal = page.getByRole('dialog', { name: 'Book as a guest' });
  await expect(guestModal.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
});

test.describe('logged in as the admin', () => {
  test.use({ storageState: staffStorageState(ADMIN) });

  test('the affiliate ledger downloads as CSV with its header line', async ({ page }) => {
    await page.goto('/admin/affiliate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliates');
    await expect(page.getByText(/^\d+ Total affiliates?$/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('affiliate-ledger.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const [header, ...rows] = csv.split(/\r?\n/);
    expect(header).toBe('date,affiliate,code,booking,kind,amount_naira,payout_request,note');
    // A note may run over lines; each entry starts with its date and time in Abuja.
    for (const line of rows.filter((text) => /^\d{4}-\d{2}-\d{2} /.test(text))) {
      expect(line, 'a ledger entry has its kind and an amount in naira').toMatch(
        /,(commission|payout|reversal),-?\d+\.\d{2},/,
      );
    }
  });
});
