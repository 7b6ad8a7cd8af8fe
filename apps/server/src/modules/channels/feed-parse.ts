import { createHash } from 'node:crypto';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';
import { addDays, isIsoDate } from '@aso/core/dates';
import ical, { type DateWithTimeZone, type ParameterValue, type VEvent } from 'node-ical';

/*
 * Reads a channel's iCal feed (issue 14) into the nights it holds, with node-ical doing the
 * parsing and the recurrence expansion. Before it, one pass over the lines does what
 * node-ical does not (each a fault of node-ical 0.26 found while writing this):
 * - refuses a broken calendar (unclosed event, text after the end, 20270231) instead of
 *   returning part of it or rolling the date over into March;
 * - hands node-ical only the lines the nights depend on, with UIDs replaced by tokens:
 *   node-ical files events under their UID as an object key, so `UID:__proto__` would
 *   write onto Object.prototype for the whole server, and two events sharing a UID would
 *   merge into one (a lost block);
 * - puts overridden occurrences (RECURRENCE-ID) after their series: one that came first
 *   would lend its properties, STATUS:CANCELLED included, to the whole series;
 * - converts a single event's zoned times to UTC itself, node-ical's Temporal polyfill
 *   being most of the cost of a timed feed.
 */

/** Nights [start_date, end_date) in Lagos dates, end_date > start_date. */
export interface FeedEvent {
  uid: string;
  start_date: string;
  end_date: string;
  summary: string | null;
}

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Occurrences are searched this far beyond the window, then kept by their nights. */
const SEARCH_MARGIN_MS = 2 * DAY_MS;
const SUMMARY_MAX_LENGTH = 200;
/** Rules that repeat within a day cannot mean booked nights, and would expand to thousands. */
const SUB_DAILY = new Set(['HOURLY', 'MINUTELY', 'SECONDLY']);

/** Every occurrence overlapping [window.from, window.to) (Lagos dates), cancelled ones left out. */
export function parseFeed(text: string, window: { from: string; to: string }): FeedEvent[] {
  if (!isIsoDate(window.from) || !isIsoDate(window.to) || window.from >= window.to) {
    throw new RangeError(`Bad window ${window.from} → ${window.to}`);
  }
  const calendar = prepareCalendar(text);
  let components: ReturnType<typeof ical.sync.parseICS>;
  try {
    components = ical.sync.parseICS(calendar.text);
  } catch (error) {
    throw new FeedParseError(`The calendar could not be read (${reasonOf(error)}).`);
  }
  const search = {
    from: new Date(Date.parse(`${window.from}T00:00:00Z`) - SEARCH_MARGIN_MS),
    to: new Date(Date.parse(`${window.to}T00:00:00Z`) + SEARCH_MARGIN_MS),
  };

  const found = new Map<string, FeedEvent>();
  for (const component of Object.values(components)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    assertReadableDates(event);
    if (isCancelled(event)) continue;
    const uid = event.uid ? (calendar.uids.get(event.uid) ?? event.uid) : derivedUid(event);
    for (const occurrence of occurrencesOf(event, search)) {
      if (isCancelled(occurrence.event)) continue;
      const nights = nightsOf(occurrence.start, occurrence.end, occurrence.isFullDay);
      if (!nights || nights.end_date <= window.from || nights.start_date >= window.to) continue;
      // (uid, start_date) is the identity of a block; of two such, the longer stays.
      const key = `${uid}\n${nights.start_date}`;
      const kept = found.get(key);
      if (kept && kept.end_date >= nights.end_date) continue;
      found.set(key, { uid, ...nights, summary: summaryOf(occurrence.summary) });
    }
  }
  return [...found.values()].sort(
    (a, b) => a.start_date.localeCompare(b.start_date) || a.uid.localeCompare(b.uid),
  );
}

// ---- The pass over the lines --------------------------------------------------------------

interface PreparedCalendar {
  /** What node-ical reads: the VEVENTs' night-relevant lines and the VTIMEZONEs, unfolded. */
  text: string;
  /** Token → the UID the feed wrote. */
  uids: Map<string, string>;
}

