/**
 * A stay priced by the house's calendar through the API (issue 31 points 1–6): the quote
 * is what `initiate-payment` asks Paystack to charge, the booking keeps its lines, the
 * period's stay rules and the promo code's rules refuse with 422 in words, a code's last
 * use goes to one of two racing bookings, and the affiliate earns on the total less taxes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PROMO_CODE_TAKEN,
  PROMO_EXPIRED,
  PROMO_UNKNOWN,
  PROMO_USED_UP,
  PROMO_WRONG_DATES,
  PROMO_WRONG_ROOM,
} from '@aso/core/promo-codes';
import { formatDate } from '@aso/core/display-dates';
import { formatKobo } from '@aso/core/money';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  affiliateLedger,
  bookingLines,
  bookings,
  houseCharges,
  payments,
  promoCodes,
  roomTypes,
} from '../../db/schema.ts';
import { signedIn, unitNumbered, writesSoFar, manualBookingOf } from '../../test/admin.ts';
import { affiliateAccount } from '../../test/affiliates.ts';
import { daysFromToday, guestRequest, initiate } from '../../test/bookings.ts';
import { initiateFrom, newAddress } from '../../test/checkout.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { startFakePaystack } from '../../test/fake-paystack.ts';
import { useTestApp } from '../../test/test-app.ts';

const fake = await startFakePaystack({ secret: 'sk_test_aso_fake_paystack_secret' });
const ctx = useTestApp({
  seed: true,
  env: { PAYSTACK_SECRET_KEY: fake.secret, PAYSTACK_BASE_URL: fake.url },
});
const db = () => ctx.database.db;

type Headers = Record<string, string>;
const quote = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/quote', payload });
const createPeriod = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/rate-periods', headers, payload });
const createCode = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/promo-codes', headers, payload });
const check = (query: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return ctx.app.inject({ method: 'GET', url: `/api/promo-codes/check?${params}` });
};

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** The Deluxe Studio (₦35,000 a night in the demo) and a staff session. */
async function setting() {
  fake.reset();
  const roomType = (await unitNumbered(db(), 'M101')).roomType;
  const admin = await signedIn(db(), 'admin');
  return { roomType, headers: admin.headers };
}

const code = (overrides: object = {}) => ({
  code: 'DEC10',
  percent_off: 10,
  amount_off: null,
  stays_from: daysFromToday(0),
  stays_to: daysFromToday(60),
  valid_until: daysFromToday(30),
  min_nights: 1,
  max_uses: null,
  room_type_ids: [],
  active: true,
  ...overrides,
});

async function setCharges(values: Partial<typeof houseCharges.$inferInsert>) {
  await db()
    .insert(houseCharges)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: houseCharges.id, set: values });
}

