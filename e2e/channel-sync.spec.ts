import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  calendar,
  startFeedServer,
  type CalendarEvent,
  type FeedServer,
} from '../apps/server/src/test/feed-server.ts';
import { expect, test } from './support/test.ts';
import { ADMIN, STAFF_EMAIL } from './support/accounts.ts';
import { expectNoSeriousAxeViolations } from './support/accessibility.ts';
import { dayButton, openRoom, roomTitled, showDay } from './support/checkout.ts';
import { waitForMail } from './support/mail.ts';
import { bearer, staffSession, staffStorageState } from './support/staff.ts';
import { dayText, shiftDate, uniqueSuffix, type Guest } from './support/stays.ts';

/*
 * Channel sync (issue 14) in the browser: a unit's export link (copy, the feed itself,
 * regenerate), calendars imported from a channel served by this process on 127.0.0.1 (the
 * app runs with ICAL_ALLOW_PRIVATE=1), their blocks on the occupancy calendar and the
 * public booking card, a double booking and its clearing, failing feeds, and removal.
 *
 * Desktop and mobile run side by side on one database with the other specs: each project
 * has its own units, none of which another spec books by number, and nights 400–490 days
 * ahead, where no other spec books (they book up to day 35, and from day 100, 200, 300,
 * 500 and on). Every feed a test adds is removed when it ends, whatever failed.
 */

test.use({ storageState: staffStorageState(ADMIN) });

/**
 * Each project's units, one per test that blocks nights or regenerates a link; the failing
 * feed's test shares `exported`, as a feed that never imports blocks nothing.
 */
const UNITS = {
  desktop: { exported: 'M103', imported: 'M301', conflicted: 'J201' },
  mobile: { exported: 'J102', imported: 'J301', conflicted: 'J202' },
} as const;
/** The room types of the single-unit `imported` units, whose public calendar a block closes. */
const SINGLE_UNIT_TYPES = {
  M301: 'Luxury 2 Bedroom Apartment',
  J301: 'Family Two Bedroom Apartment',
} as const;

const NOT_A_CALENDAR = 'The answer is not an iCalendar feed.';
const NOT_HTTP = 'The feed URL must start with http:// or https://.';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const unitsOf = (testInfo: TestInfo) => UNITS[isPhone(testInfo) ? 'mobile' : 'desktop'];

const lagosToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

/** The first night of a test's stays: `slot` per test, mobile 45 days on, a retry 4 more. */
function firstNight(testInfo: TestInfo, slot: number): string {
  const offset = 400 + (isPhone(testInfo) ? 45 : 0) + slot * 14 + testInfo.retry * 4;
  return shiftDate(lagosToday(), offset);
}

const compact = (iso: string) => iso.replaceAll('-', '');
const stayText = (start: string, end: string) => `${dayText(start)} – ${dayText(end)}`;

const guestFor = (first: string): Guest => {
  const suffix = uniqueSuffix();
  return {
    name: `${first} Adeyemi ${suffix}`,
    email: `${first.toLowerCase()}-${suffix}@guest.test`,
    phone: '+234 803 555 0142',
  };
};

interface Unit {
  id: number;
  roomID: string;
  room_type_id: number;
}