/** The only VEVENT properties the nights depend on; the rest (descriptions, guests' phone digits) is dropped unread. */
const KEPT_EVENT_PROPERTIES = new Set([
  'UID',
  'DTSTART',
  'DTEND',
  'DURATION',
  'RRULE',
  'EXDATE',
  'RECURRENCE-ID',
  'STATUS',
  'SUMMARY',
  'SEQUENCE',
]);
const DATE_PROPERTIES = new Set(['DTSTART', 'DTEND', 'RECURRENCE-ID', 'EXDATE']);
const PROPERTY_NAME = /^([A-Za-z0-9-]+)[;:]/;
const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/** A top-level VEVENT, held back until its end decides how and where it is written. */
interface PendingEvent {
  lines: string[];
  /** The UID as written, and where its line goes once the event is known to be an override or not. */
  uid?: { value: string; index: number };
  beginsAt: number;
  hasStart: boolean;
  isOverride: boolean;
  isRecurring: boolean;
  /** DTSTART/DTEND lines with a TZID, by their index in `lines`. */
  zoned: { index: number; name: string; zone: string; value: string }[];
}

function malformed(line: number, problem: string): FeedParseError {
  return new FeedParseError(`The calendar is malformed (line ${line}: ${problem}).`);
}

function prepareCalendar(feed: string): PreparedCalendar {
  const withoutBom = feed.charCodeAt(0) === 0xfeff ? feed.slice(1) : feed;
  const lines = unfold(withoutBom.split(/\r?\n/));
  const first = lines.texts.find((line) => line.trim() !== '');
  if (first?.trim().toUpperCase() !== 'BEGIN:VCALENDAR') {
    throw new FeedParseError('The answer is not an iCalendar feed.');
  }

  const out: string[] = ['BEGIN:VCALENDAR'];
  const overrides: string[] = [];
  const stack: string[] = [];
  const uids = new UidTokens();
  let event: PendingEvent | null = null;
  let closed = false;

  for (let index = 0; index < lines.texts.length; index += 1) {
    const text = lines.texts[index]!;
    const number = lines.numbers[index]!;
    if (text.trim() === '') continue;
    if (closed) throw malformed(number, 'there is more after END:VCALENDAR');
    const name = PROPERTY_NAME.exec(text)?.[1]?.toUpperCase();
    if (name === undefined) continue; // node-ical skips a line it cannot read, and so does this

    if (name === 'BEGIN') {
      const component = valueOf(text).trim().toUpperCase();
      if (component === 'VCALENDAR' && stack.length > 0) {
        throw malformed(number, 'a calendar begins inside a calendar');
      }
      if (component === 'VEVENT' && stack.includes('VEVENT')) {
        throw malformed(number, 'an event begins before the previous one ends');
      }
      stack.push(component);
      if (stack.length === 2 && component === 'VEVENT') {
        event = {
          lines: ['BEGIN:VEVENT'],
          beginsAt: number,
          hasStart: false,
          isOverride: false,
          isRecurring: false,
          zoned: [],
        };
      } else if (stack.length === 2 && component === 'VTIMEZONE') {
        out.push('BEGIN:VTIMEZONE');
      } else if (stack[1] === 'VTIMEZONE') {
        out.push(`BEGIN:${component}`);
      }
      continue;
    }

    if (name === 'END') {
      const component = valueOf(text).trim().toUpperCase();
      const open = stack.pop();
      if (open !== component) {
        throw malformed(
          number,
          open
            ? `END:${component} does not close BEGIN:${open}`
            : `END:${component} closes nothing`,
        );
      }
      if (stack.length === 0) {
        out.push(...overrides, 'END:VCALENDAR');
        closed = true;
      } else if (stack.length === 1 && event) {
        if (!event.hasStart) throw malformed(event.beginsAt, 'an event has no DTSTART');
        event.lines.push('END:VEVENT');
        if (event.uid) {
          event.lines[event.uid.index] = `UID:${uids.tokenFor(event.uid.value, event.isOverride)}`;
        }
        (event.isOverride ? overrides : out).push(...writtenEvent(event));
        event = null;
      } else if (stack[1] === 'VTIMEZONE') {
        out.push(`END:${component}`);
      }
      continue;
    }

    if (stack[1] === 'VTIMEZONE') {
      out.push(text);
      continue;
    }
    // A property of the VEVENT itself: not of the calendar, an alarm or another component.
    if (!event || stack.length !== 2 || !KEPT_EVENT_PROPERTIES.has(name)) continue;

    if (name === 'UID') {
      const uid = valueOf(text).trim();
      if (uid !== '') event.uid = { value: uid, index: event.lines.length };
      event.lines.push('');
      continue;
    }
    if (DATE_PROPERTIES.has(name)) {
      const value = valueOf(text);
      for (const part of value.split(',')) {
        if (!isCalendarDate(part.trim())) {
          throw malformed(number, `${name} "${part.trim()}" is not a valid date`);
        }
      }
      if (name === 'DTSTART') event.hasStart = true;
      if (name === 'RECURRENCE-ID') event.isOverride = true;
      const zone = name === 'DTSTART' || name === 'DTEND' ? zoneOf(text) : null;
      if (zone) event.zoned.push({ index: event.lines.length, name, zone, value: value.trim() });
    }
    if (name === 'RRULE') event.isRecurring = true;
    event.lines.push(text);
  }
  if (!closed) throw new FeedParseError('The calendar is cut short: END:VCALENDAR is missing.');
  return { text: out.join('\r\n'), uids: uids.originals };
}