describe('POST /api/quote and initiate-payment', () => {
  it('prices the nights by period, then the weekly discount, the code, extras, service charge and taxes: what Paystack is asked for', async () => {
    const { roomType, headers } = await setting();
    // ₦50,000 from the 4th night on; weekly discount 10%; a 10% code; VAT 7.5%, service 10%.
    expect(
      (
        await createPeriod(headers, {
          name: 'December',
          room_type_id: roomType.id,
          start_date: daysFromToday(13),
          end_date: daysFromToday(40),
          price_per_night: 50000,
          min_nights: null,
          max_nights: null,
          closed_to_arrival: false,
        })
      ).statusCode,
    ).toBe(201);
    await db()
      .update(roomTypes)
      .set({ weeklyDiscountPercent: 10 })
      .where(eq(roomTypes.id, roomType.id));
    expect((await createCode(headers, code())).statusCode).toBe(201);
    await setCharges({ vatPercent: 7.5, serviceChargePercent: 10 });

    const request = guestRequest(roomType.id, 10, 7, {
      breakfast: true,
      breakfast_count: 1,
      promo_code: 'dec10',
    });
    const quoted = await quote(request);
    expect(quoted.statusCode).toBe(200);
    const body = quoted.json();
    // 3 nights × 35,000 + 4 × 50,000 = 305,000; −10% = 274,500; −10% = 247,050.
    expect(body.nights.map((night: { price: number }) => night.price)).toEqual([
      35000, 35000, 35000, 50000, 50000, 50000, 50000,
    ]);
    const breakfast = (roomType.breakfastPriceKobo / 100) * 7;
    const beforeService = 247050 + breakfast;
    const service = Math.round(beforeService * 10) / 100;
    const vat = Math.round((beforeService + service) * 7.5) / 100;
    expect(body.lines).toEqual([
      { kind: 'room', label: 'Room (7 nights)', amount: 305000, included: false },
      {
        kind: 'long_stay_discount',
        label: 'Weekly discount (10%)',
        amount: -30500,
        included: false,
      },
      { kind: 'promo_discount', label: 'Promo DEC10 (10%)', amount: -27450, included: false },
      {
        kind: 'breakfast',
        label: 'Breakfast (1 person × 7 nights)',
        amount: breakfast,
        included: false,
      },
      { kind: 'service_charge', label: 'Service charge (10%)', amount: service, included: false },
      { kind: 'vat', label: 'VAT (7.5%)', amount: vat, included: false },
    ]);
    expect(body.total_amount).toBe(Math.round((beforeService + service + vat) * 100) / 100);

    // The client's own prices are ignored; Paystack is asked for the quote's total.
    const started = await initiate(ctx.app, { ...request, total_amount: 1, price: 1 });
    expect(started.statusCode).toBe(201);
    const { reference, booking_id } = started.json();
    expect(fake.transactions.get(reference)!.amount).toBe(Math.round(body.total_amount * 100));

    const stored = await db()
      .select()
      .from(bookingLines)
      .where(eq(bookingLines.bookingId, booking_id))
      .orderBy(bookingLines.position);
    expect(stored.map((line) => [line.kind, line.amountKobo])).toEqual(
      body.lines.map((line: { kind: string; amount: number }) => [
        line.kind,
        Math.round(line.amount * 100),
      ]),
    );
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, booking_id));
    expect(booking).toMatchObject({ roomKobo: 24_705_000, taxKobo: Math.round(vat * 100) });

    // Paid: the confirmation mail and the PDF receipt list the same lines.
    const paid = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });
    expect(paid.json().success).toBe(true);
    const mail = await latestMailTo(db(), 'ada@example.com');
    for (const line of [
      'Room (7 nights): ₦305,000',
      'Weekly discount (10%): −₦30,500',
      'Promo DEC10 (10%): −₦27,450',
      `VAT (7.5%): ${formatKobo(Math.round(vat * 100))}`,
      `Total paid: ${formatKobo(Math.round(body.total_amount * 100))}`,
    ]) {
      expect(mail!.textBody).toContain(line);
    }
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${payment!.id}/receipt.pdf`,
      headers,
    });
    const text = await pdfText(pdf.rawPayload);
    for (const words of [
      'Room (7 nights) ₦305,000',
      'Weekly discount (10%) −₦30,500',
      'Promo DEC10 (10%) −₦27,450',
      'Service charge (10%)',
      'VAT (7.5%)',
    ]) {
      expect(text).toContain(words);
    }

    // Changing the charges later changes no booking already made.
    await setCharges({ vatPercent: 20 });
    const staff = await signedIn(db(), 'admin');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking_id}`,
      headers: staff.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().booking.lines).toEqual(body.lines);
    expect(detail.json().booking.promo_code).toBe('DEC10');
    expect(detail.json().booking.total_amount).toBe(body.total_amount);
  });

  it('the residencies search answers each type the stay priced on the calendar', async () => {
    const { roomType, headers } = await setting();
    await createPeriod(headers, {
      name: 'Peak',
      room_type_id: roomType.id,
      start_date: daysFromToday(11),
      end_date: daysFromToday(12),
      price_per_night: 50000,
      min_nights: null,
      max_nights: null,
      closed_to_arrival: false,
    });
    await setCharges({ serviceChargePercent: 10 });
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms?start_date=${daysFromToday(10)}&end_date=${daysFromToday(13)}`,
    });
    const rooms = search.json().rooms as {
      id: number;
      stay_total: number;
      price_per_night: number;
    }[];
    const priced = rooms.find((room) => room.id === roomType.id)!;
    // ₦35,000 + ₦50,000 + ₦35,000, plus 10% service charge.
    expect(priced.stay_total).toBe(132000);
    const other = rooms.find((room) => room.id !== roomType.id)!;
    expect(other.stay_total).toBe((other.price_per_night * 3 * 110) / 100);
    // Without dates the cached list carries no stay price.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/rooms' });
    expect(list.json().rooms[0]).not.toHaveProperty('stay_total');
  });

  it('with taxes included, the total is the same and the taxes are stated as the part of it they are', async () => {
    const { roomType } = await setting();
    await setCharges({ vatPercent: 7.5, consumptionTaxPercent: 5, taxesIncluded: true });
    const quoted = (await quote(guestRequest(roomType.id, 10, 2))).json();
    const room = (roomType.pricePerNightKobo / 100) * 2;
    expect(quoted.total_amount).toBe(room);
    const vat = quoted.lines.find((line: { kind: string }) => line.kind === 'vat');
    const total = formatKobo(Math.round(quoted.total_amount * 100));
    expect(total).toBe(formatKobo(room * 100));
    expect(vat).toEqual({
      kind: 'vat',
      label: 'VAT (7.5%)',
      amount: Math.round((room * 100 * 7.5) / 107.5) / 100,
      included: true,
    });
  });

  it('refuses stays that break the period of their first night (422 in words) and writes nothing', async () => {
    const { roomType, headers } = await setting();
    const period = (overrides: object) =>
      createPeriod(headers, {
        name: 'Rules',
        room_type_id: null,
        start_date: daysFromToday(10),
        end_date: daysFromToday(20),
        price_per_night: null,
        min_nights: 3,
        max_nights: 5,
        closed_to_arrival: false,
        ...overrides,
      });
    expect((await period({})).statusCode).toBe(201);
    expect(
      (
        await period({
          start_date: daysFromToday(30),
          end_date: daysFromToday(31),
          min_nights: null,
          max_nights: null,
          closed_to_arrival: true,
        })
      ).statusCode,
    ).toBe(201);
    const before = await writesSoFar(db());

    for (const [startIn, nights, message] of [
      [10, 2, 'These dates need a stay of at least 3 nights.'],
      [12, 6, 'These dates allow a stay of at most 5 nights.'],
      [30, 2, `Check-in is not possible on ${formatDate(daysFromToday(30))}.`],
    ] as const) {
      const request = guestRequest(roomType.id, startIn, nights);
      for (const response of [await quote(request), await initiate(ctx.app, request)]) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ message, errors: { start_date: [message] } });
      }
    }
    expect(await writesSoFar(db())).toEqual(before);
    // The date picker reads each covered night's price and rules with the calendar.
    const calendar = await ctx.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomType.id}/calendar?from=${daysFromToday(9)}&to=${daysFromToday(32)}`,
    });
    const rates = calendar.json().rates as { date: string; closed_to_arrival: boolean }[];
    expect(rates.map((night) => night.date)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => daysFromToday(10 + index)),
      daysFromToday(30),
    ]);
    expect(rates[0]).toEqual({
      date: daysFromToday(10),
      price: roomType.pricePerNightKobo / 100,
      min_nights: 3,
      max_nights: 5,
      closed_to_arrival: false,
    });
    expect(rates.at(-1)!.closed_to_arrival).toBe(true);
    // A stay that starts before the period is not bound by it.
    expect((await quote(guestRequest(roomType.id, 9, 2))).statusCode).toBe(200);
    expect((await quote(guestRequest(roomType.id, 10, 3))).json()).toMatchObject({
      min_nights: 3,
      max_nights: 5,
    });
  });
});

