/**
 * Rate periods and house charges through the API (issue 31 points 2 and 4): staff write
 * periods, two of one scope never overlap, a refused write changes nothing, and only the
 * super admin changes the charges.
 */
import { describe, expect, it } from 'vitest';
import {
  CHARGES_UPDATED,
  RATE_PERIOD_CREATED,
  RATE_PERIOD_DELETED,
  RATE_PERIOD_NOT_FOUND,
  RATE_PERIOD_OVERLAPS,
} from '@aso/core/rates';
import { houseCharges, ratePeriods } from '../../db/schema.ts';
import { actionLogRows, signedIn, unitNumbered } from '../../test/admin.ts';
import { daysFromToday } from '../../test/bookings.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });
const db = () => ctx.database.db;

type Headers = Record<string, string>;
const create = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/rate-periods', headers, payload: body });
const update = (headers: Headers, id: number | string, body: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/rate-periods/${id}`, headers, payload: body });
const remove = (headers: Headers, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/rate-periods/${id}`, headers });

const deluxe = async () => (await unitNumbered(db(), 'M101')).roomType;

const december = (roomTypeId: number | null, overrides: object = {}) => ({
  name: 'December',
  room_type_id: roomTypeId,
  start_date: daysFromToday(20),
  end_date: daysFromToday(40),
  price_per_night: 50000,
  min_nights: 3,
  max_nights: null,
  closed_to_arrival: false,
  ...overrides,
});

const writes = async () => ({
  periods: await db().select().from(ratePeriods).orderBy(ratePeriods.id),
  logs: (await actionLogRows(db())).length,
});