/**
 * Tokens node-ical sees instead of UIDs. A series and its overrides share one; a second
 * event with the UID of another (a channel's bug, or an old copy) gets its own, so that its
 * nights stay blocked rather than being merged away.
 */
class UidTokens {
  readonly originals = new Map<string, string>();
  private readonly shared = new Map<string, string>();
  private readonly seriesSeen = new Set<string>();

  tokenFor(uid: string, isOverride: boolean): string {
    if (!isOverride && this.seriesSeen.has(uid)) return this.fresh(uid);
    if (!isOverride) this.seriesSeen.add(uid);
    let token = this.shared.get(uid);
    if (!token) {
      token = this.fresh(uid);
      this.shared.set(uid, token);
    }
    return token;
  }

  private fresh(uid: string): string {
    const token = `aso-uid-${this.originals.size}`;
    this.originals.set(token, uid);
    return token;
  }
}

/**
 * A single event's zoned times are written as UTC, converted here with Intl: node-ical
 * converts through a Temporal polyfill at ~40 µs a time, most of a timed feed's cost. A
 * series keeps its TZID, which its expansion needs across DST changes; so does a zone
 * Intl does not know (a Windows name), which node-ical maps itself.
 */
function writtenEvent(event: PendingEvent): string[] {
  if (event.isRecurring || event.isOverride) return event.lines;
  for (const { index, name, zone, value } of event.zoned) {
    const utc = zonedTimeToUtc(value, zone);
    if (utc) event.lines[index] = `${name}:${utc}`;
  }
  return event.lines;
}

/** RFC 5545 §3.1: a line starting with a space or a tab continues the one before. */
function unfold(physical: string[]): { texts: string[]; numbers: number[] } {
  const texts: string[] = [];
  const numbers: number[] = [];
  for (let index = 0; index < physical.length; index += 1) {
    const line = physical[index]!;
    const first = line.charCodeAt(0);
    if (texts.length > 0 && (first === 32 || first === 9)) {
      texts[texts.length - 1] += line.slice(1);
    } else {
      texts.push(line);
      numbers.push(index + 1);
    }
  }
  return { texts, numbers };
}

/** The value after the first colon that is not inside a quoted parameter. */
function valueOf(line: string): string {
  const colon = line.indexOf(':');
  const quote = line.indexOf('"');
  if (quote === -1 || quote > colon) return line.slice(colon + 1);
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) return line.slice(index + 1);
  }
  return '';
}