describe('promo codes', () => {
  it('staff create codes, unique without regard to case; bad codes are refused and write nothing', async () => {
    const { headers, roomType } = await setting();
    const created = await createCode(headers, code({ room_type_ids: [roomType.id] }));
    expect(created.statusCode).toBe(201);
    expect(created.json().promo_code).toMatchObject({
      code: 'DEC10',
      percent_off: 10,
      uses: 0,
      room_type_ids: [roomType.id],
    });
    const taken = await createCode(headers, code({ code: 'dec10' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PROMO_CODE_TAKEN);

    const before = await db().$count(promoCodes);
    for (const [change, field] of [
      [{ percent_off: 10, amount_off: 5000 }, 'percent_off'],
      [{ percent_off: null, amount_off: null }, 'percent_off'],
      [{ percent_off: 95 }, 'percent_off'],
      [{ code: 'AB' }, 'code'],
      [{ code: 'NO-SPACES!' }, 'code'],
      [{ stays_to: daysFromToday(-1) }, 'stays_to'],
      [{ room_type_ids: [9999] }, 'room_type_ids'],
      [{ amount_off: -5, percent_off: null }, 'amount_off'],
    ] as const) {
      const refused = await createCode(headers, code({ code: 'OTHER1', ...change }));
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
    expect(await db().$count(promoCodes)).toBe(before);
    const guest = await signedIn(db(), 'user');
    expect((await createCode(guest.headers, code({ code: 'GUEST1' }))).statusCode).toBe(403);
  });

  it('the public check answers what a code takes off the stay, or why it cannot', async () => {
    const { headers, roomType } = await setting();
    const other = (await unitNumbered(db(), 'J101')).roomType;
    await createCode(
      headers,
      code({ code: 'FIXED5K', percent_off: null, amount_off: 5000, min_nights: 3 }),
    );
    await createCode(headers, code({ code: 'OLDCODE', valid_until: daysFromToday(-1) }));
    await createCode(headers, code({ code: 'MAITAMA', room_type_ids: [roomType.id] }));
    await createCode(headers, code({ code: 'HUGE', percent_off: null, amount_off: 10_000_000 }));
    const stay = {
      room_type_id: roomType.id,
      start_date: daysFromToday(10),
      end_date: daysFromToday(13),
    };

    const fixed = await check({ code: 'fixed5k', ...stay });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toEqual({
      code: 'FIXED5K',
      discount_label: '₦5,000 off the room',
      discount: 5000,
    });
    // A fixed amount larger than the stay takes the room to zero, never below.
    const huge = await check({ code: 'HUGE', ...stay });
    expect(huge.json().discount).toBe((roomType.pricePerNightKobo / 100) * 3);
    const hugeQuote = (
      await quote({ ...guestRequest(roomType.id, 10, 3), promo_code: 'HUGE' })
    ).json();
    expect(hugeQuote.total_amount).toBe(0);

    for (const [query, status, message] of [
      [{ code: 'NOPE99', ...stay }, 404, PROMO_UNKNOWN],
      [{ code: 'OLDCODE', ...stay }, 422, PROMO_EXPIRED],
      [{ code: 'DEC10X', ...stay }, 404, PROMO_UNKNOWN],
      [
        { code: 'FIXED5K', ...stay, end_date: daysFromToday(12) },
        422,
        'This code needs a stay of at least 3 nights.',
      ],
      [
        { code: 'FIXED5K', ...stay, start_date: daysFromToday(70), end_date: daysFromToday(73) },
        422,
        PROMO_WRONG_DATES,
      ],
      [{ code: 'MAITAMA', ...stay, room_type_id: other.id }, 422, PROMO_WRONG_ROOM],
    ] as const) {
      const response = await check(query);
      expect(response.statusCode, query.code).toBe(status);
      expect(response.json().message).toBe(message);
    }
    // The same refusals on the checkout, as 422s at the field, writing nothing.
    const before = await writesSoFar(db());
    const refused = await initiate(ctx.app, {
      ...guestRequest(roomType.id, 10, 3),
      promo_code: 'OLDCODE',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ promo_code: [PROMO_EXPIRED] });
    expect(await writesSoFar(db())).toEqual(before);
  });

  it('gives a code’s last use to one of two checkouts made at once; an expired hold gives it back', async () => {
    const { headers, roomType } = await setting();
    await createCode(headers, code({ code: 'ONCE', max_uses: 1 }));
    const [first, second] = await Promise.all(
      ['one@example.com', 'two@example.com'].map((email, index) =>
        initiateFrom(
          ctx.app,
          guestRequest(roomType.id, 10 + index * 5, 2, { promo_code: 'ONCE', guest_email: email }),
          { address: newAddress() },
        ),
      ),
    );
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([201, 422]);
    const loser = [first!, second!].find((response) => response.statusCode === 422)!;
    expect(loser.json().message).toBe(PROMO_USED_UP);
    const used = await check({
      code: 'ONCE',
      room_type_id: roomType.id,
      start_date: daysFromToday(20),
      end_date: daysFromToday(22),
    });
    expect(used.json().message).toBe(PROMO_USED_UP);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/promo-codes', headers });
    expect(listed.json().promo_codes[0]).toMatchObject({ code: 'ONCE', uses: 1, max_uses: 1 });

    // The winner's hold runs out: the code can be used again.
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.status, 'pending'));
    const again = await initiateFrom(
      ctx.app,
      guestRequest(roomType.id, 30, 2, { promo_code: 'ONCE', guest_email: 'three@example.com' }),
      { address: newAddress() },
    );
    expect(again.statusCode).toBe(201);
  });

  it('the desk books with a code too, priced by the same rule', async () => {
    const { headers, roomType } = await setting();
    await createCode(headers, code({ code: 'DESK20', percent_off: 20 }));
    const { unit } = await unitNumbered(db(), 'M101');
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/manual',
      headers,
      payload: manualBookingOf(unit, 10, 2, { promo_code: 'desk20' }),
    });
    expect(made.statusCode).toBe(201);
    const room = (roomType.pricePerNightKobo / 100) * 2;
    expect(made.json().booking).toMatchObject({ total_amount: room * 0.8, promo_code: 'DESK20' });
  });
});

