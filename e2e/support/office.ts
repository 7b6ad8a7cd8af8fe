import fs from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { SUPER_ADMIN } from './accounts.ts';
import { bearer, logInThroughApi, staffSession, type StaffSession } from './staff.ts';
import { createVerifiedUser, newUser, type NewUser } from './users.ts';
import { payInSandboxCheckout } from './stays.ts';

/**
 * The office of the back office (room types with photos, payments and receipts, users,
 * policies, the admin's own settings), as office.spec drives it. Written against the
 * issue's words, not the app's code.
 */

/**
 * office.spec's stays start this many days ahead: admin-accessibility books from day 500
 * (slots 0 to 3, and 150 days later on a retry), so these lie beyond them.
 */
export const OFFICE_FIRST_DAY = 800;

/** A picture to upload, as the file picker would hand it over. */
export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A 1200×800 picture of one main colour (a wall, a sky) with a lighter band across it,
 * so the stored copies can be told apart by colour.
 */
function scene(main: string, band: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <rect width="1200" height="800" fill="${main}"/>
      <rect y="520" width="1200" height="120" fill="${band}"/>
      <rect x="420" y="200" width="360" height="320" fill="${band}" opacity="0.6"/>
    </svg>`,
  );
}

/**
 * Two real photos of a new room type: a JPEG, mostly red, carrying EXIF (which must not
 * survive), and a PNG, mostly blue.
 */
export async function roomTypePhotos(suffix: string): Promise<[PhotoFile, PhotoFile]> {
  const jpeg = await sharp(scene('#b5452f', '#f1d9c4'))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: `office spec ${suffix}`, Artist: 'Office Spec' } })
    .toBuffer();
  const png = await sharp(scene('#2f5fb5', '#d4e2f7')).png().toBuffer();
  return [
    { name: `terracotta-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: jpeg },
    { name: `lagoon-${suffix}.png`, mimeType: 'image/png', buffer: png },
  ];
}

/** What a stored copy of a photo is: its format, width, main colour and whether EXIF stayed. */
export async function storedPhoto(request: APIRequestContext, src: string) {
  const response = await request.get(src);
  expect(response.status(), `GET ${src}`).toBe(200);
  const buffer = await response.body();
  const metadata = await sharp(buffer).metadata();
  const { channels } = await sharp(buffer).stats();
  const [red, , blue] = channels.map((channel) => channel.mean);
  return {
    contentType: response.headers()['content-type'],
    cacheControl: response.headers()['cache-control'],
    format: metadata.format,
    width: metadata.width,
    hasExif: metadata.exif !== undefined,
    mainColour: red! > blue! ? 'red' : 'blue',
  };
}

/** A room type as `GET /api/room-types` shows it to staff. */
export interface AdminRoomType {
  id: number;
  title: string;
  price_per_night: number;
  images: string[];
  number_of_rooms: number;
  room_numbers: string[];
}

export async function adminRoomTypeTitled(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<AdminRoomType> {
  const response = await request.get(`/api/room-types?q=${encodeURIComponent(title)}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { room_types } = (await response.json()) as { room_types: AdminRoomType[] };
  const found = room_types.find((roomType) => roomType.title === title);
  if (!found) throw new Error(`no room type titled ${title}`);
  return found;
}

/**
 * A registered user's paid booking, through the API as the browser would make it: the
 * hold with the user's token, the sandbox checkout's Pay, then the callback.
 */
export async function bookAsUser(
  request: APIRequestContext,
  token: string,
  stay: { roomTypeId: number; start: string; end: string },
): Promise<number> {
  const initiated = await request.post('/api/initiate-payment', {
    headers: bearer(token),
    data: { room_type_id: stay.roomTypeId, start_date: stay.start, end_date: stay.end },
  });
  expect(initiated.status(), await initiated.text()).toBe(201);
  const { authorization_url, reference, booking_id } = (await initiated.json()) as {
    authorization_url: string;
    reference: string;
    booking_id: number;
  };
  await payInSandboxCheckout(request, { authorization_url, reference }, bearer(token));
  return booking_id;
}

/** A payment as `GET /api/payments` lists it. */
export interface PaymentRow {
  id: number;
  booking_id: number;
  name: string;
  amount: number;
  status: string;
}

/** The payment of a booking, from the whole list (`GET /api/payments` without a page). */
export async function paymentOfBooking(
  request: APIRequestContext,
  token: string,
  bookingId: number,
): Promise<PaymentRow> {
  const response = await request.get('/api/payments', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { payments } = (await response.json()) as { payments: PaymentRow[] };
  const payment = payments.find((candidate) => candidate.booking_id === bookingId);
  if (!payment) throw new Error(`no payment of booking #${bookingId}`);
  return payment;
}

/**
 * Goes through the pages of a paged list (Next, one page at a time) until `row` is on
 * the page in view; each page is looked at only once its rows have arrived.
 */
export async function pageUntilShown(
  page: Page,
  { table, pages, row }: { table: Locator; pages: Locator; row: Locator },
  maxPages = 20,
): Promise<void> {
  for (let number = 1; number <= maxPages; number++) {
    await expect(table).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    if ((await row.count()) > 0) return;
    const next = pages.getByRole('button', { name: 'Next' });
    if ((await pages.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(pages.getByRole('button', { name: `Page ${number + 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  throw new Error('the row is on none of the pages');
}

/** The text of a PDF file, its pages joined. */
export async function pdfText(filePath: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(filePath)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** `₦246,912` as the receipts and tables print an amount in naira. */
export const nairaWithSeparators = (naira: number) => `₦${naira.toLocaleString('en-US')}`;

/** A verified user of this test's own, with their id and a session of their own. */
export async function newSignedInUser(
  request: APIRequestContext,
  firstName: string,
): Promise<{ user: NewUser; session: StaffSession }> {
  const user = await createVerifiedUser(request, newUser(firstName));
  return { user, session: await logInThroughApi(request, user) };
}

/**
 * An admin of this test's own: a verified user the super admin promotes through the API,
 * then logged in. For what the shared admin must not go through (a change of name).
 */
export async function newAdmin(
  request: APIRequestContext,
  firstName: string,
): Promise<{ user: NewUser; session: StaffSession }> {
  const { user, session } = await newSignedInUser(request, firstName);
  const promoted = await request.post(`/api/users/${session.user.id}/promote`, {
    headers: bearer(staffSession(SUPER_ADMIN).token),
    data: { role: 'admin' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return { user, session: await logInThroughApi(request, user) };
}

/**
 * Saves the page as it is now under the test's output folder (test-results, never
 * committed): `<name>-<width>.png`; the whole page, or only the screen with a dialog open.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });
}
