import { describe, expect, it } from 'vitest';
import { MAX_NIGHTS } from './constants.ts';
import { addDays, businessToday } from './dates.ts';
import { priceStay } from './pricing.ts';
import {
  END_AFTER_START,
  END_REQUIRED,
  INVALID_DATE,
  MAX_GUESTS,
  readStaySearch,
  RoomListQuerySchema,
  sleepsGuests,
  START_NOT_BEFORE_TODAY,
  START_REQUIRED,
  stayQuerySchema,
  stayRoomKobo,
  staySearchQuery,
  TOO_MANY_NIGHTS,
} from './rooms.ts';

const TODAY = '2027-03-10';
const atToday = stayQuerySchema(() => TODAY);

/** The messages of a failed parse, by field. */
function errorsOf(query: Record<string, string | undefined>, schema = atToday) {
  const parsed = schema.safeParse(query);
  if (parsed.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/** The parameters of a query string, as a page address's search params give them. */
function params(query: string) {
  const pairs = query
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

describe('the room list query', () => {
  it('takes two real dates from today on, ending after they start', () => {
    expect(atToday.parse({ start_date: TODAY, end_date: '2027-03-13' })).toEqual({
      start_date: TODAY,
      end_date: '2027-03-13',
    });
  });

  it('takes neither date, and blank dates as none', () => {
    expect(atToday.parse({})).toEqual({});
    expect(atToday.parse({ start_date: '', end_date: ' ' })).toEqual({
      start_date: undefined,
      end_date: undefined,
    });
  });

  it.each([
    ['not a date', { start_date: 'soon', end_date: '2027-03-13' }, { start_date: [INVALID_DATE] }],
    [
      'a day that does not exist',
      { start_date: '2027-02-30', end_date: '2027-03-13' },
      { start_date: [INVALID_DATE] },
    ],
    [
      'another format',
      { start_date: '10/03/2027', end_date: '2027-03-13' },
      { start_date: [INVALID_DATE] },
    ],
    [
      'a start before today',
      { start_date: '2027-03-09', end_date: '2027-03-13' },
      { start_date: [START_NOT_BEFORE_TODAY] },
    ],
    [
      'an end on the start',
      { start_date: '2027-03-12', end_date: '2027-03-12' },
      { end_date: [END_AFTER_START] },
    ],
    [
      'an end before the start',
      { start_date: '2027-03-12', end_date: '2027-03-11' },
      { end_date: [END_AFTER_START] },
    ],
    ['only a start', { start_date: '2027-03-12' }, { end_date: [END_REQUIRED] }],
    ['only an end', { end_date: '2027-03-12' }, { start_date: [START_REQUIRED] }],
    [
      'a stay too long to book',
      { start_date: TODAY, end_date: addDays(TODAY, MAX_NIGHTS + 1) },
      { end_date: [TOO_MANY_NIGHTS] },
    ],
  ])('refuses %s, naming the field', (_case, query, errors) => {
    expect(errorsOf(query)).toEqual(errors);
  });

  it('allows the longest stay one booking may hold', () => {
    expect(errorsOf({ start_date: TODAY, end_date: addDays(TODAY, MAX_NIGHTS) })).toBeNull();
  });

  it('skips only the "not in the past" rule while today is unknown', () => {
    const clockless = stayQuerySchema(() => null);
    expect(errorsOf({ start_date: '2020-01-01', end_date: '2020-01-03' }, clockless)).toBeNull();
    expect(errorsOf({ start_date: '2020-01-03', end_date: '2020-01-01' }, clockless)).toEqual({
      end_date: [END_AFTER_START],
    });
  });

  it("reads today in Abuja by default (the API's schema)", () => {
    const today = businessToday();
    expect(
      errorsOf({ start_date: today, end_date: addDays(today, 1) }, RoomListQuerySchema),
    ).toBeNull();
    expect(
      errorsOf({ start_date: addDays(today, -1), end_date: today }, RoomListQuerySchema),
    ).toEqual({ start_date: [START_NOT_BEFORE_TODAY] });
  });
});

describe('the search in the page address', () => {
  it('reads the dates and the guests', () => {
    expect(readStaySearch(params('start=2027-03-12&end=2027-03-15&guests=3'), TODAY)).toEqual({
      stay: { start_date: '2027-03-12', end_date: '2027-03-15' },
      guests: 3,
    });
  });

  it.each([
    'start=2027-03-12',
    'end=2027-03-15',
    'start=tomorrow&end=2027-03-15',
    'start=2027-03-15&end=2027-03-12',
    'start=2027-03-12&end=2027-03-12',
    'start=2027-03-01&end=2027-03-05',
    'start=2027-13-01&end=2027-13-05',
    `start=2027-03-12&end=${addDays('2027-03-12', MAX_NIGHTS + 1)}`,
  ])('ignores the dates of %s, keeping the guests', (query) => {
    expect(readStaySearch(params(`${query}&guests=2`), TODAY)).toEqual({ stay: null, guests: 2 });
  });

  it.each(['0', '-1', '2.5', 'abc', '1e1', '', '11', '999999', '0x3', ' '])(
    'ignores guests=%s, keeping the dates',
    (guests) => {
      const search = readStaySearch(
        params(`start=2027-03-12&end=2027-03-15&guests=${guests}`),
        TODAY,
      );
      expect(search).toEqual({
        stay: { start_date: '2027-03-12', end_date: '2027-03-15' },
        guests: null,
      });
    },
  );

  it('takes up to MAX_GUESTS guests', () => {
    expect(readStaySearch(params(`guests=${MAX_GUESTS}`), TODAY).guests).toBe(MAX_GUESTS);
  });

  it('keeps past dates until today is known', () => {
    expect(readStaySearch(params('start=2020-01-01&end=2020-01-02'), null).stay).toEqual({
      start_date: '2020-01-01',
      end_date: '2020-01-02',
    });
  });

  it('writes a search back as the query it was read from', () => {
    const search = readStaySearch(params('guests=4&end=2027-03-15&start=2027-03-12'), TODAY);
    expect(staySearchQuery(search)).toBe('?start=2027-03-12&end=2027-03-15&guests=4');
    expect(readStaySearch(params(staySearchQuery(search)), TODAY)).toEqual(search);
    expect(staySearchQuery({ stay: null, guests: null })).toBe('');
    expect(staySearchQuery({ stay: null, guests: 2 })).toBe('?guests=2');
  });
});

describe('the price of the nights on a room card', () => {
  it('is nights × price per night, in exact kobo, as the booking prices them', () => {
    const stay = { start_date: '2027-03-12', end_date: '2027-03-15' };
    expect(stayRoomKobo(35_000, stay)).toBe(10_500_000);
    expect(stayRoomKobo(33_333.33, stay)).toBe(9_999_999);
    const booking = priceStay(
      {
        title: 'Deluxe Studio',
        pricePerNightKobo: 3_333_333,
        breakfastEnabled: false,
        breakfastPriceKobo: 0,
        airportConveyanceEnabled: false,
        airportPickupPriceKobo: null,
        airportDropoffPriceKobo: null,
        airportBothPriceKobo: null,
      },
      { nights: 3, breakfastCount: null, conveyance: null },
    );
    expect(stayRoomKobo(33_333.33, stay)).toBe(booking.roomKobo);
  });

  it('crosses a month and a year end by calendar nights', () => {
    expect(stayRoomKobo(1000, { start_date: '2027-12-30', end_date: '2028-01-02' })).toBe(300_000);
    expect(stayRoomKobo(1000, { start_date: '2028-02-28', end_date: '2028-03-01' })).toBe(200_000);
  });
});

describe('guests and capacity', () => {
  it('fits a party no larger than the capacity, or no party given', () => {
    expect(sleepsGuests(2, 2)).toBe(true);
    expect(sleepsGuests(2, 3)).toBe(false);
    expect(sleepsGuests(2, null)).toBe(true);
  });
});
