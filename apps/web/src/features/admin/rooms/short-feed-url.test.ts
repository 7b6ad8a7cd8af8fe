import { describe, expect, it } from 'vitest';
import { shortFeedUrl } from './short-feed-url.ts';

describe('shortFeedUrl', () => {
  it('keeps the host, the listing at the end of the path and the start of the token', () => {
    expect(
      shortFeedUrl('https://www.airbnb.com/calendar/ical/1234567.ics?s=9f2c4b7e0d1a5c3e8b6f7a2d'),
    ).toBe('www.airbnb.com/…/1234567.ics?s=9f2c…');
    expect(
      shortFeedUrl('https://admin.booking.com/hotel/hoteladmin/ical.html?t=5c1d2e3f-aa11-4b2c'),
    ).toBe('admin.booking.com/…/ical.html?t=5c1d…');
  });

  it('tells apart two calendars of one listing site that differ only near their end', () => {
    const first = 'https://www.airbnb.com/calendar/ical/1234567.ics?s=9f2c4b7e0d1a5c3e';
    const second = 'https://www.airbnb.com/calendar/ical/7654321.ics?s=9f2c4b7e0d1a5c3e';
    const byToken = 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=';
    expect(shortFeedUrl(first)).not.toBe(shortFeedUrl(second));
    expect(shortFeedUrl(`${byToken}5c1d2e3f`)).not.toBe(shortFeedUrl(`${byToken}77aa90be`));
  });

  it('shows a short path whole, with the port, so two feeds of one server differ', () => {
    expect(shortFeedUrl('http://127.0.0.1:34567/airbnb/mobile.ics')).toBe(
      '127.0.0.1:34567/airbnb/mobile.ics',
    );
    expect(shortFeedUrl('http://127.0.0.1:34567/booking-com/mobile.ics')).toBe(
      '127.0.0.1:34567/booking-com/mobile.ics',
    );
  });

  it('keeps a short query whole and drops the credentials and the fragment', () => {
    expect(shortFeedUrl('https://cal.example.com/?t=5c1d')).toBe('cal.example.com/?t=5c1d');
    expect(shortFeedUrl('https://owner:secret@cal.example.com/unit.ics#today')).toBe(
      'cal.example.com/unit.ics',
    );
    expect(shortFeedUrl('https://cal.example.com')).toBe('cal.example.com');
  });

  it('cuts a long last segment in its middle, keeping its extension', () => {
    expect(
      shortFeedUrl('https://cal.example.com/export/units/m102-deluxe-studio-maitama-2030.ics'),
    ).toBe('cal.example.com/…/m102-del…a-2030.ics');
    expect(shortFeedUrl(`https://cal.example.com/${'a'.repeat(30)}.ics`)).toBe(
      `cal.example.com/aaaaaaaa…aaaaaa.ics`,
    );
  });

  it('keeps both ends of what is not a URL', () => {
    expect(shortFeedUrl('webcal feed of the Maitama unit, exported on Monday')).toBe(
      'webcal feed of the M…ported on Monday',
    );
    expect(shortFeedUrl('not a url')).toBe('not a url');
  });
});
