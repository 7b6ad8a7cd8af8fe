import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { DEFAULT_CONVEYANCE_KOBO, type ConveyanceDirection } from './pricing.ts';
import {
  NO_HOUSE_CHARGES,
  PRICE_LINE_KINDS,
  PriceLineSchema,
  priceStayOnCalendar,
  stayRuleViolation,
  type CalendarRoomType,
  type CalendarStayRequest,
  type HouseCharges,
  type PriceLine,
  type PromoRule,
  type RatePeriodRule,
  type StayQuote,
} from './stay-price.ts';
import { pricedRoomTypes, studio as pricedStudio } from './test/priced-room-types.ts';

const studio: CalendarRoomType = {
  ...pricedStudio,
  id: 1,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 20,
};
const noLongStay = { ...studio, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 };

function period(rule: Partial<RatePeriodRule> & Pick<RatePeriodRule, 'id'>): RatePeriodRule {
  return {
    name: `Period ${rule.id}`,
    roomTypeId: null,
    startDate: '2026-12-01',
    endDate: '2027-01-05',
    pricePerNightKobo: null,
    minNights: null,
    maxNights: null,
    closedToArrival: false,
    ...rule,
  };
}

/** High season for all types, Christmas for the studio, a studio period keeping its base price. */
const december: RatePeriodRule[] = [
  period({ id: 1, name: 'High season', pricePerNightKobo: 4_000_000 }),
  period({
    id: 2,
    roomTypeId: 1,
    startDate: '2026-12-24',
    endDate: '2026-12-27',
    pricePerNightKobo: 5_000_000,
  }),
  period({ id: 3, roomTypeId: 1, startDate: '2026-12-27', endDate: '2026-12-28', minNights: 2 }),
  period({
    id: 4,
    roomTypeId: 2,
    startDate: '2026-12-20',
    endDate: '2026-12-30',
    pricePerNightKobo: 9_000_000,
  }),
];

function stay(startDate: string, nights: number, extras: Partial<CalendarStayRequest> = {}) {
  return {
    startDate,
    endDate: addDays(startDate, nights),
    breakfastCount: null,
    conveyance: null,
    ...extras,
  };
}

const line = (quote: StayQuote, kind: PriceLine['kind']) =>
  quote.lines.find((each) => each.kind === kind);
const kinds = (quote: StayQuote) => quote.lines.map((each) => each.kind);

