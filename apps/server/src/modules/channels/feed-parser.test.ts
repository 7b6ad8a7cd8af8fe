import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from './feed-parse.ts';
import { createFeedParser } from './feed-parser.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const WIDE = { from: '2026-11-01', to: '2028-12-31' };
const parser = createFeedParser();
afterAll(() => parser.close());

/** `count` all-day stays of two nights, one every third day from 2027-01-01. */
function bigCalendar(count: number): string {
  const day = (offset: number) =>
    new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10).replaceAll('-', '');
  const events = Array.from({ length: count }, (_, index) => [
    'BEGIN:VEVENT',
    `UID:stay-${index}@airbnb.com`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${day(index * 3)}`,
    `DTEND;VALUE=DATE:${day(index * 3 + 2)}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
}

describe('the feed parser on its worker thread', () => {
  it('gives what parseFeed gives, for every sample', async () => {
    for (const name of [
      'airbnb.ics',
      'booking-com.ics',
      'timed-tz.ics',
      'recurring.ics',
      'cancelled.ics',
    ]) {
      const text = fixture(name);
      expect(await parser.parse(text, WIDE)).toEqual(parseFeed(text, WIDE));
    }
  });

  it('refuses a malformed calendar with the parse error and its message', async () => {
    const text = fixture('malformed.ics');
    const expected = (() => {
      try {
        parseFeed(text, WIDE);
      } catch (error) {
        return error as Error;
      }
    })();
    expect(expected).toBeInstanceOf(FeedParseError);
    await expect(parser.parse(text, WIDE)).rejects.toThrow(FeedParseError);
    await expect(parser.parse(text, WIDE)).rejects.toThrow(expected!.message);
    await expect(parser.parse('<html>not a calendar</html>', WIDE)).rejects.toThrow(FeedParseError);
  });

  it('leaves this thread free while it parses: other work runs meanwhile', async () => {
    const text = bigCalendar(240);
    await parser.parse(text, WIDE); // the thread started and warm
    let turns = 0;
    let parsing = true;
    const parse = parser.parse(text, WIDE).finally(() => {
      parsing = false;
    });
    while (parsing) {
      turns += 1;
      await nextTurn();
    }
    expect(await parse).toHaveLength(240);
    // A parse in this thread would run start to end in one turn of the event loop.
    expect(turns).toBeGreaterThan(1);
  });
});