/** A unit as `GET /api/roommanagement` lists it to staff. */
async function unitNamed(request: APIRequestContext, roomNumber: string): Promise<Unit> {
  const response = await request.get(`/api/roommanagement?q=${roomNumber}`, {
    headers: bearer(staffSession(ADMIN).token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { rooms } = (await response.json()) as { rooms: Unit[] };
  const unit = rooms.find((room) => room.roomID === roomNumber);
  if (!unit) throw new Error(`no unit ${roomNumber}`);
  return unit;
}

/** `POST /api/bookings/manual`: the front desk books the unit; answers the booking's id. */
async function bookManually(
  request: APIRequestContext,
  unit: Unit,
  stay: { start: string; end: string; guest: Guest },
): Promise<number> {
  const created = await request.post('/api/bookings/manual', {
    headers: bearer(staffSession(ADMIN).token),
    data: {
      room_id: unit.id,
      room_type_id: unit.room_type_id,
      start_date: stay.start,
      end_date: stay.end,
      guest_name: stay.guest.name,
      guest_email: stay.guest.email,
      guest_phone: stay.guest.phone,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { booking: { id: number } }).booking.id;
}

/**
 * Removes every feed of the unit served by `feeds` (what this test added), through the
 * API: run in `finally`, so a failed test leaves no block behind for the others.
 */
async function removeFeedsOf(request: APIRequestContext, unit: Unit, feeds: FeedServer) {
  const headers = bearer(staffSession(ADMIN).token);
  const response = await request.get(`/api/rooms/${unit.id}/channels`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const { feeds: attached } = (await response.json()) as { feeds: { id: number; url: string }[] };
  for (const feed of attached.filter((candidate) => candidate.url.startsWith(feeds.url('/')))) {
    const removed = await request.delete(`/api/channel-feeds/${feed.id}`, { headers });
    expect(removed.status(), await removed.text()).toBe(200);
  }
}

/** The unit's page, once its channel sync has loaded: the section. */
async function openChannelSync(page: Page, unit: Unit): Promise<Locator> {
  await page.goto(`/admin/room-details/${unit.id}`);
  const section = page.getByRole('region', { name: 'Channel sync' });
  await expect(section.getByLabel('Export link')).toHaveValue(/\/ical\/units\//);
  return section;
}

/** Adds a calendar through the form and waits for what the server said. */
async function addCalendar(
  section: Locator,
  feed: { channel: 'Airbnb' | 'Booking.com' | 'Other'; url: string },
  said: string,
) {
  const form = section.getByRole('region', { name: 'Add a calendar' });
  await form.getByLabel('Channel').selectOption(feed.channel);
  await form.getByLabel('Feed URL').fill(feed.url);
  await form.getByRole('button', { name: 'Add calendar' }).click();
  await expect(form.getByRole('status')).toHaveText(said);
}

/**
 * The imported calendars as shown: the table's rows on a wide screen, the cards on a phone
 * (the other view is display: none, which role locators skip).
 */
const feedEntries = (section: Locator) =>
  section
    .getByRole('table', { name: 'Imported calendars' })
    .getByRole('row')
    .filter({ has: section.page().getByRole('rowheader') })
    .or(section.getByRole('list', { name: 'Imported calendars' }).getByRole('listitem'));

/** An imported calendar, found by its full URL (read to screen readers in both views). */
const feedRow = (section: Locator, url: string) => feedEntries(section).filter({ hasText: url });

/** Its channel: the row header, or the card's heading. */
const channelOf = (row: Locator) => row.getByRole('rowheader').or(row.getByRole('heading'));
/**
 * A row's cells after its header (URL, last sync, events imported, status, actions), or a
 * card's facts (last sync, events imported, status).
 */
const eventsCell = (row: Locator) => row.getByRole('cell').nth(2).or(row.locator('dd').nth(1));
const statusCell = (row: Locator) => row.getByRole('cell').nth(3).or(row.locator('dd').nth(2));

/** The occupancy calendar from `date`, reached the way staff do: its Start date field. */
async function openCalendarAt(page: Page, date: string) {
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Occupancy calendar');
  await page.getByLabel('Start date').fill(date);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${date}$`));
  await expect(page.getByRole('region', { name: 'Occupancy by unit and day' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

const bookCell = (page: Page, roomNumber: string, date: string) =>
  page.getByRole('button', { name: `Book unit ${roomNumber} on ${dayText(date)}` });

/** A block on the calendar: "Airbnb: Reserved, Fri, 5 Mar 2027 – Sun, 7 Mar 2027". */
const blockBar = (page: Page, channel: string, start: string, end: string) =>
  page.getByRole('img', { name: `${channel}: Reserved, ${stayText(start, end)}` });

/** The unit's row of the grid: the bar's parent, whose first cell is the unit's number. */
async function expectOnUnitRow(bar: Locator, roomNumber: string) {
  await expect(bar.locator('xpath=..').locator('xpath=./div[1]')).toHaveText(roomNumber);
}

/** Saves an element when E2E_SCREENSHOTS_DIR is set: `<name>-<project>-<width>.png`. */
async function screenshotOf(target: Locator, page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Its top at the window's: a capture taller than the window would show the fixed skip
  // link that waits just above it.
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await target.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}-${width}.png`),
  });
}

test('the export link is copied, serves the bookings without the guest, and regenerating revokes it', async ({
  page,
  context,
  request,
}, testInfo) => {
  const unit = await unitNamed(request, unitsOf(testInfo).exported);
  const start = firstNight(testInfo, 0);
  const end = shiftDate(start, 2);
  const guest = guestFor('Bisi');
  const bookingId = await bookManually(request, unit, { start, end, guest });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  const section = await openChannelSync(page, unit);
  const link = section.getByLabel('Export link');
  const oldUrl = await link.inputValue();
  expect(oldUrl).toMatch(
    new RegExp(`^http://localhost:\\d+/ical/units/${unit.id}/[A-Za-z0-9_-]{22,}\\.ics$`),
  );
  const exportRegion = section.getByRole('region', { name: 'Export calendar' });
  await exportRegion.getByRole('button', { name: 'Copy' }).click();
  await expect(exportRegion.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(feed.headers()['cache-control']).toBe('private, no-cache');
  const ics = await feed.text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const event = ics.match(
    new RegExp(
      `BEGIN:VEVENT\r\n(?:(?!END:VEVENT).*\r\n)*?UID:booking-${bookingId}@[^\r]*\r\n(?:(?!END:VEVENT).*\r\n)*?END:VEVENT`,
    ),
  )?.[0];
  expect(event, `a VEVENT for booking #${bookingId} in\n${ics}`).toBeDefined();
  expect(event).toContain(`DTSTART;VALUE=DATE:${compact(start)}\r\n`);
  expect(event).toContain(`DTEND;VALUE=DATE:${compact(end)}\r\n`);
  for (const personal of [guest.name, guest.name.split(' ')[0]!, guest.email, '555 0142']) {
    expect(ics, 'the feed names no guest').not.toContain(personal);
  }
  // A channel polling the unchanged feed is answered 304.
  const again = await request.get(oldUrl, {
    headers: { 'If-None-Match': feed.headers()['etag']! },
  });
  expect(again.status()).toBe(304);

  await exportRegion.getByRole('button', { name: 'Regenerate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new export link?' });
  await expect(dialog).toContainText('The current link stops working at once.');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(dialog).toBeHidden();
  await expect(exportRegion.getByRole('status')).toHaveText(
    'New export link made. The old link no longer works: replace it in Airbnb and Booking.com.',
  );
  await expect(link).not.toHaveValue(oldUrl);
  const newUrl = await link.inputValue();
  expect(newUrl).toMatch(new RegExp(`/ical/units/${unit.id}/[A-Za-z0-9_-]{22,}\\.ics$`));

  expect((await request.get(oldUrl)).status()).toBe(404);
  const renewed = await request.get(newUrl);
  expect(renewed.status()).toBe(200);
  expect(await renewed.text()).toContain(`UID:booking-${bookingId}@`);
});

test('an Airbnb calendar blocks its nights on the occupancy calendar and the booking card until it is removed', async ({
  page,
  request,
}, testInfo) => {
  const roomNumber = unitsOf(testInfo).imported;
  const unit = await unitNamed(request, roomNumber);
  const start = firstNight(testInfo, 1);
  const events: CalendarEvent[] = [
    { uid: `e2e-stay-a-${uniqueSuffix()}@airbnb.com`, start, end: shiftDate(start, 2) },
    {
      uid: `e2e-stay-b-${uniqueSuffix()}@airbnb.com`,
      start: shiftDate(start, 4),
      end: shiftDate(start, 5),
    },
  ];
  const feeds = await startFeedServer();
  const url = feeds.url(`/calendar/ical/${testInfo.project.name}.ics`);
  feeds.serve(new URL(url).pathname, { body: calendar(events) });

  try {
    const section = await openChannelSync(page, unit);
    await addCalendar(
      section,
      { channel: 'Airbnb', url },
      'Calendar added. First sync: 2 events imported.',
    );
    expect(feeds.requestsTo(new URL(url).pathname)).toHaveLength(1);
    const row = feedRow(section, url);
    await expect(channelOf(row)).toHaveText('Airbnb');
    await expect(eventsCell(row)).toHaveText('2');
    await expect(statusCell(row)).toHaveText('OK');

    await openCalendarAt(page, start);
    const first = blockBar(page, 'Airbnb', start, shiftDate(start, 2));
    await expect(first).toBeVisible();
    await expectOnUnitRow(first, roomNumber);
    await expect(blockBar(page, 'Airbnb', shiftDate(start, 4), shiftDate(start, 5))).toBeVisible();
    await expect(bookCell(page, roomNumber, start)).toHaveCount(0);
    await expect(bookCell(page, roomNumber, shiftDate(start, 1))).toHaveCount(0);
    await expect(bookCell(page, roomNumber, shiftDate(start, 2))).toBeVisible();

    // The room type has this one unit: the blocked nights cannot be booked by the public.
    const room = await roomTitled(
      request,
      SINGLE_UNIT_TYPES[roomNumber as keyof typeof SINGLE_UNIT_TYPES],
    );
    expect(room.number_of_rooms).toBe(1);
    await openRoom(page, room);
    // Night by night, in order: a phone shows one month at a time.
    for (const [night, blocked] of [
      [0, true],
      [1, true],
      [2, false],
      [4, true],
      [5, false],
    ] as const) {
      const day = shiftDate(start, night);
      await showDay(page, day);
      if (blocked) {
        await expect(dayButton(page, day)).toBeDisabled();
        await expect(dayButton(page, day)).toHaveAccessibleName(/unavailable/);
      } else {
        await expect(dayButton(page, day)).toBeEnabled();
      }
    }

    await openChannelSync(page, unit);
    await section
      .getByRole('button', { name: `Remove Airbnb calendar from ${new URL(url).host}` })
      .click();
    const dialog = page.getByRole('dialog', {
      name: `Remove the Airbnb calendar from ${new URL(url).host}?`,
    });
    await expect(dialog).toContainText('Remove this feed? Its blocked nights will be released.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      section.getByText('Calendar removed. Its blocked nights are for sale again.'),
    ).toBeVisible();
    await expect(feedRow(section, url)).toHaveCount(0);

    await openCalendarAt(page, start);
    await expect(bookCell(page, roomNumber, start)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Airbnb: / })).toHaveCount(0);
    const calendarAnswer = await request.get(
      `/api/rooms/${room.id}/calendar?from=${start}&to=${shiftDate(start, 7)}`,
    );
    expect(
      ((await calendarAnswer.json()) as { unavailable_dates: string[] }).unavailable_dates,
    ).toEqual([]);
  } finally {
    await removeFeedsOf(request, unit, feeds);
    await feeds.close();
  }
});

test('a channel that sold nights booked here raises a conflict, which clears when our booking is cancelled', async ({
  page,
  request,
}, testInfo) => {
  const roomNumber = unitsOf(testInfo).conflicted;
  const unit = await unitNamed(request, roomNumber);
  const start = firstNight(testInfo, 2);
  const ours = { start, end: shiftDate(start, 3) };
  const guest = guestFor('Tunde');
  const bookingId = await bookManually(request, unit, { ...ours, guest });
  const theirs = { start: shiftDate(start, 1), end: shiftDate(start, 3) };
  const elsewhere = { start: shiftDate(start, 4), end: shiftDate(start, 6) };

  const feeds = await startFeedServer();
  const airbnb = feeds.url(`/airbnb/${testInfo.project.name}.ics`);
  const bookingCom = feeds.url(`/booking-com/${testInfo.project.name}.ics`);
  feeds.serve(new URL(airbnb).pathname, { body: calendar([]) });
  feeds.serve(new URL(bookingCom).pathname, {
    body: calendar([{ uid: `e2e-bcom-${uniqueSuffix()}`, ...elsewhere }]),
  });
  const host = new URL(airbnb).host;

  try {
    const section = await openChannelSync(page, unit);
    await expect(page.getByRole('region', { name: 'Double-booking conflicts' })).toHaveCount(0);
    await addCalendar(
      section,
      { channel: 'Booking.com', url: bookingCom },
      'Calendar added. First sync: 1 event imported.',
    );
    await addCalendar(
      section,
      { channel: 'Airbnb', url: airbnb },
      'Calendar added. First sync: 0 events imported.',
    );
    await expect(eventsCell(feedRow(section, airbnb))).toHaveText('0');

    // Airbnb sells two of our nights before the feeds caught up.
    feeds.serve(new URL(airbnb).pathname, {
      body: calendar([{ uid: `e2e-clash-${uniqueSuffix()}@airbnb.com`, ...theirs }]),
    });
    await section.getByRole('button', { name: `Sync now Airbnb calendar from ${host}` }).click();
    await expect(section.getByText('Sync done: 1 event imported, 1 new conflict.')).toBeVisible();
    await expect(eventsCell(feedRow(section, airbnb))).toHaveText('1');

    const panel = page.getByRole('region', { name: 'Double-booking conflicts' });
    await expect(panel.getByRole('listitem')).toHaveText(
      `Airbnb reservation ${stayText(theirs.start, theirs.end)} overlaps booking #${bookingId} ` +
        `(${guest.name}, ${stayText(ours.start, ours.end)})`,
    );
    await expect(panel.getByRole('link', { name: `booking #${bookingId}` })).toHaveAttribute(
      'href',
      `/admin/bookings/details/${bookingId}`,
    );
    const notice = await waitForMail(
      STAFF_EMAIL,
      new RegExp(`^Double booking: unit ${roomNumber}, `),
      {
        containing: `Booking #${bookingId} made here`,
      },
    );
    expect(notice.subject).toBe(
      `Double booking: unit ${roomNumber}, ${stayText(theirs.start, theirs.end)} (Airbnb and booking #${bookingId})`,
    );

    await expectNoSeriousAxeViolations(page);
    await screenshotOf(panel, page, testInfo, 'channel-conflicts');
    await screenshotOf(section, page, testInfo, 'channel-sync');

    await openCalendarAt(page, start);
    const conflict = page.getByRole('link', {
      name: `Conflict with booking #${bookingId}: Airbnb: Reserved, ${stayText(theirs.start, theirs.end)}`,
    });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Conflict');
    await expect(conflict).toHaveAttribute('href', `/admin/bookings/details/${bookingId}`);
    await expectOnUnitRow(conflict, roomNumber);
    await expect(blockBar(page, 'Booking.com', elsewhere.start, elsewhere.end)).toBeVisible();
    await screenshotOf(
      page.getByRole('region', { name: 'Occupancy by unit and day' }),
      page,
      testInfo,
      'channel-calendar',
    );

    // The front desk cancels our side, from the conflict's link.
    await openChannelSync(page, unit);
    await panel.getByRole('link', { name: `booking #${bookingId}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking #${bookingId}`);
    await page.getByLabel('Booking status').selectOption('cancelled');
    const cancel = page.getByRole('dialog', { name: `Cancel booking #${bookingId}?` });
    // A manual booking is paid at the desk: the refund is asked for first.
    await cancel.getByRole('radio', { name: /^No refund/ }).check();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByText('Booking status updated.')).toBeVisible();
    await expect(page.getByLabel('Booking status')).toHaveValue('cancelled');

    await openChannelSync(page, unit);
    await expect(feedRow(section, airbnb)).toBeVisible();
    await expect(panel).toHaveCount(0);
    await openCalendarAt(page, start);
    await expect(blockBar(page, 'Airbnb', theirs.start, theirs.end)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Conflict with booking/ })).toHaveCount(0);
  } finally {
    await removeFeedsOf(request, unit, feeds);
    await feeds.close();
  }
});

test('a feed that answers a web page is retried then flagged; a file: URL is refused', async ({
  page,
  request,
}, testInfo) => {
  const unit = await unitNamed(request, unitsOf(testInfo).exported);
  const feeds = await startFeedServer();
  const url = feeds.url(`/login/${testInfo.project.name}`);
  feeds.serve(new URL(url).pathname, {
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html><head><title>Log in</title></head><body>Log in to see the calendar</body></html>',
  });
  const host = new URL(url).host;

  try {
    const section = await openChannelSync(page, unit);
    await addCalendar(
      section,
      { channel: 'Other', url },
      `Calendar added, but the first sync failed: ${NOT_A_CALENDAR}`,
    );
    const row = feedRow(section, url);
    await expect(channelOf(row)).toHaveText('Other');
    await expect(eventsCell(row)).toHaveText('0');
    await expect(statusCell(row)).toContainText('Retrying');
    await expect(statusCell(row)).toContainText(`Last error: ${NOT_A_CALENDAR}`);

    // Three failures in a row flag the feed with its last error.
    const syncNow = row.getByRole('button', { name: `Sync now Other calendar from ${host}` });
    for (const failures of [2, 3]) {
      await syncNow.click();
      await expect(
        section.getByText(`Sync failed: ${NOT_A_CALENDAR}`, { exact: true }),
      ).toBeVisible();
      await expect(syncNow).not.toHaveAttribute('aria-disabled');
      if (failures === 2) await expect(statusCell(row)).toContainText('Retrying');
    }
    await expect(statusCell(row)).toContainText(`Failing: ${NOT_A_CALENDAR}`);
    await expect(statusCell(row)).not.toContainText('Retrying');
    expect(feeds.requestsTo(new URL(url).pathname)).toHaveLength(3);

    // file: is refused under the URL: by the form, with the rule and words the server uses.
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/channel-feeds')) posts.push(sent.url());
    });
    const form = section.getByRole('region', { name: 'Add a calendar' });
    const field = form.getByLabel('Feed URL');
    await field.fill('file:///etc/passwd');
    await form.getByRole('button', { name: 'Add calendar' }).click();
    await expect(field).toHaveAccessibleDescription(NOT_HTTP);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(posts).toEqual([]);
    const refused = await request.post(`/api/rooms/${unit.id}/channel-feeds`, {
      headers: bearer(staffSession(ADMIN).token),
      data: { channel: 'airbnb', url: 'file:///etc/passwd' },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: { url: string[] } }).errors.url).toEqual([
      NOT_HTTP,
    ]);
    await expect(feedEntries(section)).toHaveCount(1);
  } finally {
    await removeFeedsOf(request, unit, feeds);
    await feeds.close();
  }
});