describe('priceStayOnCalendar', () => {
  it('prices each night at the period covering it, the room type’s period before the all-types one', () => {
    const quote = priceStayOnCalendar(
      noLongStay,
      december,
      stay('2026-12-23', 6),
      null,
      NO_HOUSE_CHARGES,
    );
    expect(quote.nights).toEqual([
      { date: '2026-12-23', priceKobo: 4_000_000, periodId: 1 },
      { date: '2026-12-24', priceKobo: 5_000_000, periodId: 2 },
      { date: '2026-12-25', priceKobo: 5_000_000, periodId: 2 },
      { date: '2026-12-26', priceKobo: 5_000_000, periodId: 2 },
      // The studio's own period without a price: the base price, though high season covers it.
      { date: '2026-12-27', priceKobo: 3_500_000, periodId: 3 },
      { date: '2026-12-28', priceKobo: 4_000_000, periodId: 1 },
    ]);
    expect(quote.lines).toEqual([
      { kind: 'room', label: 'Room (6 nights)', amountKobo: 26_500_000 },
    ]);
    expect(quote.totalKobo).toBe(26_500_000);
  });

  it('keeps the base price outside every period and ignores the periods of other room types', () => {
    const quote = priceStayOnCalendar(
      { ...noLongStay, id: 3 },
      december.filter((each) => each.roomTypeId !== null),
      stay('2026-12-24', 2),
      null,
      NO_HOUSE_CHARGES,
    );
    expect(quote.nights.map((night) => [night.priceKobo, night.periodId])).toEqual([
      [3_500_000, null],
      [3_500_000, null],
    ]);
  });

  it('lets the period starting last decide where two of the same kind overlap, whatever their order', () => {
    const season = period({ id: 7, pricePerNightKobo: 4_000_000 });
    const week = period({
      id: 8,
      startDate: '2026-12-10',
      endDate: '2026-12-17',
      pricePerNightKobo: 6_000_000,
    });
    const twin = period({
      id: 9,
      startDate: '2026-12-10',
      endDate: '2026-12-17',
      pricePerNightKobo: 7_000_000,
    });
    for (const periods of [
      [season, week, twin],
      [twin, week, season],
    ]) {
      const { nights } = priceStayOnCalendar(
        noLongStay,
        periods,
        stay('2026-12-09', 2),
        null,
        NO_HOUSE_CHARGES,
      );
      expect(nights.map((night) => night.periodId)).toEqual([7, 8]);
    }
  });

  it.each([
    // nights, line (or none), room after discount
    [6, undefined, 21_000_000],
    [7, { label: 'Weekly discount (10%)', amountKobo: -2_450_000 }, 22_050_000],
    [27, { label: 'Weekly discount (10%)', amountKobo: -9_450_000 }, 85_050_000],
    [28, { label: 'Monthly discount (20%)', amountKobo: -19_600_000 }, 78_400_000],
    [40, { label: 'Monthly discount (20%)', amountKobo: -28_000_000 }, 112_000_000],
  ])('%i nights: long-stay discount %o, room %i kobo', (nights, discount, roomKobo) => {
    const quote = priceStayOnCalendar(
      studio,
      [],
      stay('2027-02-01', nights),
      null,
      NO_HOUSE_CHARGES,
    );
    expect(line(quote, 'long_stay_discount')).toEqual(
      discount && { kind: 'long_stay_discount', ...discount },
    );
    expect(quote.roomKobo).toBe(roomKobo);
    expect(quote.totalKobo).toBe(roomKobo);
  });

  it('gives the larger long-stay discount from 28 nights, never both, and no line for 0%', () => {
    const generousWeek = { ...studio, weeklyDiscountPercent: 25, monthlyDiscountPercent: 15 };
    const month = priceStayOnCalendar(
      generousWeek,
      [],
      stay('2027-02-01', 28),
      null,
      NO_HOUSE_CHARGES,
    );
    expect(month.lines.filter((each) => each.kind === 'long_stay_discount')).toEqual([
      { kind: 'long_stay_discount', label: 'Weekly discount (25%)', amountKobo: -24_500_000 },
    ]);
    const none = priceStayOnCalendar(
      noLongStay,
      [],
      stay('2027-02-01', 30),
      null,
      NO_HOUSE_CHARGES,
    );
    expect(kinds(none)).toEqual(['room']);
  });

  it.each([
    // promo, its line, room after it: 7 nights at 3,500,000 less the weekly 10% = 22,050,000
    [
      { code: 'SAVE10', percentOff: 10, amountOffKobo: null },
      'Promo SAVE10 (10%)',
      -2_205_000,
      19_845_000,
    ],
    [
      { code: 'SAVE12', percentOff: 12.5, amountOffKobo: null },
      'Promo SAVE12 (12.5%)',
      -2_756_250,
      19_293_750,
    ],
    [
      { code: 'SAVE5000', percentOff: null, amountOffKobo: 500_000 },
      'Promo SAVE5000',
      -500_000,
      21_550_000,
    ],
    // A fixed amount above the room takes the room to zero, no further.
    [{ code: 'BIG', percentOff: null, amountOffKobo: 90_000_000 }, 'Promo BIG', -22_050_000, 0],
  ])('applies %o after the long-stay discount: %s', (promo, label, amountKobo, roomKobo) => {
    const quote = priceStayOnCalendar(
      studio,
      [],
      stay('2027-02-01', 7, { breakfastCount: 1 }),
      promo,
      NO_HOUSE_CHARGES,
    );
    expect(kinds(quote)).toEqual(['room', 'long_stay_discount', 'promo_discount', 'breakfast']);
    expect(line(quote, 'promo_discount')).toEqual({ kind: 'promo_discount', label, amountKobo });
    expect(quote.roomKobo).toBe(roomKobo);
    // Breakfast is never discounted.
    expect(quote.breakfastKobo).toBe(3_500_000);
    expect(quote.totalKobo).toBe(roomKobo + 3_500_000);
  });

  it.each([
    // nights, direction, conveyance line
    [9, 'both', 7_000_000],
    [9, 'pickup', 4_000_000],
    [10, 'both', 0],
    [12, 'dropoff', 0],
  ] as const)(
    '%i nights with %s conveyance: a line of %i kobo',
    (nights, conveyance, amountKobo) => {
      const quote = priceStayOnCalendar(
        noLongStay,
        [],
        stay('2027-02-01', nights, { conveyance }),
        null,
        NO_HOUSE_CHARGES,
      );
      expect(line(quote, 'conveyance')).toEqual({
        kind: 'conveyance',
        label: 'Airport conveyance',
        amountKobo,
      });
      expect(quote.totalKobo).toBe(3_500_000 * nights + amountKobo);
    },
  );

  it('shows no extra that is not asked for or not offered', () => {
    const asked = stay('2027-02-01', 2, { breakfastCount: 2, conveyance: 'both' });
    const plain = { ...noLongStay, breakfastEnabled: false, airportConveyanceEnabled: false };
    expect(kinds(priceStayOnCalendar(plain, [], asked, null, NO_HOUSE_CHARGES))).toEqual(['room']);
    expect(
      kinds(priceStayOnCalendar(noLongStay, [], stay('2027-02-01', 2), null, NO_HOUSE_CHARGES)),
    ).toEqual(['room']);
    const single = priceStayOnCalendar(
      noLongStay,
      [],
      stay('2027-02-01', 1, { breakfastCount: 1 }),
      null,
      NO_HOUSE_CHARGES,
    );
    expect(line(single, 'breakfast')?.label).toBe('Breakfast (1 person × 1 night)');
  });

  const charges = (rest: Partial<HouseCharges>): HouseCharges => ({ ...NO_HOUSE_CHARGES, ...rest });

  it('takes the service charge on the room after discounts plus the extras', () => {
    const quote = priceStayOnCalendar(
      studio,
      [],
      stay('2027-02-01', 7, { breakfastCount: 2, conveyance: 'pickup' }),
      { code: 'SAVE5000', percentOff: null, amountOffKobo: 500_000 },
      charges({ serviceChargePercent: 10 }),
    );
    // 22,050,000 − 500,000 + breakfast 7,000,000 + conveyance 4,000,000 = 32,550,000
    expect(line(quote, 'service_charge')).toEqual({
      kind: 'service_charge',
      label: 'Service charge (10%)',
      amountKobo: 3_255_000,
    });
    expect(quote.serviceChargeKobo).toBe(3_255_000);
    expect(quote.totalKobo).toBe(35_805_000);
  });

  const save10: PromoRule = { code: 'SAVE10', percentOff: 10, amountOffKobo: null };
  /** Every step together: 20–29 Dec (see `december`), breakfast for two, conveyance both ways. */
  const christmasQuote = (taxesIncluded: boolean) =>
    priceStayOnCalendar(
      studio,
      december,
      stay('2026-12-20', 10, { breakfastCount: 2, conveyance: 'both' }),
      save10,
      { serviceChargePercent: 10, vatPercent: 7.5, consumptionTaxPercent: 5, taxesIncluded },
    );
  const commonLines: PriceLine[] = [
    { kind: 'room', label: 'Room (10 nights)', amountKobo: 42_500_000 },
    { kind: 'long_stay_discount', label: 'Weekly discount (10%)', amountKobo: -4_250_000 },
    { kind: 'promo_discount', label: 'Promo SAVE10 (10%)', amountKobo: -3_825_000 },
    { kind: 'breakfast', label: 'Breakfast (2 persons × 10 nights)', amountKobo: 10_000_000 },
    { kind: 'conveyance', label: 'Airport conveyance', amountKobo: 0 },
    { kind: 'service_charge', label: 'Service charge (10%)', amountKobo: 4_442_500 },
  ];

  it('adds VAT and consumption tax, each on the sum with the service charge', () => {
    const quote = christmasQuote(false);
    // Taxed: 34,425,000 + 10,000,000 + 4,442,500 = 48,867,500; 7.5% is 3,665,062.5 → up.
    expect(quote).toEqual({
      nights: expect.any(Array),
      lines: [
        ...commonLines,
        { kind: 'vat', label: 'VAT (7.5%)', amountKobo: 3_665_063 },
        { kind: 'consumption_tax', label: 'Consumption tax (5%)', amountKobo: 2_443_375 },
      ],
      totalKobo: 54_975_938,
      roomKobo: 34_425_000,
      breakfastKobo: 10_000_000,
      conveyanceKobo: 0,
      serviceChargeKobo: 4_442_500,
      taxKobo: 6_108_438,
    });
  });

  it('shows the taxes held in the prices without adding them, each as amount × r / (1 + r)', () => {
    const quote = christmasQuote(true);
    expect(quote.lines).toEqual([
      ...commonLines,
      // 48,867,500 × 7.5 / 107.5 = 3,409,360.47; 48,867,500 × 5 / 105 = 2,327,023.81
      { kind: 'vat', label: 'VAT (7.5%)', amountKobo: 3_409_360, included: true },
      {
        kind: 'consumption_tax',
        label: 'Consumption tax (5%)',
        amountKobo: 2_327_024,
        included: true,
      },
    ]);
    expect(quote.totalKobo).toBe(48_867_500);
    expect(quote.taxKobo).toBe(3_409_360 + 2_327_024);
  });

  it.each([
    // price of one night, charges, the line, its amount: each lands on half a kobo
    [3_500_020, { vatPercent: 7.5 }, 'vat', 262_502], // 262,501.5
    [1_311_000, { serviceChargePercent: 1.15 }, 'service_charge', 15_077], // 15,076.5; a × 1.15 / 100 in floats gives 15,076
    [1_215_000, { consumptionTaxPercent: 4.35 }, 'consumption_tax', 52_853], // 52,852.5; a × 0.0435 in floats gives 52,852
    [3_000_003, { consumptionTaxPercent: 20, taxesIncluded: true }, 'consumption_tax', 500_001], // 500,000.5
  ] as const)(
    'rounds %i kobo with %o half up: %s %i',
    (pricePerNightKobo, rest, kind, amountKobo) => {
      const quote = priceStayOnCalendar(
        { ...noLongStay, pricePerNightKobo },
        [],
        stay('2027-02-01', 1),
        null,
        charges(rest),
      );
      expect(line(quote, kind)?.amountKobo).toBe(amountKobo);
    },
  );

  it('rounds the long-stay and promo discounts half up too', () => {
    // 7 nights of 1,000,001 = 7,000,007; 10% = 700,000.7 → 700,001; 12.5% of 6,300,006 = 787,500.75 → 787,501
    const quote = priceStayOnCalendar(
      { ...studio, pricePerNightKobo: 1_000_001 },
      [],
      stay('2027-02-01', 7),
      { code: 'HALF', percentOff: 12.5, amountOffKobo: null },
      NO_HOUSE_CHARGES,
    );
    expect(quote.lines.map((each) => each.amountKobo)).toEqual([7_000_007, -700_001, -787_501]);
    expect(quote.totalKobo).toBe(5_512_505);
  });

  it('never goes below zero: a promo above the room leaves the room at 0 and the extras', () => {
    const free = { code: 'FREE', percentOff: 150, amountOffKobo: null };
    const quote = priceStayOnCalendar(
      noLongStay,
      [],
      stay('2027-02-01', 2),
      free,
      charges({ vatPercent: 7.5 }),
    );
    expect(quote.lines).toEqual([
      { kind: 'room', label: 'Room (2 nights)', amountKobo: 7_000_000 },
      { kind: 'promo_discount', label: 'Promo FREE (150%)', amountKobo: -7_000_000 },
      { kind: 'vat', label: 'VAT (7.5%)', amountKobo: 0 },
    ]);
    expect(quote.totalKobo).toBe(0);
    const withPickup = priceStayOnCalendar(
      noLongStay,
      [],
      stay('2027-02-01', 2, { conveyance: 'pickup' }),
      free,
      NO_HOUSE_CHARGES,
    );
    expect(withPickup.totalKobo).toBe(4_000_000);
  });

  it('prices no room for a stay without nights (check-out on or before check-in)', () => {
    for (const endDate of ['2026-12-20', '2026-12-18']) {
      const quote = priceStayOnCalendar(
        studio,
        december,
        stay('2026-12-20', 0, { endDate, breakfastCount: 2 }),
        save10,
        NO_HOUSE_CHARGES,
      );
      expect(quote.nights).toEqual([]);
      expect(quote.lines).toEqual([
        { kind: 'room', label: 'Room (0 nights)', amountKobo: 0 },
        { kind: 'breakfast', label: 'Breakfast (2 persons × 0 nights)', amountKobo: 0 },
      ]);
      expect(quote.totalKobo).toBe(0);
    }
  });

  it('gives lines the server can check against its kinds', () => {
    const quote = christmasQuote(true);
    for (const each of quote.lines) expect(PriceLineSchema.parse(each)).toEqual(each);
    expect(kinds(quote)).toEqual([...PRICE_LINE_KINDS]);
    expect(PriceLineSchema.safeParse({ kind: 'tip', label: 'Tip', amountKobo: 1 }).success).toBe(
      false,
    );
    expect(PriceLineSchema.safeParse({ kind: 'vat', label: 'VAT', amountKobo: 1.5 }).success).toBe(
      false,
    );
  });
});

