import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelBlocks, channelFeeds } from '../../db/schema.ts';
import { actionLogRows, signedIn, unitNumbered, writesSoFar } from '../../test/admin.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { calendar, startFeedServer, type FeedServer } from '../../test/feed-server.ts';
import { useTestApp } from '../../test/test-app.ts';

/* Staff's side of channel sync (issue 14 point 5) and its bad input. */
const ctx = useTestApp({ seed: true });
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

async function staffAndUnit(roomNumber = 'M301') {
  const staff = await signedIn(ctx.database.db, 'admin');
  const { unit } = await unitNumbered(ctx.database.db, roomNumber);
  return { staff, unit };
}

const feedRows = () => ctx.database.db.select().from(channelFeeds);

describe('channel routes', () => {
  it('are for staff only', async () => {
    const { unit } = await staffAndUnit();
    const guest = await signedIn(ctx.database.db, 'user');
    const calls = [
      { method: 'GET' as const, url: `/api/rooms/${unit.id}/channels` },
      { method: 'POST' as const, url: `/api/rooms/${unit.id}/ical-token` },
      {
        method: 'POST' as const,
        url: `/api/rooms/${unit.id}/channel-feeds`,
        payload: { channel: 'airbnb', url: 'https://example.com/a.ics' },
      },
      { method: 'DELETE' as const, url: '/api/channel-feeds/1' },
      { method: 'POST' as const, url: '/api/channel-feeds/1/sync' },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: guest.headers })).statusCode).toBe(403);
    }
    expect(await feedRows()).toEqual([]);
  });

  it('refuses feed URLs that are not http(s), and other bad bodies, writing nothing', async () => {
    const { staff, unit } = await staffAndUnit();
    const before = await writesSoFar(ctx.database.db);
    const cases: [object, string][] = [
      [
        { channel: 'airbnb', url: 'file:///etc/passwd' },
        'The feed URL must start with http:// or https://.',
      ],
      [
        { channel: 'airbnb', url: 'javascript:alert(1)' },
        'The feed URL must start with http:// or https://.',
      ],
      [
        { channel: 'airbnb', url: 'ftp://example.com/a.ics' },
        'The feed URL must start with http:// or https://.',
      ],
      [{ channel: 'airbnb', url: '   ' }, 'The feed URL is required.'],
      [{ channel: 'airbnb' }, 'The feed URL is required.'],
      [
        { channel: 'expedia', url: 'https://example.com/a.ics' },
        'Choose the channel: Airbnb, Booking.com or Other.',
      ],
      [
        { channel: 'airbnb', url: `https://example.com/${'a'.repeat(2000)}` },
        'The feed URL can be at most 2000 characters.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/rooms/${unit.id}/channel-feeds`,
        headers: staff.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await feedRows()).toEqual([]);
    expect(await writesSoFar(ctx.database.db)).toEqual(before);
  });

  it('answers 404 for unknown units and feeds, and 422 for ids that are not ids', async () => {
    const { staff } = await staffAndUnit();
    const notFound = [
      { method: 'GET' as const, url: '/api/rooms/9999/channels' },
      { method: 'POST' as const, url: '/api/rooms/9999/ical-token' },
      {
        method: 'POST' as const,
        url: '/api/rooms/9999/channel-feeds',
        payload: { channel: 'airbnb', url: 'https://example.com/a.ics' },
      },
      { method: 'DELETE' as const, url: '/api/channel-feeds/9999' },
      { method: 'POST' as const, url: '/api/channel-feeds/9999/sync' },
    ];
    for (const call of notFound) {
      const response = await ctx.app.inject({ ...call, headers: staff.headers });
      expect(response.statusCode, call.url).toBe(404);
    }
    for (const url of ['/api/rooms/abc/channels', '/api/rooms/-1/channels']) {
      expect((await ctx.app.inject({ url, headers: staff.headers })).statusCode).toBe(422);
    }
    const badFeed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/channel-feeds/x1',
      headers: staff.headers,
    });
    expect(badFeed.statusCode).toBe(422);
    expect(badFeed.json().message).toContain('The feed id must be a positive whole number.');
  });

  it('does not fetch from a private address unless ICAL_ALLOW_PRIVATE is set', async () => {
    const { staff, unit } = await staffAndUnit();
    feeds.serve('/private.ics', { body: calendar([]) });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/rooms/${unit.id}/channel-feeds`,
      headers: staff.headers,
      payload: { channel: 'other', url: feeds.url('/private.ics') },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/^Calendar added, but the first sync failed: /);
    expect(response.json().feed).toMatchObject({ consecutive_failures: 1, status: 'pending' });
    expect(feeds.requestsTo('/private.ics')).toEqual([]);
  });

  it('refuses the same feed twice on one unit', async () => {
    const { staff, unit } = await staffAndUnit();
    const add = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/rooms/${unit.id}/channel-feeds`,
        headers: staff.headers,
        payload: { channel: 'airbnb', url: 'https://calendar.invalid/a.ics' },
      });
    expect((await add()).statusCode).toBe(201);
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This feed is already attached to this unit.');
    expect(await feedRows()).toHaveLength(1);
  });
});

