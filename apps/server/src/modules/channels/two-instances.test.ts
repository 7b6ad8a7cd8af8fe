import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { channelBlocks, channelFeeds, rooms } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { daysFromToday } from '../../test/bookings.ts';
import { calendar, startFeedServer, type FeedServer } from '../../test/feed-server.ts';
import { testConfig } from '../../test/test-app.ts';

const serverUrl = process.env.DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

// Needs a PostgreSQL server: the PostgreSQL pass of `npm test` (and CI) runs it.
describe.skipIf(!serverUrl)('two app instances on one PostgreSQL', () => {
  const name = `aso_feeds_${randomBytes(4).toString('hex')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let feeds: FeedServer;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString() });
      databases.push(database);
      apps.push(
        await buildApp({
          config: testConfig({ ICAL_ALLOW_PRIVATE: '1' }),
          database,
          webDir: null,
        }),
      );
    }
    feeds = await startFeedServer();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await feeds?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('never import one feed twice at once', { timeout: 30_000 }, async () => {
    const db = databases[0]!.db;
    await seedDemoData(db);
    const units = await db.select().from(rooms);
    for (const unit of units) {
      const path = `/unit-${unit.id}.ics`;
      // Slow answers, so both passes run while the other is mid-fetch.
      feeds.serve(path, {
        delayMs: 300,
        body: calendar([
          { uid: `${unit.id}-a@airbnb.com`, start: daysFromToday(5), end: daysFromToday(8) },
          { uid: `${unit.id}-b@airbnb.com`, start: daysFromToday(12), end: daysFromToday(14) },
        ]),
      });
      await db
        .insert(channelFeeds)
        .values({ roomId: unit.id, channel: 'airbnb', url: feeds.url(path) });
    }

    const [first, second] = await Promise.all(apps.map((app) => app.channelSync.syncDue()));

    const synced = [...first!, ...second!];
    expect(synced.map((outcome) => outcome.result)).toEqual(units.map(() => 'imported'));
    expect(new Set(synced.map((outcome) => outcome.feed.id)).size).toBe(units.length);
    for (const unit of units) expect(feeds.requestsTo(`/unit-${unit.id}.ics`)).toHaveLength(1);
    expect(await db.$count(channelBlocks)).toBe(units.length * 2);

    // Due again: while one instance is fetching (its leases held), the other takes nothing.
    await db.update(channelFeeds).set({ nextSyncAt: new Date(Date.now() - 1000) });
    const running = apps[0]!.channelSync.syncDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await apps[1]!.channelSync.syncDue()).toEqual([]);
    expect((await running).map((outcome) => outcome.result)).toEqual(units.map(() => 'unchanged'));
    for (const unit of units) expect(feeds.requestsTo(`/unit-${unit.id}.ics`)).toHaveLength(2);
  });
});