/*
 * A second model of the same rules, written another way: decimal.js instead of BigInt,
 * night by night with its own calendar, each night's periods sorted instead of folded.
 */
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const toKobo = (value: Decimal) => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function modelQuote(
  roomType: CalendarRoomType,
  periods: RatePeriodRule[],
  request: CalendarStayRequest,
  promo: PromoRule | null,
  houseCharges: HouseCharges,
): StayQuote {
  const nights: StayQuote['nights'] = [];
  for (let date = request.startDate; date < request.endDate; date = nextDay(date)) {
    const [decides] = periods
      .filter((each) => each.roomTypeId === null || each.roomTypeId === roomType.id)
      .filter((each) => each.startDate <= date && date < each.endDate)
      .sort(
        (a, b) =>
          Number(b.roomTypeId !== null) - Number(a.roomTypeId !== null) ||
          (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0) ||
          a.id - b.id,
      );
    nights.push({
      date,
      priceKobo: decides?.pricePerNightKobo ?? roomType.pricePerNightKobo,
      periodId: decides ? decides.id : null,
    });
  }
  const count = nights.length;
  const s = count === 1 ? '' : 's';
  const lines: PriceLine[] = [];
  let room = nights.reduce((sum, night) => sum.plus(night.priceKobo), new Exact(0));
  lines.push({ kind: 'room', label: `Room (${count} night${s})`, amountKobo: room.toNumber() });

  const longStays = [
    { from: 28, name: 'Monthly', percent: roomType.monthlyDiscountPercent },
    { from: 7, name: 'Weekly', percent: roomType.weeklyDiscountPercent },
  ]
    .filter((each) => count >= each.from)
    .sort((a, b) => b.percent - a.percent);
  if (longStays.length > 0) {
    const { name, percent } = longStays[0]!;
    const off = Exact.min(room, toKobo(room.times(percent).div(100)));
    if (off.gt(0)) {
      lines.push({
        kind: 'long_stay_discount',
        label: `${name} discount (${percent}%)`,
        amountKobo: -off.toNumber(),
      });
    }
    room = room.minus(off);
  }
  if (promo) {
    const off = Exact.min(
      room,
      promo.percentOff === null
        ? (promo.amountOffKobo ?? 0)
        : toKobo(room.times(promo.percentOff).div(100)),
    );
    if (off.gt(0)) {
      const label =
        promo.percentOff === null
          ? `Promo ${promo.code}`
          : `Promo ${promo.code} (${promo.percentOff}%)`;
      lines.push({ kind: 'promo_discount', label, amountKobo: -off.toNumber() });
    }
    room = room.minus(off);
  }

  let breakfast = 0;
  if (roomType.breakfastEnabled && request.breakfastCount !== null && request.breakfastCount > 0) {
    const persons = request.breakfastCount;
    breakfast = new Exact(roomType.breakfastPriceKobo).times(persons).times(count).toNumber();
    const label = `Breakfast (${persons} person${persons === 1 ? '' : 's'} × ${count} night${s})`;
    lines.push({ kind: 'breakfast', label, amountKobo: breakfast });
  }
  let conveyance = 0;
  if (roomType.airportConveyanceEnabled && request.conveyance !== null) {
    const own = {
      pickup: roomType.airportPickupPriceKobo,
      dropoff: roomType.airportDropoffPriceKobo,
      both: roomType.airportBothPriceKobo,
    }[request.conveyance];
    conveyance = count >= 10 ? 0 : (own ?? DEFAULT_CONVEYANCE_KOBO[request.conveyance]);
    lines.push({ kind: 'conveyance', label: 'Airport conveyance', amountKobo: conveyance });
  }

  const subtotal = room.plus(breakfast).plus(conveyance);
  const service = toKobo(subtotal.times(houseCharges.serviceChargePercent).div(100));
  if (houseCharges.serviceChargePercent > 0) {
    lines.push({
      kind: 'service_charge',
      label: `Service charge (${houseCharges.serviceChargePercent}%)`,
      amountKobo: service,
    });
  }
  const base = subtotal.plus(service);
  let total = base;
  let tax = 0;
  const taxLine = (kind: 'vat' | 'consumption_tax', name: string, percent: number) => {
    if (percent === 0) return;
    // One division each, so an exact half kobo stays exact: base × p / (100 + p).
    const amount = houseCharges.taxesIncluded
      ? toKobo(base.times(percent).div(new Exact(100).plus(percent)))
      : toKobo(base.times(percent).div(100));
    tax += amount;
    if (houseCharges.taxesIncluded) {
      lines.push({ kind, label: `${name} (${percent}%)`, amountKobo: amount, included: true });
    } else {
      lines.push({ kind, label: `${name} (${percent}%)`, amountKobo: amount });
      total = total.plus(amount);
    }
  };
  taxLine('vat', 'VAT', houseCharges.vatPercent);
  taxLine('consumption_tax', 'Consumption tax', houseCharges.consumptionTaxPercent);

  return {
    nights,
    lines,
    totalKobo: Exact.max(total, 0).toNumber(),
    roomKobo: room.toNumber(),
    breakfastKobo: breakfast,
    conveyanceKobo: conveyance,
    serviceChargeKobo: service,
    taxKobo: tax,
  };
}

