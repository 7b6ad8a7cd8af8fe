import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isTwoBedroomTitle } from '@aso/core/rooms';
import { DEMO_IMAGES_DIR } from '../../app.ts';
import { useTestApp } from '../../test/test-app.ts';
import { policies, roomTypeImages, roomTypes, rooms } from '../schema.ts';
import { seedDemoData } from './seed.ts';

const ctx = useTestApp();

describe('seedDemoData', () => {
  it('loads two locations, six room types and eleven units into an empty database', async () => {
    expect(await seedDemoData(ctx.database.db)).toEqual({ catalogue: true, policies: true });
    const types = await ctx.database.db.select().from(roomTypes);
    expect(new Set(types.map((type) => type.locationId)).size).toBe(2);
    expect(await ctx.database.db.$count(rooms)).toBe(11);
    for (const type of types) {
      expect(type.pricePerNightKobo).toBeGreaterThanOrEqual(25_000_00);
      expect(type.pricePerNightKobo).toBeLessThanOrEqual(120_000_00);
      expect(type.description.length).toBeGreaterThan(120);
      // Inside Abuja.
      expect(type.latitude).toBeGreaterThan(8.9);
      expect(type.latitude).toBeLessThan(9.2);
      expect(type.longitude).toBeGreaterThan(7.3);
      expect(type.longitude).toBeLessThan(7.6);
    }
    expect(types.some((type) => isTwoBedroomTitle(type.title))).toBe(true);
  });

  it('gives every room type three or more small local images that exist', async () => {
    await seedDemoData(ctx.database.db);
    const images = await ctx.database.db.select().from(roomTypeImages);
    const perType = new Map<number, number>();
    for (const image of images)
      perType.set(image.roomTypeId, (perType.get(image.roomTypeId) ?? 0) + 1);
    expect(perType.size).toBe(6);
    for (const imageCount of perType.values()) expect(imageCount).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.path).toMatch(/^\/images\/rooms\/[a-z0-9-]+\.webp$/);
      expect(image.altText).not.toBe('');
      const file = path.join(DEMO_IMAGES_DIR, image.path.replace('/images/', ''));
      expect(fs.statSync(file).size).toBeLessThanOrEqual(200 * 1024);
    }
  });

  it('loads the nine default policies', async () => {
    await seedDemoData(ctx.database.db);
    const rows = await ctx.database.db.select().from(policies);
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => row.content).join(' ')).toMatch(/₦50,000.*7 days.*₦200,000/s);
  });

  it('leaves a database that already has data alone', async () => {
    await seedDemoData(ctx.database.db);
    expect(await seedDemoData(ctx.database.db)).toEqual({ catalogue: false, policies: false });
    const [{ value }] = (await ctx.database.db.select({ value: count() }).from(rooms)) as [
      { value: number },
    ];
    expect(value).toBe(11);
  });
});
