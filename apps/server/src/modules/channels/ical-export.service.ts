import ical, { foldLines, ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUnitFeed, type FeedBooking } from './ical-export.repository.ts';
import { icalTokenMatches } from './ical-token.ts';

/*
 * A unit's busy nights as an iCal feed for Airbnb, Booking.com and channel managers
 * (issue 14, point 1). They poll it every few minutes and it seldom changes, so the one
 * statement of a request gives the calendar's version first and reads the bookings only
 * when the poller does not hold that version already (304).
 */

const BUSINESS_NAME = 'Aso Residences';
/** UIDs stay the same whatever the site's address (APP_URL) or the feed's token. */
const UID_DOMAIN = 'asoresidences.ng';
/** What every event says: the channels need the nights, never who stays or what they paid. */
const EVENT_SUMMARY = 'Reserved';

/** Unknown unit, deleted unit, wrong token, garbage path: one answer that tells nothing. */
export const FEED_NOT_FOUND = 'Calendar not found.';

export interface FeedConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export type FeedAnswer =
  | { status: 304; etag: string; lastModified: Date }
  | { status: 200; etag: string; lastModified: Date; body: string };

/**
 * The feed of unit `roomId` for a request holding `token`, or 304 when the request's
 * validators still match (If-None-Match first; If-Modified-Since only without it, as
 * RFC 9110 §13.2.2 orders). Throws the one 404 for anything but the unit's current token.
 */
export async function answerUnitFeed(
  db: Db,
  roomId: number,
  token: string,
  conditions: FeedConditions,
): Promise<FeedAnswer> {
  const feed = await findUnitFeed(db, roomId, parseConditions(conditions));
  if (!feed || !icalTokenMatches(token, feed.token)) throw new AppError(404, FEED_NOT_FOUND);
  const { etag } = feed;
  const lastModified = new Date(feed.last_modified * 1000);
  if (feed.not_modified) return { status: 304, etag, lastModified };
  return {
    status: 200,
    etag,
    lastModified,
    body: renderUnitFeed(feed.room_number, feed.bookings ?? []),
  };
}

/**
 * The request's validators as the statement compares them; If-None-Match overrides the
 * date. HTTP dates are whole seconds, so two changes in one second look alike to
 * If-Modified-Since; the ETag has no such gap.
 */
function parseConditions(conditions: FeedConditions) {
  if (conditions.ifNoneMatch !== undefined) {
    const etags =
      conditions.ifNoneMatch.trim() === '*' ? ['*'] : entityTags(conditions.ifNoneMatch);
    return { etags, since: null };
  }
  const since = conditions.ifModifiedSince ? new Date(conditions.ifModifiedSince) : null;
  return { etags: null, since: since && !Number.isNaN(since.getTime()) ? since : null };
}

/** `"a", W/"b"` → `"a"`, `"b"`: If-None-Match compares weakly. */
function entityTags(header: string): string[] {
  return [...header.matchAll(/(?:W\/)?("[^"]*")/g)].map((match) => match[1]!);
}

/** The calendar: one all-day event per booking, DTEND the check-out date (exclusive). */
export function renderUnitFeed(roomNumber: string, bookings: FeedBooking[]): string {
  const calendar = ical({
    prodId: { company: BUSINESS_NAME, product: 'Unit calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: `${BUSINESS_NAME} ${roomNumber}`,
  });
  const events = bookings.map((booking) =>
    calendar
      .createEvent({
        id: `booking-${booking.id}@${UID_DOMAIN}`,
        allDay: true,
        // Midnight UTC: without a calendar time zone, date-only values are written in UTC.
        start: new Date(`${booking.start_date}T00:00:00Z`),
        end: new Date(`${booking.end_date}T00:00:00Z`),
        // The booking's last change, not the request's time: an unchanged feed is the same bytes.
        stamp: new Date(booking.stamp),
        summary: EVENT_SUMMARY,
      })
      .toString(),
  );
  return `${withEvents(calendar, events.join(''))}\r\n`;
}

/**
 * What `calendar.toString()` gives, byte for byte, without its cost: the library folds the
 * whole text one character at a time (a TextEncoder per character, ~5 ms for 60 events),
 * so it folds the frame (the unit's name is staff's text) and the events only when one of
 * their lines could need it. RFC 5545 ends the last line with CRLF too; the caller adds it.
 */
function withEvents(calendar: ICalCalendar, events: string): string {
  calendar.clear();
  const frame = calendar.toString();
  const needsFolding =
    /[\u0080-\uffff]/.test(events) || events.split('\r\n').some((line) => line.length > 75);
  const end = frame.lastIndexOf('END:VCALENDAR');
  return `${frame.slice(0, end)}${needsFolding ? foldLines(events) : events}${frame.slice(end)}`;
}