describe('rate periods', () => {
  it('staff create, list, edit and delete a period, each change in the action log', async () => {
    const { headers } = await signedIn(db(), 'admin');
    const roomType = await deluxe();

    const created = await create(headers, december(roomType.id));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: RATE_PERIOD_CREATED,
      rate_period: {
        name: 'December',
        room_type_id: roomType.id,
        start_date: daysFromToday(20),
        end_date: daysFromToday(40),
        price_per_night: 50000,
        min_nights: 3,
        max_nights: null,
        closed_to_arrival: false,
      },
    });
    const id = created.json().rate_period.id as number;
    const [stored] = await db().select().from(ratePeriods);
    expect(stored).toMatchObject({ pricePerNightKobo: 5_000_000, minNights: 3 });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/rate-periods?room_type_id=${roomType.id}`,
      headers,
    });
    expect(listed.json().rate_periods.map((period: { id: number }) => period.id)).toEqual([id]);

    const edited = await update(headers, id, december(roomType.id, { price_per_night: 55000.5 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().rate_period.price_per_night).toBe(55000.5);

    const deleted = await remove(headers, id);
    expect(deleted.json()).toEqual({ message: RATE_PERIOD_DELETED });
    expect(await db().$count(ratePeriods)).toBe(0);
    expect((await actionLogRows(db())).map((row) => row.action)).toEqual([
      'rate_period.created',
      'rate_period.updated',
      'rate_period.deleted',
    ]);
    expect((await actionLogRows(db()))[0]!.details).toContain(roomType.title);
  });

  it('refuses a period sharing a night with another of the same scope (409), allows another scope', async () => {
    const { headers } = await signedIn(db(), 'admin');
    const roomType = await deluxe();
    expect((await create(headers, december(roomType.id))).statusCode).toBe(201);
    const before = await writes();

    const overlapping = await create(
      headers,
      december(roomType.id, {
        name: 'Christmas',
        start_date: daysFromToday(39),
        end_date: daysFromToday(45),
      }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(RATE_PERIOD_OVERLAPS);
    expect(await writes()).toEqual(before);

    // Touching is not overlapping: the end is exclusive, like a stay's check-out.
    const after = await create(
      headers,
      december(roomType.id, {
        name: 'January',
        start_date: daysFromToday(40),
        end_date: daysFromToday(50),
      }),
    );
    expect(after.statusCode).toBe(201);
    // A period for all types may cover the same nights: the room type's own one wins.
    expect((await create(headers, december(null, { name: 'Season' }))).statusCode).toBe(201);
    const otherType = (await unitNumbered(db(), 'J101')).roomType;
    expect((await create(headers, december(otherType.id))).statusCode).toBe(201);

    // An edit into another period's nights is refused the same way.
    const januaryId = after.json().rate_period.id as number;
    const moved = await update(
      headers,
      januaryId,
      december(roomType.id, {
        name: 'January',
        start_date: daysFromToday(30),
        end_date: daysFromToday(50),
      }),
    );
    expect(moved.statusCode).toBe(409);
  });

  it.each([
    [{ end_date: daysFromToday(20) }, 'end_date', 'The end date must be after the start date.'],
    [{ price_per_night: -1 }, 'price_per_night', 'The price per night must be at least 0.'],
    [{ price_per_night: 'lots' }, 'price_per_night', 'The price per night must be a number.'],
    [
      { price_per_night: 1e12 },
      'price_per_night',
      'The price per night may not be greater than ₦100,000,000.',
    ],
    [{ min_nights: 0 }, 'min_nights', 'The minimum stay must be a whole number between 1 and 90.'],
    [
      { min_nights: 5, max_nights: 3 },
      'max_nights',
      'The maximum stay may not be shorter than the minimum stay.',
    ],
    [{ start_date: '2026-02-30' }, 'start_date', 'The date must be a valid date (YYYY-MM-DD).'],
    [{ name: '  ' }, 'name', 'The name field is required.'],
    [{ room_type_id: 9999 }, 'room_type_id', 'The selected room type does not exist.'],
    [{ room_type_id: -2 }, 'room_type_id', 'The room type must be a room type id or null.'],
  ])('refuses %j with 422 and writes nothing', async (change, field, message) => {
    const { headers } = await signedIn(db(), 'admin');
    const before = await writes();
    const response = await create(headers, december((await deluxe()).id, change));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await writes()).toEqual(before);
  });

  it('keeps the calls to staff, and answers 404 for a period that does not exist', async () => {
    const guest = await signedIn(db(), 'user');
    expect((await create({}, december(null))).statusCode).toBe(401);
    expect((await create(guest.headers, december(null))).statusCode).toBe(403);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/rate-periods',
      headers: guest.headers,
    });
    expect(listed.statusCode).toBe(403);
    const { headers } = await signedIn(db(), 'admin');
    const missing = await update(headers, 404, december(null));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RATE_PERIOD_NOT_FOUND);
    expect((await remove(headers, 404)).statusCode).toBe(404);
  });
});

describe('house charges', () => {
  const charges = {
    vat_percent: 7.5,
    consumption_tax_percent: 5,
    service_charge_percent: 10,
    taxes_included: false,
  };
  const put = (headers: Headers, body: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/settings/charges', headers, payload: body });

  it('are all zero by default; admins read them, only the super admin changes them', async () => {
    const admin = await signedIn(db(), 'admin');
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/charges',
      headers: admin.headers,
    });
    expect(read.json()).toEqual({
      charges: {
        vat_percent: 0,
        consumption_tax_percent: 0,
        service_charge_percent: 0,
        taxes_included: false,
      },
    });
    expect((await put(admin.headers, charges)).statusCode).toBe(403);

    const owner = await signedIn(db(), 'super_admin');
    const saved = await put(owner.headers, charges);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: CHARGES_UPDATED, charges });
    const [row] = await db().select().from(houseCharges);
    expect(row).toMatchObject({
      vatPercent: 7.5,
      consumptionTaxPercent: 5,
      serviceChargePercent: 10,
    });
    const [log] = (await actionLogRows(db())).slice(-1);
    expect(log).toMatchObject({ action: 'settings.charges_updated' });
    expect(log!.details).toContain('VAT 7.5%');
  });

  it.each([
    [{ vat_percent: 91 }, 'vat_percent', 'The VAT must be between 0 and 90.'],
    [{ vat_percent: -1 }, 'vat_percent', 'The VAT must be between 0 and 90.'],
    [
      { service_charge_percent: 2.555 },
      'service_charge_percent',
      'The service charge may have at most two decimals.',
    ],
    [
      { consumption_tax_percent: null },
      'consumption_tax_percent',
      'The consumption tax field is required.',
    ],
  ])('refuses %j with 422 and changes nothing', async (change, field, message) => {
    const owner = await signedIn(db(), 'super_admin');
    const response = await put(owner.headers, { ...charges, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await db().select().from(houseCharges)).toEqual([]);
  });
});