/** The TZID of a DATE-TIME written in local time, if Intl knows the zone. */
function zoneOf(line: string): string | null {
  const params = line.slice(0, line.length - valueOf(line).length - 1);
  const tzid = /;TZID=("[^"]*"|[^;]*)/i.exec(params)?.[1]?.replace(/^"(.*)"$/, '$1');
  if (!tzid || /;VALUE=DATE(?:;|$)/i.test(params)) return null;
  return isIntlZone(tzid) ? tzid : null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarDate(value: string): boolean {
  const parts = DATE_VALUE.exec(value);
  if (!parts) return false;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  if (monthDays === undefined || day < 1 || day > monthDays) return false;
  if (parts[4] === undefined) return true;
  return Number(parts[4]) < 24 && Number(parts[5]) < 60 && Number(parts[6]) <= 60;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at `instant`. */
function zoneOffsetMinutes(zone: string, instant: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const offset = /GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(format.format(instant));
  if (!offset?.[1]) return 0;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === '-' ? -minutes : minutes;
}

/**
 * `YYYYMMDDTHHMMSS` as a wall time in `zone` → `YYYYMMDDTHHMMSSZ`. A time skipped by a DST
 * change moves forward and a repeated one takes its later instant, as node-ical does.
 */
function zonedTimeToUtc(value: string, zone: string): string | null {
  const parts = DATE_VALUE.exec(value);
  if (!parts || parts[4] === undefined || parts[7] === 'Z') return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // A zone changes offset at most once within a day either side.
  const before = zoneOffsetMinutes(zone, wall - DAY_MS) * 60_000;
  const after = zoneOffsetMinutes(zone, wall + DAY_MS) * 60_000;
  let instant = wall - before;
  if (before !== after) {
    const fitsAfter = zoneOffsetMinutes(zone, wall - after) * 60_000 === after;
    const fitsBefore = zoneOffsetMinutes(zone, wall - before) * 60_000 === before;
    if (fitsAfter && (!fitsBefore || wall - after > wall - before)) instant = wall - after;
  }
  const iso = new Date(instant).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

// ---- Occurrences and their nights ---------------------------------------------------------

interface Occurrence {
  start: DateWithTimeZone;
  end: DateWithTimeZone;
  isFullDay: boolean;
  summary: ParameterValue | undefined;
  /** The VEVENT that says what this occurrence is: the series, or its override. */
  event: { status?: unknown };
}

function occurrencesOf(event: VEvent, search: { from: Date; to: Date }): Occurrence[] {
  const isFullDay = event.datetype === 'date' || event.start.dateOnly === true;
  if (!event.rrule) {
    return [
      {
        start: event.start,
        end: event.end ?? event.start,
        isFullDay,
        summary: event.summary,
        event,
      },
    ];
  }
  if (SUB_DAILY.has(String(event.rrule.options.freq))) {
    throw new FeedParseError('The calendar has an event that repeats more often than once a day.');
  }
  let instances: ReturnType<typeof ical.expandRecurringEvent>;
  try {
    instances = ical.expandRecurringEvent(event, { ...search, expandOngoing: true });
  } catch (error) {
    throw new FeedParseError(`A repeating event could not be expanded (${reasonOf(error)}).`);
  }
  const occurrences: Occurrence[] = instances.map((instance) => ({
    start: instance.start,
    end: instance.end,
    isFullDay: instance.isFullDay,
    summary: instance.summary,
    event: instance.event,
  }));

  // node-ical looks an override up from its original date only, so one moved into the
  // window from an occurrence outside the searched range would be missed.
  const expanded = new Set<unknown>(instances.map((instance) => instance.event));
  // node-ical's type for an override loses its fields (Omit over an index signature).
  const overrides = Object.values(event.recurrences ?? {}) as VEvent[];
  for (const override of new Set(overrides)) {
    const original = override.recurrenceid?.getTime();
    if (expanded.has(override) || original === undefined) continue;
    if (original >= search.from.getTime() && original <= search.to.getTime()) continue;
    occurrences.push({
      start: override.start,
      end: override.end ?? override.start,
      isFullDay,
      summary: override.summary ?? event.summary,
      event: override,
    });
  }
  return occurrences;
}

/**
 * All-day: the dates as written, DTEND exclusive. Timed: the Lagos dates of start and end,
 * at least one night, so a stay ending at 11:00 does not hold the night after it.
 */
function nightsOf(
  start: DateWithTimeZone,
  end: DateWithTimeZone,
  isFullDay: boolean,
): { start_date: string; end_date: string } | null {
  if (isFullDay) {
    const start_date = writtenDateOf(start);
    // Rounded: node-ical counts whole days in milliseconds, an hour off across a DST change.
    const nights = Math.round((end.getTime() - start.getTime()) / DAY_MS);
    return nights >= 1 ? { start_date, end_date: addDays(start_date, nights) } : null;
  }
  if (end.getTime() < start.getTime()) return null;
  const start_date = lagosDateOf(start);
  const endDate = lagosDateOf(end);
  const firstMorning = addDays(start_date, 1);
  return { start_date, end_date: endDate > firstMorning ? endDate : firstMorning };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * node-ical builds a DATE, and a time it cannot place (floating, or an unknown TZID), from
 * the server's local clock, so the local fields give back what the feed wrote.
 */
function writtenDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A time with no zone we can trust is read as written, as Lagos time. */
function lagosDateOf(date: DateWithTimeZone): string {
  return hasKnownZone(date) ? lagosDate.format(date) : writtenDateOf(date);
}

const OFFSET_ZONE = /^(?:UTC|GMT)?[+-]\d{1,2}(?::?\d{2})?$/i;
const intlZones = new Map<string, boolean>();

function isIntlZone(zone: string): boolean {
  let known = intlZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    intlZones.set(zone, known);
  }
  return known;
}

/** True when node-ical placed the time in a real zone (IANA, a Windows name it mapped, an offset). */
function hasKnownZone(date: DateWithTimeZone): boolean {
  return date.tz !== undefined && (isIntlZone(date.tz) || OFFSET_ZONE.test(date.tz));
}

// ---- Small readers ------------------------------------------------------------------------

function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && 'val' in value) return textOf(value.val);
  const text = String(value).trim();
  return text === '' ? null : text;
}

function summaryOf(value: unknown): string | null {
  return textOf(value)?.slice(0, SUMMARY_MAX_LENGTH) ?? null;
}

function isCancelled(event: { status?: unknown }): boolean {
  return textOf(event.status)?.toUpperCase() === 'CANCELLED';
}

function isReadableDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** node-ical keeps a date it cannot read as text (TZID=UTC+02:00 splits at the colon). */
function assertReadableDates(event: VEvent): void {
  const overrides = Object.values(event.recurrences ?? {});
  const readable =
    isReadableDate(event.start) &&
    (event.end === undefined || isReadableDate(event.end)) &&
    overrides.every((override) => isReadableDate(override.start));
  if (!readable) {
    throw new FeedParseError(
      'The calendar could not be read (an event has a date that is not understood).',
    );
  }
}

/** Same feed, same UID: from what the event says, never from where it sits in the file. */
function derivedUid(event: VEvent): string {
  const isFullDay = event.datetype === 'date' || event.start.dateOnly === true;
  const stamp = (date: DateWithTimeZone | undefined) => {
    if (!date) return '';
    if (isFullDay || !hasKnownZone(date)) {
      return `${writtenDateOf(date)}T${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
    }
    return date.toISOString();
  };
  const fingerprint = [
    stamp(event.start),
    stamp(event.end),
    textOf(event.summary) ?? '',
    event.rrule?.toString() ?? '',
  ].join('\n');
  return `no-uid-${createHash('sha1').update(fingerprint).digest('hex')}`;
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[.\s]+$/, '').slice(0, 200);
}