describe('refunds', () => {
  it('of a discounted stay are a share of what was paid, not of the undiscounted price', async () => {
    const { headers, roomType } = await setting();
    await createCode(headers, code({ code: 'HALF50', percent_off: 50 }));
    const started = await initiate(ctx.app, {
      ...guestRequest(roomType.id, 20, 2),
      promo_code: 'HALF50',
    });
    const { reference, booking_id } = started.json();
    const paidKobo = roomType.pricePerNightKobo; // two nights at half price
    expect(fake.transactions.get(reference)!.amount).toBe(paidKobo);
    await ctx.app.inject({ method: 'GET', url: `/api/paystack/callback?reference=${reference}` });
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking_id}/status`,
      headers,
      payload: { status: 'cancelled', refund: 'full' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(fake.refunds(reference)).toEqual([paidKobo]);
  });
});

describe('commission', () => {
  it('is 5% of what was paid less the taxes', async () => {
    const { roomType } = await setting();
    fake.addAccount('057', '2034567891', 'CHIDI PARTNER');
    const affiliate = await affiliateAccount(ctx.app, db());
    await setCharges({ vatPercent: 7.5 });
    const started = await initiate(
      ctx.app,
      guestRequest(roomType.id, 10, 2, { affiliate_code: affiliate.code }),
    );
    expect(started.statusCode).toBe(201);
    const { reference, booking_id } = started.json();
    const paid = await ctx.app.inject({
      method: 'GET',
      url: `/api/paystack/callback?reference=${reference}`,
    });
    expect(paid.json().success).toBe(true);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, booking_id));
    expect(booking!.taxKobo).toBeGreaterThan(0);
    const [commission] = await db()
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.bookingId, booking_id));
    expect(commission!.kind).toBe('commission');
    expect(commission!.amountKobo).toBe(Math.round((booking!.totalKobo - booking!.taxKobo) * 0.05));
  });
});
