import { eq, sql } from 'drizzle-orm';
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bookings, rooms } from '../../db/schema.ts';
import { insertBooking, unitNumbered } from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';
import { renderUnitFeed } from './ical-export.service.ts';
import {
  ensureIcalToken,
  icalExportPath,
  icalTokenMatches,
  regenerateIcalToken,
} from './ical-token.ts';

const ctx = useTestApp({ seed: true });

/** The unit's feed URL, its token made on first use as the admin page does. */
async function feedPathOf(roomNumber: string) {
  const { unit } = await unitNumbered(ctx.database.db, roomNumber);
  const token = await ensureIcalToken(ctx.database.db, unit.id);
  return { unit, token: token!, path: icalExportPath(unit.id, token!) };
}

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

const pad = (value: number) => String(value).padStart(2, '0');
/** node-ical gives a DATE value as local midnight of that day. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The feed parsed back by a second library: each event's UID, nights and summary. */
function eventsOf(text: string) {
  return Object.values(ical.sync.parseICS(text))
    .filter((component): component is VEvent => component?.type === 'VEVENT')
    .map((event) => ({
      uid: event.uid,
      start: dayOf(event.start),
      end: dayOf(event.end!),
      dateOnly: event.start.dateOnly === true && event.end?.dateOnly === true,
      summary: String(event.summary),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

const nightsOf = (events: { start: string; end: string }[]) =>
  events.map((event) => [event.start, event.end]);

/** Sets columns straight in SQL, so that `updated_at` moves only when the test says so. */
async function setBooking(id: number, assignments: ReturnType<typeof sql>) {
  await ctx.database.db.execute(sql`update bookings set ${assignments} where id = ${id}`);
}

/** The unit's last booking write as if it were `age` ago (the version the trigger keeps). */
async function calendarChangedAgo(roomId: number, age: string) {
  await ctx.database.db.execute(
    sql`update unit_calendar_versions set changed_at = now() - ${age}::interval
        where room_id = ${roomId}`,
  );
}

/** Runs `change` as time passing, not as a write: the unit's calendar version stays put. */
async function asTimePassing(roomId: number, change: () => Promise<void>) {
  const db = ctx.database.db;
  const [kept] = await queryRows<{ version: number; changed_at: string }>(
    db,
    sql`select version, changed_at::text from unit_calendar_versions where room_id = ${roomId}`,
  );
  await change();
  await db.execute(
    sql`update unit_calendar_versions set version = ${kept!.version}, changed_at = ${kept!.changed_at}
        where room_id = ${roomId}`,
  );
}

describe('GET /ical/units/{id}/{token}.ics', () => {
  it('lists exactly the bookings that hold the unit, as all-day events from check-in to check-out', async () => {
    const db = ctx.database.db;
    const { path } = await feedPathOf('M101');
    const at = (start: number, end: number) => ({
      start: daysFromToday(start),
      end: daysFromToday(end),
    });
    const confirmed = await insertBooking(db, { roomNumber: 'M101', ...at(5, 8) });
    const checkedIn = await insertBooking(db, {
      roomNumber: 'M101',
      ...at(-2, 1),
      status: 'checked_in',
    });
    const held = await insertBooking(db, { roomNumber: 'M101', ...at(10, 12), status: 'pending' });
    await setBooking(held.id, sql`hold_expires_at = now() + interval '20 minutes'`);
    // Not in the feed: a hold that ran out (not yet swept), cancelled, checked out and
    // expired bookings, and a booking of another unit.
    const lapsed = await insertBooking(db, {
      roomNumber: 'M101',
      ...at(14, 15),
      status: 'pending',
    });
    await setBooking(lapsed.id, sql`hold_expires_at = now() - interval '1 minute'`);
    await insertBooking(db, { roomNumber: 'M101', ...at(20, 22), status: 'cancelled' });
    await insertBooking(db, { roomNumber: 'M101', ...at(-10, -7), status: 'checked_out' });
    await insertBooking(db, { roomNumber: 'M101', ...at(25, 26), status: 'expired' });
    await insertBooking(db, { roomNumber: 'M102', ...at(30, 33) });

    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.body).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    expect(response.body).toContain('PRODID:-//Aso Residences//');
    expect(response.body).toContain('X-WR-CALNAME:Aso Residences M101\r\n');
    expect(response.body).toContain(
      `DTSTART;VALUE=DATE:${daysFromToday(5).replaceAll('-', '')}\r\n`,
    );
    expect(response.body).toContain(`DTEND;VALUE=DATE:${daysFromToday(8).replaceAll('-', '')}\r\n`);

    const events = eventsOf(response.body);
    expect(events).toEqual(
      [checkedIn, confirmed, held].map((booking) => ({
        uid: `booking-${booking.id}@asoresidences.ng`,
        start: booking.startDate,
        end: booking.endDate,
        dateOnly: true,
        summary: 'Reserved',
      })),
    );
  });

  it('shows no guest name, email, phone or price', async () => {
    const db = ctx.database.db;
    const { roomType } = await unitNumbered(db, 'M101');
    const checkout = await initiate(
      ctx.app,
      guestRequest(roomType.id, 3, 2, {
        guest_name: 'Zebedee Quillfeather',
        guest_email: 'zebedee.quill@example.com',
        guest_phone: '+234 809 777 1234',
      }),
    );
    expect(checkout.statusCode).toBe(201);
    const [booking] = await db.select().from(bookings);
    expect(booking).toMatchObject({ guestName: 'Zebedee Quillfeather', status: 'pending' });
    const [unit] = await db.select().from(rooms).where(eq(rooms.id, booking!.roomId));
    const { path } = await feedPathOf(unit!.roomNumber);

    const response = await get(path);
    expect(eventsOf(response.body)).toHaveLength(1);
    for (const secret of [
      'Zebedee',
      'Quillfeather',
      'zebedee.quill',
      '809 777 1234',
      '8097771234',
      String(booking!.totalKobo),
      String(booking!.totalKobo / 100),
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers the same bytes, UIDs and ETag while nothing changes, and 304 to a poller that has them', async () => {
    const db = ctx.database.db;
    const { path } = await feedPathOf('M101');
    await insertBooking(db, { roomNumber: 'M101', start: daysFromToday(2), end: daysFromToday(4) });
    const edited = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(9),
      end: daysFromToday(10),
    });
    await setBooking(edited.id, sql`updated_at = '2026-01-02 03:04:05.678+00'`);

    const first = await get(path);
    // DTSTAMP is the booking's last change, not the time of the request.
    expect(first.body).toContain(
      `UID:booking-${edited.id}@asoresidences.ng\r\nSEQUENCE:0\r\nDTSTAMP:20260102T030405Z\r\n`,
    );
    const second = await get(path);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(eventsOf(second.body).map((event) => event.uid)).toEqual(
      eventsOf(first.body).map((event) => event.uid),
    );
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong
    expect(second.headers.etag).toBe(etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const lastModified = first.headers['last-modified'] as string;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const conditions: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}` },
      { 'if-none-match': `"something-else", ${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': lastModified },
      { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    ];
    for (const headers of conditions) {
      const notModified = await get(path, headers);
      expect(notModified.statusCode, JSON.stringify(headers)).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['last-modified']).toBe(lastModified);
      expect(notModified.headers['cache-control']).toBe('private, no-cache');
    }
    // If-None-Match has the last word; an older date or an unreadable one is no match.
    const noMatch: Record<string, string>[] = [
      { 'if-none-match': '"something-else"', 'if-modified-since': lastModified },
      { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
      { 'if-modified-since': 'yesterday' },
    ];
    for (const headers of noMatch) {
      const full = await get(path, headers);
      expect(full.statusCode, JSON.stringify(headers)).toBe(200);
      expect(full.body).toBe(first.body);
    }
  });

  it('changes the ETag when a booking arrives and when one is cancelled, dropping the cancelled one', async () => {
    const db = ctx.database.db;
    const { path } = await feedPathOf('M101');
    const kept = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(2),
      end: daysFromToday(4),
    });
    const before = await get(path);

    const arrived = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(6),
      end: daysFromToday(9),
    });
    const withNew = await get(path, { 'if-none-match': before.headers.etag as string });
    expect(withNew.statusCode).toBe(200);
    expect(withNew.headers.etag).not.toBe(before.headers.etag);
    expect(nightsOf(eventsOf(withNew.body))).toEqual([
      [kept.startDate, kept.endDate],
      [arrived.startDate, arrived.endDate],
    ]);

    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'staff', cancelledAt: new Date() })
      .where(eq(bookings.id, arrived.id));
    const afterCancel = await get(path, { 'if-none-match': withNew.headers.etag as string });
    expect(afterCancel.statusCode).toBe(200);
    expect(afterCancel.headers.etag).not.toBe(withNew.headers.etag);
    expect(afterCancel.body).not.toContain(`booking-${arrived.id}@`);
    expect(nightsOf(eventsOf(afterCancel.body))).toEqual([[kept.startDate, kept.endDate]]);
  });

  it('tells a poller that keeps only Last-Modified about a cancellation of an older booking', async () => {
    const db = ctx.database.db;
    const { unit, path } = await feedPathOf('M101');
    const older = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(2),
      end: daysFromToday(4),
    });
    const newer = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(6),
      end: daysFromToday(7),
    });
    await db.execute(
      sql`update rooms set updated_at = now() - interval '3 hours' where id = ${unit.id}`,
    );
    await setBooking(older.id, sql`updated_at = now() - interval '2 hours'`);
    await setBooking(newer.id, sql`updated_at = now() - interval '1 hour'`);
    await calendarChangedAgo(unit.id, '1 hour');
    const first = await get(path);
    const lastModified = first.headers['last-modified'] as string;

    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'guest', cancelledAt: new Date() })
      .where(eq(bookings.id, older.id));
    const after = await get(path, { 'if-modified-since': lastModified });
    expect(after.statusCode).toBe(200);
    expect(nightsOf(eventsOf(after.body))).toEqual([[newer.startDate, newer.endDate]]);
    expect(Date.parse(after.headers['last-modified'] as string)).toBeGreaterThan(
      Date.parse(lastModified),
    );
  });

  it('changes the ETag when a booking moves, even by a writer that left its updated_at alone', async () => {
    const db = ctx.database.db;
    const { path } = await feedPathOf('M101');
    const moved = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(2),
      end: daysFromToday(4),
    });
    await insertBooking(db, { roomNumber: 'M101', start: daysFromToday(8), end: daysFromToday(9) });
    const before = await get(path);

    await setBooking(moved.id, sql`start_date = start_date + 1, end_date = end_date + 1`);
    const after = await get(path, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(nightsOf(eventsOf(after.body))[0]).toEqual([daysFromToday(3), daysFromToday(5)]);
  });

  it('changes the ETag and Last-Modified when a hold runs out, before any sweep marks it expired', async () => {
    const db = ctx.database.db;
    const { unit, path } = await feedPathOf('M101');
    await db.execute(
      sql`update rooms set updated_at = now() - interval '1 hour' where id = ${unit.id}`,
    );
    const held = await insertBooking(db, {
      roomNumber: 'M101',
      start: daysFromToday(3),
      end: daysFromToday(5),
      status: 'pending',
    });
    await setBooking(
      held.id,
      sql`updated_at = now() - interval '30 minutes', hold_expires_at = now() + interval '10 minutes'`,
    );
    await calendarChangedAgo(unit.id, '30 minutes');
    const whileHeld = await get(path);
    expect(eventsOf(whileHeld.body)).toHaveLength(1);

    // The clock passing the hold's end, as seen from the database (the row is not written).
    await asTimePassing(unit.id, () =>
      setBooking(held.id, sql`hold_expires_at = now() - interval '1 minute'`),
    );
    const lapsed = await get(path, { 'if-none-match': whileHeld.headers.etag as string });
    expect(lapsed.statusCode).toBe(200);
    expect(eventsOf(lapsed.body)).toEqual([]);
    expect(Date.parse(lapsed.headers['last-modified'] as string)).toBeGreaterThan(
      Date.parse(whileHeld.headers['last-modified'] as string),
    );
    const bySince = await get(path, {
      'if-modified-since': whileHeld.headers['last-modified'] as string,
    });
    expect(bySince.statusCode).toBe(200);
  });

  it('answers one and the same 404 to a wrong token, an unknown or deleted unit and any malformed path', async () => {
    const db = ctx.database.db;
    const { unit, token, path } = await feedPathOf('M101');
    const { unit: deleted, path: deletedPath } = await feedPathOf('M102');
    const { unit: tokenless } = await unitNumbered(db, 'M103');
    await db.update(rooms).set({ deletedAt: new Date() }).where(eq(rooms.id, deleted.id));
    expect((await get(path)).statusCode).toBe(200);

    const wrongToken = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const paths = [
      icalExportPath(unit.id, wrongToken),
      icalExportPath(unit.id, token.slice(0, -1)),
      icalExportPath(9999, token),
      deletedPath,
      icalExportPath(tokenless.id, token),
      icalExportPath(tokenless.id, ''),
      '/ical/units/abc/x.ics',
      `/ical/units/${unit.id}/${token}`,
      `/ical/units/${unit.id}/${token}.ics/more`,
      `/ical/units/${unit.id}/${token}.ICS`,
      `/ical/units/${unit.id}/${'a'.repeat(2000)}.ics`,
      `/ical/units/0${unit.id}/${token}.ics`,
      `/ical/units/99999999999/${token}.ics`,
      `/ical/units/${unit.id}/..%2F${token}.ics`,
      '/ical/units/',
    ];
    const answers = await Promise.all(paths.map((url) => get(url)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, paths[index]).toBe(404);
      expect(answer.json(), paths[index]).toEqual({ message: 'Calendar not found.' });
      expect(answer.headers['content-type'], paths[index]).toBe(
        answers[0]!.headers['content-type'],
      );
      expect(answer.headers.etag, paths[index]).toBeUndefined();
      expect(answer.headers['last-modified'], paths[index]).toBeUndefined();
    }
  });

  it('revokes the old URL when the token is regenerated, keeping the events and their UIDs', async () => {
    const db = ctx.database.db;
    const { unit, path: oldPath } = await feedPathOf('M101');
    await insertBooking(db, { roomNumber: 'M101', start: daysFromToday(2), end: daysFromToday(4) });
    const before = await get(oldPath);

    const newToken = await regenerateIcalToken(db, unit.id);
    expect(newToken).not.toBeNull();
    const newPath = icalExportPath(unit.id, newToken!);
    expect(newPath).not.toBe(oldPath);
    expect((await get(oldPath)).statusCode).toBe(404);
    const after = await get(newPath);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
  });
});

