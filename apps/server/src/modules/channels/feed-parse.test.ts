import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed, type FeedEvent } from './feed-parse.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Wide enough for every fixture. */
const WIDE = { from: '2026-11-01', to: '2028-12-31' };

const nightsOf = (events: FeedEvent[]) => events.map((event) => [event.start_date, event.end_date]);

/** A calendar around the given VEVENT bodies (each a list of property lines). */
function calendar(...events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aso tests//EN',
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event, 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function parseError(text: string, window = WIDE): FeedParseError {
  try {
    parseFeed(text, window);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedParseError);
    return error as FeedParseError;
  }
  throw new Error('expected the feed to be refused');
}

describe('parseFeed on the channels’ samples', () => {
  it('reads an Airbnb calendar: reservations and blocked dates, DTEND exclusive', () => {
    expect(parseFeed(fixture('airbnb.ics'), WIDE)).toEqual([
      {
        uid: '1418fb94e984-3c1d9b5a7e2f40d68a1b2c3d4e5f6a7b@airbnb.com',
        start_date: '2026-12-20',
        end_date: '2026-12-24',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-8f4f6b3b8d5f2f1c7e1c0a7b5d2e8f90@airbnb.com',
        start_date: '2027-01-05',
        end_date: '2027-01-08',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-0b9e2d4c6a8f1e3b5d7c9a0e2f4b6d8a@airbnb.com',
        start_date: '2027-01-12',
        end_date: '2027-01-15',
        summary: 'Airbnb (Not available)',
      },
      {
        uid: '1418fb94e984-5e7a9c1b3d5f7a9c1e3b5d7f9a1c3e5b@airbnb.com',
        start_date: '2027-01-26',
        end_date: '2027-02-03',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2@airbnb.com',
        start_date: '2027-05-25',
        end_date: '2027-11-25',
        summary: 'Airbnb (Not available)',
      },
    ]);
  });

  it('reads a Booking.com calendar written with bare LF line ends', () => {
    const text = fixture('booking-com.ics');
    expect(text).not.toContain('\r');

    expect(parseFeed(text, WIDE)).toEqual([
      {
        uid: '8d3c5e7f9a1b2c3d4e5f60718293a4b5@booking.com',
        start_date: '2027-01-10',
        end_date: '2027-01-12',
        summary: 'CLOSED - Not available',
      },
      {
        uid: '1f2e3d4c5b6a79880716253443526170@booking.com',
        start_date: '2027-01-28',
        end_date: '2027-01-31',
        summary: 'CLOSED - Not available',
      },
      {
        uid: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5@booking.com',
        start_date: '2027-02-14',
        end_date: '2027-02-15',
        summary: 'CLOSED - Not available',
      },
    ]);
  });

  it('converts timed events to Lagos dates, whatever zone they are written in', () => {
    const events = parseFeed(fixture('timed-tz.ics'), WIDE);

    expect(events.map((event) => [event.uid, event.start_date, event.end_date])).toEqual([
      // 23:30 in London in January is 00:30 the next day in Lagos; out at 10:00 London = 11:00.
      ['london-late-arrival@smoobu.example', '2027-01-16', '2027-01-17'],
      // 14:00Z → 15:00 Lagos; out 09:00Z → 10:00 Lagos.
      ['utc-stay@smoobu.example', '2027-03-01', '2027-03-03'],
      // Two hours within one day still hold that night.
      ['lagos-viewing@smoobu.example', '2027-03-20', '2027-03-21'],
      // No TZID: node-ical reads it in the calendar's VTIMEZONE (London, UTC+1 in April).
      ['floating-stay@smoobu.example', '2027-04-05', '2027-04-07'],
      // 20:00 in New York (EDT) is 01:00 the next day in Lagos.
      ['new-york-late@smoobu.example', '2027-04-21', '2027-04-22'],
      // 00:30 in Berlin in July (CEST, a Windows zone name, no VTIMEZONE) is 23:30 the day before.
      ['berlin-summer@smoobu.example', '2027-07-09', '2027-07-12'],
    ]);
  });

  it('expands a weekly series, leaving out its EXDATE and its cancelled occurrence and moving its override', () => {
    const events = parseFeed(fixture('recurring.ics'), { from: '2027-01-01', to: '2027-03-01' });
    const weekends = events.filter((event) => event.uid === 'owner-weekends-7c1e@google.com');

    expect(weekends.map((event) => [event.start_date, event.end_date, event.summary])).toEqual([
      ['2027-01-08', '2027-01-10', 'Owner weekend'],
      ['2027-01-15', '2027-01-17', 'Owner weekend'],
      // 2027-01-22 is an EXDATE.
      ['2027-01-29', '2027-01-31', 'Owner weekend'],
      // The 2027-02-05 occurrence is overridden: a day later, three nights.
      ['2027-02-06', '2027-02-09', 'Owner weekend (long)'],
      ['2027-02-12', '2027-02-14', 'Owner weekend'],
      // The 2027-02-19 occurrence is cancelled (its override comes before the series in the file).
      ['2027-02-26', '2027-02-28', 'Owner weekend'],
    ]);
  });

  it('expands a timed series with no end only within the window, one night per occurrence', () => {
    const window = { from: '2027-01-01', to: '2027-02-01' };
    const cleans = parseFeed(fixture('recurring.ics'), window).filter(
      (event) => event.uid === 'deep-clean-55aa@google.com',
    );

    expect(nightsOf(cleans)).toEqual([
      ['2027-01-06', '2027-01-07'],
      ['2027-01-13', '2027-01-14'],
      ['2027-01-20', '2027-01-21'],
      ['2027-01-27', '2027-01-28'],
    ]);
    const started = performance.now();
    const far = parseFeed(fixture('recurring.ics'), { from: '2046-01-01', to: '2046-01-29' });
    expect(nightsOf(far)).toEqual([
      ['2046-01-03', '2046-01-04'],
      ['2046-01-10', '2046-01-11'],
      ['2046-01-17', '2046-01-18'],
      ['2046-01-24', '2046-01-25'],
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('leaves out cancelled events', () => {
    expect(parseFeed(fixture('cancelled.ics'), WIDE)).toEqual([
      {
        uid: 'lodgify-10481@lodgify.com',
        start_date: '2027-03-01',
        end_date: '2027-03-04',
        summary: 'Booked',
      },
      {
        uid: 'lodgify-10483@lodgify.com',
        start_date: '2027-03-12',
        end_date: '2027-03-14',
        summary: 'Booked',
      },
    ]);
  });

  it('refuses a malformed calendar as a whole, with the line at fault', () => {
    expect(parseError(fixture('malformed.ics')).message).toBe(
      'The calendar is malformed (line 9: an event begins before the previous one ends).',
    );
  });
});

describe('parseFeed on answers that are not calendars', () => {
  it('refuses an HTML page, JSON and an empty answer', () => {
    const html = '<!DOCTYPE html>\n<html><body><h1>Sign in to Airbnb</h1></body></html>\n';
    for (const body of [html, '{"error":"not found"}', '', '\r\n\r\n']) {
      expect(parseError(body).message).toBe('The answer is not an iCalendar feed.');
    }
  });

  it('refuses a calendar cut short before END:VCALENDAR', () => {
    const text = fixture('airbnb.ics');
    const cut = text.slice(0, text.indexOf('END:VCALENDAR'));

    expect(parseError(cut).message).toBe('The calendar is cut short: END:VCALENDAR is missing.');
  });

  it('accepts a byte-order mark and blank lines before the calendar', () => {
    const text = `\uFEFF\r\n\r\n${calendar(['UID:a', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270302'])}`;

    expect(nightsOf(parseFeed(text, WIDE))).toEqual([['2027-03-01', '2027-03-02']]);
  });

  it('refuses impossible dates instead of rolling them over', () => {
    const error = parseError(
      calendar(['UID:a', 'DTSTART;VALUE=DATE:20270231', 'DTEND;VALUE=DATE:20270302']),
    );
    expect(error.message).toBe(
      'The calendar is malformed (line 6: DTSTART "20270231" is not a valid date).',
    );
    expect(parseError(calendar(['UID:a', 'DTSTART:20270301T250000Z'])).message).toContain(
      'DTSTART "20270301T250000Z" is not a valid date',
    );
    expect(parseError(calendar(['UID:a', 'DTSTART:tomorrow'])).message).toContain(
      'is not a valid date',
    );
    expect(
      parseError(
        calendar(['UID:a', 'DTSTART;VALUE=DATE:20270301', 'EXDATE;VALUE=DATE:20270305,2027030']),
      ).message,
    ).toContain('EXDATE "2027030" is not a valid date');
  });

  it('refuses an event without a start, a stray END and text after the calendar', () => {
    expect(parseError(calendar(['UID:a', 'SUMMARY:Reserved'])).message).toBe(
      'The calendar is malformed (line 4: an event has no DTSTART).',
    );
    const stray = calendar(['UID:a', 'DTSTART;VALUE=DATE:20270301', 'END:VALARM']);
    expect(parseError(stray).message).toBe(
      'The calendar is malformed (line 7: END:VALARM does not close BEGIN:VEVENT).',
    );
    const twice = calendar(['UID:a', 'DTSTART;VALUE=DATE:20270301']) + 'BEGIN:VCALENDAR\r\n';
    expect(parseError(twice).message).toBe(
      'The calendar is malformed (line 9: there is more after END:VCALENDAR).',
    );
  });

  it('refuses a date node-ical cannot read rather than skipping the event', () => {
    // node-ical splits TZID=UTC+02:00 at its colon and keeps the date as text.
    const text = calendar(['UID:a', 'DTSTART;TZID="UTC+02:00":20270301T150000']);

    expect(parseError(text).message).toBe(
      'The calendar could not be read (an event has a date that is not understood).',
    );
  });

  it('refuses rules that repeat within a day, and rules node-ical cannot read', () => {
    const hourly = calendar(['UID:a', 'DTSTART:20270301T100000Z', 'RRULE:FREQ=HOURLY']);
    expect(parseError(hourly).message).toBe(
      'The calendar has an event that repeats more often than once a day.',
    );
    const nonsense = calendar(['UID:a', 'DTSTART;VALUE=DATE:20270301', 'RRULE:FREQ=FORTNIGHTLY']);
    expect(parseError(nonsense).message).toMatch(/^The calendar could not be read \(.*FREQ.*\)\.$/);
  });
});

describe('parseFeed rules', () => {
  it('returns whole every event that overlaps the window, and nothing else', () => {
    const airbnb = fixture('airbnb.ics');

    // 01-05→01-08 overlaps [01-07, 01-12) and comes whole; 01-12→01-15 starts at its end.
    expect(nightsOf(parseFeed(airbnb, { from: '2027-01-07', to: '2027-01-12' }))).toEqual([
      ['2027-01-05', '2027-01-08'],
    ]);
    // Ending on the window's first day holds no night in it.
    expect(parseFeed(airbnb, { from: '2027-01-08', to: '2027-01-12' })).toEqual([]);
    // A six-month block is not clipped to a one-month window.
    expect(nightsOf(parseFeed(airbnb, { from: '2027-06-01', to: '2027-07-01' }))).toEqual([
      ['2027-05-25', '2027-11-25'],
    ]);
  });

  it('gives an all-day event without DTEND one night, or its DURATION, and drops an empty one', () => {
    const text = calendar(
      ['UID:no-end', 'DTSTART;VALUE=DATE:20270301'],
      ['UID:duration', 'DTSTART;VALUE=DATE:20270310', 'DURATION:P3D'],
      ['UID:week', 'DTSTART;VALUE=DATE:20270320', 'DURATION:P1W'],
      ['UID:empty', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270401'],
      ['UID:backwards', 'DTSTART;VALUE=DATE:20270410', 'DTEND;VALUE=DATE:20270408'],
    );

    expect(
      parseFeed(text, WIDE).map((event) => [event.uid, event.start_date, event.end_date]),
    ).toEqual([
      ['no-end', '2027-03-01', '2027-03-02'],
      ['duration', '2027-03-10', '2027-03-13'],
      ['week', '2027-03-20', '2027-03-27'],
    ]);
  });

  it('gives a timed event at least one night and drops one that ends before it starts', () => {
    const text = calendar(
      ['UID:checkout-morning', 'DTSTART:20270301T130000Z', 'DTEND:20270303T090000Z'],
      ['UID:till-midnight', 'DTSTART:20270310T130000Z', 'DTEND:20270311T230000Z'],
      ['UID:no-end', 'DTSTART:20270315T100000Z'],
      ['UID:backwards', 'DTSTART:20270320T100000Z', 'DTEND:20270320T090000Z'],
      ['UID:one-hour', 'DTSTART;TZID=Africa/Lagos:20270325T230000', 'DURATION:PT1H'],
    );

    expect(
      parseFeed(text, WIDE).map((event) => [event.uid, event.start_date, event.end_date]),
    ).toEqual([
      ['checkout-morning', '2027-03-01', '2027-03-03'],
      // 23:00Z is midnight in Lagos: out on the 12th, two nights.
      ['till-midnight', '2027-03-10', '2027-03-12'],
      ['no-end', '2027-03-15', '2027-03-16'],
      // 23:00 to midnight in Lagos: the night of the 25th.
      ['one-hour', '2027-03-25', '2027-03-26'],
    ]);
  });

  it('keeps a zoned series in its zone across a DST change', () => {
    // Thursdays 23:30 in London: 00:30 the next day in Lagos in winter, 23:30 the same day in summer.
    const text = calendar([
      'UID:late-thursdays',
      'DTSTART;TZID=Europe/London:20270318T233000',
      'DTEND;TZID=Europe/London:20270319T100000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
    ]);

    expect(nightsOf(parseFeed(text, WIDE))).toEqual([
      ['2027-03-19', '2027-03-20'],
      ['2027-03-26', '2027-03-27'],
      // British Summer Time from 28 March.
      ['2027-04-01', '2027-04-02'],
      ['2027-04-08', '2027-04-09'],
    ]);
  });

  it('reads a time with no zone, in a calendar with no VTIMEZONE, as Lagos time', () => {
    const text = calendar(
      ['UID:floating', 'DTSTART:20270115T233000', 'DTEND:20270117T100000'],
      [
        'UID:unknown-zone',
        'DTSTART;TZID=Mars/Olympus:20270120T233000',
        'DTEND;TZID=Mars/Olympus:20270121T100000',
      ],
    );

    expect(
      parseFeed(text, WIDE).map((event) => [event.uid, event.start_date, event.end_date]),
    ).toEqual([
      ['floating', '2027-01-15', '2027-01-17'],
      ['unknown-zone', '2027-01-20', '2027-01-21'],
    ]);
  });

  it('finds an occurrence moved into the window from a date outside it', () => {
    const text = calendar(
      [
        'UID:series',
        'DTSTART;VALUE=DATE:20270108',
        'DTEND;VALUE=DATE:20270110',
        'RRULE:FREQ=WEEKLY;COUNT=10',
      ],
      [
        'UID:series',
        'RECURRENCE-ID;VALUE=DATE:20270108',
        'DTSTART;VALUE=DATE:20270320',
        'DTEND;VALUE=DATE:20270322',
      ],
    );

    expect(nightsOf(parseFeed(text, { from: '2027-03-15', to: '2027-03-25' }))).toEqual([
      ['2027-03-20', '2027-03-22'],
    ]);
    // And it is no longer at its original date.
    expect(nightsOf(parseFeed(text, { from: '2027-01-01', to: '2027-01-14' }))).toEqual([]);
  });

  it('cancels a whole series whose master is cancelled', () => {
    const text = calendar([
      'UID:series',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20270108',
      'DTEND;VALUE=DATE:20270110',
      'RRULE:FREQ=WEEKLY;COUNT=4',
    ]);

    expect(parseFeed(text, WIDE)).toEqual([]);
  });

  it('keeps two events that share a UID on different dates, and one of two on the same date', () => {
    const text = calendar(
      ['UID:listing-77', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303', 'SUMMARY:A'],
      ['UID:listing-77', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270314', 'SUMMARY:C'],
      ['UID:listing-77', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312', 'SUMMARY:B'],
    );

    expect(parseFeed(text, WIDE)).toEqual([
      { uid: 'listing-77', start_date: '2027-03-01', end_date: '2027-03-03', summary: 'A' },
      // Same (uid, start_date): the longer is kept.
      { uid: 'listing-77', start_date: '2027-03-10', end_date: '2027-03-14', summary: 'C' },
    ]);
  });

  it('derives a stable UID for an event without one, the same whatever its place in the file', () => {
    const first = ['DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303', 'SUMMARY:Blocked'];
    const second = ['DTSTART:20270310T140000Z', 'DTEND:20270312T090000Z', 'SUMMARY:Blocked'];

    const once = parseFeed(calendar(first, second), WIDE);
    const again = parseFeed(calendar(first, second), WIDE);
    const swapped = parseFeed(calendar(second, first), WIDE);

    expect(once).toHaveLength(2);
    expect(once[0]!.uid).toMatch(/^no-uid-[0-9a-f]{40}$/);
    expect(once[0]!.uid).not.toBe(once[1]!.uid);
    expect(again).toEqual(once);
    expect(swapped).toEqual(once);
    const moved = parseFeed(calendar(['DTSTART;VALUE=DATE:20270302', ...first.slice(1)]), WIDE);
    expect(moved[0]!.uid).not.toBe(once[0]!.uid);
  });

  it('keeps UIDs such as __proto__ harmless: no write onto Object.prototype, no lost event', () => {
    const text = calendar(
      [
        'UID:__proto__',
        'DTSTART;VALUE=DATE:20270301',
        'DTEND;VALUE=DATE:20270302',
        'BEGIN:VALARM',
        'UID:__proto__',
        'ACTION:DISPLAY',
        'TRIGGER:-PT1H',
        'END:VALARM',
      ],
      ['UID:constructor', 'DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306'],
      ['UID:vcalendar', 'DTSTART;VALUE=DATE:20270308', 'DTEND;VALUE=DATE:20270309'],
      ['UID:ordinary', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270311'],
    );

    const events = parseFeed(text, WIDE);

    expect(events.map((event) => event.uid)).toEqual([
      '__proto__',
      'constructor',
      'vcalendar',
      'ordinary',
    ]);
    expect(({} as Record<string, unknown>).start).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>).start).toBeUndefined();
  });

  it('reads folded lines and escaped text, and clips a very long summary', () => {
    const text = calendar(
      [
        'UID:a',
        'DTSTART;VALUE=DATE:20270301',
        'DTEND;VALUE=DATE:2027',
        ' 0303',
        'SUMMARY:Res',
        ' erved\\, paid',
      ],
      ['UID:b', 'DTSTART;VALUE=DATE:20270310', `SUMMARY:${'x'.repeat(500)}`],
      ['UID:c', 'DTSTART;VALUE=DATE:20270320'],
    );

    const [a, b, c] = parseFeed(text, WIDE);

    expect(a).toEqual({
      uid: 'a',
      start_date: '2027-03-01',
      end_date: '2027-03-03',
      summary: 'Reserved, paid',
    });
    expect(b!.summary).toHaveLength(200);
    expect(c!.summary).toBeNull();
  });

  it('refuses a window that is not two ordered dates', () => {
    const text = fixture('airbnb.ics');
    expect(() => parseFeed(text, { from: '2027-02-01', to: '2027-01-01' })).toThrow(RangeError);
    expect(() => parseFeed(text, { from: '2027-02-30', to: '2027-03-01' })).toThrow(RangeError);
  });
});

describe('parseFeed time zones', () => {
  const LAGOS = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  it('places zoned times as node-ical does, across DST changes and midnights', () => {
    // Days of DST changes (and ordinary days) in zones east and west, with odd offsets.
    const cases: [zone: string, day: string][] = [
      ['Europe/London', '20270328'],
      ['Europe/London', '20271031'],
      ['America/New_York', '20270314'],
      ['America/New_York', '20271107'],
      ['America/Sao_Paulo', '20270615'],
      ['Australia/Lord_Howe', '20270404'],
      ['Australia/Lord_Howe', '20271003'],
      ['Pacific/Chatham', '20270404'],
      ['Asia/Kolkata', '20270101'],
      ['Pacific/Kiritimati', '20271231'],
      ['America/St_Johns', '20270314'],
    ];
    const times = [
      '000000',
      '003000',
      '010000',
      '013000',
      '020000',
      '023000',
      '030000',
      '120000',
      '223000',
      '233000',
    ];
    const events = cases.flatMap(([zone, day]) =>
      times.map((time) => [
        `UID:${zone}-${day}-${time}`,
        `DTSTART;TZID=${zone}:${day}T${time}`,
        `DTEND;TZID=${zone}:${day}T${time}`,
      ]),
    );
    const text = calendar(...events);

    // The oracle: node-ical's own conversion of the same lines, read as Lagos dates.
    const expected = Object.values(ical.sync.parseICS(text))
      .filter((component): component is VEvent => component?.type === 'VEVENT')
      .map((event) => [String(event.uid), LAGOS.format(event.start)])
      .sort();
    const actual = parseFeed(text, WIDE)
      .map((event) => [event.uid, event.start_date])
      .sort();

    expect(actual).toHaveLength(cases.length * times.length);
    expect(actual).toEqual(expected);
  });

  it('gives the same nights whatever the time zone of the server', () => {
    const feeds = [
      'airbnb.ics',
      'booking-com.ics',
      'timed-tz.ics',
      'recurring.ics',
      'cancelled.ics',
    ];
    const floating = calendar(['UID:floating', 'DTSTART:20270115T233000', 'DTEND:20270117T100000']);
    const parseAll = () => [
      ...feeds.map((name) => parseFeed(fixture(name), WIDE)),
      parseFeed(floating, WIDE),
    ];
    const original = process.env.TZ;
    const here = parseAll();
    try {
      for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'Europe/London']) {
        process.env.TZ = zone;
        // The change took effect, or this test would prove nothing.
        expect(new Date(2027, 0, 15).getTimezoneOffset(), zone).toBe(
          { 'America/New_York': 300, 'Pacific/Kiritimati': -840, 'Europe/London': 0 }[zone],
        );
        expect(parseAll(), zone).toEqual(here);
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