describe('with private addresses allowed (as the tests set)', () => {
  const allowed = useTestApp({ seed: true, env: { ICAL_ALLOW_PRIVATE: '1' } });

  it('removes a feed and its blocks, so the nights are for sale again, and logs every change', async () => {
    const staff = await signedIn(allowed.database.db, 'admin');
    const { unit } = await unitNumbered(allowed.database.db, 'M301');
    feeds.serve('/remove.ics', {
      body: calendar([{ uid: 'r@airbnb.com', start: daysFromToday(20), end: daysFromToday(23) }]),
    });
    const added = await allowed.app.inject({
      method: 'POST',
      url: `/api/rooms/${unit.id}/channel-feeds`,
      headers: staff.headers,
      payload: { channel: 'airbnb', url: feeds.url('/remove.ics') },
    });
    const feedId = added.json<{ feed: { id: number } }>().feed.id;
    expect((await initiate(allowed.app, guestRequest(unit.roomTypeId, 21, 1))).statusCode).toBe(
      409,
    );

    const synced = await allowed.app.inject({
      method: 'POST',
      url: `/api/channel-feeds/${feedId}/sync`,
      headers: staff.headers,
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().message).toBe('Sync done: No change since the last sync.');

    // A sync running elsewhere holds the feed: "Sync now" says so.
    await allowed.database.db
      .update(channelFeeds)
      .set({ leaseUntil: sql`now() + interval '1 minute'` });
    const busy = await allowed.app.inject({
      method: 'POST',
      url: `/api/channel-feeds/${feedId}/sync`,
      headers: staff.headers,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This feed is being synced right now. Try again in a moment.');

    const removed = await allowed.app.inject({
      method: 'DELETE',
      url: `/api/channel-feeds/${feedId}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await allowed.database.db.$count(channelBlocks)).toBe(0);
    expect((await initiate(allowed.app, guestRequest(unit.roomTypeId, 21, 1))).statusCode).toBe(
      201,
    );

    const regenerated = await allowed.app.inject({
      method: 'POST',
      url: `/api/rooms/${unit.id}/ical-token`,
      headers: staff.headers,
    });
    expect(regenerated.statusCode).toBe(200);

    const logs = await actionLogRows(allowed.database.db);
    expect(logs.map((log) => log.action)).toEqual([
      'channel.feed_added',
      'channel.feed_synced',
      'channel.feed_removed',
      'channel.export_regenerated',
    ]);
    expect(logs[2]!.details).toBe(
      `Unit M301: Airbnb calendar ${feeds.url('/remove.ics')} removed, 1 blocked stay released`,
    );
  });
});