describe('the export token', () => {
  it('is made once, 128 random bits in URL-safe base64, and kept', async () => {
    const db = ctx.database.db;
    const { unit } = await unitNumbered(db, 'M101');
    expect(unit.icalToken).toBeNull();
    const [first, second] = await Promise.all([
      ensureIcalToken(db, unit.id),
      ensureIcalToken(db, unit.id),
    ]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first!, 'base64url')).toHaveLength(16);
    expect(second).toBe(first);
    expect(await ensureIcalToken(db, unit.id)).toBe(first);
    const { unit: other } = await unitNumbered(db, 'M102');
    expect(await ensureIcalToken(db, other.id)).not.toBe(first);
  });

  it('is refused for an unknown or deleted unit', async () => {
    const db = ctx.database.db;
    const { unit } = await unitNumbered(db, 'M101');
    await db.update(rooms).set({ deletedAt: new Date() }).where(eq(rooms.id, unit.id));
    expect(await ensureIcalToken(db, unit.id)).toBeNull();
    expect(await regenerateIcalToken(db, unit.id)).toBeNull();
    expect(await ensureIcalToken(db, 9999)).toBeNull();
    expect(await regenerateIcalToken(db, 9999)).toBeNull();
  });

  it('matches only the stored token, and nothing for a unit without one', () => {
    expect(icalTokenMatches('abc', 'abc')).toBe(true);
    expect(icalTokenMatches('abd', 'abc')).toBe(false);
    expect(icalTokenMatches('abc', 'abcd')).toBe(false);
    expect(icalTokenMatches('', null)).toBe(false);
  });
});

