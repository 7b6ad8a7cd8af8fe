import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { SUPER_ADMIN } from './support/accounts.ts';
import { nairaText } from './support/expected-text.ts';
import { waitForMail } from './support/mail.ts';
import { pdfText, snap } from './support/office.ts';
import { bearer, staffSession, staffStorageState } from './support/staff.ts';
import { roomTypeId, shiftDate } from './support/stays.ts';

/**
 * Issue 31 end to end: staff set a December price of ₦50,000 with a 3-night minimum on
 * one room type and a 10% promo code in the back office; a guest sees the card's lines
 * change with the dates and the code, books, pays in the sandbox, and the receipt mailed
 * to them lists the same lines. Desktop and mobile share one database, so each project
 * (and each retry) prices its own weeks, months after the nights other specs book.
 */

const TITLE = 'Executive One Bedroom Suite';
const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

test('staff price a season and make a code; a guest sees the lines, books, pays, and the receipt lists them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === 'mobile';
  const first = shiftDate(lagosToday(), 160 + (mobile ? 30 : 0) + testInfo.retry * 60);
  const lastNight = shiftDate(first, 9);
  const code = `DEC10${mobile ? 'M' : 'D'}${testInfo.retry}`;
  const roomId = await roomTypeId(request, TITLE);
  const { token } = staffSession(SUPER_ADMIN);

  // The back office, as the super admin, on the same screen size.
  const staff = await browser.newContext({
    storageState: staffStorageState(SUPER_ADMIN),
    viewport: page.viewportSize() ?? undefined,
  });
  try {
    const desk = await staff.newPage();
    await desk.goto('/admin/rates');
    await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
    await desk.getByLabel('Room type').selectOption({ label: TITLE });
    await desk.getByRole('button', { name: /New rate period/ }).click();
    const period = desk.getByRole('dialog', { name: 'Add rate period' });
    await period.getByLabel('Name').fill(`December ${code}`);
    await period.getByLabel('Room type').selectOption({ label: TITLE });
    await period.getByLabel('First night').fill(first);
    await period.getByLabel('Last night').fill(lastNight);
    await period.getByLabel('Price per night (₦)').fill('50000');
    await period.getByLabel('Minimum stay (nights)').fill('3');
    await period.getByRole('button', { name: 'Create' }).click();
    await expect(period).toBeHidden();
    await expect(desk.getByText('Rate period created successfully.')).toBeVisible();
    await snap(desk, testInfo, 'rates');

    await desk.goto('/admin/promo-codes');
    await desk.getByRole('button', { name: /New promo code/ }).click();
    const promo = desk.getByRole('dialog', { name: 'Add promo code' });
    await promo.getByLabel('Code').fill(code);
    await promo.getByLabel('Percent off (%)').fill('10');
    await promo.getByLabel('Stays from').fill(first);
    await promo.getByLabel('Stays to').fill(lastNight);
    await promo.getByLabel('Valid until').fill(shiftDate(lagosToday(), 30));
    await promo.getByRole('button', { name: 'Create' }).click();
    await expect(promo).toBeHidden();
    await expect(desk.getByRole('row', { name: new RegExp(code) })).toContainText('10% off');
    await snap(desk, testInfo, 'promo-codes');
  } finally {
    await staff.close();
  }
  const periods = await request.get(`/api/rate-periods?room_type_id=${roomId}`, {
    headers: bearer(token),
  });
  const periodId = (
    (await periods.json()) as { rate_periods: { id: number; name: string }[] }
  ).rate_periods.find((candidate) => candidate.name === `December ${code}`)?.id;
  expect(periodId, 'the period was saved').toBeDefined();

  try {
    // The guest: three nights in the season, then the code.
    await page.goto(`/rooms/${roomId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const card = page.getByTestId('booking-card-slot');
    await card.scrollIntoViewIfNeeded();
    await page.getByText('Your dates', { exact: true }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('grid').first()).toBeVisible();
    const day = (iso: string) => page.locator(`[data-day="${iso}"] button`);
    for (let step = 0; step < 12 && !(await day(first).isVisible()); step++) {
      await card.getByRole('button', { name: /next month/i }).click();
    }
    await day(first).click();
    await day(shiftDate(first, 3)).click();

    const price = page.getByRole('region', { name: 'Price' });
    await expect(price).toContainText('Room (3 nights)');
    await expect(price).toContainText(nairaText(150_000));

    await page.getByLabel('Promo code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(price).toContainText(`Promo ${code} (10%)`);
    await expect(price).toContainText(`−${nairaText(15_000)}`);
    await expect(price).toContainText(nairaText(135_000));
    await snap(page, testInfo, 'booking-card-with-code', false);

    await page.getByLabel('I agree to the house policies and terms of booking.').check();
    await page.getByRole('button', { name: 'BOOK NOW' }).click();
    const guest = page.getByRole('dialog', { name: 'Book as a guest' });
    const email = `rates-${testInfo.project.name}-${testInfo.retry}@guest.test`;
    await guest.getByLabel('Full name').fill('Amaka Rates');
    await guest.getByLabel('Email address').fill(email);
    await guest.getByLabel('Phone number').fill('+234 803 765 4321');
    await guest.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//, { timeout: 15_000 });
    await expect(page.locator('.amount')).toHaveText(nairaText(135_000));
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-success\?booking_id=\d+/, { timeout: 15_000 });
    const main = page.getByRole('main');
    await expect(main).toContainText(`Promo ${code} (10%)`);
    await expect(main).toContainText(nairaText(135_000));
    await snap(page, testInfo, 'paid-booking-lines');

    // The confirmation mail and its receipt list the same lines.
    const mail = await waitForMail(email, /^Your booking is confirmed/);
    expect(mail.text).toContain(`Room (3 nights): ${nairaText(150_000)}`);
    expect(mail.text).toContain(`Promo ${code} (10%): −${nairaText(15_000)}`);
    const receipt = mail.attachments.find((file) => file.content_type === 'application/pdf');
    expect(receipt, 'the receipt is attached').toBeDefined();
    const receiptPath = testInfo.outputPath('receipt.pdf');
    fs.writeFileSync(receiptPath, Buffer.from(receipt!.content_base64, 'base64'));
    const text = (await pdfText(receiptPath)).replace(/\s+/g, ' ');
    expect(text).toContain(`Room (3 nights) ${nairaText(150_000)}`);
    expect(text).toContain(`Promo ${code} (10%) −${nairaText(15_000)}`);
    expect(text).toContain(nairaText(135_000));
  } finally {
    // The season off again, so no other spec meets its price.
    if (periodId !== undefined) {
      await request.delete(`/api/rate-periods/${periodId}`, { headers: bearer(token) });
    }
  }
});