describe('priceStayOnCalendar against a second model', () => {
  /** A percentage with up to two decimals: 7.5, 12.25, 0.07. */
  const percent = (max: number) =>
    fc.integer({ min: 0, max: max * 100 }).map((hundredths) => hundredths / 100);
  const day = (from: number, to: number) =>
    fc.integer({ min: from, max: to }).map((offset) => addDays('2026-11-20', offset));

  const roomTypes = fc
    .tuple(
      pricedRoomTypes,
      fc.record({
        id: fc.integer({ min: 1, max: 3 }),
        weeklyDiscountPercent: fc.oneof(fc.constant(0), percent(30)),
        monthlyDiscountPercent: fc.oneof(fc.constant(0), percent(40)),
      }),
    )
    .map(([priced, calendar]): CalendarRoomType => ({ ...priced, ...calendar }));
  const periodLists = fc
    .array(
      fc.record({
        roomTypeId: fc.option(fc.integer({ min: 1, max: 3 })),
        startDate: day(0, 60),
        length: fc.integer({ min: 1, max: 40 }),
        pricePerNightKobo: fc.option(fc.integer({ min: 0, max: 60_000_000 })),
      }),
      { maxLength: 4 },
    )
    .map((drawn) =>
      drawn.map(({ length, ...rest }, index) =>
        period({ id: 10 + ((index * 7) % 5), ...rest, endDate: addDays(rest.startDate, length) }),
      ),
    );
  const requests = fc.record({
    startDate: day(0, 50),
    nights: fc.integer({ min: 1, max: 40 }),
    breakfastCount: fc.option(fc.integer({ min: 1, max: 4 })),
    conveyance: fc.option(fc.constantFrom<ConveyanceDirection>('pickup', 'dropoff', 'both')),
  });
  const promos = fc.option(
    fc.oneof(
      fc.record({
        code: fc.constant('PCT'),
        percentOff: percent(100),
        amountOffKobo: fc.constant(null),
      }),
      fc.record({
        code: fc.constant('FIX'),
        percentOff: fc.constant(null),
        amountOffKobo: fc.integer({ min: 0, max: 200_000_000 }),
      }),
    ),
  );
  const houseCharges = fc.record({
    vatPercent: fc.oneof(fc.constant(0), fc.constant(7.5), percent(20)),
    consumptionTaxPercent: fc.oneof(fc.constant(0), fc.constant(5), percent(15)),
    serviceChargePercent: fc.oneof(fc.constant(0), fc.constant(10), percent(15)),
    taxesIncluded: fc.boolean(),
  });

  it('gives the same nights, lines and total as the model', () => {
    fc.assert(
      fc.property(
        roomTypes,
        periodLists,
        requests,
        promos,
        houseCharges,
        (roomType, periods, request, promo, charges) => {
          const { nights, ...rest } = request;
          const asked = { ...rest, endDate: addDays(request.startDate, nights) };
          const quote = priceStayOnCalendar(roomType, periods, asked, promo, charges);
          expect(quote).toEqual(modelQuote(roomType, periods, asked, promo, charges));
          expect(quote.nights).toHaveLength(nights);
          const added = quote.lines
            .filter((each) => !each.included)
            .reduce((sum, each) => sum + each.amountKobo, 0);
          expect(quote.totalKobo).toBe(added);
          expect(quote.totalKobo).toBeGreaterThanOrEqual(0);
          expect(quote.totalKobo).toBe(
            quote.roomKobo +
              quote.breakfastKobo +
              quote.conveyanceKobo +
              quote.serviceChargeKobo +
              (charges.taxesIncluded ? 0 : quote.taxKobo),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('stayRuleViolation', () => {
  const rules = [
    period({ id: 1, startDate: '2026-12-01', endDate: '2026-12-20', minNights: 5 }),
    period({
      id: 2,
      startDate: '2026-12-20',
      endDate: '2027-01-01',
      maxNights: 14,
      closedToArrival: false,
    }),
    period({ id: 3, startDate: '2026-12-25', endDate: '2026-12-26', closedToArrival: true }),
    period({ id: 4, roomTypeId: 1, startDate: '2026-12-25', endDate: '2026-12-26' }),
    period({ id: 5, startDate: '2027-01-10', endDate: '2027-01-20', minNights: 1, maxNights: 1 }),
  ];
  const check = (roomTypeId: number, startDate: string, nights: number) =>
    stayRuleViolation(roomTypeId, rules, { startDate, endDate: addDays(startDate, nights) });

  it.each([
    // room type, check-in, nights, answer
    [2, '2026-12-03', 4, 'These dates need a stay of at least 5 nights.'],
    [2, '2026-12-03', 5, null],
    [2, '2026-12-21', 15, 'These dates allow a stay of at most 14 nights.'],
    [2, '2026-12-21', 14, null],
    [2, '2027-01-12', 2, 'These dates allow a stay of at most 1 night.'],
    [2, '2027-01-12', 0, 'These dates need a stay of at least 1 night.'],
    [2, '2026-12-25', 3, 'Check-in is not possible on Fri, 25 Dec 2026.'],
    // The studio's own period on Christmas Day beats the closed one for all types.
    [1, '2026-12-25', 3, null],
    // Only the first night's period decides: the stay runs through Christmas, into January.
    [2, '2026-12-22', 3, null],
    [2, '2026-12-15', 7, null],
    [2, '2026-11-29', 3, null],
  ])('room type %i from %s for %i nights: %s', (roomTypeId, startDate, nights, answer) => {
    expect(check(roomTypeId, startDate, nights)).toBe(answer);
  });

  it('answers null without periods, or with the periods of other room types only', () => {
    const stayDates = { startDate: '2026-12-25', endDate: '2026-12-26' };
    expect(stayRuleViolation(1, [], stayDates)).toBeNull();
    const others = [period({ id: 6, roomTypeId: 2, closedToArrival: true, minNights: 7 })];
    expect(stayRuleViolation(1, others, stayDates)).toBeNull();
    expect(stayRuleViolation(2, others, stayDates)).toBe(
      'Check-in is not possible on Fri, 25 Dec 2026.',
    );
  });
});