describe('the calendar', () => {
  it("is byte for byte what ical-generator's own toString makes, long and non-ASCII unit names folded", () => {
    const bookings = [
      { id: 7, start_date: '2026-12-30', end_date: '2027-01-02', stamp: '2026-11-20T10:11:12Z' },
      {
        id: 2147483647,
        start_date: '2027-02-27',
        end_date: '2027-03-01',
        stamp: '2026-01-02T03:04:05Z',
      },
    ];
    for (const roomNumber of ['M101', `Penthouse ${'é'.repeat(40)} – the long one with a view`]) {
      const reference = icalGenerator({
        prodId: { company: 'Aso Residences', product: 'Unit calendar', language: 'EN' },
        method: ICalCalendarMethod.PUBLISH,
        name: `Aso Residences ${roomNumber}`,
      });
      for (const booking of bookings) {
        reference.createEvent({
          id: `booking-${booking.id}@asoresidences.ng`,
          allDay: true,
          start: new Date(`${booking.start_date}T00:00:00Z`),
          end: new Date(`${booking.end_date}T00:00:00Z`),
          stamp: new Date(booking.stamp),
          summary: 'Reserved',
        });
      }
      const made = renderUnitFeed(roomNumber, bookings);
      expect(made).toBe(`${reference.toString()}\r\n`);
      expect(made.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    }
  });
});
